import type { CommerceProduct } from '../types';
import { staleIfSlowMs, withDeadline } from './upstream.server';
import { createSwrCache, type SwrCache } from './cache.server';
import type { CommerceConfig } from './config.server';
import type {
  CategorySource,
  ListCategory,
  ProductSearchProvider,
  ProductSearchRequest,
  ProductSearchResult,
  SearchRefinement,
  SearchRefinementValue,
} from '../productSearch';
import { sdk } from './sdk.server';
import {
  clientConfig,
  createGuestTokenSource,
  sdkErrorStatus as statusOf,
  withGuestToken,
  type GuestTokenSource,
} from './token.server';

/** One product list search or category lookup, guest token included, ends after this long. */
export const LIST_LOAD_TIMEOUT_MS = 15_000;
/** The category tree: 5 minutes fresh, kept 4 hours in all (stale while it refreshes, then stale-if-error). */
export const CATEGORY_CACHE_TIMES = {
  freshMs: 300_000,
  staleMs: 4 * 3_600_000 - 300_000,
  staleIfErrorMs: 4 * 3_600_000,
} as const;

const SEARCH_EXPANDS: (
  'images' | 'prices' | 'promotions' | 'variations' | 'represented_products' | 'custom_properties'
)[] = ['images', 'prices', 'promotions', 'variations', 'represented_products', 'custom_properties'];

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0;
}

function refinementValue(raw: unknown): SearchRefinementValue | undefined {
  const value = raw as Record<string, unknown> | null;
  const id = text(value?.value);
  if (!id) return undefined;
  const children = Array.isArray(value!.values)
    ? value!.values.map(refinementValue).filter((v): v is SearchRefinementValue => Boolean(v))
    : [];
  const presentationId = text(value!.presentationId);
  return {
    value: id,
    label: text(value!.label) ?? id,
    hitCount: count(value!.hitCount),
    ...(presentationId ? { presentationId } : {}),
    ...(children.length ? { values: children } : {}),
  };
}

/** Shopper Search refinements → the list's, leaving out malformed entries and values. */
export function toRefinements(raw: unknown): SearchRefinement[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry) => {
    const refinement = entry as Record<string, unknown> | null;
    const attributeId = text(refinement?.attributeId);
    if (!attributeId) return [];
    const values = Array.isArray(refinement!.values)
      ? refinement!.values.map(refinementValue).filter((v): v is SearchRefinementValue => Boolean(v))
      : [];
    return [{ attributeId, label: text(refinement!.label) ?? attributeId, values }];
  });
}

/**
 * The phrase to offer when a search finds nothing: the answer's first suggested phrase, else each original term
 * replaced by its first correction (undefined when nothing was corrected).
 */
export function suggestedPhraseOf(suggestions: unknown): string | undefined {
  const s = suggestions as {
    suggestedPhrases?: { phrase?: unknown }[];
    suggestedTerms?: { originalTerm?: unknown; terms?: { value?: unknown; corrected?: unknown }[] }[];
  } | null;
  const phrase = text(s?.suggestedPhrases?.[0]?.phrase);
  if (phrase) return phrase;
  const terms = Array.isArray(s?.suggestedTerms) ? s.suggestedTerms : [];
  let corrected = false;
  const words = terms.map((term) => {
    const first = term?.terms?.[0];
    if (first?.corrected === true && text(first.value)) {
      corrected = true;
      return String(first.value);
    }
    return text(term?.originalTerm) ?? '';
  });
  return corrected ? words.filter(Boolean).join(' ') : undefined;
}

/** Shopper Search's refinement that leaves member-exclusive products out (the `refine` list is in the cache key). */
export const MEMBER_EXCLUSIVE_EXCLUDED = 'c_memberExclusive=false';

export interface ScapiSearchOptions {
  tokens?: GuestTokenSource;
  cache?: SwrCache;
  categoryCache?: SwrCache;
  loadTimeoutMs?: number;
}

/**
 * The product list over Shopper Search `productSearch` (and Shopper Products `getCategory` for the category's name
 * and parent chain), with a server-side guest token (a 401 retries once with a new one), the commerce cache (900 s +
 * 900 s) for searches and the category cache (5 min + 4 h), each load under `LIST_LOAD_TIMEOUT_MS` and each call
 * under `config.timeoutMs`.
 */
