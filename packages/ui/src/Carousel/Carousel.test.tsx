import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './Carousel';
import { dotWindow } from './dotWindow';
import { INSET_FOCUS_RING, ownFocusVisibleRule } from '../test/focusRing';

/**
 * jsdom has no layout, so real embla would see zero-width slides. Instead a fake embla API with
 * scroll state the test drives: the component's job (ARIA, controls, dots) is what is under test;
 * real scrolling is exercised by the Carousel stories in the browser.
 */
const fakeEmbla = vi.hoisted(() => {
  type Handler = (api: unknown) => void;
  const state = { selected: 0, snaps: 8, loop: false, inView: [0, 1, 2, 3, 4, 5, 6, 7] };
  const handlers = new Map<string, Set<Handler>>();
  const api = {
    selectedScrollSnap: () => state.selected,
    scrollSnapList: () => Array.from({ length: state.snaps }, (_, index) => index / state.snaps),
    canScrollPrev: () => state.loop || state.selected > 0,
    canScrollNext: () => state.loop || state.selected < state.snaps - 1,
    scrollPrev: vi.fn(() =>
      api.select(state.loop ? (state.selected - 1 + state.snaps) % state.snaps : Math.max(0, state.selected - 1)),
    ),
    scrollNext: vi.fn(() =>
      api.select(state.loop ? (state.selected + 1) % state.snaps : Math.min(state.snaps - 1, state.selected + 1)),
    ),
    scrollTo: vi.fn((index: number) => api.select(index)),
    slidesInView: () => state.inView,
    on(event: string, handler: Handler) {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)!.add(handler);
      return api;
    },
    off(event: string, handler: Handler) {
      handlers.get(event)?.delete(handler);
      return api;
    },
    select(index: number) {
      state.selected = index;
      handlers.get('select')?.forEach((handler) => handler(api));
    },
  };
  return {
    api,
    state,
    reset: (snaps = 8, loop = false) =>
      Object.assign(state, { selected: 0, snaps, loop, inView: Array.from({ length: snaps }, (_, index) => index) }),
  };
});

vi.mock('embla-carousel-react', () => ({ default: () => [() => {}, fakeEmbla.api] }));

const slides = (count: number) => Array.from({ length: count }, (_, index) => <p key={index}>Jacket {index + 1}</p>);
const dots = () => within(screen.getByRole('group', { name: 'Choose slide' })).getAllByRole('button');

