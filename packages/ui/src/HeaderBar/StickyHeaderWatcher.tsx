import { useEffect } from 'react';
import { HEADER_STICKY_ATTRIBUTE } from './HeaderBar';

/** A function that runs at most once per `waitMs`: at once when it may, else once at the end of the wait. */
function throttled(run: () => void, waitMs: number) {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const now = () => {
    timer = undefined;
    last = Date.now();
    run();
  };
  const call = () => {
    const remaining = last + waitMs - Date.now();
    if (remaining <= 0 || remaining > waitMs) {
      clearTimeout(timer);
      now();
    } else timer ??= setTimeout(now, remaining);
  };
  return Object.assign(call, { cancel: () => clearTimeout(timer) });
}

/**
 * Renders nothing: sets `data-sticky` on the site header (`[data-site-header]`) to whether the page has scrolled more
 * than `thresholdPx`, checked on load and on scroll at most once every `throttleMs` (the last scroll of a burst is
 * always checked, at the end of its wait). The header's `position: sticky` needs no script; this only drives its
 * visual state (shadow, a floating header turning solid).
 */
export function StickyHeaderWatcher({ thresholdPx, throttleMs }: { thresholdPx: number; throttleMs: number }) {
  useEffect(() => {
    const header = document.querySelector<HTMLElement>('[data-site-header]');
    if (!header) return undefined;
    const check = throttled(
      () => header.setAttribute(HEADER_STICKY_ATTRIBUTE, String(window.scrollY > thresholdPx)),
      throttleMs,
    );
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      window.removeEventListener('scroll', check);
      check.cancel();
    };
  }, [thresholdPx, throttleMs]);
  return null;
}
