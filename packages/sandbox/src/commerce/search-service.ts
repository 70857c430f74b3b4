import { Hono } from 'hono';
import type { Context } from 'hono';
import { catalogAtRate, productPagePath, type Catalog, type CatalogCategory, type CatalogProduct } from './catalog.js';
import type { CommerceConfig } from './config.js';
import {
  colorMatches,
  corrections,
  CUSTOM_SEARCH_SUGGESTIONS,
  FAMILY_ORDER,
  GENDER_LABELS,
  GENDER_OF,
  minPrice,
  rankedMatches,
  terms,
  vocabulary,
} from './search.js';
import { categoryName, colorsOf, image, type ProductView } from './serialize.js';

/**
 * A stand-in for the third-party product search service (Unbxd's Search and Autosuggest APIs): one index per site
 * key over the demo catalogue, answering `GET /unbxd/{apiKey}/{siteKey}/search`, `/category` and `/autosuggest` in
 * the service's wire format (docs/behaviour/search-service.md). Read-only: it keeps nothing.
 */

/** The demo account's API key: any other answers 401. */
export const SEARCH_SERVICE_API_KEY = 'c3f1a7e94b2d4e08a6d5b1f07e9c2a44';
/** One index per storefront locale: `ridgeline-en-us`, `ridgeline-en-ca`, `ridgeline-fr-ca`. */
export const searchServiceSiteKey = (locale: string) => `ridgeline-${locale.toLowerCase()}`;
/** The service's largest page. */
export const SEARCH_SERVICE_MAX_ROWS = 100;
/** Phrases the service reports as its most searched ones (`TOP_SEARCH_QUERIES`). */
export const TOP_SEARCH_QUERIES = [
  'rain jacket',
  'hiking boots',
  'fleece',
  'down jacket',
  'trail running shoes',
  'sun hat',
] as const;

/** The text facets (`filterField` → what it holds), in their display order. */
const FACETS = [
  { filterField: 'gender_uFilter', displayName: 'Gender', facetName: 'gender' },
  { filterField: 'color_uFilter', displayName: 'Colour', facetName: 'color' },
  { filterField: 'size_uFilter', displayName: 'Size', facetName: 'size' },
] as const;
type FacetField = (typeof FACETS)[number]['filterField'];
/**
 * Fields that filter without being offered as facets: `memberExclusive` ("true"/"false"), which the storefront sets to
 * "false" for shoppers outside Loyalty Members, so totals, facet counts and pages leave those products out.
 */
const FILTER_ONLY_FIELDS = {
  memberExclusive: (p: CatalogProduct) => [String(p.memberExclusive)],
} as const satisfies Record<string, (p: CatalogProduct) => string[]>;
type FilterField = FacetField | keyof typeof FILTER_ONLY_FIELDS;
const isFilterField = (field: string): field is FilterField =>
  FACETS.some((facet) => facet.filterField === field) || Object.hasOwn(FILTER_ONLY_FIELDS, field);
/** Fields a `sort` may name. */
const SORT_FIELDS: Record<string, (p: CatalogProduct) => number | string> = {
  price: minPrice,
  releaseDate: (p) => p.seed.released,
  rating: (p) => p.seed.rating,
  reviewCount: (p) => p.seed.reviews,
  isNew: (p) => Number(p.isNew),
};

class SearchServiceError extends Error {
  constructor(
    readonly status: 400 | 401 | 404,
    message: string,
  ) {
    super(message);
  }
}

const invalid = (message: string) => new SearchServiceError(400, message);

