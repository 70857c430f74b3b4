import { describe, expect, it, vi } from 'vitest';
import type { UrlMapping } from '@ridgeline/commerce/server';
import type { ResolveUnknownPathInput } from '@ridgeline/commerce/server';
import { resolveUnknownPath } from './urlResolution';

const ORIGIN = 'https://www.ridgeline.test';
const MAPPINGS: Record<string, UrlMapping> = {
  'mens-jackets': { resourceType: 'CATEGORY', resourceId: 'mens-jackets' },
  about: { resourceType: 'CONTENT_ASSET', resourceId: 'page/about' },
  'stormbreak-rain-jacket': { resourceType: 'PRODUCT', resourceId: 'RM1001' },
  'winter-sale': { statusCode: 301, destinationUrl: '/category/sale?src=winter', copySourceParams: true },
  rewards: { statusCode: 302, destinationUrl: '/t/rewards' },
  elsewhere: { statusCode: 301, destinationUrl: 'https://evil.example/phish' },
  'scheme-relative': { destinationUrl: '//evil.example/x' },
  bare: { resourceType: 'CATEGORY' },
};

function resolve(address: string, overrides: Partial<ResolveUnknownPathInput> = {}) {
  const url = new URL(address, ORIGIN);
  const prefix = /^\/(en-ca|fr-ca)(\/|$)/.exec(url.pathname);
  return resolveUnknownPath({
    url,
    path: prefix ? url.pathname.slice(prefix[1]!.length + 1) || '/' : url.pathname,
    localeId: prefix?.[1] === 'fr-ca' ? 'fr-CA' : prefix ? 'en-CA' : 'en-US',
    publicOrigin: ORIGIN,
    lookup: async (segment) => MAPPINGS[segment.toLowerCase()] ?? null,
    ...overrides,
  });
}

describe('resolveUnknownPath: what the URL mapping says of an address no route knows', () => {
  it('a category or content asset renders at its address with a trailing slash; without one, 301 there (query kept)', async () => {
    expect(await resolve('/mens-jackets/')).toEqual({ kind: 'category', categoryId: 'mens-jackets' });
    expect(await resolve('/mens-jackets?sort=newest')).toEqual({
      kind: 'redirect',
      location: '/mens-jackets/?sort=newest',
      status: 301,
    });
    expect(await resolve('/fr-ca/about')).toEqual({ kind: 'redirect', location: '/fr-ca/about/', status: 301 });
    expect(await resolve('/fr-ca/about/')).toEqual({ kind: 'content', key: 'page/about' });
  });

  it('a product goes to its page in the locale; a destination is followed with its status, source parameters copied when asked', async () => {
    expect(await resolve('/fr-ca/stormbreak-rain-jacket')).toEqual({
      kind: 'redirect',
      location: '/fr-ca/p/noslug-RM1001.html',
      status: 301,
    });
    expect(await resolve('/winter-sale?utm_source=mail&src=ignored')).toEqual({
      kind: 'redirect',
      location: '/category/sale?src=winter&utm_source=mail',
      status: 301,
    });
    expect(await resolve('/rewards?utm_source=mail')).toEqual({
      kind: 'redirect',
      location: '/t/rewards',
      status: 302,
    });
  });

  it('a destination on another origin is refused and logged; a mapping without a resource is not found', async () => {
    const log = vi.fn();
    expect(await resolve('/elsewhere', { log })).toEqual({ kind: 'not-found' });
    expect(await resolve('/scheme-relative', { log })).toEqual({ kind: 'not-found' });
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'url-mapping-destination-refused', segment: 'elsewhere' }),
    );
    expect(await resolve('/bare/')).toEqual({ kind: 'not-found' });
    expect(await resolve('/no-such-page')).toEqual({ kind: 'not-found' });
  });

  it('odd addresses are not asked about at all', async () => {
    const lookup = vi.fn(async () => null);
    for (const address of ['/', '/a b', '/%00', `/${'x'.repeat(201)}`, '/a/b/c/d/e/f/g/h/i', '/..%2f', '/<script>']) {
      expect(await resolve(address, { lookup }), address).toEqual({ kind: 'not-found' });
    }
    expect(lookup).not.toHaveBeenCalled();
  });

  it('a failed lookup gets one reload (?r=1), then the not-found page', async () => {
    const log = vi.fn();
    const failing = async (): Promise<UrlMapping | null> => {
      throw new Error('503 Service Unavailable');
    };
    expect(await resolve('/mens-jackets/?sort=newest', { lookup: failing, log })).toEqual({
      kind: 'retry',
      location: '/mens-jackets/?sort=newest&r=1',
    });
    expect(await resolve('/mens-jackets/?sort=newest&r=1', { lookup: failing, log })).toEqual({ kind: 'not-found' });
    expect(log).toHaveBeenCalledTimes(2);
    // the reload that works drops r from where it sends the shopper
    expect(await resolve('/mens-jackets?r=1')).toEqual({ kind: 'redirect', location: '/mens-jackets/', status: 301 });
  });
});
