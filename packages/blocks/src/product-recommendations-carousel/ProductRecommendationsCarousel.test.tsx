import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import topRated from './fixtures/recs-home-top-rated.json';
import similar from './fixtures/recs-similar-items.json';
import both from './fixtures/recs-both-anchors.json';
import { createFakeCommerceService } from '@ridgeline/commerce/testing';
import type { CommerceProduct } from '@ridgeline/commerce';
import { SAMPLE_PRODUCTS as sample } from '@ridgeline/commerce/testing';
import { renderFixture } from '../test/harness';
import { CONFLICTING_ANCHORS_MESSAGE } from './anchors';

const SCHEMA = 'https://schema.ridgeline.dev/product-recommendations-carousel';
const products = sample as unknown as CommerceProduct[];

afterEach(() => vi.restoreAllMocks());

describe('ProductRecommendationsCarousel', () => {
  it('asks the recommender with anchor categories and renders tiles under the section header', async () => {
    const commerce = createFakeCommerceService(products);
    const { container } = await renderFixture(topRated, { services: { commerce } });
    expect(commerce.calls).toEqual([
      { method: 'recommendations', args: [{ recommender: 'home-top-rated', categoryIds: ['mens'] }] },
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Top rated on the trail' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Top rated on the trail' })).toBeInTheDocument();
    // six recommended, RM1005 member-exclusive: left out of a page for shoppers outside Loyalty Members
    expect(container.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(5);
  });

  it('shows member-exclusive recommendations on a page for Loyalty Members', async () => {
    const commerce = createFakeCommerceService(products);
    const { container } = await renderFixture(topRated, {
      services: { commerce },
      customerGroups: ['Loyalty Members', 'Everyone'],
    });
    expect(container.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(6);
  });

  it('passes anchor products', async () => {
    const commerce = createFakeCommerceService(products);
    const { container } = await renderFixture(similar, { services: { commerce } });
    expect(commerce.calls[0]!.args[0]).toEqual({
      recommender: 'pdp-similar-items',
      productIds: ['RM1001', 'RM1002', 'RM1003'],
    });
    // the anchors themselves are not recommended; of RM1004-RM1006, member-exclusive RM1005 is not for this page
    expect(container.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(2);
  });

  it('both products and categories: logs the message, calls nothing, renders nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const commerce = createFakeCommerceService(products);
    const { container } = await renderFixture(both, { services: { commerce } });
    expect(warn).toHaveBeenCalledWith(CONFLICTING_ANCHORS_MESSAGE, expect.anything());
    expect(CONFLICTING_ANCHORS_MESSAGE).toBe('Only one of categories or products must be provided...');
    expect(commerce.calls).toEqual([]);
    expect(container.querySelector(`[data-schema="${SCHEMA}"]`)).toBeNull();
    expect(container.textContent).toBe('');
  });
});
