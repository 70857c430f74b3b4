import { dataLayerProduct, priceOf, type ShopPageData } from '@ridgeline/commerce';
import type { ListPageData } from './list.server';

/**
 * A list page's data-layer data: the category (its id and heading) or the search phrase, the tiles of the page shown
 * (id, name, price) and the result count.
 */
export function listPageData(
  data: Pick<ListPageData, 'view' | 'locale' | 'currency' | 'categoryId' | 'landing'>,
): ShopPageData {
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
