/**
 * The shop pages' data layer and activity calls (docs/behaviour/data-layer.md): from a page's data (built on the
 * server once the product, the category or the product list has loaded, and sent to the browser as the data-layer
 * island's props) the browser pushes the page's events onto `window.dataLayer` and sends its activity to the
 * recommendation and activity service (viewProduct, viewCategory, viewSearch, beginCheckout; addToCart from the buy
 * box; clickCategory and clickSearch when a product of a list page's grid is followed). Activity calls go through the activity client, which sends nothing while do-not-track is on; the data layer
 * stays in the page.
 */
import type { PriceModel } from '@ridgeline/ui';
import {
  addToCart,
  beginCheckout,
  clickCategory,
  clickSearch,
  viewCategory,
  viewProduct,
  viewSearch,
  type ActivityProduct,
} from '../activity/einstein';
import {
  isSignedIn,
  pageViewEvent,
  pushDataLayer,
  registrationTypeOf,
  type DataLayerEntry,
  type RegistrationType,
} from './pageEvent';
import type { SearchMethod } from './searchMethod';

/** `registrationComplete` for a shopper the signed-in cookie names, `registrationStart` for a guest. */
export function registrationType(cookieHeader: string | null | undefined): RegistrationType {
  return registrationTypeOf(isSignedIn(cookieHeader));
}

export interface DataLayerProduct {
  /** The master's id (or a standalone product's). */
  id: string;
  /** The variant's id, when one is chosen (lines of the bag, an add to bag). */
  sku?: string;
  name?: string;
  /** Unit price in the page's currency (a range's lowest). */
  price?: number;
  quantity?: number;
}

interface Common {
  locale: string;
  currency: string;
}

export type ShopPageData = Common &
  (
    | { pageType: 'product'; product: DataLayerProduct }
    | {
        pageType: 'category';
        category: { id: string; name: string };
        products: DataLayerProduct[];
        resultCount: number;
      }
    | { pageType: 'search'; searchText: string; products: DataLayerProduct[]; resultCount: number }
    | { pageType: 'cart'; products: DataLayerProduct[]; amount: number }
    | { pageType: 'checkout'; products: DataLayerProduct[]; amount: number }
    | { pageType: 'confirmation'; orderNo: string; products: DataLayerProduct[]; amount: number }
  );

/** The amount a price model stands for in the data layer: the current price, a range's lowest; none when missing. */
export function priceOf(price: PriceModel | null | undefined): number | undefined {
  if (!price) return undefined;
  return price.type === 'single' ? price.sales : price.minSale;
}

/** What the data layer says of a product: only the fields that have a value. */
export function dataLayerProduct(product: DataLayerProduct): DataLayerProduct {
  return {
    id: product.id,
    ...(product.sku ? { sku: product.sku } : {}),
    ...(product.name ? { name: product.name } : {}),
    ...(typeof product.price === 'number' && Number.isFinite(product.price) ? { price: product.price } : {}),
    ...(typeof product.quantity === 'number' ? { quantity: product.quantity } : {}),
  };
}

/**
 * The entries one page load pushes, in order: the page event first on every page but a category page (its
 * `categoryView` stands for it), then the page type's own event. A search page reached through the header search
 * carries the method that brought the shopper there (`searchMethod`).
 */
export function shopPageEntries(
  data: ShopPageData,
  path: string,
  cookieHeader: string | null | undefined,
  { searchMethod }: { searchMethod?: SearchMethod | undefined } = {},
): DataLayerEntry[] {
  const { locale, currency } = data;
  const products = 'products' in data ? data.products.map(dataLayerProduct) : [];
  const own = ((): DataLayerEntry => {
    switch (data.pageType) {
      case 'product':
        return { event: 'productView', currency, product: dataLayerProduct(data.product) };
      case 'category':
        return { event: 'categoryView', currency, category: data.category, products, resultCount: data.resultCount };
      case 'search':
        return {
          event: 'searchView',
          currency,
          searchText: data.searchText,
          ...(searchMethod ? { searchMethod } : {}),
          products,
          resultCount: data.resultCount,
        };
      case 'cart':
        return { event: 'cartView', currency, products, amount: data.amount };
      case 'checkout':
        return { event: 'beginCheckout', currency, products, amount: data.amount };
      case 'confirmation':
        return { event: 'purchase', currency, orderNo: data.orderNo, products, amount: data.amount };
    }
  })();
  const signedIn = registrationType(cookieHeader) === 'registrationComplete';
  return data.pageType === 'category'
    ? [{ ...own, ...withRegistration(path, locale, signedIn) }]
    : [{ ...pageViewEvent(data.pageType, path, locale, signedIn) }, own];
}

/** A category page has no page event: its `categoryView` carries what the page event would (path, registration). */
function withRegistration(path: string, locale: string, signedIn: boolean) {
  const { event: _event, ...rest } = pageViewEvent('category', path, locale, signedIn);
  return rest;
}

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

/** The attribute a list page's product section carries (the grid's tiles are inside it). */
export const PRODUCT_LIST_ATTRIBUTE = 'data-product-list';

/**
 * The product a click follows, when it is on a link inside a tile (`data-product-id`) of the page's product list and
 * the page's data lists that product; otherwise undefined (filters, pagination, the heart or the Compare box).
 */
export function followedListProduct(target: EventTarget | null, listed: ReadonlySet<string>): string | undefined {
  const element = target as Element | null;
  if (!element || typeof element.closest !== 'function') return undefined;
  const link = element.closest('a[href]');
  if (!link || !link.closest(`[${PRODUCT_LIST_ATTRIBUTE}]`)) return undefined;
  const id = link.closest('[data-product-id]')?.getAttribute('data-product-id');
  return id && listed.has(id) ? id : undefined;
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
