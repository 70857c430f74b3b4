import type { CachedPageQuery, CachedPages, ParamUse } from '../../platform/request/renderCacheKey.server';
import { ADDED_PARAM, ADDED_QUANTITY_PARAM, BAG_ERROR_PARAM } from './bag/messages';
import { QUESTIONS_PAGE_PARAM, REVIEWS_PAGE_PARAM, REVIEWS_SORT_PARAM, VARIANT_ID_PARAM } from '@ridgeline/commerce';

/** What the category and search result lists read (`@ridgeline/commerce`'s `list/params.ts`, `parseListQuery`). */
const LIST_QUERY: Readonly<Record<string, ParamUse>> = {
  sort: 'one',
  limit: 'one',
  page: 'one',
  offset: 'one',
  refine: 'all',
};

/**
 * The product page's variation attributes (`?color=010&size=M`, `product/selection.ts`): the catalogue's are
 * `color` and `size`; `width` is Commerce Cloud's other standard one. A catalogue with another variation attribute
 * adds its id here, or that selection is dropped from cached product addresses (the page then shows the default one).
 */
export const VARIATION_ATTRIBUTE_PARAMS = ['color', 'size', 'width'] as const;

const PRODUCT_QUERY: CachedPageQuery = {
  reads: Object.fromEntries(
    [VARIANT_ID_PARAM, ...VARIATION_ATTRIBUTE_PARAMS, REVIEWS_PAGE_PARAM, REVIEWS_SORT_PARAM, QUESTIONS_PAGE_PARAM].map(
      (name) => [name, 'one' as const],
    ),
  ),
  // `product/productPage.server.ts` (`bagNotice`): the add's outcome and the shopper's bag count, sent `no-store`.
  personal: [ADDED_PARAM, ADDED_QUANTITY_PARAM, BAG_ERROR_PARAM],
};

/**
 * The shop's pages the render cache may keep, by base route id (`routes.ts`), and what each reads from its query.
 * Keep in step with the loaders: a parameter a page reads but that is missing here is dropped from its cached copies.
 */
export const SHOP_CACHED_PAGES: CachedPages = {
  // `/c/{id}` without the trailing slash redirects with its query (`list/list.server.ts`, `trailingSlashRedirect`).
  'routes/category': { reads: LIST_QUERY, canonicalPath: /\/$/ },
  'routes/search': { reads: { q: 'one', ...LIST_QUERY } },
  product: PRODUCT_QUERY,
  'product-slug': PRODUCT_QUERY,
  // Any address no other route answers: looked up in the commerce URL mapping (a redirect that keeps the query, or a
  // category/content page), else the not-found page (404, kept a minute). With a query it is never shared.
  'routes/not-found': { reads: {}, queryBypasses: true },
};
