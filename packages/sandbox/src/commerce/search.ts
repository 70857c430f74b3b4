import type { Context } from 'hono';
import type { Catalog, CatalogCategory, CatalogProduct } from './catalog.js';
import { effectivePrice } from './catalog.js';
import type { CommerceConfig } from './config.js';
import { badRequest, parseBool, parseIntParam, type RequestContext } from './errors.js';
import {
  categoryName,
  colorsOf,
  customAttributes,
  image,
  imageGroups,
  parseExpand,
  parseImgTypes,
  priceSummary,
  promotions,
  variantEntry,
  variationAttributes,
  type ProductView,
} from './serialize.js';

/** Sorting options (the storefront's sort ids). */
export const SORTING_OPTIONS = [
  { id: 'best-matches', label: 'Best Matches' },
  { id: 'featured-new', label: 'Featured' },
  { id: 'newest', label: 'Newest' },
  { id: 'price-high-to-low', label: 'Price High to Low' },
  { id: 'price-low-to-high', label: 'Price Low to High' },
  { id: 'top-rated', label: 'Top Rated' },
] as const;

export const PRICE_BUCKETS: [number, number][] = [
  [0, 50],
  [50, 100],
  [100, 150],
  [150, 250],
  [250, 500],
];

const SEARCH_EXPANDS = [
  'availability',
  'images',
  'prices',
  'represented_products',
  'variations',
  'promotions',
  'custom_properties',
];
export const FAMILY_ORDER = [
  'Black',
  'Grey',
  'White',
  'Beige',
  'Brown',
  'Red',
  'Pink',
  'Orange',
  'Yellow',
  'Green',
  'Blue',
  'Purple',
];

/** Lower case, no accents or apostrophes, plural `s` dropped: "Men's Jackets" → ["men", "jacket"]. */
export function terms(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]s\b/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w));
}

interface Indexed {
  product: CatalogProduct;
  fields: { words: string[]; weight: number }[];
}

const indexCache = new WeakMap<Catalog, Indexed[]>();
function index(catalog: Catalog): Indexed[] {
  let idx = indexCache.get(catalog);
  if (!idx) {
    idx = catalog.products.map((product) => ({
      product,
      fields: [
        { words: terms(product.name), weight: 5 },
        {
          words: terms(
            product.assigned
              .flatMap((id) => {
                const names: string[] = [];
                for (let c = catalog.categories.get(id); c && c.parent; c = c.parent) names.push(c.seed.name);
                return names;
              })
              .join(' '),
          ),
          weight: 2,
        },
        {
          words: terms(
            product.seed.colors.map((c) => `${catalog.colors[c]?.name} ${catalog.colors[c]?.family}`).join(' '),
          ),
          weight: 1,
        },
        { words: terms(`${product.brand} ${product.seed.badge ?? ''}`), weight: 1 },
        { words: terms(product.seed.blurb), weight: 1 },
        { words: [product.id.toLowerCase()], weight: 5 },
      ],
    }));
    indexCache.set(catalog, idx);
  }
  return idx;
}

/** The products every term of `q` matches, with their scores (all products, score 1, for an empty query). */
export function rankedMatches(catalog: Catalog, q: string): { p: CatalogProduct; s: number }[] {
  const queryTerms = terms(q);
  return index(catalog)
    .map((e) => ({ p: e.product, s: queryTerms.length ? score(e, queryTerms) : 1 }))
    .filter((x) => x.s > 0);
}

/** Every query term must match a word (exactly, or as a prefix of at least 3 letters); the score weighs where. */
export function score(entry: Indexed, queryTerms: string[]): number {
  let total = 0;
  for (const t of queryTerms) {
    let best = 0;
    for (const f of entry.fields) {
      for (const w of f.words) {
        if (w === t) best = Math.max(best, f.weight * 2);
        else if (t.length >= 3 && w.startsWith(t)) best = Math.max(best, f.weight);
      }
    }
    if (!best) return 0;
    total += best;
  }
  return total;
}

function levenshtein(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const tmp = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length]!;
}

