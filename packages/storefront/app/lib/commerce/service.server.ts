import type { CommerceProduct, CommerceService, RecommendationsRequest } from '@ridgeline/blocks';
import { deadlineFetch, staleIfSlowMs, TimeoutError, withDeadline } from '../upstream.server';
import { createSwrCache, type SwrCache } from './cache.server';
import type { CommerceConfig } from './config.server';
import { sdk } from './sdk.server';
import { clientConfig, createGuestTokenSource, withGuestToken, type GuestTokenSource } from './token.server';

/** docs/behaviour/data-and-caching.md#product-enrichment: product enrichment in batches of 8 ids, each with a 15 s timeout. */
export const ENRICHMENT_BATCH_SIZE = 8;
export const ENRICHMENT_TIMEOUT_MS = 15_000;
export const ENRICHMENT_TIMEOUT_MESSAGE = 'Enrichment timeout';
/**
 * A category search or a recommendation (guest token included) ends after this long, even if each of its calls kept
 * within its own deadline.
 */
export const COMMERCE_LOAD_TIMEOUT_MS = 15_000;

export { TimeoutError };

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const idOf = (product: CommerceProduct) => product.id ?? product.productId;

export interface CommerceServiceOptions {
  tokens?: GuestTokenSource;
  cache?: SwrCache;
  /** Used for Einstein and given to the SDK clients (default: global fetch / the SDK's own), always under `config.timeoutMs`. */
  fetch?: typeof fetch;
  /** Deadline of one enrichment batch (default `ENRICHMENT_TIMEOUT_MS`). */
  timeoutMs?: number;
  /** Deadline of one category search or recommendation (default `COMMERCE_LOAD_TIMEOUT_MS`). */
  loadTimeoutMs?: number;
  /** Logs partial failures (a batch that failed or timed out). */
  warn?: (message: string, details: Record<string, unknown>) => void;
}

/**
 * The storefront's `CommerceService` (interface from @ridgeline/blocks) over commerce-sdk-isomorphic:
 * Shopper Search for categories, Einstein for recommendations, Shopper Products for enrichment (every
 * product list is enriched with `getProducts` in batches of 8 ids, 15 s each, `allImages` and
 * `perPricebook`), with a server-side guest token and a 900 s + 900 s stale-while-revalidate cache (stale-if-error and
 * stale-if-slow after that). Every HTTP call ends after `config.timeoutMs`, its body included; every cached load has
 * its own deadline on top, which aborts whatever of it still runs.
 */
