import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  parseReservationExpiry,
  reservationClock,
  reservationTitle,
  runningView,
  startReservationCountdown,
  type ReservationView,
} from './reservation';

const START = 1_800_000_000_000;

describe('reservation countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  const run = (expiry: number | undefined) => {
    const views: ReservationView[] = [];
    const clearCookie = vi.fn();
    const stop = startReservationCountdown({ expiry, onView: (view) => views.push(view), clearCookie });
    return { views, clearCookie, stop, last: () => views.at(-1)! };
  };

  it('without an expiry: hidden, and the cookie is removed', () => {
    const { views, clearCookie } = run(undefined);
    expect(views).toEqual([{ kind: 'hidden' }]);
    expect(clearCookie).toHaveBeenCalledTimes(1);
  });

  it('counts down every second toward the expiry minus 60 s: info above 60 s, warning at 60 s or less', () => {
    // 3 minutes to expiry: the clock shows 2:00.
    const { last } = run(START + 180_000);
    expect(last()).toMatchObject({ kind: 'info', clock: '2:00' });
    vi.advanceTimersByTime(1_000);
    expect(last()).toMatchObject({ kind: 'info', clock: '1:59' });
    vi.advanceTimersByTime(58_000);
    expect(last()).toMatchObject({ kind: 'info', clock: '1:01' });
    vi.advanceTimersByTime(1_000);
    expect(last()).toMatchObject({ kind: 'warning', clock: '1:00' });
    vi.advanceTimersByTime(59_000);
    expect(last()).toMatchObject({ kind: 'warning', clock: '0:01' });
  });

  it('at zero: the alert stays 2 s, then the closable expired alert shows for 13 s; the cookie is removed', () => {
    const { last, clearCookie } = run(START + 65_000);
    expect(last()).toMatchObject({ kind: 'warning', clock: '0:05' });
    vi.advanceTimersByTime(5_000);
    expect(last()).toMatchObject({ kind: 'warning', clock: '0:00' });
    expect(clearCookie).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_999);
    expect(last().kind).toBe('warning');
    vi.advanceTimersByTime(1);
    expect(last()).toEqual({ kind: 'expired' });
    vi.advanceTimersByTime(12_999);
    expect(last()).toEqual({ kind: 'expired' });
    vi.advanceTimersByTime(1);
    expect(last()).toEqual({ kind: 'hidden' });
  });

  it('a reservation already past zero when the page opens was never shown: no expired alert, the cookie is removed', () => {
    const { views, clearCookie } = run(START + 30_000);
    vi.advanceTimersByTime(20_000);
    expect(views).toEqual([{ kind: 'hidden' }]);
    expect(clearCookie).toHaveBeenCalledTimes(1);
  });

  it('stop() ends the ticking', () => {
    const { views, stop } = run(START + 180_000);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(views).toHaveLength(1);
  });

  it('formats m:ss and reads only whole epoch ms from the cookie', () => {
    expect(reservationClock(125_000)).toBe('2:05');
    expect(reservationClock(59_001)).toBe('1:00');
    expect(reservationClock(-5)).toBe('0:00');
    expect(runningView(-5)).toEqual({ kind: 'warning', remainingMs: 0, clock: '0:00' });
    expect(reservationTitle({ running: 'Your cart is reserved for {clock}' }, '2:05')).toBe(
      'Your cart is reserved for 2:05',
    );
    expect(parseReservationExpiry(String(START))).toBe(START);
    for (const bad of [undefined, '', 'abc', '-5', '1e12', '0', '12345678901234567890'])
      expect(parseReservationExpiry(bad)).toBeUndefined();
  });
});
