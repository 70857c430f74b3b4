import { defaultProductAccordionsText, defaultReviewsPanelText, defaultShippingReturns } from '@ridgeline/ui';
import { describe, expect, it } from 'vitest';
import { intlFor } from '../../../platform/i18n/catalogs.server';
import { productAccordionsTextOf, reviewsPanelTextOf, shippingReturnsOf } from './productCopyText';

describe('the words below the buy box', () => {
  it('in English are ui’s defaults, word for word', () => {
    const intl = intlFor('en-US');
    const sections = productAccordionsTextOf(intl);
    const { style, manufacturerSku, rated, ...words } = defaultProductAccordionsText;
    expect(sections).toMatchObject(words);
    expect([sections.style('A1'), sections.manufacturerSku('M-9')]).toEqual([style('A1'), manufacturerSku('M-9')]);
    for (const [rating, count] of [
      [4.25, 1],
      [3, 12],
    ] as const)
      expect(sections.rated(rating, count)).toBe(rated(rating, count));
    const reviews = reviewsPanelTextOf(intl);
    const { rated: stars, reviewCount, histogramRow, by, ...panel } = defaultReviewsPanelText;
    expect(reviews).toMatchObject(panel);
    expect([reviews.rated(4), reviews.reviewCount(1), reviews.reviewCount(7)]).toEqual([
      stars(4),
      reviewCount(1),
      reviewCount(7),
    ]);
    expect([reviews.histogramRow(1, 3), reviews.histogramRow(5, 0), reviews.by('Sam')]).toEqual([
      histogramRow(1, 3),
      histogramRow(5, 0),
      by('Sam'),
    ]);
    expect(shippingReturnsOf(intl)).toEqual(defaultShippingReturns);
  });

  it('in French (fr-CA), with its decimal comma and plurals', () => {
    const intl = intlFor('fr-CA');
    const sections = productAccordionsTextOf(intl);
    expect(sections.titles.reviews).toBe('Avis');
    expect(sections.titles.shipping_and_returns).toBe('Livraison et retours');
    expect(sections.rated(4.5, 2)).toBe('Note de 4,5 sur 5 selon 2 avis.');
    const reviews = reviewsPanelTextOf(intl);
    expect(reviews.sortLabel).toBe('Trier les avis');
    expect(reviews.histogramRow(1, 3)).toBe('1 étoile : 3');
    expect(shippingReturnsOf(intl).lines[0]).toMatch(/^Nous livrons aux États-Unis et au Canada\./);
  });
});
