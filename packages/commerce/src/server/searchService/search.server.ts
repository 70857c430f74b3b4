import type { CommerceProduct, CommerceService } from '../../types';
import { withDeadline } from '../upstream.server';
import { createSwrCache, type SwrCache } from '../cache.server';
import type {
  ProductSearchProvider,
  ProductSearchRequest,
  ProductSearchResult,
  SearchRefinement,
} from '../../productSearch';
import type { SearchServiceClient } from './client.server';
import { log } from '../log.server';

/** docs/behaviour/search-service.md#caching: a search is fresh 10 s, then served while it refreshes for 10 s more. */
export const SEARCH_SERVICE_CACHE_TIMES = { freshMs: 10_000, staleMs: 10_000, staleIfErrorMs: 5 * 60_000 } as const;
/** Variants asked for with each product (the service's `variants.count`). */
export const SEARCH_SERVICE_VARIANTS_COUNT = 100;
/** One search, its enrichment included, ends after this long. */
export const SEARCH_SERVICE_LOAD_TIMEOUT_MS = 15_000;

/**
 * The list's sorts in the service's `sort` parameter; best matches is the service's own relevance (no `sort`).
 * An unmapped sort falls back to relevance.
 */
export const SEARCH_SERVICE_SORTS: Readonly<Record<string, string | undefined>> = {
  'best-matches': undefined,
  'featured-new': 'isNew desc',
  newest: 'releaseDate desc',
  'price-high-to-low': 'price desc',
  'price-low-to-high': 'price asc',
  'top-rated': 'rating desc',
};

/**
 * The list's refinement attributes and the service's filter fields. A field not named here keeps its own name as the
 * list's attribute id, so a facet added in the service's console shows up with no code change.
 */
export const SEARCH_SERVICE_FILTER_FIELDS: Readonly<Record<string, string>> = {
  c_gender: 'gender_uFilter',
  c_color: 'color_uFilter',
  c_size: 'size_uFilter',
};
const ATTRIBUTE_OF_FIELD = Object.fromEntries(
  Object.entries(SEARCH_SERVICE_FILTER_FIELDS).map(([attribute, field]) => [field, attribute]),
);
/** The list's attributes the service does not filter on: the category is the browse path, price has no text facet. */
const NOT_FILTERED = new Set(['cgid', 'price']);

/** The service's filter that leaves member-exclusive products out (documents carry `memberExclusive`). */
export const SEARCH_SERVICE_MEMBER_EXCLUSIVE_EXCLUDED = 'memberExclusive:"false"';

const quote = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/** The query of one list request: the search (`q`) or category (`p`) mode's parameters, filters, sort and `uc_param`. */
export function searchServiceQuery(
  request: ProductSearchRequest,
  localeId: string,
): { endpoint: 'search' | 'category'; params: URLSearchParams } {
  const params = new URLSearchParams();
  const endpoint = request.category ? 'category' : 'search';
  if (request.category) {
    params.set('p', `categoryPath:${quote(request.category.path.join('>'))}`);
  } else {
    params.set('q', request.q ?? '');
  }
  params.set('rows', String(request.limit));
  params.set('start', String(request.offset));
  if (request.category?.slicesByColour) params.set('variants', 'false');
  else params.set('variants.count', String(SEARCH_SERVICE_VARIANTS_COUNT));
  if (endpoint === 'search') params.set('pagetype', 'boolean');
  // Counts that leave out a facet's own filter keep its other values on offer (OR within a facet).
  params.set('facet.multiselect', 'true');
  if (endpoint === 'search') params.set('selectedfacet', 'true');
  for (const [attribute, values] of Object.entries(request.refine)) {
    if (NOT_FILTERED.has(attribute) || values.length === 0) continue;
    const field = SEARCH_SERVICE_FILTER_FIELDS[attribute] ?? attribute;
    // The exclusion below is the segment's, never the address's: a chosen value of its field cannot lift it.
    if (request.excludeMemberExclusive && field === 'memberExclusive') continue;
    params.append('filter', values.map((value) => `${field}:${quote(value)}`).join(' OR '));
  }
  // The search leaves them out, so numberOfProducts, facet counts and pages count without them (params are the cache key).
  if (request.excludeMemberExclusive) params.append('filter', SEARCH_SERVICE_MEMBER_EXCLUSIVE_EXCLUDED);
  const sort = SEARCH_SERVICE_SORTS[request.sort];
  if (sort) params.set('sort', sort);
  params.set('uc_param', `country:${localeId.split('-')[1] ?? 'US'}`);
  return { endpoint, params };
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);
const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** The service's text facets → the list's refinements (values come as alternating value, count). */
export function refinementsOf(facets: unknown): SearchRefinement[] {
  const list = (facets as { text?: { list?: unknown } } | null)?.text?.list;
  if (!Array.isArray(list)) return [];
  return list.flatMap((raw): SearchRefinement[] => {
    const facet = raw as { filterField?: unknown; facetName?: unknown; displayName?: unknown; values?: unknown } | null;
    const field = text(facet?.filterField) ?? text(facet?.facetName);
    if (!field || !Array.isArray(facet!.values)) return [];
    const attributeId = ATTRIBUTE_OF_FIELD[field] ?? field;
    const values: SearchRefinement['values'] = [];
    for (let i = 0; i + 1 < facet!.values.length; i += 2) {
      const value = text(String(facet!.values[i] ?? ''));
      const count = Number(facet!.values[i + 1]);
      if (!value || !Number.isFinite(count) || count < 0) continue;
      values.push({
        value,
        label: value,
        hitCount: Math.floor(count),
        ...(attributeId === 'c_color' ? { presentationId: value.toLowerCase() } : {}),
      });
    }
    return [{ attributeId, label: text(facet!.displayName) ?? field, values }];
  });
}

