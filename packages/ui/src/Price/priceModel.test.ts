import { describe, expect, it } from 'vitest';
import { describePrice, discountPercent, formatMoney, priceBounds } from './priceModel';

describe('discountPercent', () => {
  it('truncates to a whole percent, never rounds up', () => {
    expect(discountPercent(66.67, 100)).toBe(33); // 33.33 %
    expect(discountPercent(89.9, 120)).toBe(25); // 25.08 %
    expect(discountPercent(0.99, 3)).toBe(67); // 67.0 %
    expect(discountPercent(59.99, 100)).toBe(40); // 40.01 %
    expect(discountPercent(60.01, 100)).toBe(39); // 39.99 % -> 39, not 40
  });

  it('is exact where binary fractions would drift (10 -> 7.10 is 29 %, not 28)', () => {
    expect(discountPercent(7.1, 10)).toBe(29);
    expect(discountPercent(0.7, 1)).toBe(30);
  });

  it('is 0 without a discount or a positive list price', () => {
    expect(discountPercent(50, 50)).toBe(0);
    expect(discountPercent(60, 50)).toBe(0);
    expect(discountPercent(10, 0)).toBe(0);
  });
});

describe('describePrice', () => {
  it('single, sale and not-found', () => {
    expect(describePrice({ type: 'single', sales: 50 })).toEqual({ kind: 'single', current: 50 });
    expect(describePrice({ type: 'single', sales: 50, list: 50 })).toEqual({ kind: 'single', current: 50 });
    expect(describePrice({ type: 'single', sales: 60, list: 80 })).toEqual({
      kind: 'sale',
      current: 60,
      list: 80,
      discountPercent: 25,
    });
    expect(describePrice(null)).toEqual({ kind: 'not-found' });
    expect(describePrice(undefined)).toEqual({ kind: 'not-found' });
    expect(describePrice({ type: 'single', sales: Number.NaN })).toEqual({ kind: 'not-found' });
  });

  it('a range only when min differs from max; equal ends show one price', () => {
    expect(describePrice({ type: 'range', minSale: 40, maxSale: 60 })).toEqual({ kind: 'range', min: 40, max: 60 });
    expect(describePrice({ type: 'range', minSale: 40, maxSale: 40 })).toEqual({ kind: 'single', current: 40 });
    expect(describePrice({ type: 'range', minSale: 30, maxSale: 30, minList: 40, maxList: 40 })).toMatchObject({
      kind: 'sale',
      current: 30,
      list: 40,
    });
  });

  it('a sale range when a sale end is below its list end', () => {
    expect(describePrice({ type: 'range', minSale: 30, maxSale: 60, minList: 40, maxList: 60 })).toEqual({
      kind: 'sale-range',
      min: 30,
      max: 60,
      listMin: 40,
      listMax: 60,
    });
    expect(describePrice({ type: 'range', minSale: 40, maxSale: 60, minList: 40, maxList: 60 })).toEqual({
      kind: 'range',
      min: 40,
      max: 60,
    });
  });

  it('bounds for the Sale-badge rule', () => {
    expect(priceBounds({ type: 'range', minSale: 60, maxSale: 40 })).toEqual({ min: 40, max: 60 });
    expect(priceBounds({ type: 'single', sales: 5 })).toEqual({ min: 5, max: 5 });
    expect(priceBounds(null)).toBeUndefined();
  });
});

describe('formatMoney', () => {
  it('uses Intl.NumberFormat with the locale and currency', () => {
    expect(formatMoney(89.9)).toBe('$89.90');
    expect(formatMoney(1234.5, { locale: 'en-US', currency: 'USD' })).toBe('$1,234.50');
    expect(formatMoney(1234.5, { locale: 'de-DE', currency: 'EUR' })).toBe(
      new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(1234.5),
    );
    expect(formatMoney(1234.5, { locale: 'de-DE', currency: 'EUR' })).toMatch(/1\.234,50\s€/);
    expect(formatMoney(99, { locale: 'fr-CA', currency: 'CAD' })).toMatch(/99,00\s\$/);
  });
});
