import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEADER_STICKY_ATTRIBUTE } from './HeaderBar';
import { StickyHeaderWatcher } from './StickyHeaderWatcher';

const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
};

describe('StickyHeaderWatcher', () => {
  let header: HTMLElement;
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
    scrollTo(0);
    header = document.createElement('header');
    header.setAttribute('data-site-header', '');
    document.body.append(header);
  });
  afterEach(() => {
    header.remove();
    vi.useRealTimers();
  });

  it('marks the header sticky past the threshold, checking the scroll at most every 100 ms (the last one too)', () => {
    const { unmount } = render(<StickyHeaderWatcher thresholdPx={56} throttleMs={100} />);
    expect(header.getAttribute(HEADER_STICKY_ATTRIBUTE)).toBe('false'); // checked on load
    const set = vi.spyOn(header, 'setAttribute');
    act(() => scrollTo(57)); // 0 ms after the load check: waits for the end of the 100 ms
    act(() => vi.advanceTimersByTime(50));
    act(() => scrollTo(80)); // in the same window: no second check is queued
    act(() => vi.advanceTimersByTime(49));
    expect(set).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(set).toHaveBeenCalledTimes(1);
    expect(header.getAttribute(HEADER_STICKY_ATTRIBUTE)).toBe('true');
    // a burst of scrolls over 250 ms: one check at once, then at most one per 100 ms, the last position last
    act(() => vi.advanceTimersByTime(200));
    for (let t = 0; t < 250; t += 10) {
      act(() => scrollTo(t < 240 ? 100 + t : 56));
      act(() => vi.advanceTimersByTime(10));
    }
    act(() => vi.advanceTimersByTime(100));
    expect(set.mock.calls.length - 1).toBeLessThanOrEqual(4);
    expect(set.mock.calls.length - 1).toBeGreaterThanOrEqual(3);
    expect(header.getAttribute(HEADER_STICKY_ATTRIBUTE)).toBe('false');
    unmount();
    act(() => scrollTo(300));
    act(() => vi.advanceTimersByTime(200));
    expect(header.getAttribute(HEADER_STICKY_ATTRIBUTE)).toBe('false'); // no listener after unmount
  });
});
