// The phone filter drawer's island part (`list-filters`, app/islands/parts.ts): its own module, so the browser loads
// the drawer as its own chunk on the first tap (e2e/filter-drawer.spec.ts checks that nothing of it is in the first load).
export { FilterDrawer } from '@ridgeline/ui';
