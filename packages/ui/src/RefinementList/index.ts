export {
  RefinementList,
  type RefinementFacet,
  type RefinementListProps,
  type RefinementValueView,
} from './RefinementList';
