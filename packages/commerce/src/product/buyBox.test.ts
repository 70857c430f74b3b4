// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { addedItem, addedLine, buyBoxSelectors, postAddToBag } from './buyBox';
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

describe('postAddToBag', () => {
  const form = () => {
    const element = document.createElement('form');
    element.action = 'https://shop.test/cart/items';
    element.innerHTML = '<input name="pid" value="P1-820-M"><input name="quantity" value="2">';
    return element;
  };

  it('posts the form as JSON-accepting fetch and reads the bag count or the failure code', async () => {
    const ok = vi.fn(async () => Response.json({ ok: true, count: 3 }));
    expect(await postAddToBag(form(), ok as unknown as typeof fetch)).toEqual({ ok: true, count: 3 });
    const [url, init] = ok.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://shop.test/cart/items');
    expect(String(init.body)).toBe('pid=P1-820-M&quantity=2');
    const refused = vi.fn(async () => Response.json({ ok: false, code: 'out-of-stock' }, { status: 409 }));
    expect(await postAddToBag(form(), refused as unknown as typeof fetch)).toEqual({ ok: false, code: 'out-of-stock' });
  });

  it('a network failure is a failure without a code', async () => {
    const down = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await postAddToBag(form(), down as unknown as typeof fetch)).toEqual({ ok: false });
  });
});
