import { PRODUCT_TILE_LABELS } from '@ridgeline/ui';
import { describe, expect, it } from 'vitest';
import type { RenderContext } from '@ridgeline/renderer';
import {
  carouselWordsOf,
  FOOTER_WORDS,
  footerWordsOf,
  PRODUCT_CAROUSEL_WORDS,
  productCarouselWordsOf,
  productTileLabelsOf,
} from './labels';

/** A page's render context with the given labels (what the blocks' test harness builds). */
const contextFor = (options: { labels?: RenderContext['labels'] } = {}): RenderContext => ({
  mode: 'development',
  locale: 'en-US',
  customerGroups: ['Unregistered', 'Everyone'],
  ...(options.labels ? { labels: options.labels } : {}),
});

describe('product carousel and tile words from the render context', () => {
  it('English without labels', () => {
    expect(productCarouselWordsOf(contextFor())).toEqual(PRODUCT_CAROUSEL_WORDS);
    expect(productTileLabelsOf(contextFor())).toBeUndefined();
  });

  it('takes the known words that are strings and nothing else', () => {
    const context = contextFor({
      labels: {
        productCarousel: { next: 'Produits suivants', extra: 'x', previous: 7 as unknown as string },
        productTile: { outOfStock: 'Épuisé', lowStock: 'Plus que {stockLevel} !', unknown: 'y' },
      },
    });
    expect(productCarouselWordsOf(context)).toEqual({ ...PRODUCT_CAROUSEL_WORDS, next: 'Produits suivants' });
    expect(productTileLabelsOf(context)).toEqual({ outOfStock: 'Épuisé', lowStock: 'Plus que {stockLevel} !' });
    expect(Object.keys(PRODUCT_TILE_LABELS)).toEqual(
      expect.arrayContaining(Object.keys(productTileLabelsOf(context)!)),
    );
  });

  it('ignores a part that is not an object', () => {
    const context = contextFor({ labels: { productTile: 'Épuisé' as unknown as Record<string, string> } });
    expect(productTileLabelsOf(context)).toBeUndefined();
  });
});

describe("the carousels' own words", () => {
  it('takes the known words that are strings (labels.carousel); none on an English page', () => {
    expect(carouselWordsOf(contextFor())).toBeUndefined();
    const labels = {
      carousel: { slide: 'diapositive', goToSlide: 7, unknown: 'x' },
    } as unknown as RenderContext['labels'];
    expect(carouselWordsOf(contextFor({ labels }))).toEqual({ slide: 'diapositive' });
  });
});

describe("the footer's own words", () => {
  it('are English without labels (stories, tests, English pages)', () => {
    expect(footerWordsOf(contextFor())).toEqual(FOOTER_WORDS);
    expect(FOOTER_WORDS).toMatchObject({
      viewAccount: 'View My Account',
      signUp: 'Sign Up',
      invalidEmail: 'Please enter a valid email address.',
      toastTitle: 'Thank You',
    });
  });

  it('take the known words that are strings (labels.footer), English for the rest', () => {
    const labels = {
      footer: { signUp: 'S’inscrire', emailAddress: 42, unknown: 'x' },
    } as unknown as RenderContext['labels'];
    const words = footerWordsOf(contextFor({ labels }));
    expect(words).toEqual({ ...FOOTER_WORDS, signUp: 'S’inscrire' });
    expect(words).not.toHaveProperty('unknown');
  });
});
