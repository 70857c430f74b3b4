import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './Carousel';
import { CAROUSEL_ACTIVE_ATTRIBUTE, nearestSlideIndex } from './nativeScrollHandoff';

/** The viewport scrolls natively until embla drives it; hydration hands the position over (the browser check is a story). */
const scrollTo = vi.hoisted(() => vi.fn());
vi.mock('embla-carousel-react', () => {
  const api = {
    scrollSnapList: () => [0, 0.25, 0.5, 0.75],
    selectedScrollSnap: () => 0,
    canScrollPrev: () => false,
    canScrollNext: () => true,
    scrollTo,
    slidesInView: () => [0, 1],
    on: () => api,
    off: () => api,
  };
  return { default: () => [() => {}, api] };
});

const carousel = (
  <Carousel label="Jackets" slideWidths={{ base: '50%' }}>
    {Array.from({ length: 8 }, (_, index) => (
      <p key={index}>Jacket {index + 1}</p>
    ))}
  </Carousel>
);

/** Gives `element` a scroll position jsdom keeps (jsdom has no layout). */
function scrollable(element: HTMLElement, scrollLeft: number) {
  let value = scrollLeft;
  Object.defineProperty(element, 'scrollLeft', {
    configurable: true,
    get: () => value,
    set: (next: number) => (value = next),
  });
}

describe('native scroll before hydration', () => {
  beforeEach(() => scrollTo.mockClear());

  it('server HTML has no active mark, so the viewport scrolls natively with snap points', () => {
    const html = renderToString(carousel);
    expect(html).not.toContain(CAROUSEL_ACTIVE_ATTRIBUTE);
    // A scroll region a keyboard can reach (axe: scrollable-region-focusable).
    expect(html).toMatch(/<section[^>]*><div[^>]*tabindex="0"/);
  });

  it('hands the scrolled-to slide to embla on hydration and stops native scrolling', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(carousel);
    document.body.append(container);
    const viewport = container.querySelector('section > div') as HTMLElement;
    const slides = Array.from(viewport.firstElementChild!.children) as HTMLElement[];
    slides.forEach((slide, index) =>
      Object.defineProperty(slide, 'offsetLeft', { configurable: true, get: () => index * 200 }),
    );
    scrollable(viewport, 410);
    await act(async () => {
      hydrateRoot(container, carousel);
    });
    expect(viewport).toHaveAttribute(CAROUSEL_ACTIVE_ATTRIBUTE);
    expect(viewport.scrollLeft).toBe(0);
    expect(viewport).not.toHaveAttribute('tabindex');
    expect(scrollTo).toHaveBeenCalledWith(2, true);
    container.remove();
  });

  it('a shopper focused on the native scroller before hydration keeps that focus', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(carousel);
    document.body.append(container);
    const viewport = container.querySelector('section > div') as HTMLElement;
    viewport.focus();
    await act(async () => {
      hydrateRoot(container, carousel);
    });
    expect(document.activeElement).toBe(viewport);
    // Out of the Tab order all the same.
    expect(viewport).toHaveAttribute('tabindex', '-1');
    container.remove();
  });

  it('an unscrolled viewport hydrates in place', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(carousel);
    await act(async () => {
      hydrateRoot(container, carousel);
    });
    expect(container.querySelector(`[${CAROUSEL_ACTIVE_ATTRIBUTE}]`)).not.toBeNull();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('finds the slide nearest a scroll position, right-to-left included', () => {
    const slides = [0, 300, 600, 900].map((left) => ({ offsetLeft: left }) as HTMLElement);
    expect(nearestSlideIndex({ scrollLeft: 0 } as HTMLElement, slides)).toBe(0);
    expect(nearestSlideIndex({ scrollLeft: 640 } as HTMLElement, slides)).toBe(2);
    expect(
      nearestSlideIndex(
        { scrollLeft: -880 } as HTMLElement,
        slides.map((s) => ({ offsetLeft: -s.offsetLeft }) as HTMLElement),
      ),
    ).toBe(3);
  });
});
