import type { HeadersFunction } from 'react-router';

const PASSED_ON = ['Cache-Control', 'X-Robots-Tag'] as const;

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
