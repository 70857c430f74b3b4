import { parseReservationExpiry, RESERVATION_COOKIE, startReservationCountdown } from '@ridgeline/commerce';
import { ReservationAlert, type ReservationAlertView } from '@ridgeline/ui';
import { useEffect, useState } from 'react';
import type { ReservationMessages } from './messages';

/** The island kinds of the bag's parts (registered in app/islands/parts.ts). */
export const RESERVATION_TIMER_ISLAND = 'cart-reservation';
export const CART_QUANTITY_ISLAND = 'cart-quantity';
export const UNAVAILABLE_ITEMS_ISLAND = 'cart-unavailable';

function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

function clearReservationCookie() {
  document.cookie = `${RESERVATION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/**
 * The cart reservation timer (an island on the bag and checkout pages). The server renders nothing (the page stays
 * the same for every shopper); in the browser it reads the reservation cookie and counts down
 * (`startReservationCountdown`, @ridgeline/commerce). Its messages come as props, formatted on the server in the
 * page's locale (`reservationMessagesOf`).
 */
export function ReservationTimer({ messages }: { messages: ReservationMessages }) {
  const [view, setView] = useState<ReservationAlertView>({ kind: 'hidden' });
  useEffect(
    () =>
      startReservationCountdown({
        expiry: parseReservationExpiry(readCookie(RESERVATION_COOKIE)),
        onView: setView,
        clearCookie: clearReservationCookie,
      }),
    [],
  );
  return <ReservationAlert view={view} messages={messages} onClose={() => setView({ kind: 'hidden' })} />;
}
