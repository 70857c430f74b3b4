import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { ReservationCopy } from './reservation';

const m = defineMessages({
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
});

/**
 * The reservation timer's words in the page's locale, for its island's props (the bag and checkout pages). The
 * `{clock}` placeholder is kept as it is (formatted as the literal `{clock}`) and filled in the browser every second.
 */
export function reservationCopy(intl: IntlShape): ReservationCopy {
  return {
    running: intl.formatMessage(m.running as MessageDescriptor, { clock: '{clock}' }),
    runningHint: intl.formatMessage(m.runningHint),
    expiredTitle: intl.formatMessage(m.expiredTitle),
    expiredBody: intl.formatMessage(m.expiredBody),
    close: intl.formatMessage(m.close),
  };
}
