import { describe, expect, it, vi } from 'vitest';
import type { Basket, BasketApi } from '@ridgeline/commerce/server';
import type { ShopperAuth } from '../../../platform/commerce/shopperSession.server';
import { shopLocale, type ShopLocale } from '../../../platform/urls';
import { DEFAULT_LOCALE } from '../../../platform/urls';
import { createCommerceClientRegistry } from '../../../platform/request/commerceClients.server';
import { APP_FEATURES } from '../../../appFeatures.server';
import { readCommerceConfig } from '../../../platform/commerce/config.server';
import { addToBagAction, localeOf } from './action.server';
import type { AddToBagDeps } from './addToBag.server';

/** The bag's clients of a locale, from a registry of this test's own (the request context hands a registry's to routes). */
const registry = createCommerceClientRegistry(readCommerceConfig(), { features: APP_FEATURES.clients });
const shopDeps = (locale: ShopLocale = DEFAULT_LOCALE) => registry.forLocale(locale).shop;

const ORIGIN = 'https://shop.test';

const auth: ShopperAuth = {
  loginGuest: async () => ({
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    usid: 'usid-1',
    customer_id: 'cust-1',
    expires_in: 1800,
  }),
  refresh: async (refreshToken: string) => ({
    access_token: 'access-r',
    refresh_token: refreshToken,
    usid: 'usid-1',
    expires_in: 1800,
  }),
};

/** Baskets as SCAPI keeps them: the currency is set when the basket is created and changes only with updateBasket. */
function fakeBaskets(createdIn: string) {
  const baskets = new Map<string, Basket>();
  return {
    baskets,
    createBasket: vi.fn(async () => {
      const basket: Basket = { basketId: `b${baskets.size + 1}`, currency: createdIn, productItems: [] };
      baskets.set(basket.basketId, basket);
      return basket;
    }),
    addItem: vi.fn(async (_token: string, basketId: string, item: { productId: string; quantity: number }) => {
      const basket = baskets.get(basketId)!;
      basket.productItems = [...(basket.productItems ?? []), item];
      return { ...basket };
    }),
    updateCurrency: vi.fn(async (_token: string, basketId: string, currency: string) => {
      const basket = baskets.get(basketId)!;
      basket.currency = currency;
      return { ...basket };
    }),
  } satisfies Pick<BasketApi, 'createBasket' | 'addItem' | 'updateCurrency'> & { baskets: unknown };
}

const add = (returnTo: string, deps: (locale: ShopLocale) => AddToBagDeps) =>
  addToBagAction(
    new Request(`${ORIGIN}/cart/items`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, accept: 'application/json' },
      body: new URLSearchParams({ pid: 'P1-010-M', quantity: '1', returnTo }).toString(),
    }),
    deps,
  );

describe('the basket currency follows the shop locale', () => {
  it('USD for en-US (COMMERCE_CURRENCY), CAD for en-CA and fr-CA', () => {
    expect(shopDeps().deps.currency).toBe('USD');
    expect(shopDeps(shopLocale('en-US')).deps.currency).toBe('USD');
    expect(shopDeps(shopLocale('en-CA')).deps.currency).toBe('CAD');
    expect(shopDeps(shopLocale('fr-CA')).deps.currency).toBe('CAD');
    expect(shopDeps(shopLocale('fr-CA')).locale).toBe('fr-CA');
  });

  it('the add-to-bag endpoint reads the locale from the page the form came from', () => {
    expect(localeOf('/fr-ca/product/P1?color=010').id).toBe('fr-CA');
    expect(localeOf('/en-ca/p/summit-shell').id).toBe('en-CA');
    expect(localeOf('/product/P1').id).toBe('en-US');
    expect(localeOf('/xx-yy/product/P1').id).toBe('en-US');
  });

  it('an add from a fr-CA page uses the fr-CA dependencies; a basket in another currency is moved to CAD', async () => {
    const baskets = fakeBaskets('USD');
    const asked: string[] = [];
    const response = await add('/fr-ca/product/P1?color=010&size=M', (locale) => {
      asked.push(locale.id);
      return { auth, baskets, currency: 'CAD' };
    });
    expect(response.status).toBe(200);
    expect(asked).toEqual(['fr-CA']);
    expect(baskets.updateCurrency).toHaveBeenCalledWith('access-1', 'b1', 'CAD');
    expect(baskets.baskets.get('b1')!.currency).toBe('CAD');
  });

  it('a basket already in the locale currency is left alone', async () => {
    const baskets = fakeBaskets('USD');
    const response = await add('/product/P1', () => ({ auth, baskets, currency: 'USD' }));
    expect(response.status).toBe(200);
    expect(baskets.updateCurrency).not.toHaveBeenCalled();
  });
});
