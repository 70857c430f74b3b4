import { describe, expect, it } from 'vitest';
import {
  addedItem,
  linePriceFor,
  priceTierFor,
  quantityPriceLines,
  restrictionNotice,
  unitPriceLine,
  type PricingWords,
} from './buyBox';
import { DEFAULT_PRODUCT_PAGE_FLAGS, productPageFlags } from './flags';
import { quantityPricesOf, toProductDetailModel, unitPriceOf } from './fromCommerce';

const sanitize = (html: string) => html;
const options = { sanitize, path: '/p/fuel', locale: 'en-US', currency: 'USD', maxOrderQuantity: 10 };
// A fuel canister as Shopper Products gives it (the sandbox's RG5013).
const FUEL = {
  id: 'RG5013',
  name: 'Trail Stove Fuel 230 g',
  price: 7.95,
  tieredPrices: [
    { price: 7.95, pricebook: 'regularPrices_RidgelineUS', quantity: 1 },
    { price: 6.95, pricebook: 'regularPrices_RidgelineUS', quantity: 4 },
  ],
  unitMeasure: 'g',
  unitQuantity: 230,
  pricePerUnit: 0.0346,
  c_restrictedProductType: 'hazmat',
  inventory: { orderable: true, stockLevel: 40 },
};
const WORDS: PricingWords = {
  quantityPrice: 'Buy {quantity} or more: {price} each',
  unitPrice: '{price} / {per} {measure}',
  restricted: { hazmat: 'Ground shipping only.', other: 'Shipping restrictions apply.' },
};

describe('quantity prices, the unit price and restricted types on the product page', () => {
  it('the model carries the tier, the price per 100 g and the restricted type; the buy box words them', () => {
    const model = toProductDetailModel(FUEL, new Map(), options);
    expect(model.quantityPrices).toEqual([{ quantity: 4, price: 6.95 }]);
    expect(model.unitPrice).toEqual({ price: 3.46, per: 100, measure: 'g' });
    expect(model.restrictedType).toBe('hazmat');
    expect(quantityPriceLines(model, WORDS)).toEqual(['Buy 4 or more: $6.95 each']);
    expect(unitPriceLine(model, WORDS)).toBe('$3.46 / 100 g');
    expect(restrictionNotice(model, WORDS)).toBe('Ground shipping only.');
    const french = toProductDetailModel(FUEL, new Map(), { ...options, locale: 'fr-CA', currency: 'CAD' });
    // French Canadian money: a comma and the sign after a (non-breaking) space.
    expect(unitPriceLine(french, WORDS)).toMatch(/^3,46\s\$ \/ 100 g$/);
  });

  it('keeps only tiers cheaper than the step before, in the usual price book, at most four', () => {
    const tiers = (list: object[]) => quantityPricesOf({ tieredPrices: list as never }, 10);
    expect(
      tiers([
        { quantity: 6, price: 8 },
        { quantity: 3, price: 9 },
        { quantity: 10, price: 8.5 },
        { quantity: 2, price: 10 },
        { quantity: 12, price: 7, pricebook: 'salePrices_RidgelineUS' },
        { quantity: 1.5, price: 5 },
        { quantity: 20, price: -1 },
      ]),
    ).toEqual([
      { quantity: 3, price: 9 },
      { quantity: 6, price: 8 },
    ]);
    const ladder = Array.from({ length: 8 }, (_, i) => ({ quantity: i + 2, price: 9 - i }));
    expect(tiers(ladder)).toHaveLength(4);
    expect(quantityPricesOf({ tieredPrices: [{ quantity: 4, price: 6 }] }, undefined)).toEqual([]);
  });

  it('a unit other than grams, millilitres or centimetres is priced per one; nothing without a measure', () => {
    expect(unitPriceOf({ pricePerUnit: 12, unitMeasure: 'kg' })).toEqual({ price: 12, per: 1, measure: 'kg' });
    const model = toProductDetailModel({ ...FUEL, pricePerUnit: 12, unitMeasure: 'kg' }, new Map(), options);
    expect(unitPriceLine(model, WORDS)).toBe('$12.00 / kg');
    expect(unitPriceOf({ pricePerUnit: 12 })).toBeUndefined();
    expect(unitPriceOf({ pricePerUnit: 0, unitMeasure: 'g' })).toBeUndefined();
  });

  it('ENABLE_RESTRICTED_PRODUCT_TYPES=off: no restricted type; an unknown type gets the general notice', () => {
    expect(DEFAULT_PRODUCT_PAGE_FLAGS.restrictedProductTypes).toBe(true);
    expect(productPageFlags({ ENABLE_RESTRICTED_PRODUCT_TYPES: false }).restrictedProductTypes).toBe(false);
    const off = toProductDetailModel(FUEL, new Map(), { ...options, restrictedProductTypes: false });
    expect(off.restrictedType).toBeUndefined();
    expect(restrictionNotice(off, WORDS)).toBeUndefined();
    const blades = toProductDetailModel({ ...FUEL, c_restrictedProductType: 'Blades' }, new Map(), options);
    expect(restrictionNotice(blades, WORDS)).toBe('Shipping restrictions apply.');
    const hostile = toProductDetailModel({ ...FUEL, c_restrictedProductType: '<b>x</b>' }, new Map(), options);
    expect(hostile.restrictedType).toBeUndefined();
  });

  it('a line of 4 or more is priced at the tier (the modal, the data layer); fewer at the usual price', () => {
    const model = toProductDetailModel(FUEL, new Map(), options);
    expect(priceTierFor(model, 3)).toBeUndefined();
    expect(priceTierFor(model, 6)).toEqual({ quantity: 4, price: 6.95 });
    expect(linePriceFor(model, {}, 3)).toEqual({ type: 'single', sales: 7.95 });
    expect(linePriceFor(model, {}, 4)).toEqual({ type: 'single', sales: 6.95, list: 7.95 });
    expect(addedItem(model, {}, 5).price).toEqual({ type: 'single', sales: 6.95, list: 7.95 });
  });
});
