import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_URL_STYLE,
  equivalentUrl,
  localeOfPath,
  localePrefix,
  parseUrlStyleAttribute,
  setUrlStyle,
  shopLocale,
  urls,
  urlStyleAttribute,
  type UrlStyle,
} from './urls';
import { readUrlStyle } from './urlStyle.server';

describe('urls', () => {
  it('omits the default locale and prefixes the others with their alias', () => {
    expect(localePrefix('en-US')).toBe('');
    expect(localePrefix('fr-CA')).toBe('/fr-ca');
    expect(urls.cart('en-CA')).toBe('/en-ca/cart');
  });

  it('puts the home page of another locale at /{alias}/home', () => {
    expect(urls.home()).toBe('/');
    expect(urls.home('fr-CA')).toBe('/fr-ca/home');
  });

  it('gives category pages their canonical trailing slash and keeps nested slugs', () => {
    expect(urls.category('mens-jackets')).toBe('/c/mens-jackets/');
    expect(urls.category('mens/jackets & vests', 'fr-CA')).toBe('/fr-ca/c/mens/jackets%20%26%20vests/');
  });

  it('keeps a nested content page slug as path segments, each encoded on its own', () => {
    expect(urls.content('returns/exchanges')).toBe('/t/returns/exchanges');
    expect(urls.content('returns/exchanges', 'fr-CA')).toBe('/fr-ca/t/returns/exchanges');
    expect(urls.content('a b/c?d')).toBe('/t/a%20b/c%3Fd');
  });

  it('uses the slug form of a product page when there is a slug', () => {
    expect(urls.product('RM1001')).toBe('/p/noslug-RM1001.html');
    expect(urls.product('RM1001', { slug: 'summit-shell', localeId: 'en-CA' })).toBe('/en-ca/p/summit-shell');
  });

  it('encodes search terms as a query', () => {
    expect(urls.search('rain jacket')).toBe('/search?q=rain+jacket');
    // The phrase first, then the list's parameters; a `q` among them does not replace it.
    expect(
      urls.search(
        'fleece',
        undefined,
        new URLSearchParams([
          ['q', 'other'],
          ['sort', 'newest'],
        ]),
      ),
    ).toBe('/search?q=fleece&sort=newest');
    expect(urls.searchPath('fr-CA')).toBe('/fr-ca/search');
  });

  it('finds a locale by alias or id, case-insensitively, and nothing for unknown ones', () => {
    expect(shopLocale('FR-ca')?.id).toBe('fr-CA');
    expect(shopLocale('de-de')).toBeUndefined();
  });
});

describe('URL styles (docs/behaviour/urls.md#url-style)', () => {
  afterEach(() => setUrlStyle(DEFAULT_URL_STYLE));

  it('query style: the locale as the last query parameter, left out for the default', () => {
    setUrlStyle({ locale: 'query', showDefaults: false });
    expect(urls.content('about', 'fr-CA')).toBe('/t/about?locale=fr-CA');
    expect(urls.content('about')).toBe('/t/about');
    expect(urls.home('fr-CA')).toBe('/?locale=fr-CA');
    expect(urls.home()).toBe('/');
    expect(urls.search('tent', 'en-CA', new URLSearchParams({ sort: 'newest' }))).toBe(
      '/search?q=tent&sort=newest&locale=en-CA',
    );
    expect(urls.category('mens', 'fr-CA')).toBe('/c/mens/?locale=fr-CA');
    expect(urls.product('RM1001', { localeId: 'fr-CA', query: new URLSearchParams({ color: '464' }) })).toBe(
      '/p/noslug-RM1001.html?color=464&locale=fr-CA',
    );
    expect(urls.login('fr-CA', '/cart')).toBe('/login?redirectUrl=%2Fcart&locale=fr-CA');
  });

  it('query style: reads ?locale= (id or alias), redirects a path prefix to the query form, and knows an unknown one', () => {
    setUrlStyle({ locale: 'query', showDefaults: false });
    expect(localeOfPath('/t/about', '?locale=fr-CA')).toMatchObject({
      kind: 'locale',
      locale: { id: 'fr-CA' },
      path: '/t/about',
    });
    expect(localeOfPath('/t/about', '?locale=en-ca')).toMatchObject({ kind: 'locale', locale: { id: 'en-CA' } });
    expect(localeOfPath('/t/about', '')).toMatchObject({ kind: 'locale', locale: { id: 'en-US' } });
    expect(localeOfPath('/fr-ca/t/about', '?x=1')).toEqual({ kind: 'redirect', location: '/t/about?x=1&locale=fr-CA' });
    expect(localeOfPath('/fr-ca/home', '')).toEqual({ kind: 'redirect', location: '/?locale=fr-CA' });
    expect(localeOfPath('/t/about', '?locale=de-DE')).toMatchObject({ kind: 'unknown', alias: 'de-DE' });
  });

  it('query style: the locale switch swaps the parameter and drops refine', () => {
    setUrlStyle({ locale: 'query', showDefaults: false });
    expect(equivalentUrl('/c/mens/?refine=c_color%3DBlue&sort=newest&locale=fr-CA', 'en-CA')).toBe(
      '/c/mens/?sort=newest&locale=en-CA',
    );
    expect(equivalentUrl('/?locale=fr-CA', 'en-US')).toBe('/');
  });

  it('path style with defaults shown: /en-us/… is the default’s form and every link names it', () => {
    setUrlStyle({ locale: 'path', showDefaults: true });
    expect(urls.content('about')).toBe('/en-us/t/about');
    expect(urls.home()).toBe('/en-us/home');
    expect(localeOfPath('/en-us/t/about')).toMatchObject({ kind: 'locale', locale: { id: 'en-US' }, path: '/t/about' });
    expect(localeOfPath('/t/about')).toMatchObject({ kind: 'locale', locale: { id: 'en-US' } });
    expect(equivalentUrl('/fr-ca/t/about', 'en-US')).toBe('/en-us/t/about');
  });

  it('query style with defaults shown names the default locale too', () => {
    setUrlStyle({ locale: 'query', showDefaults: true });
    expect(urls.content('about')).toBe('/t/about?locale=en-US');
    expect(urls.home()).toBe('/?locale=en-US');
  });

  it('passes the style to the browser as one attribute, and reads it back', () => {
    expect(urlStyleAttribute(DEFAULT_URL_STYLE)).toBeUndefined();
    for (const style of [
      { locale: 'query', showDefaults: false },
      { locale: 'path', showDefaults: true },
      { locale: 'query', showDefaults: true },
    ] as const) {
      expect(parseUrlStyleAttribute(urlStyleAttribute(style))).toEqual(style);
    }
    expect(parseUrlStyleAttribute('nonsense')).toEqual(DEFAULT_URL_STYLE);
  });

  it('reads the style from the environment and refuses a bad value', () => {
    expect(readUrlStyle({})).toEqual(DEFAULT_URL_STYLE);
    expect(readUrlStyle({ URL_LOCALE_IN: 'query', URL_SHOW_DEFAULTS: 'true' })).toEqual({
      locale: 'query',
      showDefaults: true,
    });
    expect(() => readUrlStyle({ URL_LOCALE_IN: 'cookie' })).toThrow(/URL_LOCALE_IN/);
    expect(() => readUrlStyle({ URL_SHOW_DEFAULTS: 'yes' })).toThrow(/URL_SHOW_DEFAULTS/);
  });
});

