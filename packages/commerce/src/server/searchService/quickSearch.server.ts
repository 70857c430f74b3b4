import type { CommerceProduct, CommerceService } from '../../types';
import { createSwrCache } from '../cache.server';
import { SEARCH_SERVICE_CACHE_TIMES, SEARCH_SERVICE_MEMBER_EXCLUSIVE_EXCLUDED } from './search.server';
import type { SearchServiceClient } from './client.server';
import type { ProductHit, QuickSearchUpstream, SuggestionAnswer } from '../quickSearch.server';
import { QUICK_SEARCH_LIMITS } from '../../search/quickSearch';

/** docs/behaviour/search-service.md#autosuggest: the counts asked of each bucket. */
export const AUTOSUGGEST_COUNTS = {
  keywordSuggestions: 7,
  promotedSuggestions: 2,
  topQueries: 1,
  bucketLimit: 6,
  inFields: 2,
} as const;
/** The field the in-field suggestions are bucketed by: the category id path, so each bucket links to a category. */
export const AUTOSUGGEST_BUCKET_FIELD = 'categoryPathId';

type Doc = Record<string, unknown> & { doctype?: unknown; autosuggest?: unknown };

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const strings = (value: unknown) => (Array.isArray(value) ? value.map(text) : []);

export function autosuggestParams(term: string): URLSearchParams {
  return new URLSearchParams({
    q: term,
    version: 'v2',
    'inFields.count': String(AUTOSUGGEST_COUNTS.inFields),
    'promotedSuggestions.count': String(AUTOSUGGEST_COUNTS.promotedSuggestions),
    'keywordSuggestions.count': String(AUTOSUGGEST_COUNTS.keywordSuggestions),
    'topQueries.count': String(AUTOSUGGEST_COUNTS.topQueries),
    'popularProducts.count': String(QUICK_SEARCH_LIMITS.products),
    'bucket.field': AUTOSUGGEST_BUCKET_FIELD,
    'bucket.limit': String(AUTOSUGGEST_COUNTS.bucketLimit),
    spellcheck: 'true',
    // Quick results are one answer for every shopper (cached per term, public): member-exclusive products are never in them.
    filter: SEARCH_SERVICE_MEMBER_EXCLUSIVE_EXCLUDED,
  });
}

/**
 * An autosuggest answer in the quick search's terms: phrases (in-field, keyword and top queries as products'
 * phrases; promoted ones as the merchant's), categories from the in-field buckets, and didYouMean as a corrected term.
 */
export function suggestionAnswerOf(answer: unknown, term: string): SuggestionAnswer {
  const body = answer as { response?: { products?: unknown }; didYouMean?: { suggestion?: unknown }[] } | undefined;
  const docs = (Array.isArray(body?.response?.products) ? body.response.products : []) as Doc[];
  const phrasesOf = (...types: string[]) =>
    docs
      .filter((doc) => types.includes(String(doc?.doctype)))
      .flatMap((doc) => (text(doc.autosuggest) ? [{ phrase: text(doc.autosuggest)! }] : []));
  const categories = new Map<string, { id: string; name: string; parentCategoryName?: string }>();
  for (const doc of docs.filter((d) => d?.doctype === 'IN_FIELD')) {
    const ids = strings(doc.categoryPathId_in);
    const names = strings(doc.categoryPath_in);
    ids.forEach((idPath, i) => {
      const chain = idPath?.split('>') ?? [];
      const nameChain = names[i]?.split('>') ?? [];
      const id = chain[chain.length - 1];
      const name = nameChain[nameChain.length - 1];
      if (!id || !name || categories.has(id)) return;
      const parent = nameChain[nameChain.length - 2];
      categories.set(id, { id, name, ...(parent ? { parentCategoryName: parent } : {}) });
    });
  }
  const suggestion = text(body?.didYouMean?.[0]?.suggestion);
  const suggestedTerms = suggestion
    ? [{ originalTerm: term, terms: [{ value: suggestion, corrected: true, completed: false, exactMatch: false }] }]
    : [];
  return {
    productSuggestions: {
      suggestedPhrases: phrasesOf('IN_FIELD', 'KEYWORD_SUGGESTION', 'TOP_SEARCH_QUERIES'),
      suggestedTerms,
    },
    categorySuggestions: { categories: [...categories.values()], suggestedTerms },
    customSuggestion: { suggestedPhrases: phrasesOf('PROMOTED_SUGGESTION') },
  };
}

/** The popular products of an autosuggest answer as product hits, at the service's indexed prices. */
export function popularProductsOf(answer: unknown, currency: string): ProductHit[] {
  const docs = ((answer as { response?: { products?: unknown } } | undefined)?.response?.products ?? []) as Doc[];
  if (!Array.isArray(docs)) return [];
  return docs
    .filter((doc) => doc?.doctype === 'POPULAR_PRODUCTS' && text(doc.uniqueId))
    .map((doc) => {
      const id = text(doc.uniqueId)!;
      const image = text(doc.imageUrl);
      return {
        productId: id,
        productName: text(doc.title) ?? text(doc.autosuggest) ?? id,
        ...(typeof doc.price === 'number' ? { price: doc.price, currency: text(doc.currency) ?? currency } : {}),
        ...(typeof doc.priceMax === 'number' ? { priceMax: doc.priceMax } : {}),
        ...(image ? { image: { link: image } } : {}),
      };
    });
}

/** Hits with the commerce API's prices where it has them (the price hook); the others keep the indexed ones. */
export function withCommercePrices(hits: readonly ProductHit[], products: readonly CommerceProduct[]): ProductHit[] {
  const byId = new Map(products.map((product) => [product.id ?? product.productId, product]));
  return hits.map((hit) => {
    const product = byId.get(hit.productId);
    if (!product) return hit;
    return {
      ...hit,
      ...(product.price !== undefined ? { price: product.price, currency: product.currency ?? hit.currency } : {}),
      ...(product.priceMax !== undefined ? { priceMax: product.priceMax } : {}),
    };
  });
}

/**
 * The quick search's upstream over the search service: one autosuggest call per term (shared by the suggestions and
 * the products, 10 s fresh), the commerce API's prices for the suggested products (the price hook), and the content
 * pages of `content`.
 */
export function searchServiceQuickSearchUpstream({
  client,
  commerce,
  content,
  localeId,
  currency,
}: {
  client: SearchServiceClient;
  commerce: Pick<CommerceService, 'productsByIds'>;
  content: Pick<QuickSearchUpstream, 'contentPages'>;
  localeId: string;
  currency: string;
}): QuickSearchUpstream {
  const answers = createSwrCache({ ...SEARCH_SERVICE_CACHE_TIMES, staleIfErrorMs: 0, maxEntries: 500 });
  const autosuggest = (term: string, signal: AbortSignal) =>
    answers.get(`autosuggest:${term.toLowerCase()}`, () =>
      client.get('autosuggest', autosuggestParams(term), localeId, signal),
    );
  return {
    suggestions: async (term, signal) => suggestionAnswerOf(await autosuggest(term, signal), term),
    async products(term, signal) {
      const hits = popularProductsOf(await autosuggest(term, signal), currency);
      if (hits.length === 0) return hits;
      // The price hook: should it fail, the tiles keep the service's indexed prices.
      const products = await commerce.productsByIds(hits.map((hit) => hit.productId!)).catch(() => []);
      return withCommercePrices(hits, products);
    },
    contentPages: (signal) => content.contentPages(signal),
  };
}
