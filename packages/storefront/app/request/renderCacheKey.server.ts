/**
 * Which rendered page a request may share with other requests: the key of the in-process render cache
 * (`app/lib/renderCache.server.ts`), decided from the request alone, before anything renders.
 *
 * A page is the same for two requests when their path, the query parameters that can change it, the locale and the
 * effective customer groups are the same. The groups are decided by `effectiveCustomerGroups`, as the request context
 * decides them; a request is only a candidate when nothing but the defaults can name them, i.e. when it is neither a
 * preview (the toolbar's `customer-groups` cookie) nor a browser with a toolkit shopper context (its groups are read
 * from the API, and its pages are `no-store` anyway). Editor routes, internal routes and data requests are never
 * candidates. Whether a candidate's response is actually kept is decided by the response (`Cache-Control: public`
 * with `s-maxage`, no `Set-Cookie`, ...): a page that turns out personal is not stored.
 */
import { parseCookies } from '../lib/cookies';
import { renderContext } from '../lib/content.server';
import { VSE_COOKIE, VSE_TIMESTAMP_COOKIE } from '../preview/index';
import { toolkitEnabled, toolkitUsid } from '../toolkit/toolkit.server';
import { effectiveCustomerGroups } from './customerGroups';
import { requestLocale, requestScope } from './context.server';

export type RenderCacheDecision =
  | {
      cache: true;
      key: string;
      /**
       * The address has query parameters that may change the page: its copy is kept beside the not-found pages, in
       * the smaller store, so a flood of made-up query strings cannot evict the pages themselves.
       */
      variant: boolean;
    }
  | { cache: false; reason: RenderCacheBypass };

export type RenderCacheBypass = 'method' | 'editor-route' | 'data-request' | 'preview' | 'toolkit' | 'authorization' | 'address-too-long';

/** Query parameters that name a staging environment: the request is a preview. */
const PREVIEW_PARAMS = ['vse', 'pagevse', VSE_TIMESTAMP_COOKIE] as const;

/**
 * Query parameters no page reads (campaign and click tracking): left out of the key, so a campaign link shares the
 * page's copy. A parameter not listed here is kept (a page might read it).
 */
const IGNORED_PARAM = /^(?:utm_[a-z_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|twclid|mc_cid|mc_eid|_ga|_gl)$/i;

/** Paths of routes that are never cached: the editor's (visualization), preview, toolkit and internal routes. */
const EDITOR_PATH = /^\/(?:visualization|contampviz|__)/;

/** A longer path + query is not worth a cache entry (and bounds the key's size). */
export const MAX_KEY_ADDRESS_LENGTH = 2_048;

/** The render cache's decision for a request (pure but for the process configuration and `MERCHANDISER_TOOLKIT`). */
export function renderCacheKey(request: Request): RenderCacheDecision {
  const method = request.method.toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') return { cache: false, reason: 'method' };
  const url = new URL(request.url);
  if (EDITOR_PATH.test(url.pathname) || requestScope(url).visualization) return { cache: false, reason: 'editor-route' };
  if (url.pathname.endsWith('.data')) return { cache: false, reason: 'data-request' };
  if (request.headers.has('authorization')) return { cache: false, reason: 'authorization' };
  if (PREVIEW_PARAMS.some((name) => url.searchParams.has(name))) return { cache: false, reason: 'preview' };
  const cookieHeader = request.headers.get('cookie');
  if (cookieHeader) {
    const cookies = parseCookies(cookieHeader);
    if (cookies[VSE_COOKIE] !== undefined) return { cache: false, reason: 'preview' };
    if (toolkitEnabled() && toolkitUsid(request, cookies) !== undefined) return { cache: false, reason: 'toolkit' };
  }
  const query = [...url.searchParams]
    .filter(([name]) => !IGNORED_PARAM.test(name))
    .sort(([a, av], [b, bv]) => (a === b ? compare(av, bv) : compare(a, b)));
  const search = query.length > 0 ? `?${new URLSearchParams(query).toString()}` : '';
  const address = `${url.pathname}${search}`;
  if (address.length > MAX_KEY_ADDRESS_LENGTH) return { cache: false, reason: 'address-too-long' };
  const base = renderContext();
  const { groups } = effectiveCustomerGroups({ defaults: base.customerGroups });
  // The request's locale as the request context resolves it (the path's prefix): one copy per locale.
  return { cache: true, key: `${address} ${requestLocale(url).locale.id} ${groups.join(',')}`, variant: query.length > 0 };
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
