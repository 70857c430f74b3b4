import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { MenuCategory } from '@ridgeline/renderer';
import { MobileMenuPanel } from '@ridgeline/ui';
import { MENU_BACK_DELAY_MS } from '../constants';

export interface MobileMenuProps {
  /** The entries shown below the desktop breakpoint (`visibleOn(…, 'mobile')`). */
  categories: MenuCategory[];
}

// Formatted in the browser: ids `island.…` travel in the document's JSON script (INTL_ISLAND_PARTS).
const menuMessages = defineMessages({
  menu: { id: 'island.menu.title', defaultMessage: 'Menu' },
  close: { id: 'island.menu.close', defaultMessage: 'Close menu' },
  categories: { id: 'island.menu.categories', defaultMessage: 'Categories' },
  back: { id: 'island.menu.back', defaultMessage: 'Back' },
  shopAll: { id: 'island.menu.shopAll', defaultMessage: 'Shop All {name}' },
});

/**
 * The menu button and the mobile menu drawer (an island, trigger `interaction`; ui's `MobileMenuPanel` in the page's
 * words). A tap before the island has hydrated is held and replayed once it has (the islands runtime does that for
 * buttons). Without JavaScript the header shows a link to the server-rendered category list instead (see Header).
 */
export function MobileMenu({ categories }: MobileMenuProps) {
  const intl = useIntl();
  const text = {
    menu: intl.formatMessage(menuMessages.menu),
    close: intl.formatMessage(menuMessages.close),
    categories: intl.formatMessage(menuMessages.categories),
    back: intl.formatMessage(menuMessages.back),
    shopAll: (name: string) => intl.formatMessage(menuMessages.shopAll as MessageDescriptor, { name }),
  };
  return <MobileMenuPanel categories={categories} text={text} backDelayMs={MENU_BACK_DELAY_MS} />;
}
