export { SortSelect } from '@ridgeline/ui';
