import type { IntlShape } from 'react-intl';
import { defineMessages, englishOf, type MessagesOf } from '../../platform/i18n/defineMessages';
import { formatMessages } from '../../platform/i18n/formatMessages';

/**
 * The header cart button's name. The button is an island on every page's first load, which loads no react-intl: the
 * header formats these in the page's locale (`cartButtonMessagesOf`) and passes them as the `messages` prop; the
 * browser puts the count in place of `#` (`cartLabel`, with the locale's plural rules).
 */
const cartButtonMessages = defineMessages({
  empty: { id: 'header.cart', defaultMessage: 'Cart' },
  one: { id: 'header.cart.one', defaultMessage: 'Cart, # item', description: '# is the number of items' },
  other: { id: 'header.cart.other', defaultMessage: 'Cart, # items', description: '# is the number of items' },
});

/** The cart button's name in one locale: "Cart", and "Cart, # item(s)" with `#` for the count. */
export type CartButtonMessages = MessagesOf<typeof cartButtonMessages>;

/** The en-US messages: what the button shows without a `messages` prop (stories, tests). */
export const ENGLISH_CART_BUTTON_MESSAGES: CartButtonMessages = englishOf(cartButtonMessages);

/** The cart button's messages in the page's locale, `#` kept for the browser. */
export function cartButtonMessagesOf(intl: IntlShape): CartButtonMessages {
  return formatMessages(intl, cartButtonMessages);
}

/**
 * The mobile menu's words (ids kept from when the island formatted them itself). The header formats them in the page's
 * locale, `{name}` kept for the browser: the menu's island then loads no react-intl, so its first tap downloads its
 * own code only (decision 0014).
 */
const mobileMenuMessages = defineMessages({
  menu: { id: 'island.menu.title', defaultMessage: 'Menu' },
  close: { id: 'island.menu.close', defaultMessage: 'Close menu' },
  categories: { id: 'island.menu.categories', defaultMessage: 'Categories' },
  back: { id: 'island.menu.back', defaultMessage: 'Back' },
  shopAll: { id: 'island.menu.shopAll', defaultMessage: 'Shop All {name}' },
});

export type MobileMenuMessages = MessagesOf<typeof mobileMenuMessages>;

export const ENGLISH_MOBILE_MENU_MESSAGES: MobileMenuMessages = englishOf(mobileMenuMessages);

export function mobileMenuMessagesOf(intl: IntlShape): MobileMenuMessages {
  return formatMessages(intl, mobileMenuMessages, ['name']);
}
