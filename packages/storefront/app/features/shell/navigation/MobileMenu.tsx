import type { MenuCategory } from '@ridgeline/renderer';
import { MobileMenuPanel } from '@ridgeline/ui';
import { fillMessage } from '../../../platform/i18n/defineMessages';
import { MENU_BACK_DELAY_MS } from '../constants';
import { ENGLISH_MOBILE_MENU_MESSAGES, type MobileMenuMessages } from '../messages';

export interface MobileMenuProps {
  /** The entries shown below the desktop breakpoint (`visibleOn(…, 'mobile')`). */
  categories: MenuCategory[];
  /** Its words in the page's locale (the header formats them, `{name}` kept); English without. */
  messages?: MobileMenuMessages;
}

/**
 * The menu button and the mobile menu drawer (an island, trigger `interaction`; ui's `MobileMenuPanel` in the page's
 * words). The drawer's first level is a native `<dialog>` in the server's HTML that the button opens by itself, so the
 * first tap never waits for this code; a category level tapped before the island has hydrated is held and replayed
 * once it has (the islands runtime does that for buttons). Without JavaScript the header shows a link to the
 * server-rendered category list instead (see Header).
 */
export function MobileMenu({ categories, messages = ENGLISH_MOBILE_MENU_MESSAGES }: MobileMenuProps) {
  const text = { ...messages, shopAll: (name: string) => fillMessage(messages.shopAll, { name }) };
  return <MobileMenuPanel categories={categories} text={text} backDelayMs={MENU_BACK_DELAY_MS} />;
}
