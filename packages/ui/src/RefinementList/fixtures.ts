import type { RefinementFacet } from './RefinementList';

/** A category page's facets with Blue chosen (test and story data). */
export const demoFacets: RefinementFacet[] = [
  {
    attributeId: 'c_color',
    label: 'Color',
    values: [
      {
        value: 'Black',
        label: 'Black',
        hitCount: 5,
        href: '#refine=c_color=Black|Blue',
        selected: false,
        swatch: '#1f1f22',
      },
      { value: 'Blue', label: 'Blue', hitCount: 3, href: '#', selected: true, swatch: '#3f6fa3' },
      {
        value: 'Green',
        label: 'Green',
        hitCount: 2,
        href: '#refine=c_color=Blue|Green',
        selected: false,
        swatch: '#4d5a3c',
      },
    ],
  },
  {
    attributeId: 'c_size',
    label: 'Size',
    values: ['S', 'M', 'L', 'XL'].map((size, index) => ({
      value: size,
      label: size,
      hitCount: 6 - index,
      href: `#refine=c_size=${size}`,
      selected: false,
    })),
  },
  {
    attributeId: 'price',
    label: 'Price',
    values: [
      { value: '(50..100)', label: '$50.00 - $99.99', hitCount: 2, href: '#refine=price=(50..100)', selected: false },
      {
        value: '(100..150)',
        label: '$100.00 - $149.99',
        hitCount: 1,
        href: '#refine=price=(100..150)',
        selected: false,
      },
    ],
  },
];
