/**
 * Recommendations from the recommendation service (docs/behaviour/shell.md#recommendation-and-activity-calls), with
 * the activity client's rules: skipped while do-not-track is on, a failure logged and empty. Apart from
 * `einstein.ts` so the overlays island (page views only) does not carry the link building.
 */
import { urls } from '../../../platform/urls';
import { currentSetup, post } from './einstein';

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

const EMPTY_RECOMMENDATIONS: RecommendationsResult = Object.freeze({ recommendations: [] }) as RecommendationsResult;

function recommendationsOf(answer: Record<string, unknown> | undefined, locale: string): RecommendationsResult {
  if (!answer || !Array.isArray(answer.recs)) return EMPTY_RECOMMENDATIONS;
  const recommendations = answer.recs.flatMap((rec: unknown): Recommendation[] => {
    const r = rec as Record<string, unknown>;
    if (typeof r?.id !== 'string' || typeof r.product_name !== 'string') return [];
    const imageUrl = typeof r.image_url === 'string' && /^https?:\/\//.test(r.image_url) ? r.image_url : undefined;
    return [
      {
        id: r.id,
        name: r.product_name,
        href: urls.product(r.id, { localeId: locale }),
        ...(imageUrl ? { imageUrl } : {}),
      },
    ];
  });
  return {
    recommendations,
    ...(typeof answer.recommenderName === 'string' ? { recommenderName: answer.recommenderName } : {}),
    ...(typeof answer.recoUUID === 'string' ? { recoUUID: answer.recoUUID } : {}),
    ...(typeof answer.displayMessage === 'string' ? { displayMessage: answer.displayMessage } : {}),
  };
}

/** Recommendations of a zone (products or categories as anchors); empty when skipped or failed. */
export async function zoneRecommendations(
  zone: string,
  anchors: { products?: readonly string[]; categories?: readonly string[] } = {},
): Promise<RecommendationsResult> {
  const path = `zones/${encodeURIComponent(zone)}/recs`;
  const fields = {
    ...(anchors.products?.length ? { products: anchors.products.map((id) => ({ id })) } : {}),
    ...(anchors.categories?.length ? { categories: anchors.categories.map((id) => ({ id })) } : {}),
  };
  return recommendationsOf(await post(`zone:${zone}`, path, fields, false), currentSetup()?.locale ?? 'en-US');
}

/** A recommender's answer as ids (the page enriches them itself); undefined when skipped or failed (logged). */
export interface RecommendedIds {
  recommenderName: string;
  recoUUID?: string;
  ids: string[];
}

/**
 * Recommendations of a named recommender for this shopper (the activity endpoint adds their cookieId, and userId
 * when registered): only when activity calls are allowed; undefined when skipped or failed.
 */
export async function recommenderRecommendations(
  recommender: string,
  anchors: { products?: readonly string[]; categories?: readonly string[] } = {},
): Promise<RecommendedIds | undefined> {
  const path = `recs/${encodeURIComponent(recommender)}`;
  const fields = {
    ...(anchors.products?.length ? { products: anchors.products.map((id) => ({ id })) } : {}),
    ...(anchors.categories?.length ? { categories: anchors.categories.map((id) => ({ id })) } : {}),
  };
  const answer = await post(`recs:${recommender}`, path, fields, false);
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