function intParam(c: Context, name: string, fallback: number, min: number, max: number): number {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw invalid(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  return n;
}

/** `field:"value"` clauses joined by ` OR ` (one `filter` parameter), each value in double quotes (`\"` inside). */
export function parseFilter(raw: string): { field: string; values: string[] } {
  const clause = /\s*([A-Za-z0-9_.]+):"((?:[^"\\]|\\.)*)"\s*(?:OR\s+|$)/y;
  const values: string[] = [];
  let field: string | undefined;
  let at = 0;
  while (at < raw.length) {
    clause.lastIndex = at;
    const m = clause.exec(raw);
    if (!m) throw invalid(`filter must look like field:"value" OR field:"value", got "${raw}"`);
    if (field && field !== m[1])
      throw invalid(`one filter may name one field; use another filter parameter for "${m[1]}"`);
    field = m[1]!;
    values.push(m[2]!.replace(/\\(.)/g, '$1'));
    at = clause.lastIndex;
  }
  if (!field) throw invalid('filter is empty');
  return { field, values };
}

function parseSort(raw: string | undefined): { field: string; descending: boolean }[] {
  if (!raw) return [];
  return raw.split(',').map((part) => {
    const m = /^\s*([A-Za-z_]+)\s+(asc|desc)\s*$/.exec(part);
    if (!m || !SORT_FIELDS[m[1]!])
      throw invalid(
        `sort must be one or more of "field asc|desc" (${Object.keys(SORT_FIELDS).join(', ')}), got "${raw}"`,
      );
    return { field: m[1]!, descending: m[2] === 'desc' };
  });
}

/** Ids from the top category down to `cat`, the catalogue's root left out. */
function idPath(cat: CatalogCategory): string[] {
  const ids: string[] = [];
  for (let c: CatalogCategory | undefined = cat; c?.parent; c = c.parent) ids.unshift(c.id);
  return ids;
}

function namePath(cat: CatalogCategory, locale: string): string[] {
  const names: string[] = [];
  for (let c: CatalogCategory | undefined = cat; c?.parent; c = c.parent) names.unshift(categoryName(c, locale));
  return names;
}

function facetValuesOf(catalog: Catalog, p: CatalogProduct, field: FilterField): string[] {
  if (field === 'memberExclusive') return FILTER_ONLY_FIELDS.memberExclusive(p);
  if (field === 'gender_uFilter') return [GENDER_LABELS[GENDER_OF[p.seed.g]!]!];
  if (field === 'size_uFilter') return [...new Set(p.variants.map((v) => v.size))];
  return FAMILY_ORDER.filter((family) => colorMatches(catalog, p, [family]).length > 0);
}

interface Index {
  catalog: Catalog;
  locale: string;
  currency: string;
}

function productDocument(
  index: Index,
  view: ProductView,
  p: CatalogProduct,
  variantsCount: number,
  config: CommerceConfig,
) {
  const { catalog, locale } = index;
  const color = colorsOf(p)[0]!;
  const prices = p.variants.map((v) => v.salePrice ?? v.listPrice);
  const doc: Record<string, unknown> = {
    uniqueId: p.id,
    title: p.name,
    brand: p.brand,
    price: minPrice(p),
    priceMax: Math.max(...prices),
    currency: index.currency,
    imageUrl: image(catalog, config, view, p, color, 'front', 'medium').link,
    productUrl: productPagePath(p),
    categoryPath: p.assigned.flatMap((id) => {
      const cat = catalog.categories.get(id);
      return cat ? [namePath(cat, locale).join('>')] : [];
    }),
    categoryPathId: p.assigned.flatMap((id) => {
      const cat = catalog.categories.get(id);
      return cat ? [idPath(cat).join('>')] : [];
    }),
    gender_uFilter: facetValuesOf(catalog, p, 'gender_uFilter'),
    color_uFilter: facetValuesOf(catalog, p, 'color_uFilter'),
    size_uFilter: facetValuesOf(catalog, p, 'size_uFilter'),
    rating: p.seed.rating,
    reviewCount: p.seed.reviews,
    isNew: p.isNew,
    memberExclusive: p.memberExclusive,
    releaseDate: p.seed.released,
    availability: p.variants.some((v) => v.ats > 0),
    variantTotal: p.variants.length,
  };
  if (variantsCount > 0) {
    doc.variants = p.variants.slice(0, variantsCount).map((v) => ({
      variantId: v.id,
      v_color: v.color,
      v_size: v.size,
      v_price: v.salePrice ?? v.listPrice,
      v_availability: v.ats > 0,
    }));
    doc.variantCount = Math.min(variantsCount, p.variants.length);
  }
  return doc;
}