export function vocabulary(catalog: Catalog): string[] {
  const words = new Set<string>();
  for (const e of index(catalog))
    for (const f of e.fields.slice(0, 4)) for (const w of f.words) if (w.length > 2) words.add(w);
  return [...words].sort();
}

/** Spelling corrections for terms that match nothing (the quick-search "Did you mean"). */
export function corrections(catalog: Catalog, queryTerms: string[]) {
  const vocab = vocabulary(catalog);
  return queryTerms.map((t) => {
    if (vocab.some((w) => w === t || w.startsWith(t)))
      return { originalTerm: t, terms: [{ completed: false, corrected: false, exactMatch: true, value: t }] };
    const best = vocab
      .map((w) => ({ w, d: levenshtein(t, w) }))
      .filter((x) => x.d <= Math.max(1, Math.floor(t.length / 4)) + 1)
      .sort((a, b) => a.d - b.d || a.w.localeCompare(b.w))
      .slice(0, 3);
    return {
      originalTerm: t,
      terms: best.map((x) => ({ completed: false, corrected: true, exactMatch: false, value: x.w })),
    };
  });
}

interface Refine {
  cgid?: string;
  price?: [number, number];
  c_color?: string[];
  c_size?: string[];
  c_gender?: string[];
  c_isNew?: boolean;
  /** `c_memberExclusive=false`: the storefront's refinement for shoppers outside Loyalty Members. */
  c_memberExclusive?: boolean;
}

/** `c_gender` values and their labels, in the order the refinement lists them. */
export const GENDER_LABELS: Record<string, string> = {
  mens: "Men's",
  womens: "Women's",
  kids: "Kids'",
  unisex: 'Unisex',
};
export const GENDER_OF: Record<string, string> = { m: 'mens', w: 'womens', k: 'kids', u: 'unisex' };

export function parseRefine(values: string[]): { refine: Refine; selected: Record<string, string> } {
  const refine: Refine = {};
  const selected: Record<string, string> = {};
  for (const raw of values) {
    const eq = raw.indexOf('=');
    if (eq <= 0)
      throw badRequest(
        'invalid-refinement',
        'Invalid Refinement',
        `Refinement "${raw}" must look like attribute=value.`,
      );
    const attr = raw.slice(0, eq);
    const value = raw.slice(eq + 1);
    if (attr === 'cgid') refine.cgid = value;
    else if (attr === 'price') {
      const m = /^\((\d+(?:\.\d+)?)?\.\.(\d+(?:\.\d+)?)?\)$/.exec(value);
      if (!m)
        throw badRequest(
          'invalid-refinement',
          'Invalid Refinement',
          `price must look like (min..max), got "${value}".`,
        );
      refine.price = [m[1] ? Number(m[1]) : 0, m[2] ? Number(m[2]) : Infinity];
    } else if (attr === 'c_color') refine.c_color = value.split('|');
    else if (attr === 'c_size') refine.c_size = value.split('|');
    else if (attr === 'c_gender') refine.c_gender = value.split('|');
    else if (attr === 'c_isNew') refine.c_isNew = value.split('|').includes('true');
    else if (attr === 'c_memberExclusive') {
      const values = value.split('|');
      if (!values.every((v) => v === 'true' || v === 'false'))
        throw badRequest(
          'invalid-refinement',
          'Invalid Refinement',
          `c_memberExclusive must be true or false, got "${value}".`,
        );
      // Both values (`true|false`) narrow nothing, as an OR over every value of an attribute.
      if (new Set(values).size === 1) refine.c_memberExclusive = values[0] === 'true';
    } else continue; // unknown attributes are ignored, as the real service does for non-searchable ones
    selected[attr] = value;
  }
  return { refine, selected };
}

export const minPrice = (p: CatalogProduct) => Math.min(...p.variants.map(effectivePrice));

export function colorMatches(catalog: Catalog, p: CatalogProduct, families: string[]): string[] {
  const wanted = families.map((f) => f.toLowerCase());
  return p.seed.colors.filter(
    (c) => wanted.includes((catalog.colors[c]?.family ?? '').toLowerCase()) || wanted.includes(c),
  );
}

