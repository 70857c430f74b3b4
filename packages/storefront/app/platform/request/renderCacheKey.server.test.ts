import { afterEach, describe, expect, it, vi } from 'vitest';
import { RENDER_CACHE_PAGES } from '../../renderCachePages';
import { ROUTE_MANIFEST } from '../../testing/routeManifest';
import { DEFAULT_URL_STYLE, setUrlStyle } from '../urls';
import { cleanRequestFor, MAX_KEY_ADDRESS_LENGTH, renderCacheKey, routeMatcher } from './renderCacheKey.server';
import { segmentKey } from '@ridgeline/renderer/server';

const USID = '3f1e2d4c-5b6a-4978-8a9b-0c1d2e3f4a5b';
const VSE = 'kq3v8rdglnstg0demo7x2m4pw.staging.bigcontent.io';

const site = { routeOf: routeMatcher(ROUTE_MANIFEST), pages: RENDER_CACHE_PAGES };

const request = (path: string, init: RequestInit = {}) => new Request(`http://shop.test${path}`, init);
const decide = (path: string, init?: RequestInit) => renderCacheKey(request(path, init), site);
const keyOf = (path: string, init?: RequestInit) => {
  const decision = decide(path, init);
  return decision.cache ? decision.key : `bypass:${decision.reason}`;
};
const addressOf = (path: string) => {
  const decision = decide(path);
  return decision.cache ? decision.address : `bypass:${decision.reason}`;
};
const US = segmentKey({ locale: 'en-US', currency: 'USD', customerGroups: ['Unregistered', 'Everyone'] });
const FR_CA = segmentKey({ locale: 'fr-CA', currency: 'CAD', customerGroups: ['Unregistered', 'Everyone'] });

afterEach(() => {
  vi.unstubAllEnvs();
  setUrlStyle(DEFAULT_URL_STYLE);
});

