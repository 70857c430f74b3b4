export { RecommendationsRail, RECOMMENDATION_SLIDE_WIDTHS, type RecommendationsRailProps } from './RecommendationsRail';
