export {
  RecommendationsDrawer,
  type RecommendationsDrawerItem,
  type RecommendationsDrawerProps,
} from './RecommendationsDrawer';