describe('renderCacheKey', () => {
  it('keys a public page by its path and its segment (locale, currency, default customer groups)', () => {
    const visitor = { customerGroups: ['Unregistered', 'Everyone'], publicSegment: true };
    expect(decide('/t/about')).toEqual({
      cache: true,
      key: `/t/about ${US}`,
      address: '/t/about',
      page: 'routes/content-page',
      variant: false,
      ...visitor,
    });
    // Each locale is its own page (its own address, and its own segment).
    expect(decide('/fr-ca/t/about')).toEqual({
      cache: true,
      key: `/fr-ca/t/about ${FR_CA}`,
      address: '/fr-ca/t/about',
      page: 'routes/content-page',
      variant: false,
      ...visitor,
    });
    expect(keyOf('/t/about', { method: 'HEAD' })).toBe(keyOf('/t/about'));
    expect(keyOf('/t/about')).not.toBe(keyOf('/t/trail-guide'));
    // The key never spells out the groups.
    expect(keyOf('/t/about')).not.toMatch(/Unregistered|Everyone/);
  });

  it('drops tracking parameters from the key, however long (a 12 KB utm_content is the page without it)', () => {
    const poisoned = `/product/RM1204?utm_content=${'A'.repeat(12 * 1024)}`;
    expect(keyOf(poisoned)).toBe(keyOf('/product/RM1204'));
    expect(addressOf(poisoned)).toBe('/product/RM1204');
    expect(keyOf('/?utm_source=mail&gclid=1&fbclid=2&msclkid=3')).toBe(keyOf('/'));
  });

  it('drops parameters no page reads: a unique junk parameter is the same key as the page (one entry, not one each)', () => {
    const keys = new Set(Array.from({ length: 50 }, (_, i) => keyOf(`/product/RM1004?x=${i}`)));
    expect([...keys]).toEqual([keyOf('/product/RM1004')]);
    expect(decide('/product/RM1004?x=1')).toMatchObject({ cache: true, address: '/product/RM1004', variant: false });
    // A parameter another page reads is junk here: `page` is a list's, not the home page's.
    expect(keyOf('/?page=2')).toBe(keyOf('/'));
  });

  it('keeps the parameters each page reads, canonical: sorted, one value where the page reads one', () => {
    expect(addressOf('/product/RM1004?size=M&utm_source=x&color=010')).toBe('/product/RM1004?color=010&size=M');
    expect(addressOf('/p/trail-shell-RM1004?pid=RM1004-010-M&junk=1')).toBe('/p/trail-shell-RM1004?pid=RM1004-010-M');
    // `params.get` reads the first value: the later ones are not part of the page.
    expect(addressOf('/product/RM1004?color=010&color=999')).toBe('/product/RM1004?color=010');
    expect(addressOf('/search?refine=size%3DM&q=shell&refine=color%3DBlue&sort=newest&x=1')).toBe(
      '/search?q=shell&refine=color%3DBlue&refine=size%3DM&sort=newest',
    );
    expect(addressOf('/c/mens/?page=2&limit=50&offset=3&q=ignored')).toBe('/c/mens/?limit=50&offset=3&page=2');
    expect(addressOf('/store-locator?country=DE&postalCode=10178&count=20&radius=9')).toBe(
      '/store-locator?count=20&country=DE&postalCode=10178',
    );
    expect(decide('/search?q=shell')).toMatchObject({ cache: true, variant: true });
  });

  it('answers the not-found page for any other address; with a query it is never shared (the URL mapping may redirect with it)', () => {
    expect(decide('/no-such-page')).toMatchObject({ cache: true, address: '/no-such-page', page: 'routes/not-found' });
    expect(addressOf('/xx-yy/t/about')).toBe('/xx-yy/t/about');
    // `/winter-sale?utm_source=mail` → 301 `/category/sale?utm_source=mail`: rendered from the request as it came
    expect(keyOf('/winter-sale?utm_source=mail')).toBe('bypass:redirect');
    expect(keyOf('/mens-jackets?sort=newest')).toBe('bypass:redirect');
  });

  it('never caches a page made personal by its query (the bag notice): it goes to React Router as it came', () => {
    expect(keyOf('/product/RM1004?added=RM1004&qty=1')).toBe('bypass:personal');
    expect(keyOf('/fr-ca/p/trail-shell-RM1004?bagError=stock')).toBe('bypass:personal');
    // Elsewhere those names mean nothing: dropped, not a way around the cache.
    expect(keyOf('/t/about?added=RM1004')).toBe(keyOf('/t/about'));
  });

  it.each([
    ['/cart', 'not-a-page'],
    ['/fr-ca/cart?cartError=stock', 'not-a-page'],
    ['/checkout', 'not-a-page'],
    ['/checkout/confirmation/00001', 'not-a-page'],
    ['/login', 'not-a-page'],
    ['/registration', 'not-a-page'],
    ['/reset-password', 'not-a-page'],
    ['/account', 'not-a-page'],
    ['/account/wishlist?removed=1', 'not-a-page'],
    ['/cart/items', 'not-a-page'],
    ['/logout', 'not-a-page'],
    ['/social-callback?code=x', 'not-a-page'],
    ['/s/RidgelineUS/home', 'not-a-page'],
    ['/offline', 'not-a-page'],
    ['/category/mens', 'not-a-page'],
    ['/c/mens?sort=newest', 'redirect'],
    ['/en-us/t/about?utm_source=x', 'redirect'],
    ['/fr-ca', 'redirect'],
    ['/visualization/ridgeline/0e9a1f4c-2b3d-4c5e-8f70-a1b2c3d4e5f6', 'editor-route'],
    ['/contampviz/ridgeline/0e9a1f4c-2b3d-4c5e-8f70-a1b2c3d4e5f6', 'editor-route'],
    ['/__preview', 'editor-route'],
    ['/__toolkit', 'editor-route'],
    ['/__ridgeline/block-data?id=x', 'editor-route'],
    ['/__ridgeline/error', 'editor-route'],
    ['/t/about.data', 'data-request'],
    [`/?vse=${VSE}`, 'preview'],
    [`/t/about?pagevse=${VSE}`, 'preview'],
    ['/?vse-timestamp=1700000000000', 'preview'],
    [`/t/${'a'.repeat(MAX_KEY_ADDRESS_LENGTH)}`, 'address-too-long'],
  ])('never caches %s (%s)', (path, reason) => {
    expect(keyOf(path)).toBe(`bypass:${reason}`);
  });

  it('never caches other methods, a preview cookie or a request with credentials', () => {
    expect(keyOf('/', { method: 'POST' })).toBe('bypass:method');
    expect(keyOf('/', { headers: { cookie: `vse=${VSE}` } })).toBe('bypass:preview');
    expect(keyOf('/', { headers: { cookie: 'vse=not-a-configured-one' } })).toBe('bypass:preview');
    expect(keyOf('/', { headers: { authorization: 'Bearer x' } })).toBe('bypass:authorization');
    // Other cookies change nothing a public page shows.
    expect(keyOf('/', { headers: { cookie: 'customer-groups=Loyalty%20Members; theme=dark' } })).toBe(keyOf('/'));
  });

  it('never caches a browser with a toolkit usid while the toolkit is on', () => {
    const withUsid = { headers: { cookie: `ridgeline-tk-usid=${USID}` } };
    expect(keyOf('/', withUsid)).toBe(keyOf('/'));
    vi.stubEnv('MERCHANDISER_TOOLKIT', '1');
    expect(keyOf('/', withUsid)).toBe('bypass:toolkit');
    expect(keyOf('/')).toBe(`/ ${US}`);
  });

  it('keeps `locale` in the query URL style (where every page reads it), and only there', () => {
    expect(addressOf('/t/about?locale=fr-CA')).toBe('/t/about');
    setUrlStyle({ locale: 'query', showDefaults: false });
    expect(decide('/t/about?utm_source=x&locale=fr-CA')).toMatchObject({
      cache: true,
      address: '/t/about?locale=fr-CA',
      key: `/t/about?locale=fr-CA ${FR_CA}`,
    });
    expect(keyOf('/fr-ca/t/about')).toBe('bypass:redirect');
  });

  it('lists only pages routes.ts has', () => {
    for (const page of Object.keys(RENDER_CACHE_PAGES)) expect(ROUTE_MANIFEST[page], page).toBeDefined();
  });
});