export function createCommerceService(config: CommerceConfig, options: CommerceServiceOptions = {}): CommerceService {
  const tokens = options.tokens ?? createGuestTokenSource(config);
  const timeoutMs = options.timeoutMs ?? ENRICHMENT_TIMEOUT_MS;
  const loadTimeoutMs = options.loadTimeoutMs ?? COMMERCE_LOAD_TIMEOUT_MS;
  const cache = options.cache ?? createSwrCache({ maxPendingMs: Math.max(timeoutMs, loadTimeoutMs) + 1_000, staleIfSlowMs: staleIfSlowMs(config.timeoutMs) });
  const doFetch = deadlineFetch(options.fetch ?? fetch, config.timeoutMs);
  const warn = options.warn ?? ((message, details) => console.warn(JSON.stringify({ level: 'warn', event: 'commerce', message, ...details })));
  const base = options.fetch ? clientConfig(config, options.fetch as never) : clientConfig(config);
  const scope = `${config.organizationId}/${config.siteId}/${config.locale}/${config.currency}`;
  /** An SDK client's config for one load: the load's deadline signal on every call it makes. */
  const within = (signal: AbortSignal, headers: { authorization: string }) => ({ ...base, headers, fetchOptions: { signal } });

  /** Runs an SDK call with the guest token; one retry with a new token after a 401. */
  const authed = <T,>(call: (headers: { authorization: string }) => Promise<T>) => withGuestToken(tokens, call);

  function enrichBatch(ids: readonly string[]): Promise<CommerceProduct[]> {
    return cache.get(`products:${scope}:${ids.join(',')}`, () =>
      withDeadline(timeoutMs, ENRICHMENT_TIMEOUT_MESSAGE, (signal) =>
        authed(async (headers) => {
          const client = new sdk.ShopperProducts(within(signal, headers));
          const result = await client.getProducts({
            parameters: { ids: [...ids], allImages: true, perPricebook: true, locale: config.locale, currency: config.currency },
          });
          return (result.data ?? []) as CommerceProduct[];
        }),
      ),
    );
  }

  async function productsByIds(ids: readonly string[]): Promise<CommerceProduct[]> {
    const unique = [...new Set(ids.filter((id) => typeof id === 'string' && id.length > 0))];
    if (unique.length === 0) return [];
    const batches = chunk(unique, ENRICHMENT_BATCH_SIZE);
    const settled = await Promise.allSettled(batches.map(enrichBatch));
    const found = new Map<string, CommerceProduct>();
    let firstError: unknown;
    settled.forEach((result, index) => {
      if (result.status === 'fulfilled') {
        for (const product of result.value) {
          const id = idOf(product);
          if (id) found.set(id, product);
        }
      } else {
        firstError ??= result.reason;
        warn('Product enrichment failed', { ids: batches[index], error: String((result.reason as Error)?.message ?? result.reason) });
      }
    });
    if (found.size === 0 && firstError) throw firstError;
    return unique.map((id) => found.get(id)).filter((p): p is CommerceProduct => Boolean(p));
  }

  /** Enriches hits/recs by id; a product that could not be enriched keeps its search hit (if any). */
  async function enrich(ids: readonly string[], fallback: Map<string, CommerceProduct>): Promise<CommerceProduct[]> {
    let enriched: CommerceProduct[] = [];
    try {
      enriched = await productsByIds(ids);
    } catch (error) {
      if (fallback.size === 0) throw error;
    }
    const byId = new Map(enriched.map((p) => [idOf(p)!, p]));
    return ids.map((id) => byId.get(id) ?? fallback.get(id)).filter((p): p is CommerceProduct => Boolean(p));
  }

  return {
    async productsByCategory(categoryId, limit) {
      const hits = await cache.get(`category:${scope}:${categoryId}:${limit}`, () =>
        withDeadline(loadTimeoutMs, 'Category search timeout', (signal) => authed(async (headers) => {
          const client = new sdk.ShopperSearch(within(signal, headers));
          const result = await client.productSearch({
            parameters: {
              refine: [`cgid=${categoryId}`, 'htype=master'],
              limit,
              expand: ['images', 'prices', 'promotions', 'variations', 'represented_products', 'custom_properties'],
              allImages: true,
              perPricebook: true,
              locale: config.locale,
              currency: config.currency,
            },
          });
          return (result.hits ?? []) as CommerceProduct[];
        })),
      );
      const ids = hits.map(idOf).filter((id): id is string => Boolean(id)).slice(0, limit);
      return enrich(ids, new Map(hits.map((hit) => [idOf(hit)!, hit])));
    },

    async recommendations({ recommender, productIds, categoryIds }: RecommendationsRequest) {
      const key = `recs:${scope}:${recommender}:${(productIds ?? []).join(',')}:${(categoryIds ?? []).join(',')}`;
      const ids = await cache.get(key, () =>
        // The answer's body is read under the same deadline as its headers: a stalled body fails the load too.
        withDeadline(loadTimeoutMs, 'Recommendations timeout', async (signal) => {
          const url = `${config.einstein.host}/v3/personalization/recs/${encodeURIComponent(config.einstein.siteId)}/${encodeURIComponent(recommender)}`;
          const response = await doFetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-cq-client-id': config.einstein.clientId },
            body: JSON.stringify({
              ...(productIds?.length ? { products: productIds.map((id) => ({ id })) } : {}),
              ...(categoryIds?.length ? { categories: categoryIds.map((id) => ({ id })) } : {}),
              realm: config.einstein.siteId.split('-')[0],
              instanceType: 'prd',
              cookieId: 'ridgeline-storefront-server',
            }),
            signal,
          });
          if (!response.ok) {
            await response.body?.cancel().catch(() => undefined);
            throw new Error(`Recommendations failed with status ${response.status} ${response.statusText}`);
          }
          const body = (await response.json()) as { recs?: unknown } | null;
          if (!Array.isArray(body?.recs)) throw new Error('Recommendations answer has no recs list');
          return (body.recs as { id?: unknown }[])
            .map((rec) => rec?.id)
            .filter((id): id is string => typeof id === 'string' && id.length > 0);
        }),
      );
      return enrich(ids, new Map());
    },

    productsByIds,
  };
}

