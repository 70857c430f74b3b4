// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShellConfig } from '../overlays/config';
import { pageActivity } from '../activity/einstein';
import type { ListPageData } from '../../shop/list/list.server';
import type { ListView } from '@ridgeline/commerce';
import { listPageData, productPageData } from '@ridgeline/commerce';
import { SIGNED_IN_COOKIE, signedInFromCookies } from '../../account/signedIn';
import {
  CUSTOMER_GROUPS_META,
  pageTypeOfPath,
  pageViewEvent,
  priceOf,
  pushShopperData,
  registrationTypeOf,
  shopPageEntries as entriesOf,
  type ShopPageData,
} from '@ridgeline/commerce';
import {
  DATA_LAYER_ISLAND,
  isSignedIn,
  pushPageViewUnlessShopPage,
  shopperDataUrl,
  SIGNED_IN_COOKIE_NAME,
} from './pageEvent';
import { reportAddToCart, sendPageActivity } from './shopEvents';

/** The page's entries as the island builds them: the registration state read from the `Cookie` header. */
const shopPageEntries = (data: ShopPageData, path: string, cookieHeader: string) =>
  entriesOf(data, path, isSignedIn(cookieHeader));
const registrationType = (cookieHeader: string) => registrationTypeOf(isSignedIn(cookieHeader));

const CONFIG: ShellConfig = {
  locale: 'en-US',
  serviceWorker: false,
  einstein: { endpoint: '/__ridgeline/einstein' },
};
const SIGNED_IN = 'ridgeline-signed-in=Ada';

let fetchMock: ReturnType<typeof vi.fn>;
const activities = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    name: String(url).split('/').pop(),
    body: JSON.parse(String((init as RequestInit).body)),
  }));

