import { envFrom, type RawEnv } from './env.server';
import type { UrlStyle } from './urls';

/**
 * Pure: the URL style of an environment (docs/behaviour/urls.md#url-style). `URL_LOCALE_IN` is `path` (default) or
 * `query`; `URL_SHOW_DEFAULTS` is `1`/`true` to show the default locale too. Anything else is an error at start.
 */
export function readUrlStyle(env?: RawEnv): UrlStyle {
  const e = envFrom(env);
  return { locale: e.URL_LOCALE_IN, showDefaults: e.URL_SHOW_DEFAULTS };
}
