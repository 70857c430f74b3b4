import { describe, expect, it } from 'vitest';
import { toLineProduct } from './lineProducts.server';

describe('toLineProduct', () => {
  it('reads the display names of the variation values, the small image and the stock', () => {
    const product = toLineProduct({
      id: 'RM1001-464-L',
      name: 'Rain Jacket',
      variationValues: { color: '464', size: 'L' },
      variationAttributes: [
        { id: 'color', name: 'Color', values: [{ value: '464', name: 'Collegiate Navy' }] },
        { id: 'size', name: 'Size', values: [{ value: 'L', name: 'L' }] },
      ],
      imageGroups: [
        { viewType: 'large', images: [{ link: 'https://img.test/large.jpg' }] },
        { viewType: 'small', images: [{ link: 'https://img.test/small.jpg?sw=100', alt: 'Navy jacket' }] },
      ],
      inventory: { orderable: true, ats: 7 },
    });
    expect(product).toEqual({
      id: 'RM1001-464-L',
      name: 'Rain Jacket',
      imageBase: 'https://img.test/small.jpg',
      imageAlt: 'Navy jacket',
      variationValues: [
        { name: 'Color', value: 'Collegiate Navy' },
        { name: 'Size', value: 'L' },
      ],
      orderable: true,
      stockLevel: 7,
    });
  });

  it('out of stock or not orderable is not orderable; no id is nothing', () => {
    expect(toLineProduct({ id: 'A', inventory: { orderable: true, ats: 0 } })?.orderable).toBe(false);
    expect(toLineProduct({ id: 'A', inventory: { orderable: false } })?.orderable).toBe(false);
    expect(toLineProduct({ id: 'A' })?.orderable).toBe(true);
    expect(toLineProduct({ name: 'no id' })).toBeUndefined();
  });
});
