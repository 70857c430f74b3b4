import type { CommerceConfig } from './config.server';

/** The loyalty custom API's answer (`GET /custom/loyalty/v1/organizations/{org}/customer/status`), the fields read. */
export interface LoyaltyStatus {
  loyaltyActiveInCurrentSession?: boolean;
  tier?: { status?: string; expirationDate?: { formattedString?: string; dateValue?: string } };
  rewardsBalance?: { available?: { points?: number; currencyFormattedString?: string } };
}

export interface LoyaltyApi {
  status(accessToken: string): Promise<LoyaltyStatus>;
}

/**
 * The loyalty custom API through the generic custom-call shape: `{origin}/custom/loyalty/v1/organizations/{org}/customer/status?siteId&locale`
 * with the shopper's bearer token. A non-OK answer raises 'Request failed with status {status} {statusText}'.
 */
export function createLoyaltyApi(config: CommerceConfig, fetchImpl: typeof fetch = fetch): LoyaltyApi {
  const origin = config.proxy ?? `https://${config.shortCode}.api.commercecloud.salesforce.com`;
  return {
    async status(accessToken) {
      const url = new URL(
        `${origin.replace(/\/$/, '')}/custom/loyalty/v1/organizations/${encodeURIComponent(config.organizationId)}/customer/status`,
      );
      url.searchParams.set('siteId', config.siteId);
      url.searchParams.set('locale', config.locale);
      const response = await fetchImpl(url, {
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      if (!response.ok) throw new Error(`Request failed with status ${response.status} ${response.statusText}`);
      return (await response.json()) as LoyaltyStatus;
    },
  };
}
