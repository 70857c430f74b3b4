import { useEffect, useState } from 'react';
import { CartAlert } from './CartAlert';
import { ENGLISH_RESERVATION_MESSAGES, type ReservationMessages } from './messages';
import {
  parseReservationExpiry,
  RESERVATION_COOKIE,
  reservationTitle,
  startReservationCountdown,
  type ReservationView,
} from './reservation';

/** The island kind of the reservation timer (registered in app/islands/parts.ts). */
export const RESERVATION_TIMER_ISLAND = 'cart-reservation';

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
 * the same for every shopper); in the browser it reads the reservation cookie and counts down (see `reservation.ts`).
 * Its messages come as props, formatted on the server in the page's locale (`reservationMessagesOf`).
 */
export function ReservationTimer({ messages = ENGLISH_RESERVATION_MESSAGES }: { messages?: ReservationMessages }) {
  const [view, setView] = useState<ReservationView>({ kind: 'hidden' });
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

/** The alert for one view of the countdown (nothing when hidden). */
export function ReservationAlert({
  view,
  messages = ENGLISH_RESERVATION_MESSAGES,
  onClose,
}: {
  view: ReservationView;
  messages?: ReservationMessages;
  onClose: () => void;
}) {
  if (view.kind === 'hidden') return <div data-reservation="hidden" />;
  if (view.kind === 'expired') {
    return (
      <CartAlert
        status="error"
        title={messages.expiredTitle}
        onClose={onClose}
        closeLabel={messages.close}
        data-testid="reservation-expired"
      >
        {messages.expiredBody}
      </CartAlert>
    );
  }
  return (
    <CartAlert status={view.kind} title={reservationTitle(messages, view.clock)} data-testid="reservation-running">
      {messages.runningHint}
    </CartAlert>
  );
}
