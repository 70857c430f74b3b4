import { readLimited } from '@ridgeline/renderer/server';
import type { CommerceConfig } from './config.server';
import { isRegisteredToken } from './cartView.server';
import { loyaltyState, type LoyaltyState } from '../cart/loyalty';

/** The loyalty custom API's answer (`GET /custom/loyalty/v1/organizations/{org}/customer/status`), the fields read. */
export interface LoyaltyStatus {
  loyaltyActiveInCurrentSession?: boolean;
  tier?: { status?: string; expirationDate?: { formattedString?: string; dateValue?: string } };
  rewardsBalance?: { available?: { points?: number; currencyFormattedString?: string } };
}

/** The largest loyalty answer read (a status is a few hundred bytes). */
export const LOYALTY_MAX_BODY_BYTES = 64 * 1024;

export interface LoyaltyApi {
  status(accessToken: string): Promise<LoyaltyStatus>;
}

/**
 * The loyalty custom API through the generic custom-call shape: `{origin}/custom/loyalty/v1/organizations/{org}/customer/status?siteId&locale`
 * with the shopper's bearer token, ended after `config.timeoutMs`. A non-OK answer raises 'Request failed with status
 * {status} {statusText}'; an answer over `LOYALTY_MAX_BODY_BYTES` is refused (reading stops at the limit).
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
      const body = await readLimited(response.body, LOYALTY_MAX_BODY_BYTES, response.headers.get('content-length'));
      return JSON.parse(body.toString('utf8')) as LoyaltyStatus;
    },
  };
}

/** How long a shopper's loyalty status is reused: five minutes. */
export const LOYALTY_STATUS_TTL_MS = 300_000;

/** The loyalty status of a shopper's session (its bearer token and, once known, its customer id). */
export interface ShopperLoyaltyApi {
  status(shopper: { accessToken: string; customerId?: string }): Promise<LoyaltyStatus>;
  /** How many shoppers' answers are held. */
  readonly size: number;
}

/**
 * The loyalty status remembered per shopper (keyed by customer id) for `ttlMs` on the injected clock, so the bag page
 * does not call the custom API on every visit. Without a customer id the call is not cached; a failed call is not
 * cached (the next visit asks again). At most `maxEntries` shoppers are kept (the oldest written is dropped first).
 * Make one per app (the app context holds the bag's clients), never at module level.
 */
export function createCachedLoyaltyApi(
  api: LoyaltyApi,
  {
    ttlMs = LOYALTY_STATUS_TTL_MS,
    maxEntries = 5000,
    now = Date.now,
  }: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
): ShopperLoyaltyApi {
  const entries = new Map<string, { status: LoyaltyStatus; expiresAt: number }>();
  return {
    get size() {
      return entries.size;
    },
    async status({ accessToken, customerId }) {
      if (!customerId) return api.status(accessToken);
      const hit = entries.get(customerId);
      if (hit && hit.expiresAt > now()) return hit.status;
      entries.delete(customerId);
      const status = await api.status(accessToken);
      entries.set(customerId, { status, expiresAt: now() + ttlMs });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return status;
    },
  };
}

/** The bag page's loyalty client: the custom API, each shopper's answer kept five minutes. */
export function createShopperLoyaltyApi(config: CommerceConfig, fetchImpl: typeof fetch = fetch): ShopperLoyaltyApi {
  return createCachedLoyaltyApi(createLoyaltyApi(config, fetchImpl));
}

/** What a shop configures of its tracker: the minimum redemption points and the tier-expiry alert window (days). */
export interface LoyaltyConfig {
  threshold: number;
  alertDays: number;
  /** `false` (`ENABLE_LOYALTY_REWARDS=off`): no tracker, and its status is never asked. */
  enabled?: boolean;
}

/**
 * The bag's loyalty tracker state for a session: null without a session or for a guest (their token names no
 * registered customer); otherwise the status `api` answers, read with the shop's `config` on the clock `now`. A failed
 * call is logged once (`loyalty status failed`, with its message) and becomes the error state: the tracker shows nothing.
 */
export async function shopperLoyaltyState(
  api: Pick<ShopperLoyaltyApi, 'status'>,
  shopper: { accessToken: string; customerId?: string } | undefined,
  config: LoyaltyConfig,
  log: (entry: Record<string, unknown>) => void,
  now: number = Date.now(),
): Promise<LoyaltyState | null> {
  if (config.enabled === false || !shopper || !isRegisteredToken(shopper.accessToken)) return null;
  const options = { now, alertDays: config.alertDays };
  try {
    return loyaltyState({ status: await api.status(shopper) }, config.threshold, options);
  } catch (error) {
    log({ message: 'loyalty status failed', error: String((error as Error)?.message ?? error) });
    return loyaltyState({ error }, config.threshold, options);
  }
}