export function createScapiSearch(
  config: CommerceConfig,
  options: ScapiSearchOptions = {},
): ProductSearchProvider & CategorySource {
  const tokens = options.tokens ?? createGuestTokenSource(config);
  const loadTimeoutMs = options.loadTimeoutMs ?? LIST_LOAD_TIMEOUT_MS;
  const cache =
    options.cache ??
    createSwrCache({ maxPendingMs: loadTimeoutMs + 1_000, staleIfSlowMs: staleIfSlowMs(config.timeoutMs) });
  const categories =
    options.categoryCache ??
    createSwrCache({
      ...CATEGORY_CACHE_TIMES,
      maxEntries: 1_000,
      maxPendingMs: loadTimeoutMs + 1_000,
      staleIfSlowMs: staleIfSlowMs(config.timeoutMs),
    });
  const base = clientConfig(config);
  const scope = `${config.organizationId}/${config.siteId}/${config.locale}/${config.currency}`;
  const within = (signal: AbortSignal, headers: { authorization: string }) => ({
    ...base,
    headers,
    fetchOptions: { signal },
  });

  const authed = <T>(call: (headers: { authorization: string }) => Promise<T>) => withGuestToken(tokens, call);

  return {
    name: 'scapi',

    search(request: ProductSearchRequest): Promise<ProductSearchResult> {
      const refine = [
        ...(request.category ? [`cgid=${request.category.id}`] : []),
        ...Object.entries(request.refine)
          // The exclusion is the segment's, never the address's: a chosen value of the attribute cannot lift it.
          .filter(([attributeId]) => !(request.excludeMemberExclusive && attributeId === 'c_memberExclusive'))
          .map(([attributeId, values]) => `${attributeId}=${values.join('|')}`),
        // The search leaves them out (not the tiles afterwards), so the total and the pages count without them.
        ...(request.excludeMemberExclusive ? [MEMBER_EXCLUSIVE_EXCLUDED] : []),
      ];
      const key = `list:${scope}:${JSON.stringify([request.q ?? '', refine, request.sort, request.limit, request.offset])}`;
      return cache.get(key, () =>
        withDeadline(loadTimeoutMs, 'Product search timeout', (signal) =>
          authed(async (headers) => {
            const client = new sdk.ShopperSearch(within(signal, headers));
            const result = (await client.productSearch({
              parameters: {
                ...(request.q ? { q: request.q } : {}),
                ...(refine.length ? { refine } : {}),
                sort: request.sort,
                limit: request.limit,
                offset: request.offset,
                expand: SEARCH_EXPANDS,
                allImages: true,
                perPricebook: true,
                allVariationProperties: true,
                locale: config.locale,
                currency: config.currency,
              },
            })) as Record<string, unknown>;
            const suggestedPhrase =
              count(result.total) === 0 ? suggestedPhraseOf(result.searchPhraseSuggestions) : undefined;
            return {
              total: count(result.total),
              offset: count(result.offset),
              // SCAPI leaves `hits` out when there are none.
              hits: Array.isArray(result.hits) ? (result.hits as CommerceProduct[]) : [],
              refinements: toRefinements(result.refinements),
              ...(suggestedPhrase ? { suggestedPhrase } : {}),
            };
          }),
        ),
      );
    },

    category(id: string): Promise<ListCategory | null> {
      return categories.get(`category:${scope}:${id}`, () =>
        withDeadline(loadTimeoutMs, 'Category lookup timeout', (signal) =>
          authed(async (headers) => {
            const client = new sdk.ShopperProducts(within(signal, headers));
            try {
              const category = (await client.getCategory({
                parameters: { id, levels: 0, locale: config.locale },
              })) as Record<string, unknown>;
              return toListCategory(category);
            } catch (error) {
              if (statusOf(error) === 404) return null;
              throw error;
            }
          }),
        ),
      );
    },
  };
}

/** A Shopper Products category → the list's: name, description, and the chain above it without the root. */
export function toListCategory(category: Record<string, unknown>): ListCategory | null {
  const id = text(category.id);
  if (!id) return null;
  const name = text(category.name) ?? id;
  const tree = Array.isArray(category.parentCategoryTree)
    ? (category.parentCategoryTree as { id?: unknown; name?: unknown }[])
    : [];
  const path = tree
    .map((entry) => ({ id: text(entry?.id), name: text(entry?.name) }))
    .filter((entry): entry is { id: string; name: string | undefined } => Boolean(entry.id) && entry.id !== 'root')
    .map((entry) => ({ id: entry.id, name: entry.name ?? entry.id }));
  if (path[path.length - 1]?.id !== id) path.push({ id, name });
  const description = text(category.pageDescription) ?? text(category.description);
  return {
    id,
    name,
    ...(description ? { description } : {}),
    path,
    ...(category.c_sliceByColor === true ? { slicesByColour: true } : {}),
  };
}
