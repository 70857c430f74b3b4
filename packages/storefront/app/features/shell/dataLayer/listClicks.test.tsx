// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageActivity } from '../activity/einstein';
import type { ShellConfig } from '../overlays/config';
import { DataLayer } from './DataLayer';
import { followedListProduct, MANUAL_SEARCH, shopPageEntries, type ShopPageData } from '@ridgeline/commerce';
import { rememberSearchMethod, SEARCH_METHOD_SESSION_KEY, takeSearchMethod } from './searchMethod';
import { watchListClicks } from './shopEvents';

const CONFIG: ShellConfig = {
  locale: 'en-US',
  serviceWorker: false,
  einstein: { endpoint: '/__ridgeline/einstein' },
};

let fetchMock: ReturnType<typeof vi.fn>;
const sent = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    name: String(url).split('/').pop(),
    keepalive: (init as RequestInit).keepalive,
    body: JSON.parse(String((init as RequestInit).body)),
  }));
/** Lets the activity client's awaits (its do-not-track checks) settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const stopNavigation = (event: Event) => event.preventDefault();

const products = [
  { id: 'RM1001', name: 'Stormbreak', price: 120 },
  { id: 'RM1003', name: 'Switchback' },
];
const categoryPage: ShopPageData = {
  pageType: 'category',
  locale: 'en-US',
  currency: 'USD',
  category: { id: 'mens-jackets-rain', name: 'Rain Jackets' },
  products,
  resultCount: 2,
};
const searchPage: ShopPageData = {
  pageType: 'search',
  locale: 'en-US',
  currency: 'USD',
  searchText: 'rain jacket',
  products,
  resultCount: 2,
};

/** A list page as the server renders it: tiles with an image link and a title link, a heart, filters and pagination. */
function listMarkup(): string {
  const tile = (id: string) => `
    <li><article data-product-id="${id}">
      <a href="/product/${id}" aria-hidden="true" tabindex="-1"><img alt="" data-image="${id}"></a>
      <button type="button" data-favourite-toggle="">Add to wish list</button>
      <h3><a href="/product/${id}" data-title="${id}"><span>${id}</span></a></h3>
    </article></li>`;
  return `
    <nav><a href="/product/RM1001" data-outside="">A product link outside the list</a></nav>
    <section data-product-list="category">
      <a href="/c/mens-jackets-rain/?refine=c_color%3DBlue" data-filter="">Blue</a>
      <ul>${tile('RM1001')}${tile('RM1003')}${tile('RM9999')}</ul>
      <a href="/c/mens-jackets-rain/?start=24" data-next="">Next</a>
    </section>`;
}
const el = (selector: string) => document.querySelector(selector) as HTMLElement;

