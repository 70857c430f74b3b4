/**
 * The recommendation service's answers as the storefront shows them (docs/behaviour/shell.md#recommendation-and-activity-calls):
 * a zone's recommendations with their product links, a recommender's as product ids. Malformed answers read as empty.
 */
export interface Recommendation {
  id: string;
  name: string;
  imageUrl?: string;
  href: string;
}

export interface RecommendationsResult {
  recommenderName?: string;
  recoUUID?: string;
  displayMessage?: string;
  recommendations: Recommendation[];
}

/** A recommender's answer as ids (the page enriches them itself). */
export interface RecommendedIds {
  recommenderName: string;
  recoUUID?: string;
  ids: string[];
}

export interface RecommendationAnchors {
  products?: readonly string[];
  categories?: readonly string[];
}

const EMPTY_RECOMMENDATIONS: RecommendationsResult = Object.freeze({ recommendations: [] }) as RecommendationsResult;

/** The body of a recommendation call: its anchors as `[{ id }]` lists, the empty ones left out. */
export function recommendationFields(anchors: RecommendationAnchors): Record<string, unknown> {
  return {
    ...(anchors.products?.length ? { products: anchors.products.map((id) => ({ id })) } : {}),
    ...(anchors.categories?.length ? { categories: anchors.categories.map((id) => ({ id })) } : {}),
  };
}

/** A zone's answer (`{ recs, recommenderName, recoUUID, displayMessage }`); `productHref` links each product. */
export function recommendationsOf(
  answer: Record<string, unknown> | undefined,
  productHref: (productId: string) => string,
): RecommendationsResult {
  if (!answer || !Array.isArray(answer.recs)) return EMPTY_RECOMMENDATIONS;
  const recommendations = answer.recs.flatMap((rec: unknown): Recommendation[] => {
    const r = rec as Record<string, unknown>;
    if (typeof r?.id !== 'string' || typeof r.product_name !== 'string') return [];
    const imageUrl = typeof r.image_url === 'string' && /^https?:\/\//.test(r.image_url) ? r.image_url : undefined;
    return [{ id: r.id, name: r.product_name, href: productHref(r.id), ...(imageUrl ? { imageUrl } : {}) }];
  });
  return {
    recommendations,
    ...(typeof answer.recommenderName === 'string' ? { recommenderName: answer.recommenderName } : {}),
    ...(typeof answer.recoUUID === 'string' ? { recoUUID: answer.recoUUID } : {}),
    ...(typeof answer.displayMessage === 'string' ? { displayMessage: answer.displayMessage } : {}),
  };
}

/** A recommender's answer as ids; undefined when there was none (skipped, failed) or it is malformed. */
export function recommendedIdsOf(
  answer: Record<string, unknown> | undefined,
  recommender: string,
): RecommendedIds | undefined {
  if (!answer || !Array.isArray(answer.recs)) return undefined;
  const ids = answer.recs.flatMap((rec: unknown) => {
    const id = (rec as { id?: unknown } | null)?.id;
    return typeof id === 'string' && id.length > 0 ? [id] : [];
  });
  return {
    recommenderName: typeof answer.recommenderName === 'string' ? answer.recommenderName : recommender,
    ids,
    ...(typeof answer.recoUUID === 'string' ? { recoUUID: answer.recoUUID } : {}),
  };
}
