import { describe, expect, it } from 'vitest';
import { cacheHeaders, pageCacheControl } from './headers';

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
    const headers = call({
      loaderHeaders: new Headers({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex', 'X-Other': '1' }),
    });
    expect(headers.get('Cache-Control')).toBe('no-store');
    expect(headers.get('X-Robots-Tag')).toBe('noindex');
    expect(headers.get('X-Other')).toBeNull();
  });

  it('uses a thrown response’s headers, and never caches an error without any', () => {
    expect(call({ errorHeaders: new Headers({ 'Cache-Control': 'public, s-maxage=60' }) }).get('Cache-Control')).toBe(
      'public, s-maxage=60',
    );
    expect(
      call({ loaderHeaders: new Headers({ 'Cache-Control': 'public' }), errorHeaders: new Headers() }).get(
        'Cache-Control',
      ),
    ).toBe('no-store');
  });
});

describe('pageCacheControl', () => {
  const PUBLIC = 'public, max-age=0, s-maxage=900';
  const item = (id: string, status: 'ok' | 'failed', fields: Record<string, unknown> = {}) => ({
    _meta: { schema: 'https://schema.ridgeline.dev/test', deliveryId: id },
    ...fields,
    __ridgeline:
      status === 'ok'
        ? { status, data: undefined }
        : { status, failure: { kind: 'invalid-content', location: '', message: 'x', errors: [] } },
  });

  it('sends a page of which nothing renders no-store, never cached blank', () => {
    expect(pageCacheControl(item('page', 'ok', { blocks: [item('a', 'failed'), item('b', 'failed')] }), PUBLIC)).toBe(
      'no-store',
    );
    expect(pageCacheControl(item('page', 'failed'), PUBLIC)).toBe('no-store');
  });

  it('keeps the given caching while one block renders, or for a page without blocks', () => {
    expect(pageCacheControl(item('page', 'ok', { blocks: [item('a', 'failed'), item('b', 'ok')] }), PUBLIC)).toBe(
      PUBLIC,
    );
    expect(pageCacheControl(item('page', 'ok', { blocks: [] }), PUBLIC)).toBe(PUBLIC);
  });
});
