import type { ProductDetailModel, VariantModel } from './model';

/** A small master for the rules' tests: colours 010 (Black) and 820 (Orange), sizes S, M, L. */
export function sampleModel(
  overrides: Partial<ProductDetailModel> = {},
  variants?: VariantModel[],
): ProductDetailModel {
  const v = (color: string, size: string, rest: Partial<VariantModel> = {}): VariantModel => ({
    id: `P1-${color}-${size}`,
    values: { color, size },
    orderable: true,
    price: 120,
    list: 120,
    stockLevel: 20,
    ...rest,
  });
  return {
    id: 'P1',
    name: 'Trail Jacket',
    path: '/product/P1',
    locale: 'en-US',
    currency: 'USD',
    attributes: [
      {
        id: 'color',
        name: 'Color',
        values: [
          { value: '010', name: 'Black' },
          { value: '820', name: 'Orange' },
        ],
      },
      {
        id: 'size',
        name: 'Size',
        values: [
          { value: 'S', name: 'S' },
          { value: 'M', name: 'M' },
          { value: 'L', name: 'L' },
        ],
      },
    ],
    variants: variants ?? [
      v('010', 'S'),
      v('010', 'M', { stockLevel: 3 }),
      v('010', 'L', { orderable: false, stockLevel: 0 }),
      v('820', 'S', { price: 89.9 }),
      v('820', 'M', { price: 89.9, stockLevel: 5 }),
      v('820', 'L', { price: 89.9, stockLevel: 6 }),
    ],
    images: {
      '010': [{ base: 'https://media.example/i/shop/P1-010', alt: 'Trail Jacket, Black' }],
      '820': [{ base: 'https://media.example/i/shop/P1-820', alt: 'Trail Jacket, Orange' }],
    },
    initialColor: '010',
    price: { type: 'range', minSale: 89.9, maxSale: 120, minList: 120, maxList: 120 },
    promotions: [],
    orderable: true,
    minOrderQuantity: 1,
    stepQuantity: 1,
    maxOrderQuantity: 10,
    ...overrides,
  };
}
