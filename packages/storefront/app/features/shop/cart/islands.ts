/** The island kinds of the bag's own parts (registered in app/islands/parts.ts). */
export const CART_QUANTITY_ISLAND = 'cart-quantity';
export const UNAVAILABLE_ITEMS_ISLAND = 'cart-unavailable';
