import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Image, reservedRatioStyles } from './Image';

describe('Image', () => {
  it('is lazy and async by default, with srcSet, sizes and intrinsic size', () => {
    render(
      <Image
        src="/i/ridgeline/parka?w=800"
        srcSet="/i/ridgeline/parka?w=800 1x, /i/ridgeline/parka?w=1600 2x"
        sizes="(min-width: 992px) 50vw, 100vw"
        alt="Red parka"
        width={800}
        height={1000}
      />,
    );
    const img = screen.getByRole('img', { name: 'Red parka' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('srcset', '/i/ridgeline/parka?w=800 1x, /i/ridgeline/parka?w=1600 2x');
    expect(img).toHaveAttribute('sizes', '(min-width: 992px) 50vw, 100vw');
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '1000');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('passes fetchPriority through as the fetchpriority attribute and loads a high-priority image eagerly', () => {
    render(<Image src="/hero.jpg" alt="Hero" fetchPriority="high" />);
    const img = screen.getByRole('img', { name: 'Hero' });
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
  });

  it('lets an explicit loading win', () => {
    render(<Image src="/x.jpg" alt="X" fetchPriority="high" loading="lazy" />);
    expect(screen.getByRole('img', { name: 'X' })).toHaveAttribute('loading', 'lazy');
  });

  it('supports decorative images with an empty alt', () => {
    const { container } = render(<Image src="/texture.jpg" alt="" />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('renders <picture> with a <source> per art-direction entry, before the <img>', () => {
    const { container } = render(
      <Image
        src="/mobile.jpg"
        alt="Trail"
        aspectRatio={4 / 5}
        sizes="100vw"
        sources={[
          { media: '(min-width: 1280px)', srcSet: '/wide.avif', aspectRatio: 16 / 9, type: 'image/avif' },
          { media: '(min-width: 1024px)', srcSet: '/medium.jpg', aspectRatio: 16 / 9 },
        ]}
      />,
    );
    const picture = container.querySelector('picture')!;
    const children = [...picture.children].map((child) => child.tagName);
    expect(children).toEqual(['SOURCE', 'SOURCE', 'IMG']);
    const [wide, medium] = picture.querySelectorAll('source');
    expect(wide).toHaveAttribute('media', '(min-width: 1280px)');
    expect(wide).toHaveAttribute('srcset', '/wide.avif');
    expect(wide).toHaveAttribute('type', 'image/avif');
    expect(wide).toHaveAttribute('sizes', '100vw');
    expect(medium).toHaveAttribute('srcset', '/medium.jpg');
  });

  it('renders a plain <img> without sources', () => {
    const { container } = render(<Image src="/a.jpg" alt="A" />);
    expect(container.querySelector('picture')).toBeNull();
  });
});

describe('reservedRatioStyles', () => {
  it('reserves the base ratio', () => {
    expect(reservedRatioStyles(4 / 5)).toEqual({ aspectRatio: String(0.8) });
  });

  it('reserves nothing without a ratio', () => {
    expect(reservedRatioStyles(undefined)).toEqual({});
  });

  it('emits per-source ratios last-to-first so the first matching source wins, like <picture>', () => {
    const styles = reservedRatioStyles(0.8, [
      { media: '(min-width: 1280px)', srcSet: 'a', aspectRatio: 2 },
      { media: '(min-width: 1024px)', srcSet: 'b', aspectRatio: 16 / 9 },
      { media: '(min-width: 768px)', srcSet: 'c' },
    ]);
    expect(Object.keys(styles)).toEqual([
      'aspectRatio',
      '@media (min-width: 768px)',
      '@media (min-width: 1024px)',
      '@media (min-width: 1280px)',
    ]);
    expect(styles['@media (min-width: 1280px)']).toEqual({ aspectRatio: '2' });
    // A source without its own ratio keeps the base ratio while it matches.
    expect(styles['@media (min-width: 768px)']).toEqual({ aspectRatio: '0.8' });
  });
});