function passes(catalog: Catalog, p: CatalogProduct, r: Refine, skip?: keyof Refine): boolean {
  if (skip !== 'cgid' && r.cgid && !p.inCategories.has(r.cgid)) return false;
  if (skip !== 'price' && r.price) {
    const m = minPrice(p);
    if (m < r.price[0] || m >= r.price[1]) return false;
  }
  if (skip !== 'c_color' && r.c_color && !colorMatches(catalog, p, r.c_color).length) return false;
  if (skip !== 'c_size' && r.c_size && !p.variants.some((v) => r.c_size!.includes(v.size))) return false;
  if (skip !== 'c_gender' && r.c_gender && !r.c_gender.includes(GENDER_OF[p.seed.g]!)) return false;
  if (skip !== 'c_isNew' && r.c_isNew !== undefined && p.isNew !== r.c_isNew) return false;
  // Never skipped: no facet is offered for it, so every count (totals, facets, pages) is after the exclusion.
  if (r.c_memberExclusive !== undefined && p.memberExclusive !== r.c_memberExclusive) return false;
  return true;
}

const fmt = (n: number) => `$${n.toFixed(2)}`;

function refinements(catalog: Catalog, matched: CatalogProduct[], r: Refine, locale: string) {
  const pool = (skip: keyof Refine) => matched.filter((p) => passes(catalog, p, r, skip));
  const count = (list: CatalogProduct[], test: (p: CatalogProduct) => boolean) => list.filter(test).length;

  // categories: the selected category with its children, else the top level
  const cgPool = pool('cgid');
  const catValue = (cat: CatalogCategory, deep: boolean): Record<string, unknown> => {
    const children = deep ? cat.children.map((c) => catValue(c, false)).filter((v) => (v.hitCount as number) > 0) : [];
    return {
      hitCount: count(cgPool, (p) => p.inCategories.has(cat.id)),
      label: categoryName(cat, locale),
      value: cat.id,
      ...(children.length ? { values: children } : {}),
    };
  };
  const selectedCat = r.cgid ? catalog.categories.get(r.cgid) : undefined;
  const cgValues = selectedCat
    ? [catValue(selectedCat, true)]
    : catalog.root.children.map((c) => catValue(c, false)).filter((v) => (v.hitCount as number) > 0);

  const colorPool = pool('c_color');
  const colorValues = FAMILY_ORDER.map((family) => ({
    hitCount: count(colorPool, (p) => colorMatches(catalog, p, [family]).length > 0),
    label: family,
    presentationId: family.toLowerCase(),
    value: family,
  })).filter((v) => v.hitCount > 0);

  const sizePool = pool('c_size');
  const allSizes = [...new Set(Object.values(catalog.sizeSets).flat())];
  const sizeValues = allSizes
    .map((size) => ({
      hitCount: count(sizePool, (p) => p.variants.some((v) => v.size === size)),
      label: size,
      value: size,
    }))
    .filter((v) => v.hitCount > 0);

  const pricePool = pool('price');
  const priceValues = PRICE_BUCKETS.map(([lo, hi]) => ({
    hitCount: count(pricePool, (p) => minPrice(p) >= lo && minPrice(p) < hi),
    label: `${fmt(lo)} - ${fmt(hi - 0.01)}`,
    value: `(${lo}..${hi})`,
  })).filter((v) => v.hitCount > 0);

  const genderPool = pool('c_gender');
  const genderValues = Object.entries(GENDER_LABELS)
    .map(([value, label]) => ({ hitCount: count(genderPool, (p) => GENDER_OF[p.seed.g] === value), label, value }))
    .filter((v) => v.hitCount > 0);

  // A real catalogue often makes technical flags searchable too; storefronts leave this one out of their filters.
  const newPool = pool('c_isNew');
  const newValues = [{ hitCount: count(newPool, (p) => p.isNew), label: 'New', value: 'true' }].filter(
    (v) => v.hitCount > 0,
  );

  // A refinement with no value left is not returned, as in SCAPI.
  return [
    { attributeId: 'cgid', label: 'Category', values: cgValues },
    { attributeId: 'c_gender', label: 'Gender', values: genderValues },
    { attributeId: 'c_color', label: 'Color', values: colorValues },
    { attributeId: 'c_size', label: 'Size', values: sizeValues },
    { attributeId: 'price', label: 'Price', values: priceValues },
    { attributeId: 'c_isNew', label: 'New Arrivals', values: newValues },
  ].filter((refinement) => refinement.values.length > 0);
}

