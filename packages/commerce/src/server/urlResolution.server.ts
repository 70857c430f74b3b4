import type { UrlMapping } from './urlMapping.server';

/**
 * What an address no route knows stands for, by the commerce API's URL mapping (Shopper SEO): docs/behaviour/urls.md,
 * "Addresses no route knows". Pure: the lookup, the product address and the same-origin check are given.
 */
export type UrlResolution =
  | { kind: 'redirect'; location: string; status: 301 | 302 | 307 }
  | { kind: 'category'; categoryId: string }
  | { kind: 'content'; key: string }
  | { kind: 'retry'; location: string }
  | { kind: 'not-found' };

/** The query parameter of the one reload a failed lookup gets (`?r=1`). */
export const RETRY_PARAM = 'r';

/** A URL segment worth asking about: path characters only, at most 8 levels and 200 characters. */
const SEGMENT = /^[\w.~-]+(?:\/[\w.~-]+){0,7}$/;
const REDIRECT_STATUSES = new Set([301, 302, 307]);

export interface ResolveUnknownPathInput {
  /** The requested address (its path keeps the locale prefix; its query is kept on redirects). */
  url: URL;
  /** The path without the locale prefix (`/mens-jackets/`). */
  path: string;
  localeId: string;
  /** The shop's public origin: a destination elsewhere is not followed. */
  publicOrigin: string;
  lookup: (urlSegment: string) => Promise<UrlMapping | null>;
  /** The address of a product's page in the locale (the storefront's URL builder). */
  productPath: (productId: string, localeId: string) => string;
  /**
   * The storefront's one same-origin check: every `Location` built here passes it, and an address it refuses is the
   * not-found page, so no mapping or crafted address can send a shopper to another site.
   */
  sameOriginPath: (candidate: string) => string | undefined;
  log?: (entry: Record<string, unknown>) => void;
}

const withoutRetry = (url: URL): URLSearchParams => {
  const query = new URLSearchParams(url.search);
  query.delete(RETRY_PARAM);
  return query;
};
const withQuery = (path: string, query: URLSearchParams) => (query.size ? `${path}?${query}` : path);

export async function resolveUnknownPath({
  url,
  path,
  localeId,
  publicOrigin,
  lookup,
  productPath,
  sameOriginPath,
  log = () => {},
}: ResolveUnknownPathInput): Promise<UrlResolution> {
  const segment = path.replace(/^\/+|\/+$/g, '');
  if (!segment || segment.length > 200 || !SEGMENT.test(segment)) return { kind: 'not-found' };
  const retried = url.searchParams.get(RETRY_PARAM) === '1';
  let mapping: UrlMapping | null;
  try {
    mapping = await lookup(segment);
  } catch (error) {
    log({
      level: 'warn',
      event: 'url-mapping-failed',
      segment,
      retried,
      message: error instanceof Error ? error.message : String(error),
    });
    // one reload, then the not-found page: a lasting outage must not loop
    if (retried) return { kind: 'not-found' };
    const query = withoutRetry(url);
    query.set(RETRY_PARAM, '1');
    // `//evil.example` reaches here (no locale prefix): its reload must not become a link to another site.
    const location = sameOriginPath(withQuery(url.pathname, query));
    return location ? { kind: 'retry', location } : { kind: 'not-found' };
  }
  if (!mapping) return { kind: 'not-found' };

  if (mapping.destinationUrl) {
    const destination = URL.canParse(mapping.destinationUrl, publicOrigin)
      ? new URL(mapping.destinationUrl, publicOrigin)
      : undefined;
    if (!destination || destination.origin !== new URL(publicOrigin).origin || destination.pathname.startsWith('//')) {
      log({
        level: 'warn',
        event: 'url-mapping-destination-refused',
        segment,
        destination: mapping.destinationUrl.slice(0, 200),
      });
      return { kind: 'not-found' };
    }
    const query = new URLSearchParams(destination.search);
    if (mapping.copySourceParams)
      for (const [name, value] of withoutRetry(url)) if (!query.has(name)) query.append(name, value);
    const status = REDIRECT_STATUSES.has(mapping.statusCode ?? 0) ? (mapping.statusCode as 301 | 302 | 307) : 301;
    const location = sameOriginPath(withQuery(destination.pathname, query));
    return location ? { kind: 'redirect', location, status } : { kind: 'not-found' };
  }

  const id = mapping.resourceId?.trim();
  if (!id) return { kind: 'not-found' };
  if (mapping.resourceType === 'PRODUCT') return { kind: 'redirect', location: productPath(id, localeId), status: 301 };
  if (mapping.resourceType !== 'CATEGORY' && mapping.resourceType !== 'CONTENT_ASSET') return { kind: 'not-found' };
  // a category or content page lives at its address with a trailing slash
  if (!url.pathname.endsWith('/')) {
    const location = sameOriginPath(withQuery(`${url.pathname}/`, withoutRetry(url)));
    return location ? { kind: 'redirect', location, status: 301 } : { kind: 'not-found' };
  }
  return mapping.resourceType === 'CATEGORY' ? { kind: 'category', categoryId: id } : { kind: 'content', key: id };
}
