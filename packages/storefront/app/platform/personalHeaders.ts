import type { HeadersFunction } from 'react-router';

/**
 * Response headers of a personal page (bag, checkout, order): its loader's `Cache-Control` (`private, no-store`) and
 * cookies; on an error the thrown response's, never cached.
 */
export const personalHeaders: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  const source = errorHeaders ?? loaderHeaders;
  const cacheControl = source.get('Cache-Control');
  if (cacheControl && /no-store/.test(cacheControl)) headers.set('Cache-Control', cacheControl);
  for (const cookie of loaderHeaders.getSetCookie()) headers.append('Set-Cookie', cookie);
  return headers;
};
