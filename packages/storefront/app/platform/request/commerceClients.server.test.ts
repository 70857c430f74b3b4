import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { shopLocale, type ShopLocale } from '../urls';
import { commerceClientsFor, resetCommerceClients } from './commerceClients.server';
import { createRequestContext } from './context.server';

const here = path.dirname(fileURLToPath(import.meta.url));
const storefront = path.resolve(here, '../../..');
const locale = (id: string): ShopLocale => {
  const found = shopLocale(id);
  if (!found) throw new Error(`no shop locale ${id}`);
  return found;
};

afterEach(() => resetCommerceClients());

describe('commerceClientsFor: the process registry of commerce clients', () => {
  it('gives the same clients for the same locale, every member made once', () => {
    const first = commerceClientsFor(locale('en-US'));
    expect(commerceClientsFor(locale('en-US'))).toBe(first);
    // an alias of the same locale is the same locale id
    expect(commerceClientsFor(locale('en-us'))).toBe(first);
    expect(first.shop).toBe(first.shop);
    expect(first.commerce).toBe(commerceClientsFor(locale('en-US')).commerce);
    expect(first.products).toBe(first.products);
    expect(first.list).toBe(first.list);
    expect(first.stores).toBe(first.stores);
  });

  it('gives distinct clients for en-US and fr-CA, each in its own locale and currency', () => {
    const us = commerceClientsFor(locale('en-US'));
    const fr = commerceClientsFor(locale('fr-CA'));
    expect(fr).not.toBe(us);
    expect(fr.commerce).not.toBe(us.commerce);
    expect(fr.products).not.toBe(us.products);
    expect(fr.shop.deps).not.toBe(us.shop.deps);
    expect([us.config.locale, us.config.currency]).toEqual(['en-US', 'USD']);
    expect([fr.config.locale, fr.config.currency]).toEqual(['fr-CA', 'CAD']);
    expect(us.shop).toMatchObject({ locale: 'en-US', deps: { currency: 'USD' } });
    expect(fr.shop).toMatchObject({ locale: 'fr-CA', deps: { currency: 'CAD' } });
    // add to bag uses the bag's own clients, so a new basket is in the locale's currency
    expect(fr.addToBag).toMatchObject({ currency: 'CAD', auth: fr.shop.deps.auth, baskets: fr.shop.deps.baskets });
  });

  it('shares the locale-free clients (account, recovery, wish list, quick search, guest session) across locales', () => {
    const us = commerceClientsFor(locale('en-US'));
    const fr = commerceClientsFor(locale('fr-CA'));
    expect(fr.account).toBe(us.account);
    expect(fr.recovery).toBe(us.recovery);
    expect(fr.wishlist).toBe(us.wishlist);
    expect(fr.quickSearch).toBe(us.quickSearch);
    expect(fr.guestTokens).toBe(us.guestTokens);
    expect(fr.profile.auth).toBe(us.account.auth);
  });

  it('makes a client only when it is read', () => {
    const clients = commerceClientsFor(locale('en-CA'));
    const unread = (name: string) => typeof Object.getOwnPropertyDescriptor(clients, name)?.get === 'function';
    expect(unread('products')).toBe(true);
    expect(unread('shop')).toBe(true);
    void clients.products;
    expect(unread('products')).toBe(false);
    expect(unread('shop')).toBe(true);
  });

  it('resetCommerceClients forgets what was made', () => {
    const before = commerceClientsFor(locale('en-US'));
    resetCommerceClients();
    expect(commerceClientsFor(locale('en-US'))).not.toBe(before);
  });

  it("the request context's commerce is the registry's for the request's locale", () => {
    const fr = createRequestContext(new Request('http://shop.test/fr-ca/cart'));
    expect(fr.locale.id).toBe('fr-CA');
    expect(fr.commerce).toBe(commerceClientsFor(locale('fr-CA')));
    expect(createRequestContext(new Request('http://shop.test/cart')).commerce).toBe(
      commerceClientsFor(locale('en-US')),
    );
  });
});

describe('no module keeps commerce clients of its own', () => {
  function sources(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) return sources(file);
      return /\.(ts|tsx|mts|mjs|js)$/.test(name) && !/\.test\.(ts|tsx)$/.test(name) ? [file] : [];
    });
  }
  const files = () =>
    sources(path.join(storefront, 'app'))
      .map((file) => path.relative(storefront, file).split(path.sep).join('/'))
      .filter((file) => file !== 'app/platform/request/commerceClients.server.ts');

  // a cache key made of a commerce configuration: `JSON.stringify(config)`, `JSON.stringify({ ...config, … })`
  const CONFIG_KEY = /JSON\.stringify\(\s*(?:\{\s*\.\.\.\s*)?\w*(?:config|Config)\w*\s*[,)}]/;
  // a module-level holder of a commerce client set (`let cached: { key: string; deps: AccountDeps }`, `new Map<…, ProductClient>`)
  const CLIENT_CACHE =
    /^(?:let|const|var)\s+\w+\s*(?::[^=\n]*|=\s*new Map<[^\n]*)\b(?:AccountDeps|ShopDeps|AddToBagDeps|ProfileDeps|RecoveryDeps|WishlistDeps|CommerceService|ProductClient|CategoryTreeSource|UrlMappingLookup|ListServices|QuickSearch|StoreSearchService)\b/m;

  it('the patterns find the caches this registry replaced', () => {
    expect(CONFIG_KEY.test('  const key = JSON.stringify(config);')).toBe(true);
    expect(CONFIG_KEY.test('  const key = JSON.stringify(pageConfig);')).toBe(true);
    expect(CONFIG_KEY.test('  const key = JSON.stringify({ ...config, locale: undefined });')).toBe(true);
    expect(CONFIG_KEY.test('  const key = `stores:${JSON.stringify(where)}`;')).toBe(false);
    expect(CLIENT_CACHE.test('let cached: { key: string; deps: AccountDeps } | undefined;')).toBe(true);
    expect(CLIENT_CACHE.test('const shared = new Map<string, ProductClient>();')).toBe(true);
    expect(CLIENT_CACHE.test('const deps = new Map<string, { key: string; deps: AddToBagDeps }>();')).toBe(true);
    expect(CLIENT_CACHE.test('let shared: { key: string; search: QuickSearch } | undefined;')).toBe(true);
    expect(CLIENT_CACHE.test('  const found = new Map<string, CommerceProduct>();')).toBe(false);
  });

  it('no module outside the registry keys a cache by a commerce configuration', () => {
    const offenders = files().filter((file) => CONFIG_KEY.test(readFileSync(path.join(storefront, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('no module outside the registry holds commerce clients at module level', () => {
    const offenders = files().filter((file) => CLIENT_CACHE.test(readFileSync(path.join(storefront, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
