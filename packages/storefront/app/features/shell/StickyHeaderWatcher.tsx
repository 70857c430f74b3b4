import { HEADER_STICKY_ATTRIBUTE } from '@ridgeline/ui';
import throttle from 'lodash-es/throttle';
import { useEffect } from 'react';
import { SCROLL_CHECK_THROTTLE_MS, STICKY_HEADER_THRESHOLD_PX } from './constants';

/** Whether the header is in its sticky state at this scroll position. */
export const isStickyAt = (scrollY: number) => scrollY > STICKY_HEADER_THRESHOLD_PX;

/**
 * Renders nothing: sets `data-sticky` on the site header once the page has scrolled more than 56 px, checking at most
 * every 100 ms. The header's `position: sticky` needs no script; this only drives its visual state (shadow, a floating
 * header turning solid). An island of its own (trigger `idle`).
 */
export function StickyHeaderWatcher() {
  useEffect(() => {
    const header = document.querySelector<HTMLElement>('[data-site-header]');
    if (!header) return undefined;
    const check = throttle(
      () => header.setAttribute(HEADER_STICKY_ATTRIBUTE, String(isStickyAt(window.scrollY))),
      SCROLL_CHECK_THROTTLE_MS,
    );
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      window.removeEventListener('scroll', check);
      check.cancel();
    };
  }, []);
  return null;
}
