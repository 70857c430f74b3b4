// @vitest-environment jsdom
import { CONFLICTING_ANCHORS_MESSAGE } from '@ridgeline/blocks';
import { describe, expect, it, vi } from 'vitest';
import { recommendationsProps } from '../product/ProductPage';
import { hasBothAnchors, PDP_RECOMMENDER } from '@ridgeline/commerce';
import type { ProductRecommendationsProps } from './ProductRecommendations';

const PROPS: ProductRecommendationsProps = {
  recommender: PDP_RECOMMENDER,
  productIds: ['RM1001'],
  locale: 'fr-CA',
  currency: 'CAD',
  endpoint: '/__ridgeline/recommendations',
  heading: 'Vous aimerez peut-être aussi',
  previousLabel: 'Produits précédents',
  nextLabel: 'Produits suivants',
};

describe('the recommendation input rule', () => {
  it('product ids and category ids together: a logged error and nothing rendered', () => {
    const log = vi.fn();
    expect(recommendationsProps({ ...PROPS, categoryIds: ['mens'] }, log)).toBeUndefined();
    expect(log).toHaveBeenCalledWith(
      'Only one of categories or products must be provided...',
      expect.objectContaining({ productIds: ['RM1001'], categoryIds: ['mens'] }),
    );
    expect(CONFLICTING_ANCHORS_MESSAGE).toBe('Only one of categories or products must be provided...');
  });

  it('one kind of anchor: the island’s props, with the endpoint', () => {
    const log = vi.fn();
    expect(recommendationsProps({ ...PROPS, categoryIds: [] }, log)).toMatchObject({
      productIds: ['RM1001'],
      endpoint: '/__ridgeline/recommendations',
    });
    expect(hasBothAnchors({ productIds: [], categoryIds: ['mens'] })).toBe(false);
    expect(log).not.toHaveBeenCalled();
  });
});
