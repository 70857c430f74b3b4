import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import fixture from './fixtures/story-high-routes.json';
import noTitle from './fixtures/story-field-notes.json';
import { STORY_SLIDER, STORY_SLIDE_WIDTHS } from './StorySlider';
import { deviceFitProblems, srcSetCandidates } from '../test/srcset';
import { renderFixture } from '../test/harness';

const STORY = 'https://schema.ridgeline.dev/story-slider';

/** An IntersectionObserver whose entries the test delivers. */
class ControlledObserver {
  static instances: ControlledObserver[] = [];
  constructor(
    public callback: IntersectionObserverCallback,
    public options: IntersectionObserverInit = {},
  ) {
    ControlledObserver.instances.push(this);
  }
  targets: Element[] = [];
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
  enter(ratio: number) {
    const entries = this.targets.map(
      (target) => ({ target, isIntersecting: true, intersectionRatio: ratio }) as unknown as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function wideScreen(reducedMotion = false) {
  vi.stubGlobal('IntersectionObserver', ControlledObserver);
  const matchMedia = (query: string) =>
    ({
      matches: query.includes('min-width: 992px') || (reducedMotion && query.includes('prefers-reduced-motion')),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    }) as unknown as MediaQueryList;
  vi.stubGlobal('matchMedia', matchMedia);
  window.matchMedia = matchMedia;
}

const original = window.matchMedia;
afterEach(() => {
  vi.unstubAllGlobals();
  window.matchMedia = original;
  ControlledObserver.instances = [];
});

describe('StorySlider (through the renderer)', () => {
  it('validates and carries data-content-id and data-schema on its root', async () => {
    const { container, prepared } = await renderFixture(fixture);
    expect(prepared.__ridgeline).toEqual({ status: 'ok', data: undefined });
    expect(container.querySelector(`[data-schema="${STORY}"]`)).toHaveAttribute(
      'data-content-id',
      fixture._meta.deliveryId,
    );
  });

  it('enabled title card: h2 headline and body in the title card colour, story headlines as h3', async () => {
    const { container } = await renderFixture(fixture);
    const root = container.querySelector(`[data-schema="${STORY}"]`)!;
    expect(root).toHaveAttribute('data-title-card', 'enabled');
    expect(screen.getByRole('heading', { level: 2, name: 'Stories from the high routes' })).toBeInTheDocument();
    expect(screen.getByText(fixture.titleCardObj.titleCardBody)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      fixture.cards.map((card) => card.cardHeadline),
    );
  });

  it('disabled title card: no title card, story headlines as h2, the carousel named "Stories"', async () => {
    const { container } = await renderFixture(noTitle);
    expect(container.querySelector(`[data-schema="${STORY}"]`)).toHaveAttribute('data-title-card', 'disabled');
    expect(container.querySelector('[data-title-card-box]')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(noTitle.cards.length);
    expect(container.querySelector('[aria-roledescription="carousel"]')).toHaveAttribute('aria-label', 'Stories');
  });

  it('puts the cards in an APG carousel named by the title, each card a link (image alt + headline)', async () => {
    const { container } = await renderFixture(fixture);
    const carousel = container.querySelector<HTMLElement>('[aria-roledescription="carousel"]')!;
    expect(carousel).toHaveAttribute('aria-label', 'Stories from the high routes');
    expect(carousel.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(6);
    const first = within(carousel).getByRole('link', {
      name: 'A hiker on a summit at sunrise Dawn on the north ridge',
    });
    expect(first).toHaveAttribute('href', '/t/stories/north-ridge');
    const external = within(carousel).getByRole('link', { name: /A night under the stars/ });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
    expect(within(carousel).getByRole('link', { name: /Snowfield crossing/ })).toHaveAttribute(
      'href',
      '/c/winter-gear/',
    );
  });

  it("names its carousel and slides in the page's locale (RenderContext.labels.carousel)", async () => {
    const { container } = await renderFixture(fixture, {
      labels: { carousel: { carousel: 'carrousel', slide: 'diapositive', slideOf: '{n} sur {count}' } },
    });
    const carousel = container.querySelector<HTMLElement>('[aria-roledescription="carrousel"]')!;
    expect(carousel).toHaveAttribute('aria-label', 'Stories from the high routes');
    expect(carousel.querySelector('[aria-roledescription="diapositive"]')).toHaveAttribute('aria-label', '1 sur 6');
    expect(container.querySelector('[aria-roledescription="slide"]')).toBeNull();
  });

  it('builds 4:5 card images and a 16:9 decorative background against the media host, width descriptors sized to the layout', async () => {
    const { container } = await renderFixture(fixture, { mediaHost: 'http://localhost:4010' });
    const background = container.querySelector('[data-story-background] img')!;
    expect(background).toHaveAttribute('alt', '');
    expect(background.getAttribute('src')).toBe(
      'http://localhost:4010/i/ridgeline/alpine-ridge-dawn?fmt=auto&q=60&w=800&h=450&sm=aspect&aspect=16:9',
    );
    expect(background).toHaveAttribute('sizes', '100vw');
    expect(srcSetCandidates(background.getAttribute('srcset')).map((c) => c.width)).toEqual([
      320, 400, 480, 640, 800, 960, 1200, 1440, 1920, 2400, 2880,
    ]);
    // The story's bug: a 412 px phone fetched the 2880 px background. Now about its slot: 1082 px → 1200.
    expect(deviceFitProblems(background)).toEqual([]);
    const card = container.querySelector('[data-story-card] img')!;
    expect(card.getAttribute('srcset')).toContain('w=480&h=600&sm=aspect&aspect=4:5 480w');
    // Beside the title card: 80% of the row, half from 768 px, half of two thirds from 992 px, 40% of two thirds from 1280 px.
    expect(card).toHaveAttribute(
      'sizes',
      '(min-width: 1280px) 26.7vw, (min-width: 992px) 33.4vw, (min-width: 768px) 50vw, 80vw',
    );
    expect(deviceFitProblems(card)).toEqual([]);
  });

  it('uses the title card colour and keeps text readable (editor colour only when it reaches 4.5:1)', async () => {
    const { container } = await renderFixture(fixture);
    const box = container.querySelector<HTMLElement>('[data-title-card-box]')!;
    expect(getComputedStyle(box).backgroundColor).toBe('rgb(255, 255, 255)');
    expect(getComputedStyle(screen.getByRole('heading', { level: 2 })).color).toBe('rgb(31, 77, 58)');
    const unreadable = structuredClone(fixture);
    unreadable.titleCardObj.titleCardHeadlineColor = 'white';
    const { container: second } = await renderFixture(unreadable);
    expect(getComputedStyle(second.querySelector('[data-title-card-box] h2')!).color).toBe('rgb(17, 24, 39)');
  });

  it('shows at most 10 slides (schema maxItems)', async () => {
    const many = structuredClone(fixture);
    many.cards = Array.from({ length: 11 }, (_, i) => ({ ...fixture.cards[i % 6]!, cardHeadline: `Story ${i}` }));
    const { prepared } = await renderFixture(many);
    expect(prepared.__ridgeline).toMatchObject({ status: 'failed', failure: { kind: 'invalid-content' } });
    expect(STORY_SLIDER.maxSlides).toBe(10);
  });

  it('below 992 px (and on the server) nothing moves: phase static', async () => {
    const { container } = await renderFixture(fixture);
    expect(container.querySelector(`[data-schema="${STORY}"]`)).toHaveAttribute('data-phase', 'static');
  });

  it('on wide screens waits until 70% is in view, then slides the slider in and the background out', async () => {
    wideScreen();
    const { container } = await renderFixture(fixture);
    const root = container.querySelector<HTMLElement>(`[data-schema="${STORY}"]`)!;
    expect(root).toHaveAttribute('data-phase', 'waiting');
    const observer = ControlledObserver.instances.find((instance) => instance.targets.includes(root))!;
    expect(observer.options.threshold).toBe(STORY_SLIDER.inViewAmount);
    expect(STORY_SLIDER.inViewAmount).toBe(0.7);
    expect(STORY_SLIDER.animationSeconds).toBe(0.8);
    expect(container.querySelector<HTMLElement>('[data-story-slider]')!.style.transform).toContain('translateX(100%)');
    await act(async () => observer.enter(0.75));
    expect(root).toHaveAttribute('data-phase', 'entered');
    // framer-motion animations are skipped in jsdom (vitest.setup), so the end state is immediate.
    await vi.waitFor(() =>
      expect(container.querySelector<HTMLElement>('[data-story-background]')!.style.transform).toContain(
        'translateX(-100%)',
      ),
    );
    expect(container.querySelector<HTMLElement>('[data-story-slider]')!.style.transform).not.toContain('100%');
  });

  it('with prefers-reduced-motion nothing moves on wide screens either', async () => {
    wideScreen(true);
    const { container } = await renderFixture(fixture);
    expect(container.querySelector(`[data-schema="${STORY}"]`)).toHaveAttribute('data-phase', 'static');
    expect(container.querySelector<HTMLElement>('[data-story-slider]')!.style.transform).not.toContain('100%');
  });

  it('spaces the story cards 4 apart (16 px): each slide is padded by it, the track pulled back by it', async () => {
    expect(STORY_SLIDER.cardGap).toBe(4);
    const { container } = await renderFixture(fixture);
    const slides = [...container.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
    expect(slides).toHaveLength(6);
    for (const slide of slides) expect(getComputedStyle(slide).paddingInlineStart).toBe('16px');
    expect(getComputedStyle(slides[0]!.parentElement!).marginInlineStart).toBe('calc(-16px)');
  });

  it('gives slides beside a title card a wider share than without one', () => {
    expect(STORY_SLIDE_WIDTHS.withTitleCard.base).toBe('80%');
    expect(STORY_SLIDE_WIDTHS.withoutTitleCard).toMatchObject({ base: '80%', md: '50%', lg: '33.333%' });
  });

  it('never lets a javascript: card link reach the DOM', async () => {
    const hostile = structuredClone(fixture);
    hostile.cards[0]!.link = { linkType: 'other', linkQuery: 'javascript:alert(1)', linkSEO: '', target: false };
    const { container } = await renderFixture(hostile);
    expect(container.innerHTML.toLowerCase()).not.toContain('javascript:');
    expect(screen.getByRole('heading', { name: 'Dawn on the north ridge' }).closest('a')).toBeNull();
  });
});