export function sortProducts(list: { p: CatalogProduct; s: number }[], sort: string) {
  const byRank = (a: { p: CatalogProduct; s: number }, b: { p: CatalogProduct; s: number }) =>
    b.s - a.s || a.p.position - b.p.position;
  const cmp: Record<string, (a: { p: CatalogProduct; s: number }, b: { p: CatalogProduct; s: number }) => number> = {
    'best-matches': byRank,
    'featured-new': (a, b) => Number(b.p.isNew) - Number(a.p.isNew) || byRank(a, b),
    newest: (a, b) => b.p.seed.released.localeCompare(a.p.seed.released) || byRank(a, b),
    'price-high-to-low': (a, b) => minPrice(b.p) - minPrice(a.p) || byRank(a, b),
    'price-low-to-high': (a, b) => minPrice(a.p) - minPrice(b.p) || byRank(a, b),
    'top-rated': (a, b) => b.p.seed.rating - a.p.seed.rating || b.p.seed.reviews - a.p.seed.reviews || byRank(a, b),
  };
  return [...list].sort(cmp[sort] ?? byRank);
}

function hit(
  catalog: Catalog,
  config: CommerceConfig,
  view: ProductView,
  p: CatalogProduct,
  r: Refine,
  allVariationProperties: boolean,
) {
  const x = view.expand;
  // the represented colours: those matching the colour refinement, else all (first orderable first)
  const all = colorsOf(p);
  const matching = r.c_color ? colorMatches(catalog, p, r.c_color) : [];
  const colors = matching.length
    ? [...all.filter((c) => matching.includes(c)), ...all.filter((c) => !matching.includes(c))]
    : all;
  const repColor = colors[0]!;
  const repVariant =
    p.variants.find((v) => v.color === repColor && v.ats > 0 && (!r.c_size || r.c_size.includes(v.size))) ??
    p.variants.find((v) => v.color === repColor)!;
  const custom = customAttributes(p, matching.length ? colors.filter((c) => matching.includes(c)) : colors);
  const withCustom = x.has('custom_properties');
  const summary = priceSummary(config, p.variants);
  const out: Record<string, unknown> = {
    currency: config.currency,
    hitType: 'master',
    orderable: p.variants.some((v) => v.ats > 0),
    productId: p.id,
    productName: p.name,
    productType: { master: true },
    representedProduct: { id: repVariant.id, ...(withCustom ? custom : {}) },
    ...(withCustom ? custom : {}),
  };
  if (x.has('prices')) {
    out.price = summary.price;
    if (summary.priceMax > summary.price) out.priceMax = summary.priceMax;
    if (view.perPricebook) out.priceRanges = summary.priceRanges;
  }
  if (x.has('images')) {
    out.image = image(catalog, config, view, p, repColor, 'front', 'large');
    if (view.allImages) out.imageGroups = imageGroups(catalog, config, view, p, colors, true);
  }
  if (x.has('represented_products')) {
    out.representedProducts = colors.flatMap((c) => {
      const v = p.variants.find((w) => w.color === c && w.ats > 0) ?? p.variants.find((w) => w.color === c);
      return v ? [{ id: v.id }] : [];
    });
  }
  if (x.has('variations')) {
    out.variationAttributes = variationAttributes(catalog, config, view, p, colors, x.has('images'));
    if (allVariationProperties) out.variants = p.variants.map(variantEntry);
  }
  if (x.has('promotions')) {
    const promos = promotions(catalog, p, summary.price);
    if (promos.length) out.productPromotions = promos;
  }
  return out;
}

