export {
  FilterDrawer,
  FILTERS_SECTION_ID,
  chosenValueCount,
  hasRefinements,
  type FilterDrawerProps,
  type FilterDrawerText,
} from './FilterDrawer';
