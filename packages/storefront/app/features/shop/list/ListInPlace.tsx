import { useEffect, useState } from 'react';
import { startInPlaceNavigation } from '@ridgeline/renderer/islands';
import { VisuallyHidden } from '@ridgeline/ui';
import { CRITICAL_STYLE_ATTRIBUTE } from '../../../platform/emotion';
import { documentNonce } from '../../../platform/nonce';

/** The list's section (ProductListLayout) and the phone filter drawer's list, which the drawer portals out of it. */
const LIST_REGION = '[data-product-list]';
const LIST_CONTROLS = '[data-product-list], [data-filter-drawer-list]';

/**
 * The product list's in-place states (island `list-in-place`, trigger idle; docs/behaviour/product-list.md): once it
 * runs, filters, sort, page size and pages load into the list without a document load (`@ridgeline/renderer`'s
 * `startInPlaceNavigation`), focus goes to the results heading and this polite live region says the new count.
 * Before it runs, and without JavaScript, the same links and forms load the page.
 */
export function ListInPlace() {
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    const navigation = startInPlaceNavigation({
      region: LIST_REGION,
      within: LIST_CONTROLS,
      styleIdsAttribute: CRITICAL_STYLE_ATTRIBUTE,
      nonce: documentNonce(),
      onBusy: (busy) => document.querySelector(LIST_REGION)?.setAttribute('aria-busy', String(busy)),
      onReplaced: (region) => {
        // The control the shopper used is gone with the old list: their place is the results heading.
        const heading = region.querySelector<HTMLElement>('#product-list-heading');
        heading?.setAttribute('tabindex', '-1');
        heading?.focus();
        const summary = region.querySelector('[data-result-count], [data-list-empty] > *');
        setAnnouncement(summary?.textContent ?? '');
      },
    });
    return navigation.stop;
  }, []);
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-list-announcement="">
      {announcement}
    </VisuallyHidden>
  );
}