/** `p=categoryPath:"a>b>c"` (category ids, top first): the category, or a 400 when it names none or a broken chain. */
function categoryOf(catalog: Catalog, raw: string | undefined): CatalogCategory {
  const m = /^categoryPath:"([^"]+)"$/.exec(raw ?? '');
  if (!m) throw invalid(`p must look like categoryPath:"top>…>category", got "${raw ?? ''}"`);
  const ids = m[1]!.split('>');
  const cat = catalog.categories.get(ids[ids.length - 1]!);
  if (!cat || idPath(cat).join('>') !== ids.join('>'))
    throw new SearchServiceError(404, `No category at path "${m[1]}"`);
  return cat;
}

/**
 * `didYouMean` for a query that found nothing: each term replaced by its first spelling correction; nothing when no
 * term was corrected.
 */
function didYouMeanOf(
  catalog: Catalog,
  queryTerms: string[],
): { didYouMean: { suggestion: string; frequency: number }[] } | undefined {
  if (queryTerms.length === 0) return undefined;
  const suggestion = corrections(catalog, queryTerms)
    .map((entry) => entry.terms.find((t) => t.corrected)?.value ?? entry.originalTerm)
    .join(' ');
  return suggestion === queryTerms.join(' ')
    ? undefined
    : { didYouMean: [{ suggestion, frequency: rankedMatches(catalog, suggestion).length }] };
}

/** How product documents are built for one request: the index's locale, image links on the request's origin. */
const documentView = (locale: string, c: Context): ProductView => ({
  expand: new Set(),
  allImages: false,
  perPricebook: false,
  locale,
  origin: new URL(c.req.url).origin,
});

function respond(c: Context, body: unknown, started: number, queryParams: Record<string, unknown>) {
  return c.json({ searchMetaData: { status: 0, queryTime: Date.now() - started, queryParams }, ...(body as object) });
}

function queryParamsOf(c: Context): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, values] of Object.entries(c.req.queries())) out[name] = values.length === 1 ? values[0]! : values;
  return out;
}

/** The request's `filter` parameters, each naming a facet or a filter-only field (else 400). */
function filtersOf(c: Context): { field: FilterField; values: string[] }[] {
  return (c.req.queries('filter') ?? []).map(parseFilter).map((filter) => {
    if (!isFilterField(filter.field)) throw invalid(`"${filter.field}" is not a filterable field`);
    return { field: filter.field, values: filter.values };
  });
}

const matchesFilter = (catalog: Catalog, p: CatalogProduct, filter: { field: FilterField; values: string[] }) =>
  facetValuesOf(catalog, p, filter.field).some((v) => filter.values.includes(v));

