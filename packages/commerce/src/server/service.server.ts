import type { CommerceProduct, CommerceService, RecommendationsRequest, TileDisplayOptions } from '../types';
import { staleIfSlowMs, TimeoutError, withDeadline } from './upstream.server';
import { createSwrCache, type SwrCache } from './cache.server';
import { createEinsteinClient, type EinsteinClient, type EinsteinRec } from './einstein.server';
import type { CommerceConfig } from './config.server';
import { sdk } from './sdk.server';
import { clientConfig, createGuestTokenSource, withGuestToken, type GuestTokenSource } from './token.server';
import { log } from './log.server';
import { categoryTag, productTag, reportCacheTags } from '@ridgeline/renderer/server';

/** docs/behaviour/data-and-caching.md#product-enrichment: product enrichment in batches of 8 ids, each with a 15 s timeout. */
export const ENRICHMENT_BATCH_SIZE = 8;
export const ENRICHMENT_TIMEOUT_MS = 15_000;
export const ENRICHMENT_TIMEOUT_MESSAGE = 'Enrichment timeout';
/** The expansions of a recommendation's enrichment (docs/behaviour/shell.md, recommendation and activity calls). */
export const ENRICHMENT_EXPAND = ['images', 'prices', 'promotions', 'variations'] as const;

/** A recommended product as the recommender gave it (the tile's fallback when enrichment fails). */
export function rawRecommendation(rec: EinsteinRec): CommerceProduct {
  return {
    id: rec.id,
    ...(rec.product_name ? { name: rec.product_name } : {}),
    ...(rec.image_url
      ? { image: { link: rec.image_url, ...(rec.product_name ? { alt: rec.product_name } : {}) } }
      : {}),
  };
}
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
  /** Given to the Einstein client and the SDK clients (default: global fetch / the SDK's own), always under `config.timeoutMs`. */
  fetch?: typeof fetch;
  /** Deadline of one enrichment batch (default `ENRICHMENT_TIMEOUT_MS`). */
  timeoutMs?: number;
  /** Deadline of one category search or recommendation (default `COMMERCE_LOAD_TIMEOUT_MS`). */
  loadTimeoutMs?: number;
  /** The recommendation service's client (default: one over `config.einstein`, with `fetch`). */
  einstein?: EinsteinClient;
  /** Logs partial failures (a batch that failed or timed out). */
  warn?: (message: string, details: Record<string, unknown>) => void;
  /** How the shop's tiles show these products (the service's `tileDisplay`). */
  tileDisplay?: TileDisplayOptions;
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
  const cache =
    options.cache ??
    createSwrCache({
      maxPendingMs: Math.max(timeoutMs, loadTimeoutMs) + 1_000,
      staleIfSlowMs: staleIfSlowMs(config.timeoutMs),
    });
  const warn = options.warn ?? ((message, details) => log.warn({ event: 'commerce', ...details }, message));
  const base = options.fetch ? clientConfig(config, options.fetch as never) : clientConfig(config);
  const einstein =
    options.einstein ??
    createEinsteinClient(config.einstein, {
      timeoutMs: config.timeoutMs,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
  const scope = `${config.organizationId}/${config.siteId}/${config.locale}/${config.currency}`;
  /** An SDK client's config for one load: the load's deadline signal on every call it makes. */
  const within = (signal: AbortSignal, headers: { authorization: string }) => ({
    ...base,
    headers,
    fetchOptions: { signal },
  });

  /** Runs an SDK call with the guest token; one retry with a new token after a 401. */
  const authed = <T>(call: (headers: { authorization: string }) => Promise<T>) => withGuestToken(tokens, call);

  /** One `getProducts` call; `expand` absent: SCAPI's default (every expansion, availability included). */
  function enrichBatch(ids: readonly string[], expand?: readonly string[]): Promise<CommerceProduct[]> {
    return cache.get(`products:${scope}:${expand ? expand.join('+') : 'all'}:${ids.join(',')}`, () =>
      withDeadline(timeoutMs, ENRICHMENT_TIMEOUT_MESSAGE, (signal) =>
        authed(async (headers) => {
          const client = new sdk.ShopperProducts(within(signal, headers));
          const parameters = {
            ids: [...ids],
            allImages: true,
            perPricebook: true,
            locale: config.locale,
            currency: config.currency,
          };
          // The SDK sends the ids (and the expansions) joined by commas.
          const result = await client.getProducts({
            parameters: expand
              ? { ...parameters, expand: [...expand] as ('images' | 'prices' | 'promotions' | 'variations')[] }
              : parameters,
          });
          return (result.data ?? []) as CommerceProduct[];
        }),
      ),
    );
  }

  async function productsByIds(ids: readonly string[], expand?: readonly string[]): Promise<CommerceProduct[]> {
    const unique = [...new Set(ids.filter((id) => typeof id === 'string' && id.length > 0))];
    if (unique.length === 0) return [];
    const batches = chunk(unique, ENRICHMENT_BATCH_SIZE);
    const settled = await Promise.allSettled(batches.map((batch) => enrichBatch(batch, expand)));
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
        warn('Product enrichment failed', {
          ids: batches[index],
          error: String((result.reason as Error)?.message ?? result.reason),
        });
      }
    });
    if (found.size === 0 && firstError) throw firstError;
    // the render this runs in (if any) is built from these products: a change to one purges it (cache tags)
    reportCacheTags([...found.keys()].map(productTag));
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
    ...(options.tileDisplay ? { tileDisplay: options.tileDisplay } : {}),
    async productsByCategory(categoryId, limit) {
      reportCacheTags([categoryTag(categoryId)]);
      const hits = await cache.get(`category:${scope}:${categoryId}:${limit}`, () =>
        withDeadline(loadTimeoutMs, 'Category search timeout', (signal) =>
          authed(async (headers) => {
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
          }),
        ),
      );
      const ids = hits
        .map(idOf)
        .filter((id): id is string => Boolean(id))
        .slice(0, limit);
      return enrich(ids, new Map(hits.map((hit) => [idOf(hit)!, hit])));
    },

    async recommendations({ recommender, productIds, categoryIds }: RecommendationsRequest) {
      // A recommender the site does not have (a CMS block naming an old one): logged by the client, an empty carousel,
      // and no recommendations call.
      if (!(await einstein.knowsRecommender(recommender))) return [];
      const key = `recs:${scope}:${recommender}:${(productIds ?? []).join(',')}:${(categoryIds ?? []).join(',')}`;
      const recs = await cache.get(key, () =>
        // The answer's body is read under the same deadline as its headers: a stalled body fails the load too.
        withDeadline(loadTimeoutMs, 'Recommendations timeout', async () => {
          // Anonymous (no cookieId, no userId): these feed shared pages, rendered once per segment for everyone in it.
          const answer = await einstein.recommendations(recommender, {
            ...(productIds ? { products: productIds } : {}),
            ...(categoryIds ? { categories: categoryIds } : {}),
          });
          return answer.recs;
        }),
      );
      try {
        return await productsByIds(
          recs.map((rec) => rec.id),
          ENRICHMENT_EXPAND,
        );
      } catch (error) {
        // Enrichment failing keeps the recommender's own products (id, name, image): the carousel still shows them.
        warn('Recommendation enrichment failed: the raw recommendations are kept', {
          recommender,
          error: String((error as Error)?.message ?? error),
        });
        return recs.map(rawRecommendation);
      }
    },

    productsByIds: (ids) => productsByIds(ids),
  };
}
