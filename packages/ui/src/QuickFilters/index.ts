export { QuickFilters, maxQuickFilters, type QuickFilter, type QuickFiltersProps } from './QuickFilters';
