import type { ComponentType } from 'react';

/**
 * The storefront's app-part islands (header controls, shop forms): kind → loader of the component the browser
 * hydrates it with. The server writes the same kind with `<Island kind=…>` (`@ridgeline/renderer`). Each loader is a
 * dynamic import, so a page loads only the parts it shows, when their triggers hold.
 */
export const ISLAND_PARTS: Readonly<Record<string, () => Promise<ComponentType<any>>>> = {
  // HEADER_SEARCH_ISLAND (app/shell/search/HeaderSearch.tsx); a literal, so the entry does not import that module.
  'header-search': () => import('../shell/search/SearchControl').then((module) => module.SearchControl),
};
