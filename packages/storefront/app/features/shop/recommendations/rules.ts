/**
 * The product page's recommendations (docs/behaviour/product-page.md#recommendations): rules shared by the server
 * (the island's props, the tiles endpoint) and the browser (the island). No commerce or blocks code here: the island's
 * chunk stays small.
 */

/** The island kind (app/islands/parts.ts). */
export const PRODUCT_RECOMMENDATIONS_ISLAND = 'product-recommendations';
/** Einstein's "similar products" recommender, anchored on the product shown. */
export const PDP_RECOMMENDER = 'pdp-similar-items';
/** At most this many slides (the product carousels' limit). */
export const MAX_RECOMMENDED = 10;
/** A recommender name as Einstein spells them. */
export const RECOMMENDER_NAME = /^[A-Za-z0-9_-]{1,64}$/;
/** A product or category id the endpoint accepts. */
export const ANCHOR_ID = /^[\w.-]{1,100}$/;

export interface RecommendationAnchors {
  productIds?: readonly string[];
  categoryIds?: readonly string[];
}

/** Both product ids and category ids: the recommendation is refused (logged) and nothing is shown. */
export function hasBothAnchors(anchors: RecommendationAnchors): boolean {
  return (anchors.productIds?.length ?? 0) > 0 && (anchors.categoryIds?.length ?? 0) > 0;
}

/** The tiles endpoint's address: by recommended ids (enrichment only), or by recommender and anchors (non-personal). */
export function recommendationTilesUrl(
  endpoint: string,
  locale: string,
  query: { ids: readonly string[] } | ({ recommender: string } & RecommendationAnchors),
): string {
  const params = new URLSearchParams({ locale });
  if ('ids' in query) params.set('ids', query.ids.slice(0, MAX_RECOMMENDED).join(','));
  else {
    params.set('recommender', query.recommender);
    if (query.productIds?.length) params.set('products', query.productIds.join(','));
    if (query.categoryIds?.length) params.set('categories', query.categoryIds.join(','));
  }
  return `${endpoint}?${params}`;
}
