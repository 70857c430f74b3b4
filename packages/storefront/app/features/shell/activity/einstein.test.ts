// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShellConfig } from '../overlays/config';
import { browserDoNotTrack, EMPTY_ACTIVITY_RESULT } from '@ridgeline/commerce';
import { requestDoNotTrack } from '../../../platform/request/doNotTrack.server';
import { pageActivity } from './einstein';
import { urls } from '../../../platform/urls';
import { captureLog } from '../../../testing/logCapture';

const { addToCart, beginCheckout, clickCategory, clickSearch, viewCategory, viewPage, viewProduct, viewSearch } =
  pageActivity;
const zoneRecommendations = (zone: string, anchors = {}) =>
  pageActivity.zoneRecommendations(zone, (id, localeId) => urls.product(id, { localeId }), anchors);

const CONFIG: ShellConfig = {
  locale: 'en-US',
  serviceWorker: false,
  einstein: { endpoint: '/__ridgeline/einstein' },
};

let fetchMock: ReturnType<typeof vi.fn>;
const ok = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const sent = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    url: String(url),
    headers: (init as RequestInit).headers as Record<string, string>,
    body: JSON.parse(String((init as RequestInit).body)),
  }));

beforeEach(() => {
  fetchMock = vi.fn(async () => ok({ requestId: 'r1' }));
  vi.stubGlobal('fetch', fetchMock);
  pageActivity.configure(CONFIG, async () => false);
});
afterEach(() => {
  pageActivity.reset();
  vi.unstubAllGlobals();
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('activity calls', () => {
  it('POSTs to the storefront’s own endpoint (same origin, JSON): no client id, no realm, no identity from the page', async () => {
    expect(await viewPage('https://shop.test/t/about')).toEqual({ requestId: 'r1' });
    const [call] = sent();
    expect(call!.url).toBe('/__ridgeline/einstein/activities/viewPage');
    expect(call!.headers).toEqual({ 'Content-Type': 'application/json' });
    expect((fetchMock.mock.calls[0]![1] as RequestInit).credentials).toBe('same-origin');
    // Who the shopper is, realm and instanceType are the server's to add: the page sends what it saw only.
    expect(call!.body).toEqual({ currentLocation: 'https://shop.test/t/about' });
  });

  it('keeps nothing about the shopper in the browser’s storage', async () => {
    await viewProduct({ id: 'RM1001' });
    expect(localStorage.length).toBe(0);
    expect(sent()[0]!.body).toEqual({ product: { id: 'RM1001', sku: '', altId: '', altIdType: '' } });
  });

  it('the page’s first call goes alone (its answer may set the anonymous id); the others follow once it answered', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const first = viewPage('https://shop.test/');
    const second = viewProduct({ id: 'RM1001' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer(new Response(null, { status: 204 }));
    await Promise.all([first, second]);
    expect(sent().map((call) => call.url)).toEqual([
      '/__ridgeline/einstein/activities/viewPage',
      '/__ridgeline/einstein/activities/viewProduct',
    ]);
  });

  it('a 204 (the server skipped the call: do-not-track it saw) is an empty result, not a failure', async () => {
    const logs = captureLog();
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    expect(await viewPage()).toBe(EMPTY_ACTIVITY_RESULT);
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    expect(await zoneRecommendations('weather-widget')).toEqual({ recommendations: [] });
    expect(logs.lines()).toEqual([]);
  });

  it('shapes the shop pages’ activities', async () => {
    await viewCategory('mens-jackets', [{ id: 'RM1001' }]);
    await viewSearch('shell', [{ id: 'RM1001' }], false);
    await addToCart([{ id: 'RM1001', sku: 'RM1001-820-M', price: 199, quantity: 2 }]);
    await beginCheckout([{ id: 'RM1001', price: 199 }], 199);
    const bodies = sent().map((call) => [call.url.split('/').pop(), call.body]);
    expect(bodies[0]).toEqual([
      'viewCategory',
      expect.objectContaining({
        category: { id: 'mens-jackets' },
        showProducts: true,
        products: [expect.objectContaining({ id: 'RM1001' })],
      }),
    ]);
    expect(bodies[1]).toEqual(['viewSearch', expect.objectContaining({ searchText: 'shell', showProducts: false })]);
    expect(bodies[2]).toEqual([
      'addToCart',
      expect.objectContaining({ products: [{ id: 'RM1001', sku: 'RM1001-820-M', price: 199, quantity: 2 }] }),
    ]);
    expect(bodies[3]).toEqual([
      'beginCheckout',
      expect.objectContaining({ amount: 199, products: [{ id: 'RM1001', sku: '', price: 199, quantity: 1 }] }),
    ]);
  });

  it('shapes the clicks on listed products: clickSearch (searchText, product), clickCategory (category id, product), sent with keepalive', async () => {
    await clickSearch('rain jacket', { id: 'RM1001' });
    await clickCategory('mens-jackets-rain', { id: 'RM1003' });
    const calls = sent();
    expect(calls.map((call) => call.url)).toEqual([
      '/__ridgeline/einstein/activities/clickSearch',
      '/__ridgeline/einstein/activities/clickCategory',
    ]);
    expect(calls[0]!.body).toEqual({
      searchText: 'rain jacket',
      product: { id: 'RM1001', sku: '', altId: '', altIdType: '' },
    });
    expect(calls[1]!.body).toEqual(
      expect.objectContaining({
        category: { id: 'mens-jackets-rain' },
        product: { id: 'RM1003', sku: '', altId: '', altIdType: '' },
      }),
    );
    expect(fetchMock.mock.calls.every(([, init]) => (init as RequestInit).keepalive === true)).toBe(true);
  });

  it('a failure or a non-OK answer is logged and gives an empty result', async () => {
    const logs = captureLog();
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 500, statusText: 'Server Error' }));
    expect(await viewPage()).toBe(EMPTY_ACTIVITY_RESULT);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await viewPage()).toBe(EMPTY_ACTIVITY_RESULT);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await zoneRecommendations('weather-widget')).toEqual({ recommendations: [] });
    expect(logs.lines().map((line) => `${line.level} ${line.event}`)).toEqual([
      'warn einstein-call-failed',
      'warn einstein-call-failed',
      'warn einstein-call-failed',
    ]);
  });

  it('maps zone recommendations to links built with urls.ts, images only over http(s)', async () => {
    fetchMock.mockResolvedValueOnce(
      ok({
        recommenderName: 'home-top-rated',
        recoUUID: 'u1',
        recs: [
          {
            id: 'RM1001',
            product_name: 'Summit Shell',
            image_url: 'https://media.test/a.jpg',
            product_url: '/p/noslug-RM1001.html',
          },
          { id: 'RF4003', product_name: 'Trail Boot', image_url: 'javascript:x' },
          { product_name: 'no id' },
        ],
      }),
    );
    const result = await zoneRecommendations('weather-widget', { categories: ['accessories'] });
    expect(sent()[0]!.url).toBe('/__ridgeline/einstein/zones/weather-widget/recs');
    expect(sent()[0]!.body.categories).toEqual([{ id: 'accessories' }]);
    expect(result).toEqual({
      recommenderName: 'home-top-rated',
      recoUUID: 'u1',
      recommendations: [
        { id: 'RM1001', name: 'Summit Shell', href: '/p/noslug-RM1001.html', imageUrl: 'https://media.test/a.jpg' },
        { id: 'RF4003', name: 'Trail Boot', href: '/p/noslug-RF4003.html' },
      ],
    });
  });
});

