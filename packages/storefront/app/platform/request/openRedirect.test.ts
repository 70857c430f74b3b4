import { RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { safeRedirect } from '../../features/account/redirect';
import { backTo } from '../../features/account/pages/account.server';
import { samePath } from '../../features/shop/bag/action.server';
import { trailingSlashRedirect } from '../../features/shop/list/list.server';
import { returnPath } from '../../features/preview/routes/preview-action';
import { DEFAULT_URL_STYLE, setUrlStyle, type UrlStyle } from '../urls';
import { createRequestContextMiddleware } from './context.server';
import { legacyRedirect } from './legacyStorefront';
import { resolveUnknownPath } from './urlResolution';

/**
 * Every place that builds a redirect from the request, fed the addresses that used to send a shopper to another site
 * (docs/behaviour/urls.md#redirects-stay-on-this-site). Each request is built as the server builds it (the URL parser
 * reads `\` as `/`), and each answer is followed as a browser follows it.
 */
const ORIGIN = 'https://shop.example';
const followed = (location: string | null | undefined) => new URL(location ?? '', `${ORIGIN}/some/page`).origin;

/** The Location the root middleware answers for a raw request path, or null when it lets the request through. */
async function middlewareLocation(raw: string): Promise<string | null> {
  try {
    await createRequestContextMiddleware()(
      {
        request: new Request(`${ORIGIN}${raw}`),
        context: new RouterContextProvider(),
        params: {},
        unstable_pattern: '/',
      } as never,
      async () => new Response(),
    );
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status === 301) return thrown.headers.get('Location');
    throw thrown;
  }
  return null;
}

const STYLES: Record<string, UrlStyle> = {
  'path style': DEFAULT_URL_STYLE,
  'path style, defaults shown': { locale: 'path', showDefaults: true },
  'query style': { locale: 'query', showDefaults: false },
};

/** Locale-prefixed addresses whose rest is a scheme-relative URL once the prefix is cut. */
const LOCALE_ATTACKS = [
  '/en-us//evil.example/login',
  '/EN-US//evil.example',
  '/en-us///evil.example/',
  '/en-us/\\evil.example',
  '/en-us/\\/evil.example',
  '/En-Us//evil.example?x=1',
  '/en-us/%2F%2Fevil.example',
  '/%2F%2Fevil.example',
  '/fr-ca//evil.example',
  '/FR-CA//evil.example',
  '/fr-ca/\\evil.example',
  '/EN-CA///evil.example/home',
];

describe('the locale redirects of the root middleware stay on this site', () => {
  afterEach(() => setUrlStyle(DEFAULT_URL_STYLE));

  for (const [name, style] of Object.entries(STYLES)) {
    it(`${name}: no crafted prefix answers a Location on another host`, async () => {
      setUrlStyle(style);
      for (const raw of LOCALE_ATTACKS) {
        const location = await middlewareLocation(raw);
        if (location === null) continue;
        expect(location.startsWith('//'), `${raw} → ${location}`).toBe(false);
        expect(followed(location), `${raw} → ${location}`).toBe(ORIGIN);
      }
    });
  }

  it('path style: the attack goes to the locale’s home page; an ordinary address keeps its redirect', async () => {
    expect(await middlewareLocation('/en-us//evil.example/login')).toBe('/');
    expect(await middlewareLocation('/en-us/\\evil.example')).toBe('/');
    expect(await middlewareLocation('/EN-CA//evil.example')).toBe('/en-ca//evil.example');
    expect(await middlewareLocation('/en-us/t/about?x=1')).toBe('/t/about?x=1');
    expect(await middlewareLocation('/FR-CA/t/about')).toBe('/fr-ca/t/about');
  });

  it('query style: a prefixed attack goes to the locale’s home page', async () => {
    setUrlStyle({ locale: 'query', showDefaults: false });
    expect(await middlewareLocation('/fr-ca//evil.example')).toBe('/?locale=fr-CA');
    expect(await middlewareLocation('/en-us//evil.example/login')).toBe('/');
    expect(await middlewareLocation('/fr-ca/t/about')).toBe('/t/about?locale=fr-CA');
  });
});

describe('an address no route knows (the URL mapping) never reloads or redirects elsewhere', () => {
  const resolve = (
    raw: string,
    lookup: (segment: string) => Promise<null | { resourceType: 'CATEGORY'; resourceId: string }>,
  ) => {
    const url = new URL(`${ORIGIN}${raw}`);
    return resolveUnknownPath({
      url,
      path: url.pathname,
      localeId: 'en-US',
      publicOrigin: ORIGIN,
      lookup,
      log: () => {},
    });
  };

  it('a failed lookup of //evil.example is not found, not a reload to //evil.example?r=1', async () => {
    const failing = async () => {
      throw new Error('down');
    };
    expect(await resolve('//evil.example', failing)).toEqual({ kind: 'not-found' });
    expect(await resolve('/\\evil.example', failing)).toEqual({ kind: 'not-found' });
    expect(await resolve('/mens-jackets', failing)).toEqual({ kind: 'retry', location: '/mens-jackets?r=1' });
  });

  it('a category at //evil.example gets no trailing-slash redirect there', async () => {
    const category = async (segment: string) => ({ resourceType: 'CATEGORY' as const, resourceId: segment });
    expect(await resolve('//evil.example', category)).toEqual({ kind: 'not-found' });
    expect(await resolve('/mens-jackets', category)).toEqual({
      kind: 'redirect',
      location: '/mens-jackets/',
      status: 301,
    });
  });
});

describe('the other redirects built from a request stay on this site', () => {
  const HOSTILE = [
    '//evil.example',
    '/\\evil.example',
    '/.//evil.example',
    '/\t/evil.example',
    'https://evil.example/',
    '/a/..//evil.example',
  ];

  it('the category trailing-slash redirect and the account pages’ Post/Redirect/Get', () => {
    for (const raw of ['//evil.example', '/\\evil.example', '//evil.example/c/mens']) {
      const slash = trailingSlashRedirect(new Request(`${ORIGIN}${raw}`))!;
      expect(followed(slash.headers.get('Location')), raw).toBe(ORIGIN);
      const back = backTo(new Request(`${ORIGIN}${raw}`), { cookies: [] } as never, 'profile-saved');
      expect(followed(back.headers.get('Location')), raw).toBe(ORIGIN);
    }
  });

  it('form return paths: preview returnTo, add-to-bag returnTo, sign-in and wish-list redirectUrl/returnTo', () => {
    for (const value of HOSTILE) {
      expect(returnPath(value), value).toBe('/');
      expect(samePath(value), value).toBeUndefined();
      expect(safeRedirect(value), value).toBe('/');
    }
  });

  it('legacy storefront addresses (hybrid proxy), in both URL styles', () => {
    for (const style of Object.values(STYLES)) {
      setUrlStyle(style);
      for (const raw of [
        '/s/RidgelineUS//evil.example',
        '/s/RidgelineUS/p/%2F%2Fevil.example',
        '/s/RidgelineUS/c/%2F%2Fevil.example',
        '/s/RidgelineUS/en_US//evil.example',
        '/s/RidgelineUS/p/x/%2F%2Fevil.example.html',
        '/s/RidgelineUS/\\evil.example',
      ]) {
        const location = legacyRedirect(new URL(`${ORIGIN}${raw}`), 'RidgelineUS');
        if (location !== undefined) expect(followed(location), raw).toBe(ORIGIN);
      }
    }
    setUrlStyle(DEFAULT_URL_STYLE);
  });
});
