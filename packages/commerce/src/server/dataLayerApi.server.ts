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

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `GET url` as JSON with the shopper's bearer token, ended after `timeoutMs` and read up to
 * `DATA_LAYER_MAX_BODY_BYTES`: both data-layer sources' one way of asking. A non-OK answer raises 'Request failed with
 * status {status} {statusText}'.
 */
async function getJson(url: URL, accessToken: string, timeoutMs: number, fetchImpl: typeof fetch) {
  const response = await fetchImpl(url, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`Request failed with status ${response.status} ${response.statusText}`);
  const body = await readLimited(response.body, DATA_LAYER_MAX_BODY_BYTES, response.headers.get('content-length'));
  return JSON.parse(body.toString('utf8')) as unknown;
}

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
    const value = await getJson(url, accessToken, config.timeoutMs, fetchImpl);
    if (!isObject(value)) throw new Error('data-layer answer is not an object');
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

/** The legacy storefront's data layer (`{ dtmLayer: { cart, user } }`), the shop's data before the custom API. */
export interface LegacyDataLayer {
  read(accessToken: string, userAgent: string): Promise<{ cart?: DataLayerCart; user?: DataLayerUser }>;
}

/**
 * The legacy store data-layer endpoint (`DATA_LAYER_LEGACY_URL`, `{locale}` in it replaced by the locale as the legacy
 * storefront writes it): `GET {url}?c_userAgent=` with the shopper's bearer
 * token, ended after `timeoutMs`, read up to `DATA_LAYER_MAX_BODY_BYTES`; its `dtmLayer` must be an object (a
 * non-OK answer or anything else is an error, as for the custom API).
 */
export function createLegacyDataLayer(
  endpoint: string,
  { timeoutMs, locale }: { timeoutMs: number; locale?: string },
  fetchImpl: typeof fetch = fetch,
): LegacyDataLayer {
  // `{locale}` in the address is the locale as the legacy storefront writes it (`fr_CA`), `default` without one.
  const address = endpoint.replace('{locale}', encodeURIComponent(locale ? locale.replace('-', '_') : 'default'));
  return {
    async read(accessToken, userAgent) {
      const url = new URL(address);
      url.searchParams.set('c_userAgent', userAgent.slice(0, DATA_LAYER_MAX_USER_AGENT));
      const layer = ((await getJson(url, accessToken, timeoutMs, fetchImpl)) as { dtmLayer?: unknown } | null)
        ?.dtmLayer;
      if (!isObject(layer)) throw new Error('dtmLayer is not an object');
      return {
        ...(isObject(layer.cart) ? { cart: layer.cart as DataLayerCart } : {}),
        ...(isObject(layer.user) ? { user: layer.user as DataLayerUser } : {}),
      };
    },
  };
}

const DIFFERS_MESSAGE = 'data-layer differs from dtmLayer';

/** The fields both data layers must agree on, as `part.field`. */
export const COMPARED_DATA_LAYER_FIELDS = [
  'cart.basketId',
  'cart.itemCount',
  'cart.orderTotal',
  'cart.currency',
  'user.customerId',
  'user.isRegistered',
  'user.customerGroups',
] as const;

/** The compared fields on which the custom API's answer and the legacy `dtmLayer` differ (a part one lacks is skipped). */
export function dataLayerDifferences(
  api: { cart?: DataLayerCart; user?: DataLayerUser },
  legacy: { cart?: DataLayerCart; user?: DataLayerUser },
): string[] {
  return COMPARED_DATA_LAYER_FIELDS.filter((path) => {
    const [part, field] = path.split('.') as ['cart' | 'user', string];
    const a = api[part] as Record<string, unknown> | undefined;
    const b = legacy[part] as Record<string, unknown> | undefined;
    return a !== undefined && b !== undefined && a[field] !== b[field];
  });
}

/**
 * The shopper's data layer (docs/behaviour/data-layer.md#shopper-data): with the custom API on (`useApi`,
 * `ENABLE_DATA_LAYER_API`), its cart and user, and, when a legacy endpoint is configured, the legacy `dtmLayer`
 * read beside it and compared: the names of the fields that differ are logged (`data-layer differs from dtmLayer`,
 * never their values: they hold customer ids). With the API off, the legacy `dtmLayer` is the answer. A failed read
 * is logged (`data-layer fetch failed`) and leaves its part out; nothing is thrown.
 */
