import { envFrom, type RawEnv } from '../env.server';
import { cappedByBudget, COMMERCE_TIMEOUT_MS } from '../upstream.server';

import { realmOf, type CommerceConfig } from '@ridgeline/commerce/server';

/**
 * The storefront's commerce configuration (the clients' `CommerceConfig`, @ridgeline/commerce), from the environment.
 * Defaults beside the sandbox (`RIDGELINE_SANDBOX`, or outside production): the sandbox's demo configuration with
 * `proxy` at the sandbox. Setting the real short code, organization, client id and site id (and no `COMMERCE_PROXY`)
 * switches to a real instance with no code change.
 */
export type { CommerceConfig };
export { realmOf };

/** The sandbox's demo configuration (packages/sandbox README, "Demo configuration"). */
export const SANDBOX_COMMERCE = {
  shortCode: 'ridgeline',
  organizationId: 'f_ecom_ridgeline_dev',
  clientId: '7f3c2b8e-4a1d-4e6b-9c55-2d8f0e1a6b34',
  siteId: 'RidgelineUS',
  einsteinClientId: 'c9d1e4a7-0b2f-4f83-a6e5-8b7d3c2f1e90',
  einsteinSiteId: 'rdgl-RidgelineUS',
} as const;

/**
 * Pure: the commerce configuration of an environment (tests pass their own; through the one schema,
 * app/platform/env.server.ts). The demo values and the proxy apply only beside the sandbox: without one, a production
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
