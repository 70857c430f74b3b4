import type { CommerceProduct, CommerceService, RecommendationsRequest } from '@ridgeline/blocks';
import { createSwrCache, type SwrCache } from './cache.server';
import type { CommerceConfig } from './config.server';
import { sdk } from './sdk.server';
import { clientConfig, createGuestTokenSource, type GuestTokenSource } from './token.server';

/** docs/behaviour/data-and-caching.md#product-enrichment: product enrichment in batches of 8 ids, each with a 15 s timeout. */
export const ENRICHMENT_BATCH_SIZE = 8;
export const ENRICHMENT_TIMEOUT_MS = 15_000;
export const ENRICHMENT_TIMEOUT_MESSAGE = 'Enrichment timeout';

export class TimeoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TimeoutError';
  }
}

/** Rejects with `TimeoutError(message)` when `promise` takes longer than `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(message)), ms);
    (timer as { unref?: () => void }).unref?.();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const idOf = (product: CommerceProduct) => product.id ?? product.productId;

function isUnauthorized(error: unknown): boolean {
  const status = (error as { response?: { status?: number } })?.response?.status;
  return status === 401;
}

export interface CommerceServiceOptions {
  tokens?: GuestTokenSource;
  cache?: SwrCache;
  /** Used for Einstein and given to the SDK clients (default: global fetch / the SDK's own). */
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Logs partial failures (a batch that failed or timed out). */
  warn?: (message: string, details: Record<string, unknown>) => void;
}

/**
 * The storefront's `CommerceService` (interface from @ridgeline/blocks) over commerce-sdk-isomorphic:
 * Shopper Search for categories, Einstein for recommendations, Shopper Products for enrichment (every
 * product list is enriched with `getProducts` in batches of 8 ids, 15 s each, `allImages` and
 * `perPricebook`), with a server-side guest token and a 900 s + 900 s stale-while-revalidate cache.
 */
export function createCommerceService(config: CommerceConfig, options: CommerceServiceOptions = {}): CommerceService {
  const tokens = options.tokens ?? createGuestTokenSource(config);
  const cache = options.cache ?? createSwrCache();
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? ENRICHMENT_TIMEOUT_MS;
  const warn = options.warn ?? ((message, details) => console.warn(JSON.stringify({ level: 'warn', event: 'commerce', message, ...details })));
  const base = { ...clientConfig(config), ...(options.fetch ? { fetch: options.fetch as never } : {}) };
  const scope = `${config.organizationId}/${config.siteId}/${config.locale}/${config.currency}`;

  /** Runs an SDK call with the guest token; one retry with a new token after a 401. */
  async function authed<T>(call: (headers: { authorization: string }) => Promise<T>): Promise<T> {
    try {
      return await call({ authorization: `Bearer ${await tokens.get()}` });
    } catch (error) {
      if (!isUnauthorized(error)) throw error;
      tokens.invalidate();
      return call({ authorization: `Bearer ${await tokens.get()}` });
    }
  }

  function enrichBatch(ids: readonly string[]): Promise<CommerceProduct[]> {
    return cache.get(`products:${scope}:${ids.join(',')}`, () =>
      withTimeout(
        authed(async (headers) => {
          const client = new sdk.ShopperProducts({ ...base, headers });
          const result = await client.getProducts({
            parameters: { ids: [...ids], allImages: true, perPricebook: true, locale: config.locale, currency: config.currency },
          });
          return (result.data ?? []) as CommerceProduct[];
        }),
        timeoutMs,
        ENRICHMENT_TIMEOUT_MESSAGE,
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
        authed(async (headers) => {
          const client = new sdk.ShopperSearch({ ...base, headers });
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
      );
      const ids = hits.map(idOf).filter((id): id is string => Boolean(id)).slice(0, limit);
      return enrich(ids, new Map(hits.map((hit) => [idOf(hit)!, hit])));
    },

    async recommendations({ recommender, productIds, categoryIds }: RecommendationsRequest) {
      const key = `recs:${scope}:${recommender}:${(productIds ?? []).join(',')}:${(categoryIds ?? []).join(',')}`;
      const ids = await cache.get(key, async () => {
        const url = `${config.einstein.host}/v3/personalization/recs/${encodeURIComponent(config.einstein.siteId)}/${encodeURIComponent(recommender)}`;
        const response = await withTimeout(
          doFetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-cq-client-id': config.einstein.clientId },
            body: JSON.stringify({
              ...(productIds?.length ? { products: productIds.map((id) => ({ id })) } : {}),
              ...(categoryIds?.length ? { categories: categoryIds.map((id) => ({ id })) } : {}),
              realm: config.einstein.siteId.split('-')[0],
              instanceType: 'prd',
              cookieId: 'ridgeline-storefront-server',
            }),
          }),
          timeoutMs,
          'Recommendations timeout',
        );
        if (!response.ok) throw new Error(`Recommendations failed with status ${response.status} ${response.statusText}`);
        const body = (await response.json()) as { recs?: { id?: string }[] };
        return (body.recs ?? []).map((rec) => rec.id).filter((id): id is string => typeof id === 'string' && id.length > 0);
      });
      return enrich(ids, new Map());
    },

    productsByIds,
  };
}

let shared: { key: string; service: CommerceService } | undefined;

/** One service per configuration per process (it holds the token and the cache). */
export function getCommerceService(config: CommerceConfig): CommerceService {
  const key = JSON.stringify(config);
  if (shared?.key !== key) shared = { key, service: createCommerceService(config) };
  return shared.service;
}