beforeEach(() => {
  fetchMock = vi.fn(
    async () => new Response('{"requestId":"r"}', { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  pageActivity.configure(CONFIG, async () => false);
  delete window.dataLayer;
});
afterEach(() => {
  pageActivity.reset();
  vi.unstubAllGlobals();
  localStorage.clear();
  document.body.innerHTML = '';
});

const listView = (mode: 'category' | 'search', q = ''): ListView =>
  ({
    mode,
    q,
    heading: mode === 'category' ? 'Jackets' : `Results for “${q}”`,
    total: 2,
    tiles: [
      {
        id: 'RM1001',
        name: 'Summit Shell',
        href: '/product/RM1001',
        colours: [],
        price: { type: 'single', sales: 199, list: 249 },
      },
      {
        id: 'RM1002',
        name: 'Ridge Fleece',
        href: '/product/RM1002',
        colours: [],
        price: { type: 'range', minSale: 59, maxSale: 79 },
      },
    ],
  }) as unknown as ListView;

describe('data-layer payloads per page type', () => {
  it('a product page: the page event, then productView with the product once loaded', () => {
    const data = productPageData({
      model: {
        id: 'RM1001',
        name: 'Summit Shell',
        locale: 'fr-CA',
        currency: 'CAD',
        price: { type: 'single', sales: 268.65 },
      } as never,
    });
    expect(shopPageEntries(data, '/fr-ca/product/RM1001', '')).toEqual([
      {
        event: 'pageView',
        pageType: 'product',
        path: '/fr-ca/product/RM1001',
        locale: 'fr-CA',
        registrationType: 'registrationStart',
      },
      { event: 'productView', currency: 'CAD', product: { id: 'RM1001', name: 'Summit Shell', price: 268.65 } },
    ]);
  });

  it('a category page: no page event, one categoryView with the category and the listed products', () => {
    const data = listPageData({
      view: listView('category'),
      locale: 'en-US',
      currency: 'USD',
      categoryId: 'mens-jackets',
    });
    const entries = shopPageEntries(data, '/c/mens-jackets/', SIGNED_IN);
    expect(entries).toEqual([
      {
        event: 'categoryView',
        currency: 'USD',
        category: { id: 'mens-jackets', name: 'Jackets' },
        products: [
          { id: 'RM1001', name: 'Summit Shell', price: 199 },
          { id: 'RM1002', name: 'Ridge Fleece', price: 59 },
        ],
        resultCount: 2,
        pageType: 'category',
        path: '/c/mens-jackets/',
        locale: 'en-US',
        registrationType: 'registrationComplete',
      },
    ]);
    expect(entries.some((entry) => entry.event === 'pageView')).toBe(false);
  });

  it('a category page with its CMS landing page above the grid is a category landing page', () => {
    const landing = { content: {}, context: {}, blockAssets: [], preparedAt: 0 } as unknown as ListPageData['landing'];
    const data = listPageData({
      view: listView('category'),
      locale: 'en-US',
      currency: 'USD',
      categoryId: 'x',
      landing,
    });
    expect(shopPageEntries(data, '/c/x/', '')).toEqual([
      expect.objectContaining({
        event: 'categoryView',
        pageType: 'categoryLanding',
        category: { id: 'x', name: 'Jackets' },
      }),
    ]);
  });

  it('a search page: the page event, then searchView with the phrase and the products', () => {
    const data = listPageData({ view: listView('search', 'shell'), locale: 'en-US', currency: 'USD' });
    const [page, search] = shopPageEntries(data, '/search', '');
    expect(page).toMatchObject({ event: 'pageView', pageType: 'search' });
    expect(search).toMatchObject({
      event: 'searchView',
      searchText: 'shell',
      resultCount: 2,
      products: [{ id: 'RM1001' }, { id: 'RM1002' }],
    });
  });

  it('the bag, the checkout and the confirmation: the page event, then cartView, beginCheckout or purchase', () => {
    const products = [{ id: 'RM1001-820-M', quantity: 2, price: 199 }];
    const base = { locale: 'en-US', currency: 'USD', products, amount: 398 };
    const second = (data: ShopPageData) => shopPageEntries(data, '/x', '')[1];
    expect(second({ ...base, pageType: 'cart' })).toEqual({
      event: 'cartView',
      currency: 'USD',
      products,
      amount: 398,
    });
    expect(second({ ...base, pageType: 'checkout' })).toEqual({
      event: 'beginCheckout',
      currency: 'USD',
      products,
      amount: 398,
    });
    expect(second({ ...base, pageType: 'confirmation', orderNo: '00001' })).toEqual({
      event: 'purchase',
      currency: 'USD',
      orderNo: '00001',
      products,
      amount: 398,
    });
  });

  it('registration type from the signed-in cookie', () => {
    expect(SIGNED_IN_COOKIE_NAME).toBe(SIGNED_IN_COOKIE);
    // The same verdict as the accounts' own reading of the cookie.
    for (const header of [
      '',
      'a=1',
      'ridgeline-signed-in=1',
      'ridgeline-signed-in=Ada; b=2',
      'ridgeline-signed-in=%20',
      'ridgeline-signed-in=',
      'x=1; ridgeline-signed-in="Zoë"',
      'ridgeline-signed-in=Jos%C3%A9',
    ]) {
      expect(registrationType(header), header).toBe(
        signedInFromCookies(header) ? 'registrationComplete' : 'registrationStart',
      );
    }
    expect(registrationType('')).toBe('registrationStart');
    expect(registrationType('other=1')).toBe('registrationStart');
    expect(registrationType(SIGNED_IN)).toBe('registrationComplete');
    expect(registrationType('ridgeline-signed-in=1')).toBe('registrationComplete');
  });

  it('price of a price model: the current price, a range’s lowest, none when missing', () => {
    expect(priceOf({ type: 'single', sales: 10, list: 12 })).toBe(10);
    expect(priceOf({ type: 'range', minSale: 5, maxSale: 9 })).toBe(5);
    expect(priceOf(null)).toBeUndefined();
  });
});

describe("the shopper's data (DATA_LAYER_SHOPPER_DATA)", () => {
  const answering = (response: () => Response) => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response());
    return { win: { fetch: fetchMock } as unknown as Window & { dataLayer?: unknown[] }, fetchMock };
  };

  it('asks the private shopper endpoint and pushes one shopperData entry with the cart and the user', async () => {
    const { win, fetchMock } = answering(() =>
      Response.json({ signedIn: true, dataLayer: { cart: { itemCount: 2 }, user: { customerId: 'c1' } } }),
    );
    await pushShopperData(shopperDataUrl('fr-CA'), win);
    expect(fetchMock).toHaveBeenCalledWith(
      '/__ridgeline/shopper?fields=dataLayer&locale=fr-CA',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
    expect(win.dataLayer).toEqual([{ event: 'shopperData', cart: { itemCount: 2 }, user: { customerId: 'c1' } }]);
  });

  it('pushes nothing when the answer has no data, fails, or is not JSON', async () => {
    for (const response of [
      () => Response.json({ signedIn: false }),
      () => new Response('down', { status: 502 }),
      () => new Response('<html>', { status: 200 }),
    ]) {
      const { win } = answering(response);
      await pushShopperData(shopperDataUrl('fr-CA'), win);
      expect(win.dataLayer).toBeUndefined();
    }
  });
});

describe('the page event of pages without page data', () => {
  it('page types of addresses', () => {
    expect(pageTypeOfPath('/')).toBe('home');
    expect(pageTypeOfPath('/fr-ca/home')).toBe('home');
    expect(pageTypeOfPath('/t/about')).toBe('content');
    expect(pageTypeOfPath('/en-ca/t/about')).toBe('content');
    expect(pageTypeOfPath('/store-locator')).toBe('storeLocator');
    expect(pageTypeOfPath('/fr-ca/store-locator/')).toBe('storeLocator');
    expect(pageTypeOfPath('/store-locator/x')).toBe('other');
    expect(pageTypeOfPath('/login')).toBe('other');
  });

  it('is pushed once by the overlays island, unless the page carries the data-layer island', () => {
    window.history.replaceState(null, '', '/fr-ca/home');
    pushPageViewUnlessShopPage('fr-CA');
    expect(window.dataLayer).toEqual([
      {
        event: 'pageView',
        pageType: 'home',
        path: '/fr-ca/home',
        locale: 'fr-CA',
        registrationType: 'registrationStart',
      },
    ]);
    document.body.innerHTML = `<div data-island="${DATA_LAYER_ISLAND}" data-island-id="i1"></div>`;
    pushPageViewUnlessShopPage('fr-CA');
    expect(window.dataLayer).toHaveLength(1);
    // A signed-in shopper (the cookie scripts may read) has completed their registration.
    document.body.innerHTML = '';
    document.cookie = 'ridgeline-signed-in=Ada; path=/';
    pushPageViewUnlessShopPage('fr-CA');
    expect(window.dataLayer![1]).toMatchObject({ event: 'pageView', registrationType: 'registrationComplete' });
    document.cookie = 'ridgeline-signed-in=; path=/; max-age=0';
  });

  it('carries the page’s customer groups, pipe-separated, in the user object (shop pages’ page events too)', () => {
    const meta = document.createElement('meta');
    meta.name = CUSTOMER_GROUPS_META;
    meta.content = 'Registered|Everyone|Loyalty Members';
    document.head.append(meta);
    try {
      window.history.replaceState(null, '', '/');
      pushPageViewUnlessShopPage('en-US');
      expect(window.dataLayer!.at(-1)).toMatchObject({
        event: 'pageView',
        user: { customerGroups: 'Registered|Everyone|Loyalty Members' },
      });
      expect(pageViewEvent('product', '/product/RM1', 'en-US', true)).toMatchObject({
        user: { customerGroups: 'Registered|Everyone|Loyalty Members' },
      });
    } finally {
      meta.remove();
    }
    // without the tag there is no user object (never an empty one)
    expect(pageViewEvent('home', '/', 'en-US', false)).not.toHaveProperty('user');
  });
});

describe('activity calls of the shop pages', () => {
  it('viewProduct, viewCategory, viewSearch, beginCheckout; nothing for the bag', async () => {
    await sendPageActivity(
      productPageData({
        model: { id: 'RM1001', name: 'Summit Shell', locale: 'en-US', currency: 'USD', price: null } as never,
      }),
    );
    await sendPageActivity(
      listPageData({ view: listView('category'), locale: 'en-US', currency: 'USD', categoryId: 'mens-jackets' }),
    );
    await sendPageActivity(listPageData({ view: listView('search', 'shell'), locale: 'en-US', currency: 'USD' }));
    await sendPageActivity({
      pageType: 'checkout',
      locale: 'en-US',
      currency: 'USD',
      products: [{ id: 'RM1001-820-M', price: 199, quantity: 1 }],
      amount: 199,
    });
    await sendPageActivity({ pageType: 'cart', locale: 'en-US', currency: 'USD', products: [], amount: 0 });
    const sent = activities();
    expect(sent.map((call) => call.name)).toEqual(['viewProduct', 'viewCategory', 'viewSearch', 'beginCheckout']);
    expect(sent[0]!.body.product).toEqual({ id: 'RM1001', sku: '', altId: '', altIdType: '' });
    expect(sent[1]!.body).toMatchObject({
      category: { id: 'mens-jackets' },
      showProducts: true,
      products: [{ id: 'RM1001' }, { id: 'RM1002' }],
    });
    expect(sent[2]!.body).toMatchObject({ searchText: 'shell', showProducts: true });
    expect(sent[3]!.body).toMatchObject({ amount: 199, products: [{ id: 'RM1001-820-M', price: 199, quantity: 1 }] });
  });

  it('an add to bag pushes addToCart and sends the addToCart activity with the variant as sku', async () => {
    await reportAddToCart({ id: 'RM1001', sku: 'RM1001-820-M', name: 'Summit Shell', price: 199, quantity: 2 }, 'USD');
    expect(window.dataLayer).toEqual([
      {
        event: 'addToCart',
        currency: 'USD',
        products: [{ id: 'RM1001', sku: 'RM1001-820-M', name: 'Summit Shell', price: 199, quantity: 2 }],
        selectedQuantity: 2,
      },
    ]);
    expect(activities()).toEqual([
      {
        name: 'addToCart',
        body: expect.objectContaining({ products: [{ id: 'RM1001', sku: 'RM1001-820-M', price: 199, quantity: 2 }] }),
      },
    ]);
  });

  it('an add that reaches a quantity price says its step (selectedPriceTier) and the tier’s price', async () => {
    await reportAddToCart({ id: 'RG5013', sku: 'RG5013-410-OS', price: 6.95, quantity: 5 }, 'USD', window, 4);
    expect(window.dataLayer).toEqual([
      {
        event: 'addToCart',
        currency: 'USD',
        products: [{ id: 'RG5013', sku: 'RG5013-410-OS', price: 6.95, quantity: 5 }],
        selectedQuantity: 5,
        selectedPriceTier: 4,
      },
    ]);
  });

  it('do-not-track: the data layer is filled, but no activity call is made', async () => {
    vi.stubGlobal('navigator', { ...navigator, globalPrivacyControl: true });
    await reportAddToCart({ id: 'RM1001', quantity: 1 }, 'USD');
    await sendPageActivity(
      productPageData({
        model: { id: 'RM1001', name: 'Summit Shell', locale: 'en-US', currency: 'USD', price: null } as never,
      }),
    );
    pageActivity.configure(CONFIG, async () => true);
    vi.unstubAllGlobals();
    vi.stubGlobal('fetch', fetchMock);
    await sendPageActivity(listPageData({ view: listView('search', 'shell'), locale: 'en-US', currency: 'USD' }));
    expect(window.dataLayer).toHaveLength(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
