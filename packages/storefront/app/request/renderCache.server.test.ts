import { describe, expect, it } from 'vitest';
import { fetchRequestOf, readRenderCacheLimits, type ExpressLikeRequest } from './renderCache.server';

describe('RENDER_CACHE_MB', () => {
  it('defaults to 64 MB of pages, an eighth besides for the rest, 1 MB per page; 0 turns the cache off', () => {
    expect(readRenderCacheLimits({})).toEqual({ maxBytes: 64 * 1024 * 1024, otherMaxBytes: 8 * 1024 * 1024, maxEntryBytes: 1024 * 1024 });
    expect(readRenderCacheLimits({ RENDER_CACHE_MB: '2' })).toMatchObject({ maxBytes: 2 * 1024 * 1024, otherMaxBytes: 1024 * 1024 });
    expect(readRenderCacheLimits({ RENDER_CACHE_MB: '0' })).toBeUndefined();
  });

  it.each(['-1', '1.5', 'lots', '5000'])('refuses %s with a message naming the variable', (value) => {
    expect(() => readRenderCacheLimits({ RENDER_CACHE_MB: value })).toThrow(/RENDER_CACHE_MB/);
  });
});

describe('fetchRequestOf', () => {
  const expressRequest = (overrides: { headers?: Record<string, string>; app?: { enabled(setting: string): boolean } }) => {
    const headers = overrides.headers ?? { host: 'shop.test:3000', accept: 'text/html' };
    return {
      method: 'GET',
      protocol: 'http',
      hostname: 'shop.test',
      originalUrl: '/t/about?a=1',
      headers,
      get: (name: string) => headers[name.toLowerCase()],
      app: overrides.app ?? { enabled: () => false },
    } as unknown as ExpressLikeRequest;
  };

  it('builds the URL as React Router’s Express adapter does, headers included', () => {
    const request = fetchRequestOf(expressRequest({}));
    expect(request.url).toBe('http://shop.test:3000/t/about?a=1');
    expect(request.headers.get('accept')).toBe('text/html');
    expect(request.method).toBe('GET');
  });

  it('takes the forwarded port only from a trusted proxy', () => {
    const headers = { host: 'shop.test:3000', 'x-forwarded-host': 'shop.test:8443' };
    expect(fetchRequestOf(expressRequest({ headers })).url).toBe('http://shop.test:3000/t/about?a=1');
    expect(fetchRequestOf(expressRequest({ headers, app: { enabled: () => true } })).url).toBe('http://shop.test:8443/t/about?a=1');
  });
});
