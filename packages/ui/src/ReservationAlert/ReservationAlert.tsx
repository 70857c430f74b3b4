import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { CartAlert } from '../CartAlert/CartAlert';
import { theme } from '../theme/theme';
import { TOAST_PLACEMENT } from '../Toast/placement';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

/** The reservation timer's words; `{clock}` in `running` is the time left (m:ss). */
export interface ReservationAlertMessages {
  running: string;
  runningHint: string;
  expiredTitle: string;
  expiredBody: string;
  close: string;
  /** The floating alert's landmark name (every part of a page sits in a landmark); 'Cart reservation' by default. */
  region?: string;
}

/** One moment of the countdown: hidden, running (info above a minute, warning at a minute or less), or expired. */
export type ReservationAlertView =
  { kind: 'hidden' } | { kind: 'info' | 'warning'; clock: string; remainingMs?: number } | { kind: 'expired' };

export interface ReservationAlertProps {
  view: ReservationAlertView;
  messages: ReservationAlertMessages;
  /** The expired alert's close button. */
  onClose: () => void;
  /**
   * Pinned to the top of the viewport, where toasts show (top-centre on phones, top-right from the desktop
   * breakpoint), instead of in the page's flow: the shell's alert on pages other than the bag and checkout, which
   * must not move the page when it appears.
   */
  floating?: boolean;
  /** Makes the running alert's hint ("Checkout now…") a link here (the bag), for the shell's alert. */
  hintHref?: string;
}

/** The moments a screen reader hears the countdown: 5 minutes left and 1 minute left (and expiry, an alert). */
export const RESERVATION_ANNOUNCED_AT_MS = [5 * 60_000, 60_000] as const;
const ONE_MINUTE_MS = 60_000;

/** The last announced moment the view has reached (the smallest one not above its time left), or null. */
function announcedMomentOf(view: ReservationAlertView): number | null {
  if (view.kind !== 'info' && view.kind !== 'warning') return null;
  // Without the exact time left, a warning means a minute or less.
  const remaining = view.remainingMs ?? (view.kind === 'warning' ? ONE_MINUTE_MS : Number.POSITIVE_INFINITY);
  const reached = RESERVATION_ANNOUNCED_AT_MS.filter((moment) => remaining <= moment);
  return reached.length > 0 ? Math.min(...reached) : null;
}

/**
 * The cart reservation timer's alert for one view of its countdown (an empty marker when hidden). The visible clock
 * changes every second, so the box is no live region (a screen reader would talk without pause); a polite status of
 * its own says the time left only when 5 minutes and 1 minute are reached, and expiry is an alert.
 */
export function ReservationAlert({ floating = false, ...props }: ReservationAlertProps) {
  const alert = <ReservationAlertBody {...props} />;
  return floating && props.view.kind !== 'hidden' ? (
    <FloatingRegion role="region" aria-label={props.messages.region ?? 'Cart reservation'} data-reservation-floating="">
      {alert}
    </FloatingRegion>
  ) : (
    alert
  );
}

const FloatingRegion = styled.div({
  ...TOAST_PLACEMENT,
  '& > [data-status]': { boxShadow: theme.shadows.lg, margin: 0 },
});

function ReservationAlertBody({ view, messages, onClose, hintHref }: Omit<ReservationAlertProps, 'floating'>) {
  const moment = announcedMomentOf(view);
  const runningText = view.kind === 'info' || view.kind === 'warning' ? runningTitle(messages, view.clock) : '';
  const announcedMoment = useRef<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (moment === announcedMoment.current) return;
    announcedMoment.current = moment;
    setAnnouncement(moment === null ? '' : runningText);
    // Only a new moment is announced; the clock ticking within it is not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [moment]);

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
    <>
      <CartAlert status={view.kind} title={runningText} live={false} data-testid="reservation-running">
        {hintHref ? <a href={hintHref}>{messages.runningHint}</a> : messages.runningHint}
      </CartAlert>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-reservation-announcement="">
        {announcement}
      </VisuallyHidden>
    </>
  );
}

function runningTitle(messages: ReservationAlertMessages, clock: string) {
  return messages.running.replace(/\{clock\}/g, () => clock);
}
