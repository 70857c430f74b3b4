import { defineMessages, type MessageDescriptor } from 'react-intl';
import { createShopIntl, type CompiledMessages } from './intl';
import { DEFAULT_LOCALE_ID } from '../urls';
import { SITE_NAME } from '../seo';

/** The titles of the shop's own pages (`<title>`: "{page} | Ridgeline"). */
export const pageTitles = defineMessages({
  account: { id: 'title.account', defaultMessage: 'My Account' },
  addresses: { id: 'title.addresses', defaultMessage: 'Addresses' },
  membership: { id: 'title.membership', defaultMessage: 'Membership' },
  orders: { id: 'title.orders', defaultMessage: 'Order History' },
  wishlist: { id: 'title.wishlist', defaultMessage: 'Wishlist' },
  signIn: { id: 'title.signIn', defaultMessage: 'Sign In' },
  registration: { id: 'title.registration', defaultMessage: 'Create An Account' },
  checkout: { id: 'title.checkout', defaultMessage: 'Checkout' },
  order: { id: 'title.order', defaultMessage: 'Order {orderNo}' },
  resetPassword: { id: 'title.resetPassword', defaultMessage: 'Reset Password' },
  bag: { id: 'title.bag', defaultMessage: 'Bag' },
});

interface RootMatchData {
  locale?: string;
  messages?: CompiledMessages;
}

/**
 * A page's `<title>` in the request's locale, from a route's `meta` (which has no intl of its own): the root route's
 * data carries the locale and its messages. Without them (the root failed) the English title.
 */
export function pageTitle(
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
  descriptor: MessageDescriptor,
  values?: Record<string, string | number>,
): string {
  return `${intlOf(matches).formatMessage(descriptor, values)} | ${SITE_NAME}`;
}

/**
 * The title of a page that shows one part at a time (a checkout step): "{part} – {page} | Ridgeline", so a
 * screen reader hears which part a reload opened.
 */
export function pagePartTitle(
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
  part: MessageDescriptor,
  descriptor: MessageDescriptor,
): string {
  const intl = intlOf(matches);
  return `${intl.formatMessage(part)} – ${intl.formatMessage(descriptor)} | ${SITE_NAME}`;
}

function intlOf(matches: readonly ({ id: string; data?: unknown } | undefined)[]) {
  const root = matches.find((match) => match?.id === 'root')?.data as RootMatchData | undefined;
  return createShopIntl({ locale: root?.locale ?? DEFAULT_LOCALE_ID, messages: root?.messages ?? {} });
}
