import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SwatchStrip, swatchImageWidth, type Swatch } from './SwatchStrip';

/** jsdom has no layout: a fake embla whose scroll progress the test drives (real dragging: the stories). */
const fakeEmbla = vi.hoisted(() => {
  type Handler = (api: unknown) => void;
  const state = { progress: 0, snaps: 3 };
  const handlers = new Map<string, Set<Handler>>();
  const api = {
    scrollSnapList: () => Array.from({ length: state.snaps }, (_, index) => index),
    scrollProgress: () => state.progress,
    scrollTo: vi.fn(),
    internalEngine: () => ({
      slideRegistry: [
        [0, 1],
        [2, 3],
        [4, 5],
      ],
    }),
    on(event: string, handler: Handler) {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)!.add(handler);
      return api;
    },
    off(event: string, handler: Handler) {
      handlers.get(event)?.delete(handler);
      return api;
    },
    scroll(progress: number) {
      state.progress = progress;
      handlers.get('scroll')?.forEach((handler) => handler(api));
    },
  };
  return { api, state, reset: (snaps = 3) => Object.assign(state, { progress: 0, snaps }) };
});

vi.mock('embla-carousel-react', () => ({ default: () => [() => {}, fakeEmbla.api] }));

const swatches: Swatch[] = [
  { id: '010', name: 'Black', swatchUrl: 'data:image/svg+xml,black' },
  { id: '464', name: 'Navy', swatchUrl: 'data:image/svg+xml,navy' },
  { id: '820', name: 'Red Spark', swatchUrl: 'data:image/svg+xml,red', orderable: false },
  { id: '370', name: 'Moss' },
];

describe('SwatchStrip', () => {
  beforeEach(() => {
    fakeEmbla.reset();
    vi.clearAllMocks();
  });

  it('is a labelled radio group with one tab stop on the selected swatch', () => {
    render(<SwatchStrip swatches={swatches} defaultValue="464" />);
    const group = screen.getByRole('radiogroup', { name: 'Colour' });
    expect(group).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(4);
    expect(screen.getByRole('radio', { name: 'Navy' })).toHaveAttribute('aria-checked', 'true');
    expect(radios.map((radio) => radio.tabIndex)).toEqual([-1, 0, -1, -1]);
  });

  it('marks unavailable swatches in the name', () => {
    render(<SwatchStrip swatches={swatches} />);
    const red = screen.getByRole('radio', { name: 'Red Spark, unavailable' });
    expect(red).toHaveAttribute('data-unavailable');
    expect(screen.getByRole('radio', { name: 'Black' })).not.toHaveAttribute('data-unavailable');
  });

  it('selects on click and reports the id', async () => {
    const onValueChange = vi.fn();
    render(<SwatchStrip swatches={swatches} defaultValue="010" onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Moss' }));
    expect(onValueChange).toHaveBeenCalledWith('370');
    expect(screen.getByRole('radio', { name: 'Moss' })).toHaveAttribute('aria-checked', 'true');
  });

  it('arrow keys move focus and selection, wrapping; Home/End jump; the strip scrolls to it', async () => {
    function Controlled() {
      const [value, setValue] = useState('010');
      return <SwatchStrip swatches={swatches} value={value} onValueChange={setValue} />;
    }
    render(<Controlled />);
    screen.getByRole('radio', { name: 'Black' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Navy' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Navy' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowRight}');
    // slide 2 lives in snap 1
    expect(fakeEmbla.api.scrollTo).toHaveBeenLastCalledWith(1, false);
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('radio', { name: 'Moss' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Black' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Moss' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('radio', { name: 'Black' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getAllByRole('radio').filter((radio) => radio.tabIndex === 0)).toHaveLength(1);
  });

  it('fades the edges that have more to scroll to', () => {
    const { container } = render(<SwatchStrip swatches={swatches} />);
    const viewport = container.firstElementChild!.firstElementChild!;
    expect(viewport).not.toHaveAttribute('data-fade-start');
    expect(viewport).toHaveAttribute('data-fade-end');
    act(() => fakeEmbla.api.scroll(0.5));
    expect(viewport).toHaveAttribute('data-fade-start');
    expect(viewport).toHaveAttribute('data-fade-end');
    act(() => fakeEmbla.api.scroll(1));
    expect(viewport).not.toHaveAttribute('data-fade-end');
  });

  it('no fades when everything fits', () => {
    fakeEmbla.reset(1);
    const { container } = render(<SwatchStrip swatches={swatches.slice(0, 2)} />);
    const viewport = container.firstElementChild!.firstElementChild!;
    expect(viewport).not.toHaveAttribute('data-fade-start');
    expect(viewport).not.toHaveAttribute('data-fade-end');
  });

  it('draws swatch images at width 48, decorative', () => {
    const { container } = render(<SwatchStrip swatches={swatches} />);
    const img = container.querySelector('img')!;
    expect(swatchImageWidth).toBe(48);
    expect(img).toHaveAttribute('width', '48');
    expect(img).toHaveAttribute('alt', '');
  });
});