describe('Carousel', () => {
  beforeEach(() => {
    fakeEmbla.reset();
    vi.clearAllMocks();
  });

  it("speaks the page's language: every name and role description from its words", () => {
    render(
      <Carousel
        label="Vestes"
        words={{
          carousel: 'carrousel',
          slide: 'diapositive',
          slideOf: '{n} sur {count}',
          slides: '{label} : diapositives',
          chooseSlide: 'Choisir une diapositive',
          goToSlide: 'Aller à la diapositive {n}',
          goToPage: 'Aller à la page {n} sur {count}',
        }}
      >
        {slides(8)}
      </Carousel>,
    );
    expect(screen.getByRole('region', { name: 'Vestes' })).toHaveAttribute('aria-roledescription', 'carrousel');
    expect(screen.getByRole('group', { name: 'Vestes : diapositives' })).toBeInTheDocument();
    const slide = screen.getByRole('group', { name: '1 sur 8' });
    expect(slide).toHaveAttribute('aria-roledescription', 'diapositive');
    const frenchDots = within(screen.getByRole('group', { name: 'Choisir une diapositive' })).getAllByRole('button');
    expect(frenchDots[0]).toHaveAccessibleName('Aller à la diapositive 1');
    expect(screen.queryByText(/slide/i)).toBeNull();
  });
  it('is a labelled region with the carousel role description', () => {
    render(<Carousel label="New arrivals">{slides(8)}</Carousel>);
    expect(screen.getByRole('region', { name: 'New arrivals' })).toHaveAttribute('aria-roledescription', 'carousel');
  });

  it('labels every slide as a "n of m" slide group', () => {
    render(<Carousel label="New arrivals">{slides(8)}</Carousel>);
    const groups = screen
      .getAllByRole('group')
      .filter((group) => group.getAttribute('aria-roledescription') === 'slide');
    expect(groups).toHaveLength(8);
    expect(groups[0]).toHaveAccessibleName('1 of 8');
    expect(groups[7]).toHaveAccessibleName('8 of 8');
    expect(within(groups[2]!).getByText('Jacket 3')).toBeInTheDocument();
  });

  it('wires previous/next to the polite slide track', () => {
    render(<Carousel label="New arrivals">{slides(8)}</Carousel>);
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    const track = document.getElementById(previous.getAttribute('aria-controls')!);
    expect(track).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', { name: 'Next slide' })).toHaveAttribute('aria-controls', track!.id);
  });

  it('disables previous at the start and next at the end, without dropping focus', async () => {
    render(<Carousel label="New arrivals">{slides(3)}</Carousel>);
    fakeEmbla.reset(3);
    act(() => fakeEmbla.api.select(0));
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    const next = screen.getByRole('button', { name: 'Next slide' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous);
    expect(fakeEmbla.api.scrollPrev).not.toHaveBeenCalled();

    await userEvent.click(next);
    await userEvent.click(next);
    expect(fakeEmbla.api.scrollNext).toHaveBeenCalledTimes(2);
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveFocus();
    expect(previous).toHaveAttribute('aria-disabled', 'false');
  });

  it('keeps both arrows enabled when looping', () => {
    fakeEmbla.reset(8, true);
    render(
      <Carousel label="Loop" loop>
        {slides(8)}
      </Carousel>,
    );
    expect(screen.getByRole('button', { name: 'Previous slide' })).toHaveAttribute('aria-disabled', 'false');
    expect(screen.getByRole('button', { name: 'Next slide' })).toHaveAttribute('aria-disabled', 'false');
  });

  it('shows at most five dots, windowed around the selected one', async () => {
    render(<Carousel label="New arrivals">{slides(8)}</Carousel>);
    expect(dots().map((dot) => dot.getAttribute('aria-label'))).toEqual([1, 2, 3, 4, 5].map((n) => `Go to slide ${n}`));
    expect(dots()[0]).toHaveAttribute('aria-current', 'true');

    act(() => fakeEmbla.api.select(5));
    expect(dots().map((dot) => dot.getAttribute('aria-label'))).toEqual([4, 5, 6, 7, 8].map((n) => `Go to slide ${n}`));
    expect(screen.getByRole('button', { name: 'Go to slide 6' })).toHaveAttribute('aria-current', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Go to slide 4' }));
    expect(fakeEmbla.api.scrollTo).toHaveBeenCalledWith(3, false);
  });

  it('labels dots as pages when slides are scrolled in groups', () => {
    fakeEmbla.reset(3);
    render(
      <Carousel label="Grouped" slidesToScroll={3}>
        {slides(8)}
      </Carousel>,
    );
    act(() => fakeEmbla.api.select(0));
    expect(dots().map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'Go to page 1 of 3',
      'Go to page 2 of 3',
      'Go to page 3 of 3',
    ]);
  });

  it('moves with the Left/Right arrow keys', async () => {
    render(<Carousel label="Keys">{slides(8)}</Carousel>);
    screen.getByRole('button', { name: 'Go to slide 1' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(fakeEmbla.api.scrollNext).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{ArrowLeft}');
    expect(fakeEmbla.api.scrollPrev).toHaveBeenCalledTimes(1);
  });

  it('shows a dot per slide when the last slides share one end snap', async () => {
    fakeEmbla.reset(5);
    render(<Carousel label="Stories">{slides(6)}</Carousel>);
    expect(dots()).toHaveLength(5);
    act(() => fakeEmbla.api.select(4));
    expect(dots().map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'Go to slide 2',
      'Go to slide 3',
      'Go to slide 4',
      'Go to slide 5',
      'Go to slide 6',
    ]);
    expect(screen.getByRole('button', { name: 'Go to slide 6' })).toHaveAttribute('aria-current', 'true');
    act(() => fakeEmbla.api.select(0));
    await userEvent.click(screen.getByRole('button', { name: 'Go to slide 5' }));
    expect(fakeEmbla.api.scrollTo).toHaveBeenLastCalledWith(4, false);
  });

  it('leaves Left/Right to a radio group of swatches inside a slide', async () => {
    render(
      <Carousel label="Tiles">
        {slides(7)}
        <div role="radiogroup" aria-label="Colour">
          <button type="button" role="radio" aria-checked="true">
            Navy
          </button>
        </div>
      </Carousel>,
    );
    screen.getByRole('radio', { name: 'Navy' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowLeft}');
    expect(fakeEmbla.api.scrollNext).not.toHaveBeenCalled();
    expect(fakeEmbla.api.scrollPrev).not.toHaveBeenCalled();
  });

  it('makes slides out of view inert, so the tab order and screen readers skip them', () => {
    fakeEmbla.state.inView = [0, 1];
    render(<Carousel label="Inert">{slides(4)}</Carousel>);
    const groups = screen
      .getAllByRole('group')
      .filter((group) => group.getAttribute('aria-roledescription') === 'slide');
    expect(groups.map((group) => group.hasAttribute('inert'))).toEqual([false, false, true, true]);
  });

  it('names its scroll area, the tab stop before hydration', () => {
    render(<Carousel label="Named">{slides(3)}</Carousel>);
    expect(screen.getByRole('group', { name: 'Named: slides' })).toBeInTheDocument();
  });

  it('brings a slide focus lands in into view through embla, undoing the native scroll', () => {
    fakeEmbla.state.inView = [0, 1];
    render(
      <Carousel label="Focus">
        {slides(5)}
        <a href="/p/6">Jacket 6</a>
      </Carousel>,
    );
    const viewport = screen.getByRole('group', { name: 'Focus: slides' });
    viewport.scrollLeft = 300;
    act(() => screen.getByRole('link', { name: 'Jacket 6' }).focus());
    expect(viewport.scrollLeft).toBe(0);
    expect(fakeEmbla.api.scrollTo).toHaveBeenCalledWith(5, false);
  });

  it('hides controls when everything fits in one snap', () => {
    fakeEmbla.reset(1);
    render(<Carousel label="Single">{slides(1)}</Carousel>);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('uses custom slide labels', () => {
    render(
      <Carousel label="Stories" slideLabel={(index, count) => `Story ${index + 1} of ${count}`}>
        {slides(2)}
      </Carousel>,
    );
    expect(screen.getByRole('group', { name: 'Story 2 of 2' })).toBeInTheDocument();
  });
});

describe('dotWindow', () => {
  it('shows every dot when there are five or fewer', () => {
    expect(dotWindow(0, 3)).toEqual([0, 3]);
    expect(dotWindow(4, 5)).toEqual([0, 5]);
  });

  it('pins the window to the start', () => {
    expect(dotWindow(0, 10)).toEqual([0, 5]);
    expect(dotWindow(2, 10)).toEqual([0, 5]);
  });

  it('centres the window on the selected dot', () => {
    expect(dotWindow(3, 10)).toEqual([1, 6]);
    expect(dotWindow(6, 10)).toEqual([4, 9]);
  });

  it('pins the window to the end', () => {
    expect(dotWindow(8, 10)).toEqual([5, 10]);
    expect(dotWindow(9, 10)).toEqual([5, 10]);
  });

  it('always contains the selected dot and never exceeds the max', () => {
    for (let count = 1; count <= 12; count += 1) {
      for (let selected = 0; selected < count; selected += 1) {
        const [start, end] = dotWindow(selected, count);
        expect(end - start).toBe(Math.min(5, count));
        expect(selected).toBeGreaterThanOrEqual(start);
        expect(selected).toBeLessThan(end);
      }
    }
  });
});

describe('the scroll area as a tab stop', () => {
  it('draws its focus ring inside itself, so no edge or scrolling clips it', () => {
    render(
      <Carousel label="Trail picks">
        <p>One</p>
        <p>Two</p>
      </Carousel>,
    );
    const viewport = screen.getByRole('group', { name: 'Trail picks: slides' });
    expect(ownFocusVisibleRule(viewport)).toBe(INSET_FOCUS_RING);
  });
});