describe('do-not-track', () => {
  it('skips every call when the browser says so (doNotTrack "1" or Global Privacy Control)', async () => {
    vi.stubGlobal('navigator', { ...navigator, doNotTrack: '1' });
    expect(await viewPage()).toBe(EMPTY_ACTIVITY_RESULT);
    vi.stubGlobal('navigator', { ...navigator, doNotTrack: null, globalPrivacyControl: true });
    expect(await zoneRecommendations('weather-widget')).toEqual({ recommendations: [] });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('skips every call when the server saw Sec-GPC or DNT on the visitor’s requests', async () => {
    pageActivity.configure(CONFIG, async () => true);
    expect(await viewProduct({ id: 'RM1001' })).toBe(EMPTY_ACTIVITY_RESULT);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads the browser and request signals', () => {
    expect(browserDoNotTrack({ doNotTrack: '1' }, {})).toBe(true);
    expect(browserDoNotTrack({ doNotTrack: '0' }, { doNotTrack: '1' })).toBe(true);
    expect(browserDoNotTrack({ globalPrivacyControl: true }, {})).toBe(true);
    expect(browserDoNotTrack({ doNotTrack: 'unspecified', globalPrivacyControl: false }, {})).toBe(false);
    expect(requestDoNotTrack(new Headers({ 'Sec-GPC': '1' }))).toBe(true);
    expect(requestDoNotTrack(new Headers({ DNT: '1' }))).toBe(true);
    expect(requestDoNotTrack(new Headers({ DNT: '0' }))).toBe(false);
    expect(requestDoNotTrack(new Headers())).toBe(false);
  });
});

describe('configuration', () => {
  it('sends nothing without one', async () => {
    pageActivity.reset();
    expect(await viewPage()).toBe(EMPTY_ACTIVITY_RESULT);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('finds it in the overlays island’s props when nobody configured it', async () => {
    pageActivity.reset();
    sessionStorage.setItem('ridgeline-visitor', JSON.stringify({ doNotTrack: false, countryOverlay: null }));
    document.body.innerHTML = `<div data-island="shell-overlays" data-island-id="i1"></div><script type="application/json" data-island-props="i1">${JSON.stringify({ config: CONFIG })}</script>`;
    await viewPage('https://shop.test/');
    expect(sent()[0]!.url).toBe('/__ridgeline/einstein/activities/viewPage');
    sessionStorage.clear();
  });
});
