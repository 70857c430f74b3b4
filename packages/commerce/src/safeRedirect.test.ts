import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_REDIRECT_LENGTH, redirectTarget, sameOriginPath } from './safeRedirect';

/** Where a browser on `origin` goes for `Location: target` (the browser resolves it against the page's URL). */
const followedFrom = (origin: string, target: string) => new URL(target, `${origin}/some/page`).origin;

/** Targets that leave the site if a browser follows them unchecked (or are no path at all). */
const HOSTILE_TARGETS = [
  '//evil.example',
  '//evil.example/login',
  '///evil.example/',
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '/.//evil.example',
  '/./\t/evil.example',
  '/%2e//evil.example',
  '/a/..//evil.example',
  '/..//evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  'https://evil.example/',
  'http:evil.example',
  'javascript:alert(1)',
  ' //evil.example',
  'evil.example',
  '',
];

describe('sameOriginPath: the one check every redirect target passes', () => {
  it('keeps a path of this site, normalised as the browser reads it', () => {
    expect(sameOriginPath('/')).toBe('/');
    expect(sameOriginPath('/c/mens-jackets/?page=2#grid')).toBe('/c/mens-jackets/?page=2#grid');
    expect(sameOriginPath('/a/../cart')).toBe('/cart');
    expect(sameOriginPath('/fr-ca/t/about?x=1')).toBe('/fr-ca/t/about?x=1');
    // An encoded slash is a path segment, not a host; a backslash in the query is text.
    expect(sameOriginPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    expect(sameOriginPath('/search?q=a\\b')).toBe('/search?q=a\\b');
  });

  it('refuses every target that reads as another host (or no path), whatever its spelling', () => {
    for (const target of HOSTILE_TARGETS) expect(sameOriginPath(target), JSON.stringify(target)).toBeUndefined();
    for (const value of [undefined, null, 42, {}, ['/cart']]) expect(sameOriginPath(value)).toBeUndefined();
  });

  it('refuses an address longer than a redirect ever needs', () => {
    expect(sameOriginPath(`/${'a'.repeat(MAX_REDIRECT_LENGTH - 1)}`)).toHaveLength(MAX_REDIRECT_LENGTH);
    expect(sameOriginPath(`/${'a'.repeat(MAX_REDIRECT_LENGTH)}`)).toBeUndefined();
  });

  it('redirectTarget answers the fallback for what the check refuses', () => {
    expect(redirectTarget('//evil.example')).toBe('/');
    expect(redirectTarget('/\\evil.example', '/fr-ca/home')).toBe('/fr-ca/home');
    expect(redirectTarget('/cart', '/fr-ca/home')).toBe('/cart');
  });

  it('whatever the input, what it keeps stays on the origin it is sent from, and is kept again unchanged', () => {
    const pieces = fc.constantFrom(
      '/',
      '//',
      '\\',
      '.',
      '..',
      '%2e',
      '%2F',
      '\t',
      '\n',
      ':',
      '@',
      '?',
      '#',
      'evil.example',
      'http:',
      'a',
      ' ',
    );
    const hostile = fc.array(pieces, { maxLength: 10 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(hostile, fc.string(), fc.webUrl(), fc.webPath()), (candidate) => {
        const kept = sameOriginPath(candidate);
        if (kept === undefined) return;
        expect(kept.startsWith('/') && !kept.startsWith('//')).toBe(true);
        expect(followedFrom('https://shop.example', kept)).toBe('https://shop.example');
        expect(sameOriginPath(kept)).toBe(kept);
      }),
      { numRuns: 500, seed: 20261123 },
    );
  });
});