export function productSearch(catalog: Catalog, config: CommerceConfig, c: Context, ctx: RequestContext) {
  const q = (c.req.query('q') ?? '').trim();
  const limit = parseIntParam('limit', c.req.query('limit'), 25, 1, 200);
  const offset = parseIntParam('offset', c.req.query('offset'), 0, 0, Number.MAX_SAFE_INTEGER);
  const sortRaw = c.req.query('sort');
  const sort = SORTING_OPTIONS.some((o) => o.id === sortRaw) ? sortRaw! : 'best-matches';
  const { refine, selected } = parseRefine(c.req.queries('refine') ?? []);
  const imgTypes = parseImgTypes(c.req.query('imgTypes'));
  const view: ProductView = {
    expand: parseExpand(c.req.query('expand'), SEARCH_EXPANDS),
    allImages: parseBool('allImages', c.req.query('allImages'), false),
    perPricebook: parseBool('perPricebook', c.req.query('perPricebook'), false),
    ...(imgTypes ? { imgTypes } : {}),
    locale: ctx.locale,
    origin: ctx.origin,
  };
  const allVariationProperties = parseBool('allVariationProperties', c.req.query('allVariationProperties'), false);

  const queryTerms = terms(q);
  const matched = index(catalog)
    .map((e) => ({ p: e.product, s: queryTerms.length ? score(e, queryTerms) : 1 }))
    .filter((x) => x.s > 0);
  const refined = matched.filter((x) => passes(catalog, x.p, refine));
  const sorted = sortProducts(refined, sort);
  const page = sorted.slice(offset, offset + limit);
  return {
    limit: page.length,
    // SCAPI leaves `hits` out of an answer without any (clients read its absence as "no results").
    ...(page.length > 0
      ? { hits: page.map((x) => hit(catalog, config, view, x.p, refine, allVariationProperties)) }
      : {}),
    query: q,
    refinements: refinements(
      catalog,
      matched.map((x) => x.p),
      refine,
      ctx.locale,
    ),
    searchPhraseSuggestions:
      q && !refined.length ? { suggestedTerms: corrections(catalog, queryTerms) } : { suggestedTerms: [] },
    selectedRefinements: selected,
    selectedSortingOption: sort,
    sortingOptions: SORTING_OPTIONS.map((o) => ({ ...o })),
    offset,
    total: refined.length,
  };
}

/**
 * Merchant-defined search phrases: a real instance's custom search suggestions (Business Manager), answered in
 * `customSuggestion` when the query matches them.
 */
export const CUSTOM_SEARCH_SUGGESTIONS = [
  'sun protection',
  'rain gear',
  'waterproof jackets',
  'trail running',
  'camping essentials',
  'gift ideas',
] as const;

/** Below this many characters a real instance evaluates no suggestion (its default, configurable there). */
export const SUGGESTION_MIN_LENGTH = 3;

type SuggestedTerms = {
  originalTerm: string;
  terms: { completed: boolean; corrected: boolean; exactMatch: boolean; value: string }[];
};

/**
 * Per query term, what the service would suggest: the last term's completions (the shopper is still typing it),
 * an earlier term as typed when the catalogue knows it, and spelling corrections (`corrected: true`) for a term
 * that matches nothing; the storefront's "Did you mean" is built from those.
 */
function suggestedTermsFor(catalog: Catalog, queryTerms: string[], limit: number): SuggestedTerms[] {
  const vocab = vocabulary(catalog);
  return queryTerms.map((t, i) => {
    const last = i === queryTerms.length - 1;
    const found = last
      ? vocab
          .filter((w) => w.startsWith(t))
          .sort((a, b) => Number(b === t) - Number(a === t) || a.length - b.length || a.localeCompare(b))
          .slice(0, limit)
      : vocab.filter((w) => w === t);
    return {
      originalTerm: t,
      terms: found.length
        ? found.map((w) => ({ completed: w !== t, corrected: false, exactMatch: w === t, value: w }))
        : corrections(catalog, [t])[0]!.terms,
    };
  });
}

