import { parseReservationExpiry, RESERVATION_COOKIE, startReservationCountdown } from '@ridgeline/commerce';
import { readCookie } from '@ridgeline/renderer';
import { ReservationAlert, type ReservationAlertView } from '@ridgeline/ui';
import { useEffect, useState } from 'react';
import type { ReservationMessages } from './messages';

/** The island kind of the bag's and checkout's timer (registered in app/islands/parts.ts). */
export const RESERVATION_TIMER_ISLAND = 'cart-reservation';

function clearReservationCookie() {
  document.cookie = `${RESERVATION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

export interface ReservationTimerProps {
  messages: ReservationMessages;
  /**
   * The shell's alert on every other page (the overlays island): only the last minute and the expiry show, pinned to
   * the top of the viewport, the hint a link to the bag (`bagHref`). Docs: cart-and-checkout.md#reservation-timer.
   */
  shell?: { bagHref: string };
}

/**
 * The cart reservation timer (an island on the bag and checkout pages, and the shell's alert elsewhere). The server
 * renders nothing (the page stays the same for every shopper); in the browser it reads the reservation cookie and
 * counts down (`startReservationCountdown`, @ridgeline/commerce). Its messages come as props, formatted on the server
 * in the page's locale (`reservationMessagesOf`).
 */
export function ReservationTimer({ messages, shell }: ReservationTimerProps) {
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
  // Away from the bag a countdown of many minutes would follow the shopper everywhere; its last minute matters.
  const shown: ReservationAlertView = shell && view.kind === 'info' ? { kind: 'hidden' } : view;
  return (
    <ReservationAlert
      view={shown}
      messages={messages}
      onClose={() => setView({ kind: 'hidden' })}
      {...(shell ? { floating: true, hintHref: shell.bagHref } : {})}
    />
  );
}