function search(index: Index, config: CommerceConfig, c: Context, mode: 'search' | 'category') {
  const started = Date.now();
  const { catalog, locale } = index;
  const rows = intParam(c, 'rows', 10, 0, SEARCH_SERVICE_MAX_ROWS);
  const start = intParam(c, 'start', 0, 0, Number.MAX_SAFE_INTEGER);
  const variantsCount = c.req.query('variants') === 'false' ? 0 : intParam(c, 'variants.count', 0, 0, 100);
  const sort = parseSort(c.req.query('sort'));
  const filters = filtersOf(c);
  const q = (c.req.query('q') ?? '').trim();
  if (mode === 'search' && !q) throw invalid('q is required');
  const category = mode === 'category' ? categoryOf(catalog, c.req.query('p')) : undefined;

  const matched = (mode === 'search' ? rankedMatches(catalog, q) : catalog.products.map((p) => ({ p, s: 1 }))).filter(
    (x) => !category || x.p.inCategories.has(category.id),
  );
  const passes = (p: CatalogProduct, skip?: string) =>
    filters.every((filter) => filter.field === skip || matchesFilter(catalog, p, filter));
  const multiselect = c.req.query('facet.multiselect') === 'true';
  const refined = matched.filter((x) => passes(x.p));
  const ordered = [...refined].sort((a, b) => {
    for (const { field, descending } of sort) {
      const va = SORT_FIELDS[field]!(a.p);
      const vb = SORT_FIELDS[field]!(b.p);
      if (va !== vb) return (va < vb ? -1 : 1) * (descending ? -1 : 1);
    }
    return b.s - a.s || a.p.position - b.p.position;
  });
  const view = documentView(locale, c);

  const list = FACETS.flatMap((facet, position) => {
    // With multiselect a facet's counts leave out its own filter, so the other values stay offered.
    const pool = matched.filter((x) => passes(x.p, multiselect ? facet.filterField : undefined));
    const counts = new Map<string, number>();
    for (const { p } of pool)
      for (const value of facetValuesOf(catalog, p, facet.filterField)) counts.set(value, (counts.get(value) ?? 0) + 1);
    const order =
      facet.filterField === 'color_uFilter'
        ? FAMILY_ORDER
        : facet.filterField === 'gender_uFilter'
          ? Object.values(GENDER_LABELS)
          : [...counts.keys()];
    const values = order.filter((value) => counts.has(value)).flatMap((value) => [value, counts.get(value)!]);
    return values.length
      ? [
          {
            facetName: facet.facetName,
            filterField: facet.filterField,
            displayName: facet.displayName,
            position: position + 1,
            values,
          },
        ]
      : [];
  });
  const selected =
    c.req.query('selectedfacet') === 'true'
      ? Object.fromEntries(filters.map((filter) => [filter.field, { values: filter.values }]))
      : undefined;
  const didYouMean = mode === 'search' && refined.length === 0 ? didYouMeanOf(catalog, terms(q)) : undefined;

  return respond(
    c,
    {
      response: {
        numberOfProducts: refined.length,
        start,
        products: ordered
          .slice(start, start + rows)
          .map((x) => productDocument(index, view, x.p, variantsCount, config)),
      },
      facets: { text: { list, ...(selected ? { selected } : {}) } },
      ...didYouMean,
    },
    started,
    queryParamsOf(c),
  );
}

