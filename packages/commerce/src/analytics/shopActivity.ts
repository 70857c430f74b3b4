/**
 * The shop pages' activity calls (docs/behaviour/data-layer.md) through the page's activity client (`createPageActivity`;
 * it sends nothing while do-not-track is on): the page type's call (viewProduct, viewCategory, viewSearch,
 * beginCheckout), addToCart from the buy box with its data-layer entry, and clickCategory / clickSearch when a product
 * of a list page's grid is followed. The data layer stays in the page.
 */
import type { ActivityClient, ActivityProduct } from '../einstein/activityClient';
import {
  dataLayerProduct,
  followedListProduct,
  pushDataLayer,
  type DataLayerProduct,
  type ShopPageData,
} from './dataLayer';

/** The calls of the activity client the shop pages make. */
export type ShopActivity = Pick<
  ActivityClient,
  'viewProduct' | 'viewCategory' | 'viewSearch' | 'beginCheckout' | 'addToCart' | 'clickCategory' | 'clickSearch'
>;

const activityProduct = (product: DataLayerProduct): ActivityProduct => ({
  id: product.id,
  ...(product.sku ? { sku: product.sku } : {}),
  ...(product.price !== undefined ? { price: product.price } : {}),
  ...(product.quantity !== undefined ? { quantity: product.quantity } : {}),
});

/** The page type's activity call (none for the bag and the confirmation); skipped by the client under do-not-track. */
export function sendShopPageActivity(activity: ShopActivity, data: ShopPageData): Promise<unknown> {
  switch (data.pageType) {
    case 'product':
      return activity.viewProduct(activityProduct(data.product));
    case 'category':
      return activity.viewCategory(data.category.id, data.products.map(activityProduct), data.products.length > 0);
    case 'search':
      return activity.viewSearch(data.searchText, data.products.map(activityProduct), data.products.length > 0);
    case 'checkout':
      return activity.beginCheckout(data.products.map(activityProduct), data.amount);
    default:
      return Promise.resolve(undefined);
  }
}

/**
 * An add to bag that succeeded: the `addToCart` entry and activity. The entry says how many were chosen
 * (`selectedQuantity`) and, when they reach a quantity price, its step (`selectedPriceTier`: the quantity it starts
 * at); the product's `price` is then the tier's.
 */
export function reportAddToCartTo(
  activity: ShopActivity,
  product: DataLayerProduct,
  currency: string,
  win: Window = window,
  selectedPriceTier?: number,
): Promise<unknown> {
  const line = dataLayerProduct(product);
  pushDataLayer(
    [
      {
        event: 'addToCart',
        currency,
        products: [line],
        ...(typeof line.quantity === 'number' ? { selectedQuantity: line.quantity } : {}),
        ...(selectedPriceTier !== undefined ? { selectedPriceTier } : {}),
      },
    ],
    win,
  );
  return activity.addToCart([activityProduct(line)]);
}

/**
 * On a category or search page: reports the products the shopper follows from the grid (clickCategory with the
 * category id, clickSearch with the search phrase). Tiles stay plain links: the call goes out as the link navigates
 * (the activity client sends with `keepalive`), never holding the navigation back. A primary click (or Enter) and a
 * middle click (a new tab) count. Returns the cleanup.
 */
export function watchListProductClicks(
  activity: ShopActivity,
  data: ShopPageData,
  doc: Document = document,
): () => void {
  if (data.pageType !== 'category' && data.pageType !== 'search') return () => {};
  const listed = new Set(data.products.map((product) => product.id));
  const report = (event: MouseEvent) => {
    if (event.type === 'auxclick' && event.button !== 1) return;
    const id = followedListProduct(event.target, listed);
    if (!id) return;
    const sent =
      data.pageType === 'category'
        ? activity.clickCategory(data.category.id, { id })
        : activity.clickSearch(data.searchText, { id });
    void sent.catch(() => {});
  };
  doc.addEventListener('click', report, true);
  doc.addEventListener('auxclick', report, true);
  return () => {
    doc.removeEventListener('click', report, true);
    doc.removeEventListener('auxclick', report, true);
  };
}
