import { CartAlert } from '../CartAlert/CartAlert';

/** The reservation timer's words; `{clock}` in `running` is the time left (m:ss). */
export interface ReservationAlertMessages {
  running: string;
  runningHint: string;
  expiredTitle: string;
  expiredBody: string;
  close: string;
}

/** One moment of the countdown: hidden, running (info above a minute, warning at a minute or less), or expired. */
export type ReservationAlertView =
  { kind: 'hidden' } | { kind: 'info' | 'warning'; clock: string; remainingMs?: number } | { kind: 'expired' };

export interface ReservationAlertProps {
  view: ReservationAlertView;
  messages: ReservationAlertMessages;
  /** The expired alert's close button. */
  onClose: () => void;
}

/** The cart reservation timer's alert for one view of its countdown (an empty marker when hidden). */
export function ReservationAlert({ view, messages, onClose }: ReservationAlertProps) {
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
  const clock = view.clock;
  return (
    <CartAlert
      status={view.kind}
      title={messages.running.replace(/\{clock\}/g, () => clock)}
      data-testid="reservation-running"
    >
      {messages.runningHint}
    </CartAlert>
  );
}
