/**
 * The cart reservation timer's countdown (browser-safe, no React). The basket says until when its items are reserved
 * (`c_reservationExpirationTime`); the server copies it into the `ridgeline-reservation` cookie whenever it reads or
 * changes the basket, and the timer island counts down from it.
 *
 * The clock shown runs toward the expiry minus a minute (the last minute is kept as a margin for paying), ticking
 * every second: an info alert while more than a minute is shown, a warning at a minute or less. At zero the alert
 * goes away two seconds later; if it had been on screen, a closable error alert says the time has expired for
 * thirteen seconds, and the cookie is removed.
 */

export { RESERVATION_COOKIE } from './reservationCookie';
/** The margin kept before the real expiry: the countdown reaches zero this long before it. */
export const RESERVATION_MARGIN_MS = 60_000;
/** At this much time left or less, the alert is a warning. */
export const RESERVATION_WARNING_MS = 60_000;
export const RESERVATION_TICK_MS = 1_000;
/** How long the alert stays after the countdown reaches zero. */
export const RESERVATION_HIDE_DELAY_MS = 2_000;
/** How long the expired alert shows. */
export const RESERVATION_EXPIRED_MS = 13_000;

/** The running alert's title: the `running` message (formatted with its `{clock}` placeholder kept) with the clock in it. */
export function reservationTitle(messages: { readonly running: string }, clock: string): string {
  return messages.running.replace(/\{clock\}/g, () => clock);
}

export type ReservationView =
  { kind: 'hidden' } | { kind: 'info' | 'warning'; remainingMs: number; clock: string } | { kind: 'expired' };

/** `m:ss` of a duration (rounded up to the second, so the clock shows 0:00 only at zero). */
export function reservationClock(remainingMs: number): string {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The alert for a time left on the countdown (the expiry minus the margin, minus now). */
export function runningView(remainingMs: number): ReservationView {
  const clock = reservationClock(remainingMs);
  return {
    kind: remainingMs > RESERVATION_WARNING_MS ? 'info' : 'warning',
    remainingMs: Math.max(0, remainingMs),
    clock,
  };
}

/** The expiry in a cookie value: a positive whole number of epoch ms, else undefined (a missing or bad cookie hides the timer). */
export function parseReservationExpiry(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,16}$/.test(value)) return undefined;
  const expiry = Number(value);
  return Number.isSafeInteger(expiry) && expiry > 0 ? expiry : undefined;
}

export interface CountdownClock {
  now(): number;
  setInterval(run: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface ReservationCountdownOptions {
  /** Epoch ms the basket's reservation ends, or undefined when the basket has none. */
  expiry: number | undefined;
  onView(view: ReservationView): void;
  /** Removes the reservation cookie (no expiry, or the countdown ran out). */
  clearCookie(): void;
  clock?: CountdownClock;
}

const realClock: CountdownClock = {
  now: () => Date.now(),
  setInterval: (run, ms) => globalThis.setInterval(run, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Runs one reservation's countdown: reports the view at once, then every second; returns a stop function. With no
 * expiry the view is hidden and the cookie is removed. A reservation already past its zero when the page opens was
 * never shown, so it ends hidden (no expired alert).
 */
export function startReservationCountdown({
  expiry,
  onView,
  clearCookie,
  clock = realClock,
}: ReservationCountdownOptions): () => void {
  if (expiry === undefined) {
    clearCookie();
    onView({ kind: 'hidden' });
    return () => {};
  }
  const target = expiry - RESERVATION_MARGIN_MS;
  let shown = false;
  let ticking: unknown;
  const timeouts: unknown[] = [];
  const stopTicking = () => {
    if (ticking !== undefined) clock.clearInterval(ticking);
    ticking = undefined;
  };
  const finish = () => {
    stopTicking();
    clearCookie();
    const wasShown = shown;
    timeouts.push(
      clock.setTimeout(
        () => {
          if (!wasShown) {
            onView({ kind: 'hidden' });
            return;
          }
          onView({ kind: 'expired' });
          timeouts.push(clock.setTimeout(() => onView({ kind: 'hidden' }), RESERVATION_EXPIRED_MS));
        },
        wasShown ? RESERVATION_HIDE_DELAY_MS : 0,
      ),
    );
  };
  const tick = () => {
    const remaining = target - clock.now();
    if (remaining <= 0) {
      if (shown) onView(runningView(0));
      finish();
      return;
    }
    shown = true;
    onView(runningView(remaining));
  };
  tick();
  if (target - clock.now() > 0) ticking = clock.setInterval(tick, RESERVATION_TICK_MS);
  return () => {
    stopTicking();
    for (const handle of timeouts) clock.clearTimeout(handle);
  };
}
