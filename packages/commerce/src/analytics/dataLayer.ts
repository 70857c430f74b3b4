/**
 * The analytics data layer's events (docs/behaviour/data-layer.md), as pure functions of a page's data: the page
 * event every page pushes, the shop pages' own events (productView, categoryView, searchView, cartView,
 * beginCheckout, purchase, addToCart), and the header search's hand-over of the search method. Browser-safe; the app
 * reads cookies and storage and passes what they hold.
 */
import type { PriceModel } from '@ridgeline/ui';
import type { ProductDetailModel } from '../product/model';
import type { ListView } from '../list/view';
import { pageViewEvent, pushDataLayer, type DataLayerEntry } from './pageView';

export * from './pageView';

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
        /** The CMS gives the category a landing page, shown above its grid: the page type is `categoryLanding`. */
        landing?: boolean;
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

/** The product page's data-layer data: the product (master id, name, price) once it has loaded. */
export function productPageData({
  model,
}: {
  model: Pick<ProductDetailModel, 'id' | 'name' | 'price' | 'locale' | 'currency'>;
}) {
  const price = priceOf(model.price);
  return {
    pageType: 'product' as const,
    locale: model.locale,
    currency: model.currency,
    product: { id: model.id, name: model.name, ...(price !== undefined ? { price } : {}) },
  };
}

/**
 * A list page's data-layer data: the category (its id and heading; `landing` when the CMS shows the category's
 * landing page above the grid) or the search phrase, the tiles of the page shown (id, name, price) and the result count.
 */
export function listPageData(data: {
  view: ListView;
  locale: string;
  currency: string;
  categoryId?: string | undefined;
  landing?: unknown;
}): ShopPageData {
  const { view, locale, currency, landing } = data;
  const products = view.tiles.map((tile) => {
    const price = priceOf(tile.price);
    return dataLayerProduct({ id: tile.id, name: tile.name, ...(price !== undefined ? { price } : {}) });
  });
  if (view.mode === 'category' && data.categoryId) {
    return {
      pageType: 'category',
      locale,
      currency,
      category: { id: data.categoryId, name: view.heading },
      products,
      resultCount: view.total,
      ...(landing ? { landing: true } : {}),
    };
  }
  return { pageType: 'search', locale, currency, searchText: view.q, products, resultCount: view.total };
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

/** The header search's submit (the typed term, Enter or the submit button). */
export const MANUAL_SEARCH = 'manualSearch';
export type SearchMethod = typeof MANUAL_SEARCH;

/**
 * The entries one page load pushes, in order: the page event first on every page but a category page (its
 * `categoryView` stands for it), then the page type's own event. A search page reached through the header search
 * carries the method that brought the shopper there (`searchMethod`).
 */
export function shopPageEntries(
  data: ShopPageData,
  path: string,
  signedIn: boolean,
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
  if (data.pageType !== 'category') return [{ ...pageViewEvent(data.pageType, path, locale, signedIn) }, own];
  // A category page has no page event: its `categoryView` carries what the page event would (path, registration).
  const pageType = data.landing ? 'categoryLanding' : 'category';
  const { event: _event, ...registration } = pageViewEvent(pageType, path, locale, signedIn);
  return [{ ...own, ...registration }];
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

const sameTerm = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The method a stored hand-over (`{ term, method }` as JSON, written by the header search right before it navigates)
 * names for the results of `searchText`: only the manual search, only for the same term; anything else is none.
 */
export function searchMethodFor(stored: string, searchText: string): SearchMethod | undefined {
  try {
    const value = JSON.parse(stored) as { term?: unknown; method?: unknown };
    return value.method === MANUAL_SEARCH && typeof value.term === 'string' && sameTerm(value.term, searchText)
      ? MANUAL_SEARCH
      : undefined;
  } catch {
    return undefined;
  }
}

/** The data layer's entry of the shopper's own cart and user (docs/behaviour/data-layer.md#shopper-data). */
export const SHOPPER_DATA_EVENT = 'shopperData';

/**
 * Asks the storefront (`url`: its shopper endpoint with `fields=dataLayer`, private, same origin) for the shopper's
 * data-layer cart and user and pushes them as one `shopperData` entry. Best effort: a failed or empty answer pushes
 * nothing, since the page's own events never wait for it.
 */
export async function pushShopperData(url: string, win: Window = window): Promise<void> {
  try {
    const response = await win.fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } });
    if (!response.ok) return;
    const body = (await response.json()) as { dataLayer?: { cart?: unknown; user?: unknown } } | null;
    const { cart, user } = body?.dataLayer ?? {};
    if (!cart && !user) return;
    pushDataLayer([{ event: SHOPPER_DATA_EVENT, ...(cart ? { cart } : {}), ...(user ? { user } : {}) }], win);
  } catch {
    // The data layer never fails the page; the server logged what it could not read.
  }
}
