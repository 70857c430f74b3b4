import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProductGallery, type GalleryImage } from './ProductGallery';
import { INSET_FOCUS_RING, ownFocusVisibleRule } from '../test/focusRing';

const image = (n: number): GalleryImage => ({
  src: `https://media.example/i/shop/p-${n}?w=1280`,
  srcSet: `https://media.example/i/shop/p-${n}?w=1280 1x, https://media.example/i/shop/p-${n}?w=2560 2x`,
  alt: `Jacket, view ${n}`,
  thumbnail: {
    src: `https://media.example/i/shop/p-${n}?w=148`,
    srcSet: `https://media.example/i/shop/p-${n}?w=148 1x, https://media.example/i/shop/p-${n}?w=296 2x`,
  },
});

describe('ProductGallery', () => {
  it('shows every image, the first eagerly with high priority, the rest lazily', () => {
    render(<ProductGallery images={[image(1), image(2), image(3)]} />);
    const gallery = screen.getByRole('region', { name: 'Product images' });
    const shots = within(gallery)
      .getAllByRole('img')
      .filter((img) => img.getAttribute('alt') !== '');
    expect(shots.map((img) => img.getAttribute('alt'))).toEqual(['Jacket, view 1', 'Jacket, view 2', 'Jacket, view 3']);
    expect(shots[0]).toHaveAttribute('loading', 'eager');
    expect(shots[0]).toHaveAttribute('fetchpriority', 'high');
    expect(shots[1]).toHaveAttribute('loading', 'lazy');
    expect(shots[0]).toHaveAttribute('srcset', image(1).srcSet);
  });

  it('has thumbnails that link to each image (no JavaScript needed) and follow the choice', async () => {
    render(<ProductGallery images={[image(1), image(2)]} />);
    const thumbs = screen.getAllByRole('link');
    expect(thumbs.map((link) => link.getAttribute('aria-label'))).toEqual(['Show image 1 of 2', 'Show image 2 of 2']);
    const target = thumbs[1]!.getAttribute('href')!.slice(1);
    expect(document.getElementById(target)).toHaveAttribute('data-gallery-image', '1');
    expect(thumbs[0]).toHaveAttribute('aria-current', 'true');
    const scrollTo = vi.fn();
    HTMLElement.prototype.scrollTo = scrollTo as never;
    await userEvent.click(thumbs[1]!);
    expect(thumbs[1]).toHaveAttribute('aria-current', 'true');
    expect(scrollTo).toHaveBeenCalled();
  });

  it('shows no thumbnails for one image and nothing without images', () => {
    const { rerender, container } = render(<ProductGallery images={[image(1)]} />);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    rerender(<ProductGallery images={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('the image strip as a tab stop', () => {
  it('draws its focus ring inside itself, so the full-width images never push it off-screen', () => {
    render(<ProductGallery images={[image(1), image(2)]} />);
    const strip = screen.getByRole('region', { name: 'Product images' }).querySelector('ul[tabindex="0"]')!;
    expect(strip).not.toBeNull();
    expect(ownFocusVisibleRule(strip)).toBe(INSET_FOCUS_RING);
  });
});
