import type { RenderMode } from '@ridgeline/renderer';
import { DEFAULT_CUSTOMER_GROUPS, envFrom, perEnv, type RawEnv } from './env.server';

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
  /** `MEDIA_IMAGE_PRESET`: the Dynamic Media named preset image URLs start with; none when unset. */
  imagePreset?: string;
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

export { DEFAULT_CUSTOMER_GROUPS, DEFAULT_SUPPORT_URL, envFlag } from './env.server';

/**
 * Pure: builds the configuration from an environment (tests pass their own; through the one schema, app/platform/env.server.ts).
 * Without AMPLIENCE_HUB the sandbox serves the content (readEnv has made sure there is one).
 */
export function readConfig(env?: RawEnv): StorefrontConfig {
  const e = envFrom(env);
  const hub = e.AMPLIENCE_HUB;
  const usingSandbox = hub === undefined;
  const baseUrl = usingSandbox ? e.sandbox : e.AMPLIENCE_BASE_URL;
  const mediaHost = e.MEDIA_HOST ?? (usingSandbox ? e.sandbox : undefined);
  return {
    hubName: hub ?? 'ridgeline',
    ...(baseUrl ? { baseUrl } : {}),
    usingSandbox,
    locale: e.AMPLIENCE_LOCALE,
    ...(mediaHost ? { mediaHost } : {}),
    ...(e.MEDIA_IMAGE_PRESET ? { imagePreset: e.MEDIA_IMAGE_PRESET } : {}),
    customerGroups: e.CUSTOMER_GROUPS.length > 0 ? e.CUSTOMER_GROUPS : [...DEFAULT_CUSTOMER_GROUPS],
    mode: e.production ? 'production' : 'development',
    diagnostics: e.RIDGELINE_DIAGNOSTICS,
    supportUrl: e.SUPPORT_URL,
    newsletterApiUrl: e.NEWSLETTER_API_URL,
    renderBudgetMs: e.RENDER_BUDGET_MS,
    publicOrigin: e.PUBLIC_ORIGIN,
  };
}

/** The request's address on the shop's public origin (its path and query kept; its host ignored). */
export function publicUrl(request: Request | string | URL, origin: string = getConfig().publicOrigin): URL {
  const url = new URL(typeof request === 'string' || request instanceof URL ? request : request.url);
  return new URL(`${url.pathname}${url.search}`, origin);
}

const processConfig = perEnv(() => readConfig());

/** The process's configuration (from the checked environment, on first use). */
export function getConfig(): StorefrontConfig {
  return processConfig();
}

/**
 * `HYBRID_PROXY`: `1` (or `true`/`on`) when this storefront sits beside the legacy one behind a proxy, so the legacy
 * addresses under `/s/{siteId}/` redirect here (docs/behaviour/urls.md#legacy-storefront-addresses). Off by default.
 */
export function hybridProxyEnabled(env?: RawEnv): boolean {
  return envFrom(env).HYBRID_PROXY;
}
