// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  addedItem,
  addedLine,
  buyBoxSelectors,
  choiceAnnouncement,
  postAddToBag,
  unavailableReason,
  type ChoiceWords,
} from './buyBox';
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

describe('what a choice says', () => {
  const words: ChoiceWords = {
    inStock: 'in stock',
    outOfStock: 'Out of stock',
    lowStock: 'Only {stockLevel} left!',
    notAvailableIn: 'not available in {values}',
  };
  const model = sampleModel();
  const at = (query: string) => selectionFromQuery(model, new URLSearchParams(query));

  it('announces the chosen values, then the stock once every choice is made', () => {
    expect(choiceAnnouncement(model, at('color=010'), words)).toBe('Color: Black');
    expect(choiceAnnouncement(model, at('color=010&size=S'), words)).toBe('Color: Black, Size: S, in stock');
    expect(choiceAnnouncement(model, at('color=010&size=M'), words)).toBe('Color: Black, Size: M, Only 3 left!');
    expect(choiceAnnouncement(model, at('color=010&size=L'), words)).toBe('Color: Black, Size: L, Out of stock');
  });

  it('says why a value is unavailable: out of stock, or not made with the other choices', () => {
    expect(unavailableReason(model, at('color=010'), 'size', 'L', words)).toBe('Out of stock');
    expect(unavailableReason(model, at('color=010'), 'size', 'M', words)).toBeUndefined();
    const noOrangeLarge = sampleModel(
      {},
      model.variants.filter((variant) => variant.id !== 'P1-820-L'),
    );
    expect(unavailableReason(noOrangeLarge, at('color=820'), 'size', 'L', words)).toBe('not available in Orange');
    const selectors = buyBoxSelectors(noOrangeLarge, at('color=820&size=S'), words);
    expect(selectors[1]!.options.map((option) => option.unavailableReason)).toEqual([
      undefined,
      undefined,
      'not available in Orange',
    ]);
    expect(buyBoxSelectors(noOrangeLarge, at('color=820'))[1]!.options[2]).not.toHaveProperty('unavailableReason');
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
