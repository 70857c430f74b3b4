import { describe, expect, it } from 'vitest';
import { baseProductImage, toTileModel } from '../toTileModel';
import { toProductCopy } from './fromCommerce';
import { productPageParts } from './page';

const sanitize = (html: string) => html;
const tile = (product: object) => toTileModel(product, { sanitize, customerGroups: ['Everyone'] })!;
const parts = (product: object, productId: string, query = '') =>
  productPageParts({ product, variants: [] }, productId, {
    sanitize,
    productPath: (id) => `/p/noslug-${id}.html`,
    origin: 'https://shop.test',
    locale: 'en-US',
    currency: 'USD',
    maxOrderQuantity: 10,
    query: new URLSearchParams(query),
    ogImage: { width: 1200, height: 630 },
  });

const colour = {
  id: 'color',
  name: 'Color',
  values: [
    { value: '010', name: 'Black' },
    { value: '820', name: 'Pine' },
  ],
};
const size = { id: 'size', name: 'Size', values: [{ value: 'M', name: 'M' }] };

describe('product fields: c_baseProductImageURL, manufacturerSku, the variation-group flag', () => {
  it('uses c_baseProductImageURL only for a product without images, and only when it is an https URL', () => {
    const base = 'https://img.test/i/ridgeline/P1';
    expect(tile({ id: 'P1', name: 'Mug', c_baseProductImageURL: base }).images).toEqual([{ url: base }]);
    expect(parts({ id: 'P1', name: 'Mug', c_baseProductImageURL: base }, 'P1').model.images).toEqual({
      '': [{ base, alt: 'Mug' }],
    });
    // its own image wins
    const own = { link: 'https://img.test/i/ridgeline/own' };
    expect(tile({ id: 'P1', name: 'Mug', image: own, c_baseProductImageURL: base }).images).toEqual([
      { url: own.link },
    ]);
    for (const bad of [
      'javascript:alert(1)',
      'http://img.test/x',
      '//evil.test/x',
      '/i/x',
      'https://u:p@img.test/x',
      42,
    ])
      expect(baseProductImage({ c_baseProductImageURL: bad }), String(bad)).toEqual([]);
  });

  it('shows manufacturerSku under Product Details, as text, trimmed and at most 100 characters', () => {
    expect(toProductCopy({ manufacturerSku: '  RDG-RM1001 ' }, sanitize).manufacturerSku).toBe('RDG-RM1001');
    expect(toProductCopy({ manufacturerSku: 'x'.repeat(300) }, sanitize).manufacturerSku).toHaveLength(100);
    expect(toProductCopy({ manufacturerSku: ' ' }, sanitize).manufacturerSku).toBeUndefined();
  });

  it('shows a variation group as its master with the group’s values chosen, unless the address chooses', () => {
    const group = {
      id: 'RM1001-820',
      name: 'Summit Shell Jacket',
      type: { variationGroup: true },
      master: { masterId: 'RM1001' },
      variationValues: { color: '820' },
      variationAttributes: [colour, size],
      variants: [
        { productId: 'RM1001-010-M', variationValues: { color: '010', size: 'M' }, orderable: true },
        { productId: 'RM1001-820-M', variationValues: { color: '820', size: 'M' }, orderable: true },
      ],
    };
    const shown = parts(group, 'RM1001-820');
    expect(shown.model.id).toBe('RM1001');
    expect(shown.selection).toEqual({ color: '820' });
    expect(shown.head.canonical).toBe('https://shop.test/p/noslug-RM1001.html');
    expect(parts(group, 'RM1001-820', '?color=010').selection).toEqual({ color: '010' });
    // a master is not a group: nothing is chosen for the shopper
    const { variationValues: _values, ...master } = group;
    expect(parts({ ...master, type: { master: true } }, 'RM1001').selection.color).not.toBe('820');
  });
});