/** Search phrases built from the suggested terms (every term as typed or corrected, the last one completed), kept when they find products. */
function suggestedPhrasesFor(catalog: Catalog, suggested: SuggestedTerms[], q: string, limit: number) {
  if (!suggested.length) return [];
  const head = suggested.slice(0, -1).map((s) => s.terms[0]?.value ?? s.originalTerm);
  const tails = suggested[suggested.length - 1]!.terms.map((t) => t.value);
  const phrases: { exactMatch: boolean; phrase: string }[] = [];
  for (const tail of tails) {
    const phrase = [...head, tail].join(' ');
    if (index(catalog).some((e) => score(e, terms(phrase)) > 0))
      phrases.push({ exactMatch: phrase === q.toLowerCase(), phrase });
    if (phrases.length >= limit) break;
  }
  return phrases;
}

/** Shopper Search `getSearchSuggestions`, in the real `SuggestionResult` shape (SCAPI has no content suggestions). */
export function searchSuggestions(catalog: Catalog, config: CommerceConfig, c: Context, ctx: RequestContext) {
  const q = (c.req.query('q') ?? '').trim();
  if (!q) throw badRequest('missing-parameter', 'Missing Parameter', 'Required parameter "q" is missing.');
  const limit = parseIntParam('limit', c.req.query('limit'), 5, 1, 10);
  const queryTerms = q.length >= SUGGESTION_MIN_LENGTH ? terms(q) : [];
  const suggestedTerms = suggestedTermsFor(catalog, queryTerms, limit);
  const last = queryTerms[queryTerms.length - 1] ?? '';
  const matches = (words: string[]) =>
    queryTerms.length > 0 && queryTerms.every((t) => words.some((w) => w === t || (t.length >= 2 && w.startsWith(t))));

  const products = queryTerms.length
    ? index(catalog)
        .map((e) => ({ p: e.product, s: score(e, queryTerms) }))
        .filter((x) => x.s > 0)
        .sort((a, b) => b.s - a.s || b.p.seed.reviews - a.p.seed.reviews)
        .slice(0, limit)
        .map(({ p }) => ({ currency: config.currency, price: minPrice(p), productId: p.id, productName: p.name }))
    : [];

  const categories = [...catalog.categories.values()]
    .filter((cat) => cat.parent && cat.seed.menu !== 'hidden')
    .filter((cat) => matches(terms(`${cat.seed.name} ${cat.parent?.parent ? cat.parent.seed.name : ''}`)))
    .slice(0, limit)
    .map((cat) => ({
      id: cat.id,
      name: categoryName(cat, ctx.locale),
      parentCategoryName: cat.parent ? categoryName(cat.parent, ctx.locale) : '',
    }));

  const brands = last
    ? [...new Set(catalog.products.map((p) => p.brand))].filter((b) => terms(b).some((w) => w.startsWith(last)))
    : [];
  const custom = CUSTOM_SEARCH_SUGGESTIONS.filter((phrase) => matches(terms(phrase))).slice(0, limit);
  const phrase = (text: string) => ({ exactMatch: text.toLowerCase() === q.toLowerCase(), phrase: text });

  return {
    ...(brands.length
      ? { brandSuggestions: { suggestedPhrases: brands.slice(0, limit).map(phrase), suggestedTerms } }
      : {}),
    categorySuggestions: { categories, suggestedPhrases: categories.map((cat) => phrase(cat.name)), suggestedTerms },
    customSuggestion: {
      ...(custom.length ? { customSuggestion: custom[0] } : {}),
      suggestedPhrases: custom.map(phrase),
      suggestedTerms,
    },
    productSuggestions: {
      products,
      suggestedPhrases: suggestedPhrasesFor(catalog, suggestedTerms, q, limit),
      suggestedTerms,
    },
    searchPhrase: q,
  };
}
