import { describe, expect, it } from 'vitest';
import {
  colourPrices,
  describeSelection,
  imagesFor,
  isValueOrderable,
  priceFor,
  quantityLimit,
  selectedVariant,
  selectionFromQuery,
  selectionHref,
  stockFor,
  withChoice,
} from './selection';
import { sampleModel } from './sampleModel';

describe('selectionFromQuery', () => {
  const model = sampleModel();

  it('reads one parameter per attribute and ignores values the product does not have', () => {
    expect(selectionFromQuery(model, new URLSearchParams('color=820&size=M'))).toEqual({ color: '820', size: 'M' });
    expect(selectionFromQuery(model, new URLSearchParams('color=999&size=XXXL'))).toEqual({ color: '010' });
  });

  it('reads a variant id (pid) as that variant’s values', () => {
    expect(selectionFromQuery(model, new URLSearchParams('pid=P1-820-L'))).toEqual({ color: '820', size: 'L' });
    expect(selectionFromQuery(model, new URLSearchParams('pid=OTHER-1&size=S'))).toEqual({ color: '010', size: 'S' });
  });

  it('chooses the initial colour when none is asked for, never a size', () => {
    expect(selectionFromQuery(model, new URLSearchParams(''))).toEqual({ color: '010' });
    expect(selectionFromQuery(sampleModel({ initialColor: '820' }), new URLSearchParams('size=L'))).toEqual({
      color: '820',
      size: 'L',
    });
  });
});

describe('orderability', () => {
  const model = sampleModel();

  it('a value is orderable if any variant with it and the other choices is orderable', () => {
    expect(isValueOrderable(model, { color: '010' }, 'size', 'L')).toBe(false);
    expect(isValueOrderable(model, { color: '820' }, 'size', 'L')).toBe(true);
    expect(isValueOrderable(model, { size: 'L' }, 'color', '010')).toBe(false);
    expect(isValueOrderable(model, {}, 'color', '010')).toBe(true);
  });

  it('a colour with no orderable variant is not orderable whatever the size', () => {
    const soldOut = sampleModel({}, [
      { id: 'P1-010-S', values: { color: '010', size: 'S' }, orderable: false },
      { id: 'P1-820-S', values: { color: '820', size: 'S' }, orderable: true },
    ]);
    expect(isValueOrderable(soldOut, {}, 'color', '010')).toBe(false);
    expect(isValueOrderable(soldOut, {}, 'color', '820')).toBe(true);
  });

  it('a product without variants answers for itself', () => {
    const single = sampleModel({ attributes: [], orderable: false }, []);
    expect(isValueOrderable(single, {}, 'size', 'S')).toBe(false);
  });
});

describe('stockFor', () => {
  const model = sampleModel();

  it("says nothing while a choice is missing, 'Only n left!' at 5 or fewer, nothing above", () => {
    expect(stockFor(model, { color: '010' })).toEqual({ status: 'in-stock' });
    expect(stockFor(model, { color: '010', size: 'M' })).toEqual({ status: 'low-stock', message: 'Only 3 left!' });
    expect(stockFor(model, { color: '820', size: 'M' })).toEqual({ status: 'low-stock', message: 'Only 5 left!' });
    expect(stockFor(model, { color: '820', size: 'L' })).toEqual({ status: 'in-stock' });
  });

  it("'Out of stock' when the chosen variant cannot be ordered, or nothing of the product can", () => {
    expect(stockFor(model, { color: '010', size: 'L' })).toEqual({ status: 'out-of-stock', message: 'Out of stock' });
    const none = sampleModel({}, [{ id: 'P1-010-S', values: { color: '010', size: 'S' }, orderable: false }]);
    expect(stockFor(none, { color: '010' }).message).toBe('Out of stock');
    expect(stockFor(none, { color: '010', size: 'M' }).message).toBe('Out of stock');
  });

  it('uses the product’s own stock when it has no variants', () => {
    expect(stockFor(sampleModel({ attributes: [], stockLevel: 2 }, []), {}).message).toBe('Only 2 left!');
  });
});

describe('priceFor', () => {
  const model = sampleModel();

  it('a range over every variant with no choice, one price per colour, a sale below the list price', () => {
    expect(priceFor(model, {})).toEqual({ type: 'range', minSale: 89.9, maxSale: 120, minList: 120, maxList: 120 });
    expect(priceFor(model, { color: '010' })).toEqual({ type: 'single', sales: 120 });
    expect(priceFor(model, { color: '820', size: 'M' })).toEqual({ type: 'single', sales: 89.9, list: 120 });
  });

  it('falls back to the master’s price, and to null (Price Not Found) when there is none', () => {
    const unpriced = sampleModel({ price: { type: 'single', sales: 50 } }, [
      { id: 'P1-010-S', values: { color: '010', size: 'S' }, orderable: true },
    ]);
    expect(priceFor(unpriced, { color: '010' })).toEqual({ type: 'single', sales: 50 });
    expect(priceFor(sampleModel({ price: null }, []), {})).toBeNull();
  });

  it('groups colours by price for the tier list', () => {
    expect(colourPrices(model)).toEqual([
      { id: '010', name: 'Black', price: { type: 'single', sales: 120 } },
      { id: '820', name: 'Orange', price: { type: 'single', sales: 89.9, list: 120 } },
    ]);
  });
});

describe('links and the rest', () => {
  const model = sampleModel();

  it('every choice is a page address with the other choices kept, in attribute order', () => {
    expect(selectionHref(model, withChoice({ size: 'M', color: '010' }, 'color', '820'))).toBe(
      '/product/P1?color=820&size=M',
    );
    expect(selectionHref(model, {})).toBe('/product/P1');
  });

  it('the selected variant only when every choice is made', () => {
    expect(selectedVariant(model, { color: '010' })).toBeUndefined();
    expect(selectedVariant(model, { color: '010', size: 'M' })?.id).toBe('P1-010-M');
  });

  it('limits the quantity to the stock and the maximum order quantity', () => {
    expect(quantityLimit(model, { color: '010', size: 'M' })).toBe(3);
    expect(quantityLimit(model, { color: '010' })).toBe(10);
  });

  it('shows the chosen colour’s images and names the choices', () => {
    expect(imagesFor(model, { color: '820' })[0]?.alt).toBe('Trail Jacket, Orange');
    expect(describeSelection(model, { color: '820', size: 'M' })).toEqual([
      { label: 'Color', value: 'Orange' },
      { label: 'Size', value: 'M' },
    ]);
  });
});
