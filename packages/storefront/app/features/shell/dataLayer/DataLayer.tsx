import { useEffect } from 'react';
import { pushDataLayer, shopPageEntries, type ShopPageData } from '@ridgeline/commerce';
import { isSignedIn } from './pageEvent';
import { takeSearchMethod } from './searchMethod';
import { sendPageActivity, watchListClicks } from './shopEvents';

export interface DataLayerProps {
  data: ShopPageData;
}

/**
 * A shop page's data layer (island `data-layer`, trigger `idle`; placed after what the page shows, the product list on
 * list pages): once per page load it pushes the page's entries onto `window.dataLayer` and sends the page's activity
 * (never under do-not-track); on list pages it then reports the products followed from the grid. Renders nothing.
 */
export function DataLayer({ data }: DataLayerProps) {
  useEffect(() => {
    const searchMethod = data.pageType === 'search' ? takeSearchMethod(data.searchText) : undefined;
    pushDataLayer(shopPageEntries(data, window.location.pathname, isSignedIn(document.cookie), { searchMethod }));
    void sendPageActivity(data).catch(() => {});
    return watchListClicks(data);
    // Once per page load: the props are the page's, they do not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
