import type { RenderMode } from '@ridgeline/renderer';
import { readRenderBudget } from './upstream.server';

/** Where the storefront reads its content from and how it renders it. Read once per process. */
export interface StorefrontConfig {
  /** Content Delivery 2 hub name. */
  hubName: string;
  /** Overrides `https://{hub}.cdn.content.amplience.net` (the sandbox, a proxy). */
  baseUrl?: string;
  /** True when no AMPLIENCE_HUB is set and the local sandbox serves the content. */
  usingSandbox: boolean;
  locale: string;
  /** Image host for image-links (may carry a scheme); undefined keeps each image-link's defaultHost. */
  mediaHost?: string;
  customerGroups: readonly string[];
  mode: RenderMode;
  /** Registers the diagnostic blocks (a throwing block and friends) for tests. */
  diagnostics: boolean;
  /** External help centre behind the error page's Contact Support. */
  supportUrl: string;
  /** Base URL of the subscriptions API the footer's newsletter sign-up is forwarded to. */
  newsletterApiUrl: string;
  /** `RENDER_BUDGET_MS`: how long a page waits for a block loader; also the cap of every upstream timeout. */
  renderBudgetMs: number;
  /**
   * `PUBLIC_ORIGIN`: the shop's address as shoppers and crawlers see it (`https://www.example.com`), used for every
   * absolute URL a page carries (hreflang alternates, a product's canonical link). Never the request's `Host`: cached
   * HTML is shared by everyone, and a forged host must not end up in it. Default `http://localhost:{PORT}`.
   */
  publicOrigin: string;
}

export const DEFAULT_SUPPORT_URL = 'https://support.ridgeline.dev/hc/en-us';
export const DEFAULT_CUSTOMER_GROUPS = ['Unregistered', 'Everyone'] as const;

type Env = Record<string, string | undefined>;

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Pure: builds the configuration from an environment (tests pass their own). */
export function readConfig(env: Env = process.env): StorefrontConfig {
  const hub = nonEmpty(env.AMPLIENCE_HUB);
  const sandboxOrigin = `http://localhost:${nonEmpty(env.SANDBOX_PORT) ?? '4010'}`;
  const usingSandbox = hub === undefined;
  const baseUrl = usingSandbox ? sandboxOrigin : nonEmpty(env.AMPLIENCE_BASE_URL);
  const mediaHost = nonEmpty(env.MEDIA_HOST) ?? (usingSandbox ? sandboxOrigin : undefined);
  const groups = nonEmpty(env.CUSTOMER_GROUPS)
    ?.split(',')
    .map((g) => g.trim())
    .filter(Boolean);
  return {
    hubName: hub ?? 'ridgeline',
    ...(baseUrl ? { baseUrl } : {}),
    usingSandbox,
    locale: nonEmpty(env.AMPLIENCE_LOCALE) ?? 'en-US',
    ...(mediaHost ? { mediaHost } : {}),
    customerGroups: groups && groups.length > 0 ? groups : [...DEFAULT_CUSTOMER_GROUPS],
    mode: env.NODE_ENV === 'production' ? 'production' : 'development',
    diagnostics: env.RIDGELINE_DIAGNOSTICS === '1',
    supportUrl: nonEmpty(env.SUPPORT_URL) ?? DEFAULT_SUPPORT_URL,
    newsletterApiUrl: nonEmpty(env.NEWSLETTER_API_URL) ?? sandboxOrigin,
    renderBudgetMs: readRenderBudget(env),
    publicOrigin: readPublicOrigin(env),
  };
}

/** `PUBLIC_ORIGIN` (an http(s) URL, reduced to its origin); without one, this server on localhost. */
export function readPublicOrigin(env: Env): string {
  const configured = nonEmpty(env.PUBLIC_ORIGIN);
  if (configured) {
    let url: URL;
    try {
      url = new URL(configured);
    } catch {
      throw new Error(`PUBLIC_ORIGIN must be an absolute http(s) URL such as https://www.example.com (got "${configured}").`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_ORIGIN must use http or https (got "${configured}").`);
    return url.origin;
  }
  return `http://localhost:${nonEmpty(env.PORT) ?? '3000'}`;
}

/** The request's address on the shop's public origin (its path and query kept; its host ignored). */
export function publicUrl(request: Request | string | URL, origin: string = getConfig().publicOrigin): URL {
  const url = new URL(typeof request === 'string' || request instanceof URL ? request : request.url);
  return new URL(`${url.pathname}${url.search}`, origin);
}

let cached: StorefrontConfig | undefined;

/** The process's configuration (read from process.env on first use). */
export function getConfig(): StorefrontConfig {
  cached ??= readConfig();
  return cached;
}

/**
 * `HYBRID_PROXY`: `1` (or `true`/`on`) when this storefront sits beside the legacy one behind a proxy, so the legacy
 * addresses under `/s/{siteId}/` redirect here (docs/behaviour/urls.md#legacy-storefront-addresses). Off by default.
 */
export function hybridProxyEnabled(env: Env = process.env): boolean {
  return envFlag(env.HYBRID_PROXY);
}

/** An on/off setting: on when `1`, `true` or `on` (any case, spaces trimmed); off otherwise, unset included. */
export function envFlag(value: string | undefined): boolean {
  return /^(1|true|on)$/i.test(value?.trim() ?? '');
}
