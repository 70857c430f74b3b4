import { describe, expect, it } from 'vitest';
import { addedItem, addedLine, buyBoxSelectors } from './buyBox';
import { sampleModel } from './sampleModel';
import { selectionFromQuery } from './selection';

describe('the buy box parts', () => {
  const model = sampleModel();
  const selection = selectionFromQuery(model, new URLSearchParams('color=820&size=M'));

  it('offers colour as swatches and the other attributes as chips, each value a link to its selection', () => {
    const selectors = buyBoxSelectors(model, selection);
    expect(selectors.map((selector) => [selector.id, selector.variant])).toEqual(
      model.attributes.map((attribute) => [attribute.id, attribute.id === 'color' ? 'swatch' : 'chip']),
    );
    expect(selectors[1]!.selected).toBe('M');
    expect(selectors[1]!.options.find((option) => option.value === 'L')!.href).toBe('/product/P1?color=820&size=L');
  });

  it('describes an add: the modal item and the line without JavaScript', () => {
    const item = addedItem(model, selection, 2);
    expect(item).toMatchObject({ name: model.name, quantity: 2 });
    expect(addedLine(model, selection, 2, 'Qty')).toBe('Trail Jacket, Qty 2, Color: Orange, Size: M');
  });
});
