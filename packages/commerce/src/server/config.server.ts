/**
 * The commerce configuration the clients are made with (SCAPI through commerce-sdk-isomorphic, plus Einstein
 * recommendations). The package reads no environment: the storefront builds this from its checked configuration
 * (app/platform/commerce/config.server.ts) and passes it to every client.
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

/** The realm of an Einstein site id: its prefix before the first `-` (a site id without one is its own realm). */
export function realmOf(einsteinSiteId: string): string {
  const dash = einsteinSiteId.indexOf('-');
  return dash > 0 ? einsteinSiteId.slice(0, dash) : einsteinSiteId;
}
