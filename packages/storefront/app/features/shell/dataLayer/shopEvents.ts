/**
 * The shop pages' data layer and activity calls (docs/behaviour/data-layer.md): the events are @ridgeline/commerce's
 * (`shopPageEntries`); here the browser sends the page's activity to the recommendation and activity service
 * (viewProduct, viewCategory, viewSearch, beginCheckout; addToCart from the buy box; clickCategory and clickSearch
 * when a product of a list page's grid is followed). Activity calls go through the activity client, which sends
 * nothing while do-not-track is on; the data layer stays in the page.
 */
import {
  dataLayerProduct,
  followedListProduct,
  pushDataLayer,
  type ActivityProduct,
  type DataLayerProduct,
  type ShopPageData,
} from '@ridgeline/commerce';
import {
  addToCart,
  beginCheckout,
  clickCategory,
  clickSearch,
  viewCategory,
  viewProduct,
  viewSearch,
} from '../activity/einstein';

const activityProduct = (product: DataLayerProduct): ActivityProduct => ({
  id: product.id,
  ...(product.sku ? { sku: product.sku } : {}),
  ...(product.price !== undefined ? { price: product.price } : {}),
  ...(product.quantity !== undefined ? { quantity: product.quantity } : {}),
});

/** The page type's activity call (none for the bag and the confirmation); skipped by the client under do-not-track. */
export function sendPageActivity(data: ShopPageData): Promise<unknown> {
  switch (data.pageType) {
    case 'product':
      return viewProduct(activityProduct(data.product));
    case 'category':
      return viewCategory(data.category.id, data.products.map(activityProduct), data.products.length > 0);
    case 'search':
      return viewSearch(data.searchText, data.products.map(activityProduct), data.products.length > 0);
    case 'checkout':
      return beginCheckout(data.products.map(activityProduct), data.amount);
    default:
      return Promise.resolve(undefined);
  }
}

/** An add to bag that succeeded: the `addToCart` entry and activity. */
export function reportAddToCart(product: DataLayerProduct, currency: string, win: Window = window): Promise<unknown> {
  const line = dataLayerProduct(product);
  pushDataLayer([{ event: 'addToCart', currency, products: [line] }], win);
  return addToCart([activityProduct(line)]);
}

/**
 * On a category or search page: reports the products the shopper follows from the grid (clickCategory with the
 * category id, clickSearch with the search phrase). Tiles stay plain links: the call goes out as the link navigates
 * (the activity client sends with `keepalive`), never holding the navigation back. A primary click (or Enter) and a
 * middle click (a new tab) count. Returns the cleanup.
 */
export function watchListClicks(data: ShopPageData, doc: Document = document): () => void {
  if (data.pageType !== 'category' && data.pageType !== 'search') return () => {};
  const listed = new Set(data.products.map((product) => product.id));
  const report = (event: MouseEvent) => {
    if (event.type === 'auxclick' && event.button !== 1) return;
    const id = followedListProduct(event.target, listed);
    if (!id) return;
    const sent =
      data.pageType === 'category' ? clickCategory(data.category.id, { id }) : clickSearch(data.searchText, { id });
    void sent.catch(() => {});
  };
  doc.addEventListener('click', report, true);
  doc.addEventListener('auxclick', report, true);
  return () => {
    doc.removeEventListener('click', report, true);
    doc.removeEventListener('auxclick', report, true);
  };
}
