// The sort / page-size select island (see parts.ts).
export { SortSelect } from '@ridgeline/ui';
