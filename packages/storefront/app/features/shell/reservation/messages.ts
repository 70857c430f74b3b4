import type { IntlShape } from 'react-intl';
import { defineMessages, englishOf, type MessagesOf } from '../../../platform/i18n/defineMessages';
import { formatMessages } from '../../../platform/i18n/formatMessages';

/**
 * The reservation timer's messages (docs/behaviour/cart-and-checkout.md). `{clock}` is kept as it is and filled in the browser
 * every second with the `m:ss` clock (the same in every locale).
 */
const reservationMessages = defineMessages({
  running: {
    id: 'cart.reservation.running',
    defaultMessage: 'Your cart is reserved for {clock}',
    description: 'reservation timer: {clock} is the time left, m:ss',
  },
  runningHint: { id: 'cart.reservation.runningHint', defaultMessage: "Checkout now while it's still available" },
  expiredTitle: { id: 'cart.reservation.expiredTitle', defaultMessage: 'Sorry, time has expired' },
  expiredBody: {
    id: 'cart.reservation.expiredBody',
    defaultMessage: "Your item is no longer reserved, but you may be able to complete your purchase before it's gone.",
  },
  close: {
    id: 'cart.reservation.close',
    defaultMessage: 'Close',
    description: 'reservation timer: the expired alert’s close button',
  },
  region: {
    id: 'cart.reservation.region',
    defaultMessage: 'Cart reservation',
    description: 'reservation timer: the name of the box pinned to the top of pages other than the bag',
  },
});

/** The reservation timer's messages in one locale (`running` keeps its `{clock}` placeholder). */
export type ReservationMessages = MessagesOf<typeof reservationMessages>;

/** The en-US messages (tests compare the catalogue with them). */
export const ENGLISH_RESERVATION_MESSAGES: ReservationMessages = englishOf(reservationMessages);

/** The reservation timer's messages in the page's locale (the bag and checkout pages, and the shell's alert everywhere else), `{clock}` kept. */
export function reservationMessagesOf(intl: IntlShape): ReservationMessages {
  return formatMessages(intl, reservationMessages, ['clock']);
}
