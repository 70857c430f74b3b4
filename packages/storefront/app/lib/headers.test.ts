import { describe, expect, it } from 'vitest';
import { cacheHeaders } from './headers';

const empty = new Headers();
function call(args: { loaderHeaders?: Headers; errorHeaders?: Headers }) {
  return new Headers(
    cacheHeaders({
      loaderHeaders: args.loaderHeaders ?? empty,
      parentHeaders: empty,
      actionHeaders: empty,
      errorHeaders: args.errorHeaders,
    } as Parameters<typeof cacheHeaders>[0]) as HeadersInit,
  );
}

describe('cacheHeaders', () => {
  it('passes the loader’s caching headers on', () => {
    const headers = call({ loaderHeaders: new Headers({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex', 'X-Other': '1' }) });
    expect(headers.get('Cache-Control')).toBe('no-store');
    expect(headers.get('X-Robots-Tag')).toBe('noindex');
    expect(headers.get('X-Other')).toBeNull();
  });

  it('uses a thrown response’s headers, and never caches an error without any', () => {
    expect(call({ errorHeaders: new Headers({ 'Cache-Control': 'public, s-maxage=60' }) }).get('Cache-Control')).toBe(
      'public, s-maxage=60',
    );
    expect(call({ loaderHeaders: new Headers({ 'Cache-Control': 'public' }), errorHeaders: new Headers() }).get('Cache-Control')).toBe(
      'no-store',
    );
  });
});
