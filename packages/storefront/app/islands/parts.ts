import type { ComponentType } from 'react';

/**
 * The storefront's app-part islands (header controls, shop forms): kind → loader of the component the browser
 * hydrates it with. The server writes the same kind with `<Island kind=…>` (`@ridgeline/renderer`). Each loader is a
 * dynamic import, so a page loads only the parts it shows, when their triggers hold.
 */
export const ISLAND_PARTS: Readonly<Record<string, () => Promise<ComponentType<any>>>> = {
  // The product page's buy box (app/shop/product/ProductDetail.tsx; kind PRODUCT_DETAIL_ISLAND).
  'product-detail': () => import('../shop/product/ProductDetail').then((module) => module.ProductDetail),
};
