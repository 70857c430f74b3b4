import { describe, expect, it } from 'vitest';
import { equivalentUrl, localeAlternates, localeOfPath } from './urls';
import { localizedHead } from './seo';
import { requestLocale } from './request/context.server';

describe('localeOfPath', () => {
  it('reads a non-default locale from its prefix and strips it', () => {
    expect(localeOfPath('/fr-ca/t/about')).toMatchObject({
      kind: 'locale',
      locale: { id: 'fr-CA', currency: 'CAD' },
      path: '/t/about',
    });
    expect(localeOfPath('/en-ca/c/mens/')).toMatchObject({ kind: 'locale', locale: { id: 'en-CA' }, path: '/c/mens/' });
    // A locale's home page is `/{alias}/home`: the same page as the default's `/`.
    expect(localeOfPath('/fr-ca/home')).toMatchObject({ kind: 'locale', locale: { id: 'fr-CA' }, path: '/' });
  });

  it('takes a path without a locale prefix as the default locale', () => {
    expect(localeOfPath('/t/about')).toMatchObject({
      kind: 'locale',
      locale: { id: 'en-US', currency: 'USD' },
      path: '/t/about',
    });
    expect(localeOfPath('/')).toMatchObject({ kind: 'locale', locale: { id: 'en-US' }, path: '/' });
    // Segments that do not look like a locale are paths, not prefixes.
    expect(localeOfPath('/search')).toMatchObject({ kind: 'locale', locale: { id: 'en-US' }, path: '/search' });
  });

  it('redirects the default locale alias to the unprefixed address (defaults are omitted), query kept', () => {
    expect(localeOfPath('/en-us/t/about')).toEqual({ kind: 'redirect', location: '/t/about' });
    expect(localeOfPath('/en-us/search', '?q=fleece')).toEqual({ kind: 'redirect', location: '/search?q=fleece' });
    expect(localeOfPath('/en-us/home')).toEqual({ kind: 'redirect', location: '/' });
    expect(localeOfPath('/EN-US')).toEqual({ kind: 'redirect', location: '/' });
  });

  it('redirects a bare prefix to the locale home and an alias in capitals to its lower-case form', () => {
    expect(localeOfPath('/fr-ca')).toEqual({ kind: 'redirect', location: '/fr-ca/home' });
    expect(localeOfPath('/fr-ca/')).toEqual({ kind: 'redirect', location: '/fr-ca/home' });
    expect(localeOfPath('/FR-CA/t/about', '?x=1')).toEqual({ kind: 'redirect', location: '/fr-ca/t/about?x=1' });
  });

  it('marks an unknown locale-shaped prefix (the not-found page answers it, in the default locale)', () => {
    expect(localeOfPath('/xx-yy/t/about')).toEqual({ kind: 'unknown', alias: 'xx-yy', path: '/t/about' });
  });
});

describe('requestLocale (the request context)', () => {
  it('resolves pages by path and block data by its locale parameter', () => {
    expect(requestLocale(new URL('http://shop.test/fr-ca/c/mens/')).locale.id).toBe('fr-CA');
    expect(requestLocale(new URL('http://shop.test/xx-yy/t/about')).locale.id).toBe('en-US');
    expect(requestLocale(new URL('http://shop.test/__ridgeline/block-data?id=1&locale=en-CA')).locale.id).toBe('en-CA');
    expect(requestLocale(new URL('http://shop.test/__ridgeline/block-data?id=1&locale=de-DE')).locale.id).toBe('en-US');
  });
});

describe('equivalentUrl (the locale switch)', () => {
  it('keeps the page type, ids and query under the other locale prefix, and drops refine', () => {
    expect(equivalentUrl('/c/mens/?sort=newest&refine=c_color%3DBlue', 'fr-CA')).toBe('/fr-ca/c/mens/?sort=newest');
    expect(equivalentUrl('/fr-ca/c/mens/?sort=newest', 'en-US')).toBe('/c/mens/?sort=newest');
    expect(equivalentUrl('/en-ca/search?q=rain+jacket&refine=c_size%3DM', 'fr-CA')).toBe('/fr-ca/search?q=rain+jacket');
    expect(equivalentUrl('/fr-ca/product/RM1001', 'en-CA')).toBe('/en-ca/product/RM1001');
  });

  it('maps the home pages onto each other', () => {
    expect(equivalentUrl('/', 'fr-CA')).toBe('/fr-ca/home');
    expect(equivalentUrl('/home', 'en-CA')).toBe('/en-ca/home');
    expect(equivalentUrl('/fr-ca/home', 'en-US')).toBe('/');
  });

  it('takes absolute URLs too', () => {
    expect(equivalentUrl(new URL('https://shop.test/fr-ca/t/about'), 'en-US')).toBe('/t/about');
  });
});

describe('hreflang alternates', () => {
  it('names every shop locale and x-default, each the same page on the same origin', () => {
    expect(localeAlternates('https://shop.test/fr-ca/t/about?refine=x', 'https://shop.test')).toEqual([
      { hreflang: 'en-US', href: 'https://shop.test/t/about' },
      { hreflang: 'en-CA', href: 'https://shop.test/en-ca/t/about' },
      { hreflang: 'fr-CA', href: 'https://shop.test/fr-ca/t/about' },
      { hreflang: 'x-default', href: 'https://shop.test/t/about' },
    ]);
  });

  it('replaces the content’s alternates of served locales, keeps the others, moves the canonical URL to the locale', () => {
    const head = localizedHead(
      {
        canonical: 'https://www.ridgeline.dev/t/about',
        openGraph: { type: 'website', url: 'https://www.ridgeline.dev/t/about' },
        alternates: [
          { hreflang: 'fr-CA', href: 'https://www.ridgeline.dev/fr-ca/t/about' },
          { hreflang: 'de-DE', href: 'https://de.ridgeline.dev/t/about' },
        ],
      },
      'http://localhost:3000/fr-ca/t/about',
      'fr-CA',
    );
    expect(head.canonical).toBe('https://www.ridgeline.dev/fr-ca/t/about');
    expect(head.openGraph.url).toBe('https://www.ridgeline.dev/fr-ca/t/about');
    expect(head.alternates.map((a) => a.hreflang)).toEqual(['en-US', 'en-CA', 'fr-CA', 'x-default', 'de-DE']);
    expect(head.alternates.find((a) => a.hreflang === 'fr-CA')?.href).toBe('http://localhost:3000/fr-ca/t/about');
  });
});
