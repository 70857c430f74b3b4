import { cappedByBudget, COMMERCE_TIMEOUT_MS, readRenderBudget } from '../upstream.server';

/**
 * Commerce API (SCAPI through commerce-sdk-isomorphic, plus Einstein recommendations) configuration,
 * from the environment. Defaults: the sandbox's demo configuration with `proxy` at the sandbox
 * (`http://localhost:${SANDBOX_PORT}`). Setting the real short code, organization, client id and site
 * id (and no `COMMERCE_PROXY`) switches to a real instance with no code change.
 */
export interface CommerceConfig {
  shortCode: string;
  organizationId: string;
  clientId: string;
  siteId: string;
  /** Replaces the origin of every SCAPI URL (the sandbox, or your own reverse proxy); undefined → `https://{shortCode}.api.commercecloud.salesforce.com`. */
  proxy?: string;
  /** SLAS guest login's redirect URI (must be registered for the client on a real instance). */
  redirectUri: string;
  locale: string;
  currency: string;
  einstein: {
    /** `https://api.cquotient.com` on a real instance. */
    host: string;
    /** `x-cq-client-id`. */
    clientId: string;
    /** `{realm}-{siteId}`. */
    siteId: string;
  };
  /** True when every SCAPI value is the sandbox's demo value. */
  usingSandbox: boolean;
  /** Deadline of one commerce HTTP call, body included: `COMMERCE_TIMEOUT_MS` capped at the render budget. */
  timeoutMs: number;
}

/** The sandbox's demo configuration (packages/sandbox README, "Demo configuration"). */
export const SANDBOX_COMMERCE = {
  shortCode: 'ridgeline',
  organizationId: 'f_ecom_ridgeline_dev',
  clientId: '7f3c2b8e-4a1d-4e6b-9c55-2d8f0e1a6b34',
  siteId: 'RidgelineUS',
  einsteinClientId: 'c9d1e4a7-0b2f-4f83-a6e5-8b7d3c2f1e90',
  einsteinSiteId: 'rdgl-RidgelineUS',
} as const;

type Env = Record<string, string | undefined>;

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Pure: the commerce configuration of an environment (tests pass their own). */
export function readCommerceConfig(env: Env = process.env): CommerceConfig {
  const sandboxOrigin = `http://localhost:${nonEmpty(env.SANDBOX_PORT) ?? '4010'}`;
  const shortCode = nonEmpty(env.COMMERCE_SHORT_CODE) ?? SANDBOX_COMMERCE.shortCode;
  const organizationId = nonEmpty(env.COMMERCE_ORGANIZATION_ID) ?? SANDBOX_COMMERCE.organizationId;
  const clientId = nonEmpty(env.COMMERCE_CLIENT_ID) ?? SANDBOX_COMMERCE.clientId;
  const siteId = nonEmpty(env.COMMERCE_SITE_ID) ?? SANDBOX_COMMERCE.siteId;
  const usingSandbox =
    shortCode === SANDBOX_COMMERCE.shortCode &&
    organizationId === SANDBOX_COMMERCE.organizationId &&
    clientId === SANDBOX_COMMERCE.clientId &&
    siteId === SANDBOX_COMMERCE.siteId;
  // The sandbox needs the proxy; a real instance goes to its own host unless a proxy is set.
  const proxyEnv = env.COMMERCE_PROXY;
  const proxy = proxyEnv !== undefined ? nonEmpty(proxyEnv) : usingSandbox ? sandboxOrigin : undefined;
  const einsteinHost = nonEmpty(env.EINSTEIN_HOST) ?? (usingSandbox ? (proxy ?? sandboxOrigin) : 'https://api.cquotient.com');
  return {
    shortCode,
    organizationId,
    clientId,
    siteId,
    ...(proxy ? { proxy: proxy.replace(/\/+$/, '') } : {}),
    redirectUri: nonEmpty(env.COMMERCE_REDIRECT_URI) ?? `http://localhost:${nonEmpty(env.PORT) ?? '3000'}/callback`,
    locale: nonEmpty(env.AMPLIENCE_LOCALE) ?? 'en-US',
    currency: nonEmpty(env.COMMERCE_CURRENCY) ?? 'USD',
    einstein: {
      host: einsteinHost.replace(/\/+$/, ''),
      clientId: nonEmpty(env.EINSTEIN_CLIENT_ID) ?? SANDBOX_COMMERCE.einsteinClientId,
      siteId: nonEmpty(env.EINSTEIN_SITE_ID) ?? (usingSandbox ? SANDBOX_COMMERCE.einsteinSiteId : siteId),
    },
    usingSandbox,
    timeoutMs: cappedByBudget(COMMERCE_TIMEOUT_MS, readRenderBudget(env)),
  };
}
