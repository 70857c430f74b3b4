import { readLimited } from '@ridgeline/renderer/server';
import type { CommerceConfig } from './config.server';

/** The data-layer custom API's cart (`GET /custom/data-layer/v1/organizations/{org}/cart`), the fields read. */
export interface DataLayerCart {
  basketId?: string;
  currency?: string;
  itemCount?: number;
  orderTotal?: number;
  products?: { productId?: string; name?: string; quantity?: number; price?: number }[];
}

/** The data-layer custom API's user (`GET …/user?c_userAgent=`), the fields read. */
export interface DataLayerUser {
  customerId?: string;
  isRegistered?: boolean;
  registrationType?: string;
  customerGroups?: string;
}

/** The largest data-layer answer read (a cart of many lines is a few tens of kilobytes). */
export const DATA_LAYER_MAX_BODY_BYTES = 256 * 1024;

/** The longest user agent sent as `c_userAgent`. */
export const DATA_LAYER_MAX_USER_AGENT = 512;

export interface DataLayerApi {
  cart(accessToken: string): Promise<DataLayerCart>;
  user(accessToken: string, userAgent: string): Promise<DataLayerUser>;
}

/**
 * The data-layer custom API through the generic custom-call shape: `GET {origin}/custom/data-layer/v1/organizations/{org}/{cart|user}?siteId&locale`
 * with the shopper's bearer token, ended after `config.timeoutMs`; `user` also sends the browser's user agent as
 * `c_userAgent` (at most `DATA_LAYER_MAX_USER_AGENT` characters). A non-OK answer raises 'Request failed with status
 * {status} {statusText}'; an answer over `DATA_LAYER_MAX_BODY_BYTES`, or one that is not a JSON object, is refused.
 */
export function createDataLayerApi(config: CommerceConfig, fetchImpl: typeof fetch = fetch): DataLayerApi {
  const origin = (config.proxy ?? `https://${config.shortCode}.api.commercecloud.salesforce.com`).replace(/\/$/, '');
  async function get<T>(path: 'cart' | 'user', accessToken: string, params: Record<string, string> = {}): Promise<T> {
    const url = new URL(
      `${origin}/custom/data-layer/v1/organizations/${encodeURIComponent(config.organizationId)}/${path}`,
    );
    url.searchParams.set('siteId', config.siteId);
    url.searchParams.set('locale', config.locale);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    const response = await fetchImpl(url, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!response.ok) throw new Error(`Request failed with status ${response.status} ${response.statusText}`);
    const body = await readLimited(response.body, DATA_LAYER_MAX_BODY_BYTES, response.headers.get('content-length'));
    const value: unknown = JSON.parse(body.toString('utf8'));
    if (!value || typeof value !== 'object' || Array.isArray(value))
      throw new Error('data-layer answer is not an object');
    return value as T;
  }
  return {
    cart: (accessToken) => get<DataLayerCart>('cart', accessToken),
    user: (accessToken, userAgent) =>
      get<DataLayerUser>('user', accessToken, { c_userAgent: userAgent.slice(0, DATA_LAYER_MAX_USER_AGENT) }),
  };
}

/**
 * The data layer's cart and user from the custom API, each on its own: a failed call is logged
 * (`data-layer fetch failed`, with which call and its message) and leaves that part out; nothing is thrown. When the
 * user's customer id differs from the commerce session's, `mismatch` is told (see `createCustomerIdMismatchLog`).
 */
export async function readDataLayer(
  api: DataLayerApi,
  shopper: { accessToken: string; customerId?: string },
  userAgent: string,
  {
    log,
    mismatch,
  }: { log: (entry: Record<string, unknown>) => void; mismatch?: (dataLayerId: string, commerceId: string) => void },
): Promise<{ cart?: DataLayerCart; user?: DataLayerUser }> {
  const failed = (call: string) => (error: unknown) => {
    log({ message: 'data-layer fetch failed', call, error: String((error as Error)?.message ?? error) });
    return undefined;
  };
  const [cart, user] = await Promise.all([
    api.cart(shopper.accessToken).catch(failed('cart')),
    api.user(shopper.accessToken, userAgent).catch(failed('user')),
  ]);
  if (user?.customerId && shopper.customerId && user.customerId !== shopper.customerId)
    mismatch?.(user.customerId, shopper.customerId);
  return { ...(cart ? { cart } : {}), ...(user ? { user } : {}) };
}

/**
 * A mismatch logger that logs each pair of differing customer ids once per process (`customer id mismatch`, both
 * ids), at most `maxPairs` pairs remembered (then it starts again). Make one per app, never at module level.
 */
export function createCustomerIdMismatchLog(log: (entry: Record<string, unknown>) => void, maxPairs = 1000) {
  const seen = new Set<string>();
  return (dataLayerId: string, commerceId: string) => {
    const key = `${dataLayerId}\n${commerceId}`;
    if (seen.has(key)) return;
    if (seen.size >= maxPairs) seen.clear();
    seen.add(key);
    log({ message: 'customer id mismatch', dataLayerCustomerId: dataLayerId, commerceCustomerId: commerceId });
  };
}
