import { staleIfSlowMs, withDeadline } from './upstream.server';
import { createSwrCache, type SwrCache } from './cache.server';
import type { CommerceConfig } from './config.server';
import { sdk } from './sdk.server';
import {
  clientConfig,
  createGuestTokenSource,
  sdkErrorStatus as statusOf,
  withGuestToken,
  type GuestTokenSource,
} from './token.server';
import { log } from './log.server';
import { productTag, reportCacheTags } from '@ridgeline/renderer/server';

/** What the product page asks of Shopper Products `getProduct` (every section a product detail shows). */
export const PRODUCT_DETAIL_EXPAND = [
  'availability',
  'promotions',
  'options',
  'images',
  'prices',
  'variations',
  'set_products',
  'recommendations',
  'bundled_products',
] as const;
/** A variant read on its own needs only its stock and price books. */
export const VARIANT_DETAIL_EXPAND = ['availability', 'prices'] as const;
/** Shopper Products `getProducts` takes at most 24 ids per call. */
export const PRODUCTS_PER_CALL = 24;
/** A product page's commerce load (the product, then its variants) ends after this long. */
export const PRODUCT_LOAD_TIMEOUT_MS = 15_000;

export interface ProductDetailData<P = Record<string, unknown>, V = Record<string, unknown>> {
  product: P;
  /** The product's variants read on their own (stock, price books); missing when that read failed. */
  variants: V[];
}

export interface ProductClient {
  /** The product with every detail section, and its variants' stock and prices; null when there is no such product. */
  productDetail(id: string): Promise<ProductDetailData | null>;
}

export interface ProductClientOptions {
  tokens?: GuestTokenSource;
  cache?: SwrCache;
  fetch?: typeof fetch;
  loadTimeoutMs?: number;
  warn?: (message: string, details: Record<string, unknown>) => void;
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Shopper Products for the product page: `getProduct` (expand of `PRODUCT_DETAIL_EXPAND`, `allImages`,
 * `perPricebook`), then the variants by id (`getProducts`, 24 ids a call, `availability` + `prices`) for each
 * variant's stock and list price. Cached like every commerce read (900 s fresh + 900 s stale, stale-if-error), with
 * the server's guest token (one retry after a 401) and a deadline on the whole load. A failed variant read is logged
 * and the page shows the master's data (no per-variant stock message); an unknown product is `null` (not cached as
 * an error: it is an answer).
 */
export function createProductClient(config: CommerceConfig, options: ProductClientOptions = {}): ProductClient {
  const tokens = options.tokens ?? createGuestTokenSource(config);
  const loadTimeoutMs = options.loadTimeoutMs ?? PRODUCT_LOAD_TIMEOUT_MS;
  const cache =
    options.cache ??
    createSwrCache({ maxPendingMs: loadTimeoutMs + 1_000, staleIfSlowMs: staleIfSlowMs(config.timeoutMs) });
  const base = options.fetch ? clientConfig(config, options.fetch as never) : clientConfig(config);
  const warn = options.warn ?? ((message, details) => log.warn({ event: 'commerce', ...details }, message));
  const scope = `${config.organizationId}/${config.siteId}/${config.locale}/${config.currency}`;
  const within = (signal: AbortSignal, headers: { authorization: string }) => ({
    ...base,
    headers,
    fetchOptions: { signal },
  });

  const authed = <T>(call: (headers: { authorization: string }) => Promise<T>) => withGuestToken(tokens, call);

  async function variantDetails(ids: string[], signal: AbortSignal): Promise<Record<string, unknown>[]> {
    const batches = await Promise.all(
      chunk(ids, PRODUCTS_PER_CALL).map((batch) =>
        authed(async (headers) => {
          const client = new sdk.ShopperProducts(within(signal, headers));
          const result = await client.getProducts({
            parameters: {
              ids: batch,
              expand: [...VARIANT_DETAIL_EXPAND],
              perPricebook: true,
              locale: config.locale,
              currency: config.currency,
            },
          });
          return (result.data ?? []) as Record<string, unknown>[];
        }),
      ),
    );
    return batches.flat();
  }

  /** The product alone (null: no such product). */
  function product(id: string): Promise<Record<string, unknown> | null> {
    return cache.get(`product-detail:${scope}:${id}`, () =>
      withDeadline(loadTimeoutMs, 'Product detail timeout', async (signal) => {
        try {
          return await authed(async (headers) => {
            const client = new sdk.ShopperProducts(within(signal, headers));
            return (await client.getProduct({
              parameters: {
                id,
                expand: [...PRODUCT_DETAIL_EXPAND],
                allImages: true,
                perPricebook: true,
                locale: config.locale,
                currency: config.currency,
              },
            })) as unknown as Record<string, unknown>;
          });
        } catch (error) {
          if (statusOf(error) === 404) return null;
          throw error;
        }
      }),
    );
  }

  /** Its variants' stock and price books, cached on their own so a failed read is retried by the next request. */
  function variants(id: string, ids: string[]): Promise<Record<string, unknown>[]> {
    return cache.get(`variant-details:${scope}:${id}:${ids.join(',')}`, () =>
      withDeadline(loadTimeoutMs, 'Variant detail timeout', (signal) => variantDetails(ids, signal)),
    );
  }

  return {
    async productDetail(id) {
      // the product page is built from this product, found or not (cache tags)
      reportCacheTags([productTag(id)]);
      const found = await product(id);
      if (!found) return null;
      const ids = ((found.variants as { productId?: unknown }[] | undefined) ?? [])
        .map((variant) => variant?.productId)
        .filter((variantId): variantId is string => typeof variantId === 'string' && variantId.length > 0);
      if (ids.length === 0) return { product: found, variants: [] };
      try {
        return { product: found, variants: await variants(id, [...new Set(ids)]) };
      } catch (error) {
        warn('Variant stock and prices failed', { productId: id, error: String((error as Error)?.message ?? error) });
        return { product: found, variants: [] };
      }
    },
  };
}
