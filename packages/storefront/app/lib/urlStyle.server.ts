import { DEFAULT_URL_STYLE, type UrlStyle } from './urls';

type Env = Record<string, string | undefined>;

/**
 * Pure: the URL style of an environment (docs/behaviour/urls.md#url-style). `URL_LOCALE_IN` is `path` (default) or
 * `query`; `URL_SHOW_DEFAULTS` is `1`/`true` to show the default locale too. Anything else is an error at start.
 */
export function readUrlStyle(env: Env = process.env): UrlStyle {
  const where = env.URL_LOCALE_IN?.trim() || DEFAULT_URL_STYLE.locale;
  if (where !== 'path' && where !== 'query') throw new Error(`URL_LOCALE_IN must be path or query, got "${where}"`);
  const shown = env.URL_SHOW_DEFAULTS?.trim().toLowerCase() ?? '';
  if (!['', '0', '1', 'true', 'false'].includes(shown)) throw new Error(`URL_SHOW_DEFAULTS must be 1, true, 0 or false, got "${env.URL_SHOW_DEFAULTS}"`);
  return { locale: where, showDefaults: shown === '1' || shown === 'true' };
}