describe('cleanRequestFor', () => {
  it('is a GET of the canonical address on the public origin, with none of the visitor’s headers', () => {
    const visitor = request(`/product/RM1204?utm_content=evil&color=010`, {
      method: 'HEAD',
      headers: { cookie: 'ridgeline-shopper=abc', 'accept-language': 'de', 'x-forwarded-host': 'evil.example' },
    });
    const decision = renderCacheKey(visitor, site);
    if (!decision.cache) throw new Error('expected a candidate');
    const clean = cleanRequestFor(decision, 'https://shop.example');
    expect([clean.method, clean.url]).toEqual(['GET', 'https://shop.example/product/RM1204?color=010']);
    expect([...clean.headers]).toEqual([['accept', 'text/html']]);
  });

  it('keeps an address that looks like another host a path on the public origin', () => {
    expect(new URL(cleanRequestFor({ address: '//evil.example/t/about' }, 'https://shop.example/').url).host).toBe(
      'shop.example',
    );
  });
});

describe('routeMatcher', () => {
  it('answers a path the same the second time (from memory) as the first', () => {
    const matcher = routeMatcher(ROUTE_MANIFEST);
    for (const path of ['/product/RM1004', '/fr-ca/t/about', '/no-such-page', '/'])
      expect(matcher(path)).toBe(matcher(path));
    expect(matcher('/product/RM1004')).toBe('product');
    expect(matcher('/product/RM1004')).not.toBe(matcher('/t/about'));
  });
});
