/**
 * The shop pages' activity calls (@ridgeline/commerce's `shopActivity.ts`) through the page's activity client: the
 * data-layer island sends the page's and watches the grid; the buy box reports an add to bag.
 */
import {
  reportAddToCartTo,
  sendShopPageActivity,
  watchListProductClicks,
  type DataLayerProduct,
  type ShopPageData,
} from '@ridgeline/commerce';
import { pageActivity } from '../activity/einstein';

export const sendPageActivity = (data: ShopPageData) => sendShopPageActivity(pageActivity, data);

export const reportAddToCart = (
  product: DataLayerProduct,
  currency: string,
  win: Window = window,
  selectedPriceTier?: number,
) => reportAddToCartTo(pageActivity, product, currency, win, selectedPriceTier);

export const watchListClicks = (data: ShopPageData, doc: Document = document) =>
  watchListProductClicks(pageActivity, data, doc);