describe('locale redirects stay on this site (docs/behaviour/urls.md#redirects-stay-on-this-site)', () => {
  afterEach(() => setUrlStyle(DEFAULT_URL_STYLE));

  /** What `localeOfPath` says of a raw request path, read as the server reads it (`\\` is `/`). */
  const located = (raw: string) => {
    const url = new URL(raw, 'https://shop.example');
    return localeOfPath(url.pathname, url.search);
  };
  const locationOf = (raw: string) => {
    const path = located(raw);
    return path.kind === 'redirect' ? path.location : undefined;
  };

  it('path style: a prefix followed by a scheme-relative rest goes to the locale’s home page', () => {
    expect(locationOf('/en-us//evil.example/login')).toBe('/');
    expect(locationOf('/EN-US//evil.example')).toBe('/');
    expect(locationOf('/en-us///evil.example/')).toBe('/');
    expect(locationOf('/en-us/\\evil.example')).toBe('/');
    // Another locale's prefix stays in front of the rest: a path of this site, kept.
    expect(locationOf('/FR-CA//evil.example')).toBe('/fr-ca//evil.example');
    // An encoded slash is a segment, not a host.
    expect(locationOf('/en-us/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });

  it('query style: the prefix’s redirect to the query form never starts with //', () => {
    setUrlStyle({ locale: 'query', showDefaults: false });
    expect(locationOf('/fr-ca//evil.example')).toBe('/?locale=fr-CA');
    expect(locationOf('/EN-CA/\\evil.example?x=1')).toBe('/?locale=en-CA');
    expect(locationOf('/en-us//evil.example')).toBe('/');
  });

  it('whatever follows a locale prefix, in any case and any style, the redirect is a path of this site', () => {
    const prefix = fc.constantFrom('en-us', 'EN-US', 'en-ca', 'Fr-Ca', 'fr-ca');
    const piece = fc.constantFrom(
      '/',
      '//',
      '\\',
      '.',
      '..',
      '%2F',
      '%5C',
      '%09',
      '@',
      ':',
      'evil.example',
      'home',
      '?',
      '#',
      'a',
    );
    const rest = fc.oneof(
      fc.array(piece, { maxLength: 8 }).map((parts) => parts.join('')),
      fc.string({ maxLength: 20 }),
    );
    const style = fc.constantFrom<UrlStyle>(
      DEFAULT_URL_STYLE,
      { locale: 'path', showDefaults: true },
      { locale: 'query', showDefaults: false },
      { locale: 'query', showDefaults: true },
    );
    fc.assert(
      fc.property(prefix, rest, style, (alias, tail, chosen) => {
        setUrlStyle(chosen);
        let url: URL;
        try {
          url = new URL(`/${alias}${tail}`, 'https://shop.example');
        } catch {
          return;
        }
        const path = localeOfPath(url.pathname, url.search);
        if (path.kind !== 'redirect') return;
        expect(
          path.location.startsWith('/') && !path.location.startsWith('//') && !path.location.startsWith('/\\'),
        ).toBe(true);
        expect(new URL(path.location, 'https://shop.example/some/page').origin).toBe('https://shop.example');
      }),
      { numRuns: 500, seed: 20261123 },
    );
  });
});