beforeEach(() => {
  fetchMock = vi.fn(
    async () => new Response('{"requestId":"r"}', { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  pageActivity.configure(CONFIG, async () => false);
  delete window.dataLayer;
  document.body.innerHTML = listMarkup();
  // jsdom does not navigate; the page would.
  document.addEventListener('click', stopNavigation);
});
afterEach(() => {
  cleanup();
  document.removeEventListener('click', stopNavigation);
  pageActivity.reset();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
});

describe('products followed from a list page', () => {
  it('finds the tile of a clicked link inside the product list, when the page lists that product', () => {
    const listed = new Set(['RM1001', 'RM1003']);
    expect(followedListProduct(el('[data-image="RM1001"]'), listed)).toBe('RM1001');
    expect(followedListProduct(el('[data-title="RM1003"] span'), listed)).toBe('RM1003');
    expect(followedListProduct(el('[data-favourite-toggle]'), listed)).toBeUndefined();
    expect(followedListProduct(el('[data-filter]'), listed)).toBeUndefined();
    expect(followedListProduct(el('[data-next]'), listed)).toBeUndefined();
    expect(followedListProduct(el('[data-outside]'), listed)).toBeUndefined();
    expect(followedListProduct(el('[data-title="RM9999"]'), listed)).toBeUndefined();
    expect(followedListProduct(null, listed)).toBeUndefined();
    expect(followedListProduct(document, listed)).toBeUndefined();
  });

  it('a category page sends clickCategory with the category id and the product, with keepalive', async () => {
    const stop = watchListClicks(categoryPage);
    el('[data-image="RM1001"]').click();
    el('[data-favourite-toggle]').click();
    el('[data-next]').click();
    await settle();
    expect(sent()).toEqual([
      {
        name: 'clickCategory',
        keepalive: true,
        body: expect.objectContaining({
          category: { id: 'mens-jackets-rain' },
          product: { id: 'RM1001', sku: '', altId: '', altIdType: '' },
        }),
      },
    ]);
    stop();
    el('[data-title="RM1003"]').click();
    await settle();
    expect(sent()).toHaveLength(1);
  });

  it('a search page sends clickSearch with the phrase; a middle click (a new tab) counts, a right click does not', async () => {
    const stop = watchListClicks(searchPage);
    el('[data-title="RM1003"]').dispatchEvent(new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    el('[data-title="RM1001"]').dispatchEvent(new MouseEvent('auxclick', { bubbles: true, button: 2 }));
    await settle();
    expect(sent()).toEqual([
      {
        name: 'clickSearch',
        keepalive: true,
        body: expect.objectContaining({
          searchText: 'rain jacket',
          product: expect.objectContaining({ id: 'RM1003' }),
        }),
      },
    ]);
    stop();
  });

  it('other pages watch nothing', async () => {
    const stop = watchListClicks({ pageType: 'product', locale: 'en-US', currency: 'USD', product: { id: 'RM1001' } });
    el('[data-image="RM1001"]').click();
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    stop();
  });

  it('do-not-track: no call', async () => {
    pageActivity.configure(CONFIG, async () => true);
    const stop = watchListClicks(categoryPage);
    el('[data-image="RM1001"]').click();
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    stop();
  });

  it('the data-layer island starts watching once it has hydrated', async () => {
    render(<DataLayer data={categoryPage} />);
    await settle();
    expect(sent().map((call) => call.name)).toEqual(['viewCategory']);
    el('[data-title="RM1001"]').click();
    await settle();
    expect(sent().map((call) => call.name)).toEqual(['viewCategory', 'clickCategory']);
  });
});

describe('the search method', () => {
  it('is taken once, for the term it was left for (ignoring case and spaces around it)', () => {
    rememberSearchMethod('Rain Jacket', MANUAL_SEARCH);
    expect(takeSearchMethod(' rain jacket ')).toBe(MANUAL_SEARCH);
    expect(takeSearchMethod('rain jacket')).toBeUndefined();
    rememberSearchMethod('fleece', MANUAL_SEARCH);
    // Another term (the shopper went elsewhere first): not this page's method, and gone all the same.
    expect(takeSearchMethod('rain jacket')).toBeUndefined();
    expect(sessionStorage.getItem(SEARCH_METHOD_SESSION_KEY)).toBeNull();
    sessionStorage.setItem(SEARCH_METHOD_SESSION_KEY, '{not json');
    expect(takeSearchMethod('fleece')).toBeUndefined();
    sessionStorage.setItem(SEARCH_METHOD_SESSION_KEY, JSON.stringify({ term: 'fleece', method: 'somethingElse' }));
    expect(takeSearchMethod('fleece')).toBeUndefined();
  });

  it('storage that cannot be reached: no method, no error', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => rememberSearchMethod('fleece', MANUAL_SEARCH)).not.toThrow();
    expect(takeSearchMethod('fleece')).toBeUndefined();
    vi.restoreAllMocks();
  });

  it('goes into the searchView entry of the results page it was left for, and only there', () => {
    const [, withMethod] = shopPageEntries(searchPage, '/search', false, { searchMethod: MANUAL_SEARCH });
    expect(withMethod).toMatchObject({ event: 'searchView', searchText: 'rain jacket', searchMethod: 'manualSearch' });
    const [, without] = shopPageEntries(searchPage, '/search', false);
    expect(without).not.toHaveProperty('searchMethod');
  });

  it('the results page’s data-layer island reads it (a submitted search) and pushes it with searchView', async () => {
    rememberSearchMethod('Rain jacket', MANUAL_SEARCH);
    render(<DataLayer data={searchPage} />);
    expect(window.dataLayer).toEqual([
      expect.objectContaining({ event: 'pageView' }),
      expect.objectContaining({ event: 'searchView', searchMethod: 'manualSearch' }),
    ]);
    expect(sessionStorage.getItem(SEARCH_METHOD_SESSION_KEY)).toBeNull();
    await settle();
    // The activity keeps the body the service knows: no method in viewSearch.
    expect(sent()[0]!.body).not.toHaveProperty('searchMethod');
  });
});
