const BASE = 'http://storefront.invalid';

/**
 * Where to go after signing in: `redirectUrl` only when, read as the browser reads it, it is a path of this site
 * (no other origin, no `//host`, no backslashes, no control characters, not back to the sign-in pages); else `fallback`.
 */
export function safeRedirect(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.length > 2000) return fallback;
  if (/[\\\u0000-\u001F\u007F]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE || url.pathname.startsWith('//')) return fallback;
  if (/^(?:\/[a-z]{2}-[a-z]{2})?\/(?:login|registration|logout)\/?$/i.test(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