/** A product document → a commerce-shaped search hit (what shows if enrichment misses it). */
export function hitOf(document: unknown, currency: string): CommerceProduct | undefined {
  const doc = document as Record<string, unknown> | null;
  const id = text(doc?.uniqueId);
  if (!id) return undefined;
  const name = text(doc!.title) ?? id;
  const price = number(doc!.price);
  const priceMax = number(doc!.priceMax);
  const image = text(doc!.imageUrl);
  return {
    productId: id,
    productName: name,
    currency: text(doc!.currency) ?? currency,
    ...(price !== undefined ? { price } : {}),
    ...(priceMax !== undefined && price !== undefined && priceMax > price ? { priceMax } : {}),
    ...(image ? { image: { link: image, alt: name } } : {}),
    ...(typeof doc!.availability === 'boolean' ? { orderable: doc!.availability } : {}),
  };
}

interface Answer {
  response?: { numberOfProducts?: unknown; start?: unknown; products?: unknown };
  facets?: unknown;
  didYouMean?: { suggestion?: unknown }[];
}

export interface SearchServiceProviderOptions {
  client: SearchServiceClient;
  /** Enrichment: the commerce API's products for the ids found (prices, swatches, badges as the catalogue has them). */
  commerce: Pick<CommerceService, 'productsByIds'>;
  localeId: string;
  currency: string;
  cache?: SwrCache;
  loadTimeoutMs?: number;
  warn?: (message: string, details: Record<string, unknown>) => void;
}

/**
 * The product list over the third-party search service: its search or category call finds and orders the ids and
 * counts the facets; the commerce API enriches the ids (batches of 8), and a product it misses keeps the service's
 * own document as its tile.
 */
export function createSearchServiceProvider(options: SearchServiceProviderOptions): ProductSearchProvider {
  const loadTimeoutMs = options.loadTimeoutMs ?? SEARCH_SERVICE_LOAD_TIMEOUT_MS;
  const cache = options.cache ?? createSwrCache({ ...SEARCH_SERVICE_CACHE_TIMES, maxPendingMs: loadTimeoutMs + 1_000 });
  const warn = options.warn ?? ((message, details) => log.warn({ event: 'search-service', ...details }, message));
  return {
    name: 'unbxd',
    search(request) {
      const { endpoint, params } = searchServiceQuery(request, options.localeId);
      return cache.get(`unbxd:${options.localeId}:${endpoint}:${params}`, () =>
        withDeadline(loadTimeoutMs, 'Product search timeout', async (signal): Promise<ProductSearchResult> => {
          const answer = (await options.client.get(endpoint, params, options.localeId, signal)) as Answer | undefined;
          const documents = Array.isArray(answer?.response?.products) ? answer.response.products : [];
          const found = documents
            .map((doc) => hitOf(doc, options.currency))
            .filter((hit): hit is CommerceProduct => Boolean(hit));
          const total = Math.max(0, Math.floor(number(answer?.response?.numberOfProducts) ?? 0));
          let enriched: CommerceProduct[] = [];
          if (found.length > 0) {
            try {
              enriched = await options.commerce.productsByIds(found.map((hit) => hit.productId!));
            } catch (error) {
              warn('Product enrichment failed', { error: (error as Error).message });
            }
          }
          const byId = new Map(enriched.map((product) => [product.id ?? product.productId, product]));
          const suggestion = total === 0 ? text(answer?.didYouMean?.[0]?.suggestion) : undefined;
          return {
            total,
            offset: request.offset,
            hits: found.map((hit) => byId.get(hit.productId) ?? hit),
            refinements: refinementsOf(answer?.facets),
            ...(suggestion ? { suggestedPhrase: suggestion } : {}),
          };
        }),
      );
    },
  };
}
