import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderCacheKey } from './renderCacheKey.server';

const USID = '3f1e2d4c-5b6a-4978-8a9b-0c1d2e3f4a5b';
const VSE = 'kq3v8rdglnstg0demo7x2m4pw.staging.bigcontent.io';
const request = (path: string, init: RequestInit = {}) => new Request(`http://shop.test${path}`, init);
const keyOf = (path: string, init?: RequestInit) => {
  const decision = renderCacheKey(request(path, init));
  return decision.cache ? decision.key : `bypass:${decision.reason}`;
};

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('renderCacheKey', () => {
  it('keys a public page by its path, the locale and the default customer groups', () => {
    expect(renderCacheKey(request('/t/about'))).toEqual({ cache: true, key: '/t/about en-US Unregistered,Everyone', variant: false });
    // Each locale is its own page (its own address, and the key names the locale).
    expect(renderCacheKey(request('/fr-ca/t/about'))).toEqual({ cache: true, key: '/fr-ca/t/about fr-CA Unregistered,Everyone', variant: false });
    expect(keyOf('/t/about', { method: 'HEAD' })).toBe(keyOf('/t/about'));
    expect(keyOf('/t/about')).not.toBe(keyOf('/t/trail-guide'));
  });

  it('leaves tracking parameters out, keeps the others in order, and marks the address as a variant', () => {
    expect(keyOf('/?utm_source=mail&gclid=1&fbclid=2')).toBe(keyOf('/'));
    expect(keyOf('/?b=2&a=1&utm_medium=x')).toBe(keyOf('/?a=1&b=2'));
    expect(keyOf('/?a=1')).not.toBe(keyOf('/'));
    expect(renderCacheKey(request('/?page=2'))).toMatchObject({ cache: true, variant: true });
  });

  it.each([
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
    [`/${'a'.repeat(2_100)}`, 'address-too-long'],
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
    expect(keyOf('/')).toBe('/ en-US Unregistered,Everyone');
  });
});
