// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RememberLastViewed } from '../../shell/overlays/RememberLastViewed';
import { LAST_VIEWED_PRODUCT_KEY, readLastViewedProduct } from '@ridgeline/renderer';
import { ISLAND_PARTS } from '../../../islands/parts';
import { LAST_VIEWED_PRODUCT_ISLAND } from './ProductPage';
import { lastViewedOf, type ProductDetailModel } from '@ridgeline/commerce';

const model = {
  id: 'RM1001',
  name: 'Summit Shell Jacket',
  path: '/product/RM1001',
  images: { '': [{ base: 'https://media.test/i/ridgeline/shell', alt: 'Summit Shell Jacket' }] },
  attributes: [],
  variants: [],
} as unknown as ProductDetailModel;

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the product page remembers the product for Pick Up Where You Left Off', () => {
  it('its image, name and address, from the page the shopper sees', () => {
    expect(lastViewedOf(model, {})).toEqual({
      prodImgSrc: 'https://media.test/i/ridgeline/shell?w=296&q=60',
      prodName: 'Summit Shell Jacket',
      prodHref: '/product/RM1001',
    });
    expect(lastViewedOf({ ...model, images: {} } as unknown as ProductDetailModel, {})).toBeUndefined();
  });

  it('the island stores it in the browser (what the overlays read on the next page)', async () => {
    expect(Object.keys(ISLAND_PARTS)).toContain(LAST_VIEWED_PRODUCT_ISLAND);
    const Part = await ISLAND_PARTS[LAST_VIEWED_PRODUCT_ISLAND]!();
    expect(Part).toBe(RememberLastViewed);
    render(<RememberLastViewed {...lastViewedOf(model, {})!} />);
    expect(readLastViewedProduct()).toEqual({
      prodImgSrc: 'https://media.test/i/ridgeline/shell?w=296&q=60',
      prodName: 'Summit Shell Jacket',
      prodHref: '/product/RM1001',
    });
    expect(localStorage.getItem(LAST_VIEWED_PRODUCT_KEY)).not.toBeNull();
  });
});
