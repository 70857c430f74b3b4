import { summarizePreparedContent } from '@ridgeline/renderer';
import type { HeadersFunction } from 'react-router';

const PASSED_ON = ['Cache-Control', 'X-Robots-Tag', 'Retry-After'] as const;

/**
 * Response headers of a route: its loader's caching headers, or on an error the thrown response's (a 404 is
 * cacheable only briefly); an error without any is never cached.
 */
export const cacheHeaders: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  const headers = new Headers();
  const source = errorHeaders ?? loaderHeaders;
  for (const name of PASSED_ON) {
    const value = source.get(name);
    if (value) headers.set(name, value);
  }
  if (errorHeaders && !headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
  return headers;
};

/**
 * The `Cache-Control` of a page response: `cacheControl`, unless nothing of the prepared content renders (every block
 * failed, see `summarizePreparedContent`); a blank page is sent `no-store`, so a CDN never keeps it. The renderer has
 * logged it as an error (`event: 'page-failure'`).
 */
export function pageCacheControl(content: unknown, cacheControl: string): string {
  return summarizePreparedContent(content).allBlocksFailed ? 'no-store' : cacheControl;
}