function autosuggest(index: Index, config: CommerceConfig, c: Context) {
  const started = Date.now();
  const { catalog, locale } = index;
  const q = (c.req.query('q') ?? '').trim();
  if (!q) throw invalid('q is required');
  if (c.req.query('version') !== 'v2') throw invalid('version must be v2');
  const count = (name: string, fallback: number) => intParam(c, name, fallback, 0, 20);
  const inFields = count('inFields.count', 2);
  const promoted = count('promotedSuggestions.count', 2);
  const keywords = count('keywordSuggestions.count', 2);
  const topQueries = count('topQueries.count', 2);
  const popular = count('popularProducts.count', 3);
  const bucketLimit = count('bucket.limit', 5);
  const bucketField = c.req.query('bucket.field') ?? 'categoryPathId';
  if (bucketField !== 'categoryPathId') throw invalid('bucket.field must be categoryPathId');

  // Filters narrow the products it suggests (the storefront leaves member-exclusive ones out this way).
  const filters = filtersOf(c);
  const queryTerms = terms(q);
  const last = queryTerms[queryTerms.length - 1] ?? '';
  const head = queryTerms.slice(0, -1);
  const matches = (phrase: string) => {
    const words = terms(phrase);
    return queryTerms.length > 0 && queryTerms.every((t) => words.some((w) => w === t || w.startsWith(t)));
  };
  const found = rankedMatches(catalog, q)
    .filter((x) => filters.every((filter) => matchesFilter(catalog, x.p, filter)))
    .sort((a, b) => b.s - a.s || b.p.seed.reviews - a.p.seed.reviews);
  const completions = last
    ? vocabulary(catalog)
        .filter((w) => w.startsWith(last))
        .sort((a, b) => Number(b === last) - Number(a === last) || a.length - b.length || a.localeCompare(b))
        .map((w) => [...head, w].join(' '))
        .filter((phrase) => rankedMatches(catalog, phrase).length > 0)
    : [];
  const docs: Record<string, unknown>[] = [];
  // In-field suggestions: each phrase with the categories (bucket field) its products sit in.
  for (const phrase of completions.slice(0, inFields)) {
    const categories = new Map<string, CatalogCategory>();
    for (const { p } of rankedMatches(catalog, phrase)) {
      for (const id of p.assigned) {
        const cat = catalog.categories.get(id);
        if (cat && cat.seed.menu !== 'hidden') categories.set(cat.id, cat);
      }
    }
    const bucket = [...categories.values()].slice(0, bucketLimit);
    docs.push({
      doctype: 'IN_FIELD',
      autosuggest: phrase,
      categoryPathId_in: bucket.map((cat) => idPath(cat).join('>')),
      categoryPath_in: bucket.map((cat) => namePath(cat, locale).join('>')),
    });
  }
  for (const phrase of CUSTOM_SEARCH_SUGGESTIONS.filter(matches).slice(0, promoted))
    docs.push({ doctype: 'PROMOTED_SUGGESTION', autosuggest: phrase });
  for (const phrase of completions.slice(inFields, inFields + keywords))
    docs.push({ doctype: 'KEYWORD_SUGGESTION', autosuggest: phrase });
  for (const phrase of TOP_SEARCH_QUERIES.filter(matches).slice(0, topQueries))
    docs.push({ doctype: 'TOP_SEARCH_QUERIES', autosuggest: phrase });
  const view = documentView(locale, c);
  for (const { p } of found.slice(0, popular))
    docs.push({ doctype: 'POPULAR_PRODUCTS', autosuggest: p.name, ...productDocument(index, view, p, 0, config) });

  const didYouMean =
    c.req.query('spellcheck') === 'true' && found.length === 0 ? didYouMeanOf(catalog, queryTerms) : undefined;
  return respond(
    c,
    {
      response: { numberOfProducts: docs.length, start: 0, products: docs },
      ...didYouMean,
    },
    started,
    queryParamsOf(c),
  );
}

/** The search service's routes under `/unbxd`. */
export function createSearchServiceApi(catalog: () => Catalog, config: CommerceConfig) {
  const app = new Hono();
  const indexOf = (apiKey: string, siteKey: string): Index => {
    if (apiKey !== SEARCH_SERVICE_API_KEY) throw new SearchServiceError(401, 'Invalid API key');
    const locale = config.locales.find((l) => searchServiceSiteKey(l) === siteKey);
    if (!locale) throw new SearchServiceError(404, `Unknown site key "${siteKey}"`);
    // The Canadian indexes hold Canadian-dollar prices, as a real per-locale feed would (catalogAtRate caches).
    const currency = locale.endsWith('-CA') ? 'CAD' : config.currency;
    const rate = currency === config.currency ? 1 : (config.currencyRates[currency] ?? 1);
    return { catalog: catalogAtRate(catalog(), rate), locale, currency };
  };
  const handle = (answer: (index: Index, c: Context) => Response) => (c: Context) => {
    try {
      return answer(indexOf(c.req.param('apiKey')!, c.req.param('siteKey')!), c);
    } catch (error) {
      if (error instanceof SearchServiceError)
        return c.json({ error: { code: error.status, msg: error.message } }, error.status);
      throw error;
    }
  };
  app.get(
    '/unbxd/:apiKey/:siteKey/search',
    handle((index, c) => search(index, config, c, 'search')),
  );
  app.get(
    '/unbxd/:apiKey/:siteKey/category',
    handle((index, c) => search(index, config, c, 'category')),
  );
  app.get(
    '/unbxd/:apiKey/:siteKey/autosuggest',
    handle((index, c) => autosuggest(index, config, c)),
  );
  app.all('/unbxd/*', (c) => c.json({ error: { code: 404, msg: `No route for ${c.req.method} ${c.req.path}` } }, 404));
  return app;
}
