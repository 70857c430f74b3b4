import { Island } from '@ridgeline/renderer';
import { DataLayer } from './DataLayer';
import { DATA_LAYER_ISLAND } from './pageEvent';
import type { ShopPageData } from '@ridgeline/commerce';

/**
 * A shop page's data-layer island: its page data as the island's props (no shopper data on public pages: the browser
 * adds the registration state), code loaded when the browser is idle. Render it after what the data describes.
 */
export function ShopDataLayer({ data }: { data: ShopPageData }) {
  return (
    <Island kind={DATA_LAYER_ISLAND} trigger="idle" props={{ data }}>
      <DataLayer data={data} />
    </Island>
  );
}
