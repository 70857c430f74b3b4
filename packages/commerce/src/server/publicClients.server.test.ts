import { describe, expect, it } from 'vitest';
import type { CommerceConfig } from './config.server';
import { createPublicCommerceClients, madeOnFirstRead } from './publicClients.server';

const config: CommerceConfig = {
  shortCode: 'test',
  organizationId: 'f_ecom_test',
  clientId: 'client',
  siteId: 'Site',
  proxy: 'http://commerce.test',
  redirectUri: 'http://shop.test/callback',
  locale: 'fr-CA',
  currency: 'CAD',
  einstein: { host: 'http://einstein.test', clientId: 'e', siteId: 'r-Site', realm: 'r', instanceType: 'sbx' },
  usingSandbox: false,
  timeoutMs: 1_000,
};
// never asked: making a client calls nothing
const tokens = {
  get: () => Promise.reject(new Error('no call expected')),
  invalidate: () => {},
};

describe('createPublicCommerceClients', () => {
  it('makes each reader on first read, once, and asks for the search provider only when the list is made', () => {
    let providerReads = 0;
    const clients = createPublicCommerceClients({ id: 'fr-CA' }, config, {
      tokens,
      searchProvider: () => {
        providerReads += 1;
        return { provider: 'scapi' };
      },
    });
    const unread = (name: string) => typeof Object.getOwnPropertyDescriptor(clients, name)?.get === 'function';
    expect(['commerce', 'products', 'categories', 'urlMapping', 'list'].map(unread)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(clients.products).toBe(clients.products);
    expect(unread('products')).toBe(false);
    expect(unread('commerce')).toBe(true);
    expect(providerReads).toBe(0);
    expect(clients.list).toBe(clients.list);
    expect(providerReads).toBe(1);
    // the list enriches with the same commerce service the block loaders read
    expect(unread('commerce')).toBe(false);
  });

  it('two calls (two apps) share no reader', () => {
    const shared = { tokens, searchProvider: () => ({ provider: 'scapi' }) as const };
    const one = createPublicCommerceClients({ id: 'fr-CA' }, config, shared);
    const two = createPublicCommerceClients({ id: 'fr-CA' }, config, shared);
    expect(two.products).not.toBe(one.products);
    expect(two.commerce).not.toBe(one.commerce);
  });
});

describe('madeOnFirstRead', () => {
  it('calls each maker once, on the first read of its member only', () => {
    const calls: string[] = [];
    const made = madeOnFirstRead<{ a: number; b: number }>({
      a: () => (calls.push('a'), 1),
      b: () => (calls.push('b'), 2),
    });
    expect(calls).toEqual([]);
    expect([made.a, made.a]).toEqual([1, 1]);
    expect(calls).toEqual(['a']);
  });
});
