import { defineMessages, englishOf, type MessagesOf } from '../../../platform/i18n/defineMessages';

/**
 * The account drawer's messages. A file of its own, not `account/messages.ts`: the drawer shares no module of words
 * with the sign-in dialog, since a module both load would become a chunk of its own in the account island's preload
 * list on every page. The server formats them with the dialog's (`drawer` of `/__ridgeline/account-messages`).
 */
export const accountDrawerMessages = defineMessages({
  hi: { id: 'accountForms.drawer.hi', defaultMessage: 'Hi, {name}' },
  hiThere: { id: 'accountForms.drawer.hiThere', defaultMessage: 'Hi there' },
  nav: { id: 'accountForms.drawer.nav', defaultMessage: 'Account' },
  myAccount: { id: 'accountForms.drawer.myAccount', defaultMessage: 'My Account' },
  orders: { id: 'accountForms.drawer.orders', defaultMessage: 'Order History' },
  wishlist: { id: 'accountForms.drawer.wishlist', defaultMessage: 'Wishlist' },
  addresses: { id: 'accountForms.drawer.addresses', defaultMessage: 'Addresses' },
  membership: { id: 'accountForms.drawer.membership', defaultMessage: 'Membership' },
  logOut: { id: 'accountForms.drawer.logOut', defaultMessage: 'Log out' },
  close: { id: 'accountForms.drawer.close', defaultMessage: 'Close' },
});

/** The drawer's messages in one locale. */
export type AccountDrawerMessages = MessagesOf<typeof accountDrawerMessages>;

/** The en-US messages: the drawer's own when the page is en-US (it fetches nothing then). */
export const ENGLISH_DRAWER_MESSAGES: AccountDrawerMessages = englishOf(accountDrawerMessages);