export async function readShopperDataLayer(
  sources: { api: DataLayerApi; legacy?: LegacyDataLayer | undefined; useApi: boolean },
  shopper: { accessToken: string; customerId?: string },
  userAgent: string,
  options: {
    log: (entry: Record<string, unknown>) => void;
    mismatch?: (dataLayerId: string, commerceId: string) => void;
  },
): Promise<{ cart?: DataLayerCart; user?: DataLayerUser }> {
  const readLegacy = () =>
    sources.legacy?.read(shopper.accessToken, userAgent).catch((error: unknown) => {
      options.log({
        message: 'data-layer fetch failed',
        call: 'dtmLayer',
        error: String((error as Error)?.message ?? error),
      });
      return undefined;
    });
  if (!sources.useApi) return (await readLegacy()) ?? {};
  const [fromApi, fromLegacy] = await Promise.all([
    readDataLayer(sources.api, shopper, userAgent, options),
    readLegacy(),
  ]);
  const fields = fromLegacy ? dataLayerDifferences(fromApi, fromLegacy) : [];
  if (fields.length > 0) options.log({ message: DIFFERS_MESSAGE, fields });
  return fromApi;
}

/**
 * What of the data layer reaches the browser (and every tag that reads `window.dataLayer`): the documented fields
 * only. The session's `usid`, the user agent and anything else an upstream adds stay on the server.
 */
export function browserDataLayer(data: { cart?: DataLayerCart; user?: DataLayerUser }): {
  cart?: DataLayerCart;
  user?: DataLayerUser;
} {
  const pick = <T extends object>(value: T | undefined, keys: readonly (keyof T)[]): T | undefined =>
    value && (Object.fromEntries(keys.filter((key) => value[key] !== undefined).map((key) => [key, value[key]])) as T);
  const cart = pick(data.cart, ['basketId', 'currency', 'itemCount', 'orderTotal']);
  const products = data.cart?.products?.map((line) => pick(line, ['productId', 'name', 'quantity', 'price'])!);
  const user = pick(data.user, ['customerId', 'isRegistered', 'registrationType', 'customerGroups']);
  return {
    ...(cart ? { cart: { ...cart, ...(products ? { products } : {}) } } : {}),
    ...(user ? { user } : {}),
  };
}

/** One shop locale's reader of the shopper's data layer (`createShopperDataLayer`). */
export interface ShopperDataLayer {
  read(
    shopper: { accessToken: string; customerId?: string },
    userAgent: string,
  ): Promise<{ cart?: DataLayerCart; user?: DataLayerUser }>;
}

/**
 * The storefront's reader over one locale's commerce configuration: the custom API, the legacy endpoint when
 * `legacyUrl` names one, `useApi` choosing between them (`readShopperDataLayer`), the answer cut to what the browser
 * may see (`browserDataLayer`). It logs a customer-id mismatch once per pair of ids and a set of differing fields once
 * (each set kept until 1,000 are known), so a page view never adds a line that an earlier one already wrote. Make
 * one per app and locale, never at module level.
 */
export function createShopperDataLayer(
  config: CommerceConfig,
  settings: { useApi: boolean; legacyUrl?: string | undefined; log: (entry: Record<string, unknown>) => void },
  fetchImpl: typeof fetch = fetch,
): ShopperDataLayer {
  const sources = {
    api: createDataLayerApi(config, fetchImpl),
    legacy: settings.legacyUrl
      ? createLegacyDataLayer(settings.legacyUrl, { timeoutMs: config.timeoutMs, locale: config.locale }, fetchImpl)
      : undefined,
    useApi: settings.useApi,
  };
  const reported = new Set<string>();
  const log = (entry: Record<string, unknown>) => {
    if (entry.message === DIFFERS_MESSAGE) {
      const key = String(entry.fields);
      if (reported.has(key)) return;
      if (reported.size >= 1000) reported.clear();
      reported.add(key);
    }
    settings.log(entry);
  };
  const options = { log, mismatch: createCustomerIdMismatchLog(settings.log) };
  return {
    read: async (shopper, userAgent) =>
      browserDataLayer(await readShopperDataLayer(sources, shopper, userAgent, options)),
  };
}
