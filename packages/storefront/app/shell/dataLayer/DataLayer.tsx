import { useEffect } from 'react';
import { pushDataLayer } from './pageEvent';
import { sendPageActivity, shopPageEntries, type ShopPageData } from './shopEvents';

export interface DataLayerProps {
  data: ShopPageData;
}

/**
 * A shop page's data layer (island `data-layer`, trigger `idle`; placed after what the page shows, the product list on
 * list pages): once per page load it pushes the page's entries onto `window.dataLayer` and sends the page's activity
 * (never under do-not-track). Renders nothing.
 */
export function DataLayer({ data }: DataLayerProps) {
  useEffect(() => {
    pushDataLayer(shopPageEntries(data, window.location.pathname, document.cookie));
    void sendPageActivity(data).catch(() => {});
    // Once per page load: the props are the page's, they do not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
