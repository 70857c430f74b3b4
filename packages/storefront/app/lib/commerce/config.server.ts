import { envFrom, type RawEnv } from '../env.server';
import { cappedByBudget, COMMERCE_TIMEOUT_MS } from '../upstream.server';

/**
 * Commerce API (SCAPI through commerce-sdk-isomorphic, plus Einstein recommendations) configuration,
 * from the environment. Defaults beside the sandbox (`RIDGELINE_SANDBOX`, or outside production): the sandbox's demo
 * configuration with `proxy` at the sandbox. Setting the real short code, organization, client id and site
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
    /** What every body carries as `realm`: `EINSTEIN_REALM`, else the site id's prefix (`rdgl-RidgelineUS` → `rdgl`). */
    realm: string;
    /** What every body carries as `instanceType`: `EINSTEIN_INSTANCE_TYPE`, else `sbx` beside the sandbox and `prd` otherwise. */
    instanceType: 'prd' | 'sbx';
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

/** The realm of an Einstein site id: its prefix before the first `-` (a site id without one is its own realm). */
export function realmOf(einsteinSiteId: string): string {
  const dash = einsteinSiteId.indexOf('-');
  return dash > 0 ? einsteinSiteId.slice(0, dash) : einsteinSiteId;
}

/**
 * Pure: the commerce configuration of an environment (tests pass their own; through the one schema,
 * app/lib/env.server.ts). The demo values and the proxy apply only beside the sandbox: without one, a production
 * start has already stopped unless the four ids are given.
 */
export function readCommerceConfig(env?: RawEnv): CommerceConfig {
  const e = envFrom(env);
  const besideSandbox = e.sandbox !== undefined;
  const shortCode = e.COMMERCE_SHORT_CODE ?? SANDBOX_COMMERCE.shortCode;
  const organizationId = e.COMMERCE_ORGANIZATION_ID ?? SANDBOX_COMMERCE.organizationId;
  const clientId = e.COMMERCE_CLIENT_ID ?? SANDBOX_COMMERCE.clientId;
  const siteId = e.COMMERCE_SITE_ID ?? SANDBOX_COMMERCE.siteId;
  const usingSandbox =
    besideSandbox &&
    shortCode === SANDBOX_COMMERCE.shortCode &&
    organizationId === SANDBOX_COMMERCE.organizationId &&
    clientId === SANDBOX_COMMERCE.clientId &&
    siteId === SANDBOX_COMMERCE.siteId;
  // The sandbox needs the proxy; a real instance goes to its own host unless a proxy is set (set but blank: none).
  const proxy = e.COMMERCE_PROXY !== undefined ? e.COMMERCE_PROXY || undefined : usingSandbox ? e.sandbox : undefined;
  const einsteinSiteId = e.EINSTEIN_SITE_ID ?? (usingSandbox ? SANDBOX_COMMERCE.einsteinSiteId : siteId);
  const einsteinHost = e.EINSTEIN_HOST ?? (usingSandbox ? (proxy ?? e.sandbox!) : 'https://api.cquotient.com');
  return {
    shortCode,
    organizationId,
    clientId,
    siteId,
    ...(proxy ? { proxy: proxy.replace(/\/+$/, '') } : {}),
    redirectUri: e.COMMERCE_REDIRECT_URI,
    locale: e.AMPLIENCE_LOCALE,
    currency: e.COMMERCE_CURRENCY,
    einstein: {
      host: einsteinHost.replace(/\/+$/, ''),
      clientId: e.EINSTEIN_CLIENT_ID ?? SANDBOX_COMMERCE.einsteinClientId,
      siteId: einsteinSiteId,
      realm: e.EINSTEIN_REALM ?? realmOf(einsteinSiteId),
      instanceType: e.EINSTEIN_INSTANCE_TYPE ?? (usingSandbox ? 'sbx' : 'prd'),
    },
    usingSandbox,
    timeoutMs: cappedByBudget(COMMERCE_TIMEOUT_MS, e.RENDER_BUDGET_MS),
  };
}
