/**
 * Recommendations from the recommendation service (docs/behaviour/shell.md#recommendation-and-activity-calls), with
 * the activity client's rules: skipped while do-not-track is on, a failure logged and empty. Apart from
 * `einstein.ts` so the overlays island (page views only) does not carry the link building.
 */
import {
  recommendationFields,
  recommendationsOf,
  recommendedIdsOf,
  type RecommendationAnchors,
  type RecommendationsResult,
  type RecommendedIds,
} from '@ridgeline/commerce';
import { urls } from '../../../platform/urls';
import { currentSetup, post } from './einstein';

/** Recommendations of a zone (products or categories as anchors); empty when skipped or failed. */
export async function zoneRecommendations(
  zone: string,
  anchors: RecommendationAnchors = {},
): Promise<RecommendationsResult> {
  const path = `zones/${encodeURIComponent(zone)}/recs`;
  const answer = await post(`zone:${zone}`, path, recommendationFields(anchors), false);
  const localeId = currentSetup()?.locale ?? 'en-US';
  return recommendationsOf(answer, (id) => urls.product(id, { localeId }));
}

/**
 * Recommendations of a named recommender for this shopper (the activity endpoint adds their cookieId, and userId
 * when registered): only when activity calls are allowed; undefined when skipped or failed.
 */
export async function recommenderRecommendations(
  recommender: string,
  anchors: RecommendationAnchors = {},
): Promise<RecommendedIds | undefined> {
  const path = `recs/${encodeURIComponent(recommender)}`;
  return recommendedIdsOf(await post(`recs:${recommender}`, path, recommendationFields(anchors), false), recommender);
}
