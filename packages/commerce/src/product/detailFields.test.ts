import { describe, expect, it } from 'vitest';
import { toProductDetailModel, type DetailProduct } from './fromCommerce';

const model = (product: Partial<DetailProduct>) =>
  toProductDetailModel({ id: 'P1', name: 'Jacket', ...product } as DetailProduct, new Map(), {
    sanitize: (html: string) => html,
    path: '/product/P1',
    locale: 'en-US',
    currency: 'USD',
    maxOrderQuantity: 10,
  });

describe('product detail fields', () => {
  it('a product without images shows its base product image; the technology badge may come from badges', () => {
    const based = model({ c_baseProductImageURL: 'https://img.example/P1.jpg?w=500', badges: { gridTechBadge: 72 } });
    expect(based.images).toEqual({ '': [{ base: 'https://img.example/P1.jpg', alt: 'Jacket' }] });
    expect(based.technologyBadge).toBe('72');
    expect(model({ c_baseProductImageURL: 'data:image/svg+xml,<svg/>' }).images).toEqual({});
    expect(
      model({
        image: { link: 'https://img.example/own.jpg' },
        c_baseProductImageURL: 'https://img.example/P1.jpg',
      }).images[''],
    ).toEqual([{ base: 'https://img.example/own.jpg', alt: 'Jacket' }]);
  });
});
