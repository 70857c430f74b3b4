import { describe, expect, it, vi } from 'vitest';
import {
  bagProductId,
  changeWishList,
  createWishlistApi,
  wishlistChangeOf,
  wishlistItems,
  wishlistProductIds,
  type WishlistApi,
} from './wishlist.server';
import { testCommerceConfig } from '../../testing/commerceConfig';

/** An in-memory wish-list API (one customer), recording its calls. */
function fakeApi(items: { id: string; productId: string }[] | undefined): WishlistApi & { calls: string[] } {
  let list = items ? { id: 'L1', items: items.map((item) => ({ ...item, quantity: 1 })) } : undefined;
  const calls: string[] = [];
  return {
    calls,
    find: vi.fn(async () => list),
    create: vi.fn(async () => {
      calls.push('create');
      list = { id: 'L2', items: [] };
      return list;
    }),
    addItem: vi.fn(async (_token, _customer, listId, productId) => {
      calls.push(`add ${listId} ${productId}`);
      return { id: 'new', productId, quantity: 1 };
    }),
    removeItem: vi.fn(async (_token, _customer, listId, itemId) => void calls.push(`remove ${listId} ${itemId}`)),
  };
}
const shopper = { accessToken: 'token', customerId: 'c1' };

describe('a wish-list change', () => {
  it('is a product id of word characters, dots and hyphens, and add or remove', () => {
    expect(wishlistChangeOf({ productId: 'P-1.a_b', action: 'add' })).toEqual({ productId: 'P-1.a_b', action: 'add' });
    expect(wishlistChangeOf({ productId: 'P1', action: 'remove' })).toEqual({ productId: 'P1', action: 'remove' });
    expect(wishlistChangeOf({ productId: '../P1', action: 'add' })).toBeUndefined();
    expect(wishlistChangeOf({ productId: 'x'.repeat(101), action: 'add' })).toBeUndefined();
    expect(wishlistChangeOf({ productId: ['P1'], action: 'add' })).toBeUndefined();
    expect(wishlistChangeOf({ productId: 'P1', action: 'toggle' })).toBeUndefined();
  });
  it('creates the list on the first add, and adds to the existing list after', async () => {
    const none = fakeApi(undefined);
    expect(await changeWishList(none, shopper, { productId: 'P1', action: 'add' })).toBe('added');
    expect(none.calls).toEqual(['create', 'add L2 P1']);
    const some = fakeApi([{ id: 'i1', productId: 'P0' }]);
    expect(await changeWishList(some, shopper, { productId: 'P1', action: 'add' })).toBe('added');
    expect(some.calls).toEqual(['add L1 P1']);
  });
  it('leaves a product already in the list alone', async () => {
    const api = fakeApi([{ id: 'i1', productId: 'P1' }]);
    expect(await changeWishList(api, shopper, { productId: 'P1', action: 'add' })).toBe('already');
    expect(api.calls).toEqual([]);
  });
  it('removes every entry of the product, and answers "removed" when it was not there', async () => {
    const api = fakeApi([
      { id: 'i1', productId: 'P1' },
      { id: 'i2', productId: 'P2' },
      { id: 'i3', productId: 'P1' },
    ]);
    expect(await changeWishList(api, shopper, { productId: 'P1', action: 'remove' })).toBe('removed');
    expect(api.calls).toEqual(['remove L1 i1', 'remove L1 i3']);
    expect(await changeWishList(fakeApi(undefined), shopper, { productId: 'P1', action: 'remove' })).toBe('removed');
  });
});

describe('the wish list page', () => {
  it('reads the product ids once each, in the list order', () => {
    const items = ['B', 'A', 'B'].map((productId, index) => ({ id: `i${index}`, productId, quantity: 1 }));
    expect(wishlistProductIds({ id: 'L', items })).toEqual(['B', 'A']);
    expect(wishlistProductIds(undefined)).toEqual([]);
  });
  it('adds to the bag what can be bought as it is', () => {
    expect(bagProductId({ type: { variant: true } }, 'V1')).toBe('V1');
    expect(bagProductId({ type: { item: true } }, 'S1')).toBe('S1');
    expect(bagProductId({ type: { master: true }, variants: [{ productId: 'M1-1' }] }, 'M1')).toBe('M1-1');
    expect(
      bagProductId({ type: { master: true }, variants: [{ productId: 'a' }, { productId: 'b' }] }, 'M1'),
    ).toBeUndefined();
    expect(bagProductId({ type: { master: true } }, 'M1')).toBeUndefined();
    expect(bagProductId({}, 'P1')).toBe('P1');
  });
  it("keeps the list's order and counts what the catalogue no longer returns (or makes no tile) as missing", () => {
    const products = [
      { id: 'B', type: { master: true }, variants: [{ productId: 'B-1' }] },
      { id: 'A', type: { variant: true } },
      { id: 'X', type: { variant: true } },
    ];
    const { items, missing } = wishlistItems(['A', 'gone', 'B', 'X'], products, (product) =>
      product.id === 'X' ? undefined : product.id,
    );
    expect(items).toEqual([
      { tile: 'A', bagProductId: 'A' },
      { tile: 'B', bagProductId: 'B-1' },
    ]);
    expect(missing).toEqual(['gone', 'X']);
  });
});

describe('the Shopper Customers product-list calls', () => {
  const config = testCommerceConfig();

  it("finds the list of type wish_list among the customer's lists, and creates one of that type", async () => {
    const fetchImpl = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? Response.json({ id: 'new-list', type: 'wish_list' })
        : Response.json({
            data: [
              { id: 'gifts', type: 'gift_registry', customerProductListItems: [{ id: 'i1', productId: 'G1' }] },
              { id: 'wishes', type: 'wish_list', customerProductListItems: [{ id: 'i2', productId: 'W1' }] },
            ],
          }),
    );
    const api = createWishlistApi(config, fetchImpl as never);
    expect(await api.find('tok', 'c1')).toEqual({ id: 'wishes', items: [{ id: 'i2', productId: 'W1', quantity: 1 }] });
    expect(await api.create('tok', 'c1')).toEqual({ id: 'new-list', items: [] });
    const [, init] = fetchImpl.mock.calls[1] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ type: 'wish_list' });
  });

  it('answers no list when the customer has only lists of other types', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ data: [{ id: 'gifts', type: 'gift_registry' }] }));
    expect(await createWishlistApi(config, fetchImpl as never).find('tok', 'c1')).toBeUndefined();
  });
});
