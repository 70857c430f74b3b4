import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Set on the viewport once embla drives it. Until then (server HTML, an island not yet hydrated, no JavaScript) the
 * viewport scrolls natively with scroll snap, so a shopper can swipe through the slides before any code has loaded.
 */
export const CAROUSEL_ACTIVE_ATTRIBUTE = 'data-carousel-active';

/** The slide whose start is nearest the viewport's native scroll position. */
export function nearestSlideIndex(viewport: HTMLElement, slides: readonly HTMLElement[]): number {
  const scrolled = Math.abs(viewport.scrollLeft);
  let best = 0;
  let bestDistance = Number.POSITIVE_INFINITY;
  slides.forEach((slide, index) => {
    const distance = Math.abs(Math.abs(slide.offsetLeft) - scrolled);
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}

/**
 * Hands the viewport from native scrolling to embla: before the first paint after hydration it notes the slide the
 * shopper scrolled to, resets the native scroll, marks the viewport active (which turns native scrolling off) and
 * removes the tab stop the native scroller had;
 * once embla is up it jumps there. Returns the ref to put on the viewport beside embla's.
 */
export function useNativeScrollHandoff(
  api: UseEmblaCarouselType[1],
  slidesToScroll: number | 'auto',
  emblaRef: (node: HTMLElement | null) => void,
) {
  const viewport = useRef<HTMLElement | null>(null);
  const startSlide = useRef(0);
  const ref = useCallback(
    (node: HTMLElement | null) => {
      viewport.current = node;
      emblaRef(node);
    },
    [emblaRef],
  );

  useLayoutEffect(() => {
    const node = viewport.current;
    if (!node) return;
    const slides = Array.from(node.firstElementChild?.children ?? []) as HTMLElement[];
    startSlide.current = node.scrollLeft !== 0 ? nearestSlideIndex(node, slides) : 0;
    node.scrollLeft = 0;
    node.setAttribute(CAROUSEL_ACTIVE_ATTRIBUTE, '');
    // The arrows, dots and arrow keys move it now: the native scroller's tab stop goes. A shopper who Tabbed onto it
    // before hydration keeps their focus there (removing the attribute would drop it to <body>).
    if (node.ownerDocument.activeElement === node) node.setAttribute('tabindex', '-1');
    else node.removeAttribute('tabindex');
    return () => node.removeAttribute(CAROUSEL_ACTIVE_ATTRIBUTE);
  }, []);

  useEffect(() => {
    if (!api || startSlide.current === 0) return;
    const perSnap = typeof slidesToScroll === 'number' ? slidesToScroll : 1;
    const snaps = api.scrollSnapList().length;
    api.scrollTo(Math.min(Math.floor(startSlide.current / perSnap), snaps - 1), true);
    startSlide.current = 0;
  }, [api, slidesToScroll]);

  return ref;
}
