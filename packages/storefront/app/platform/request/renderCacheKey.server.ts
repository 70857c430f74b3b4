/**
 * Which rendered page a request may share with other requests: the key of the in-process render cache
 * (`app/platform/renderCache.server.ts`), decided from the request alone, before anything renders, and the CLEAN request
 * the shared page is rendered from (docs/decisions/0003-render-cache-key.md).
 *
 * Only the public pages the features declare (`RenderCacheSite.pages`) are candidates, each with the query parameters it reads (an
 * allow-list). The key is the path, those parameters (first value only where the page reads one; sorted), and the
 * segment (`segmentKey`: locale, currency, customer groups). Every other parameter (campaign tracking, `x=junk`) is
 * dropped: it never reaches the key, and never the page, because the page is rendered from `cleanRequestFor`, never
 * from the visitor's request. A parameter that makes a page personal (`?added=` on the product page) makes the
 * request a non-candidate: it goes to React Router as it came.
 *
 * The groups are the shopper's (`shareableShopperGroups`): `CUSTOMER_GROUPS` for a visitor with no session, else
 * those of a fresh groups cookie of the same session and site; a session whose groups are unknown or stale bypasses
 * (`groups-unknown`: React Router asks commerce and keeps them). A request is only a candidate when nothing else can
 * name them, i.e. when it is neither a preview (the toolbar's `customer-groups` cookie) nor a browser with a toolkit
 * shopper context. The shared page is rendered for the segment's groups (`renderForSegmentGroups` on the clean
 * request, in-process), so two shoppers of one segment share a page and nobody else does. Whether a candidate's response is actually
 * kept is decided by the response (`Cache-Control: public` with `s-maxage`, no `Set-Cookie`, ...).
 */
import { LRUCache } from 'lru-cache';
import { matchRoutes, type RouteObject } from 'react-router';
import { parseCookies } from '../cookies';
import { renderContext } from '../content.server';
import { getConfig } from '../config.server';
import { getUrlStyle, LOCALE_PARAM, SHOP_LOCALES } from '../urls';
import { VSE_COOKIE, VSE_TIMESTAMP_COOKIE } from '../preview/index';
import { toolkitEnabled, toolkitUsid } from './shopperContextOverride';
import { effectiveCustomerGroups } from './customerGroups';
import { requestLocale, requestScope } from './context.server';
import { segmentKey } from '@ridgeline/renderer/server';
import { readShopperSession } from '../commerce/shopperSession.server';
import { commerceConfigFor } from '../commerce/commerce.server';
import { publicSegment, renderForSegmentGroups, shareableShopperGroups } from './shopperGroups.server';

export type RenderCacheDecision =
  | {
      cache: true;
      key: string;
      /** path + the allowed query, canonical (what the clean request asks for; the log's `address`) */
      address: string;
      /** the page's base route id (`RenderCacheSite.pages`) */
      page: string;
      /**
       * The address has query parameters: its copy is kept beside the not-found pages, in the smaller store, so a
       * flood of query strings cannot evict the pages themselves.
       */
      variant: boolean;
      /** the segment's customer groups: the clean request renders for them (`renderForSegmentGroups`) */
      customerGroups: readonly string[];
      /** the segment is the no-session visitor's (`publicSegment`): a CDN may keep its copy; else it is sent `private` */
      publicSegment: boolean;
    }
  | { cache: false; reason: RenderCacheBypass };

export type RenderCacheBypass =
  | 'method'
  | 'editor-route'
  | 'data-request'
  | 'preview'
  | 'toolkit'
  | 'authorization'
  | 'address-too-long'
  /** not one of the site's cached pages (the bag, checkout, sign-in, the account, endpoints): React Router as it is */
  | 'not-a-page'
  /** the address answers a redirect that keeps the visitor's query (`/en-us/…`, `/c/mens` → `/c/mens/`) */
  | 'redirect'
  /** a parameter that makes the page personal (`?added=`, `?bagError=`): `no-store`, the shopper's own */
  | 'personal'
  /**
   * a shopper with a session whose groups cookie is missing, stale or another session's: their segment is unknown, so
   * React Router answers (and asks commerce for the groups, keeping them in the cookie for the next request)
   */
  | 'groups-unknown';

/** How a page reads a parameter: `one` (`params.get`: the first value) or `all` (`params.getAll`). */
export type ParamUse = 'one' | 'all';

export interface CachedPageQuery {
  /** the query parameters the page reads; every other one is dropped from the key and from the render */
  reads: Readonly<Record<string, ParamUse>>;
  /** parameters that make the answer the shopper's own: their presence bypasses the cache */
  personal?: readonly string[];
  /** the page's canonical form; any other path (a redirect, query kept) bypasses */
  canonicalPath?: RegExp;
  /**
   * An address of this route with any query bypasses: the route may answer a redirect that carries the visitor's
   * whole query on (the commerce URL mapping: `/winter-sale?utm_source=mail` → `/category/sale?utm_source=mail`).
   */
  queryBypasses?: true;
}

/** Query parameters that name a staging environment: the request is a preview. */
const PREVIEW_PARAMS = ['vse', 'pagevse', VSE_TIMESTAMP_COOKIE] as const;

/** Paths of routes that are never cached: the editor's (visualization), preview, toolkit and internal routes. */
const EDITOR_PATH = /^\/(?:visualization|contampviz|__)/;

/** A longer path + allowed query is not worth a cache entry (and bounds the key's size). */
export const MAX_KEY_ADDRESS_LENGTH = 2_048;

/** The request headers a clean render carries: pages read none of the visitor's (no cookie, no language, no host). */
const CLEAN_HEADERS: Readonly<Record<string, string>> = { accept: 'text/html' };

/** The id of the route React Router would answer a path with (the deepest match), or undefined. */
export type RouteOf = (pathname: string) => string | undefined;

/** The public pages a render cache may keep, by base route id, and what each reads from its query. */
export type CachedPages = Readonly<Record<string, CachedPageQuery>>;

/**
 * What the render cache knows of the site: which route answers a path (the server build's, `routeMatcher`) and the
 * pages it may keep (the features declare theirs; the app's `renderCachePages.ts` gathers them). A route not listed
 * is never a candidate.
 */
export interface RenderCacheSite {
  readonly routeOf: RouteOf;
  readonly pages: CachedPages;
}

/** A route of the server build's manifest, or of `routes.ts` (tests): the fields matching needs. */
export interface RouteEntry {
  id: string;
  parentId?: string | undefined;
  path?: string | undefined;
  index?: boolean | undefined;
  caseSensitive?: boolean | undefined;
}

/** `RouteOf` for a flat route manifest (`build.routes`), matched as React Router matches it. */
export function routeMatcher(manifest: Readonly<Record<string, RouteEntry | undefined>>): RouteOf {
  const entries = Object.values(manifest).filter((entry): entry is RouteEntry => entry !== undefined);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    entries
      .filter((entry) => entry.parentId === parentId)
      .map((entry): RouteObject => {
        const children = childrenOf(entry.id);
        if (entry.index)
          return { id: entry.id, index: true, ...(entry.path !== undefined ? { path: entry.path } : {}) };
        return {
          id: entry.id,
          ...(entry.path !== undefined ? { path: entry.path } : {}),
          ...(entry.caseSensitive ? { caseSensitive: true } : {}),
          ...(children.length > 0 ? { children } : {}),
        };
      });
  const tree = childrenOf(undefined);
  // `matchRoutes` flattens and ranks every route on each call (a fifth of a cached page's CPU under load): the answer
  // for a path never changes, so it is kept, bounded (a flood of made-up paths only churns the oldest).
  const known = new LRUCache<string, { id: string | undefined }>({ max: ROUTE_MATCH_CACHE_ENTRIES });
  return (pathname) => {
    const hit = known.get(pathname);
    if (hit) return hit.id;
    const id = matchRoutes(tree, pathname)?.at(-1)?.route.id;
    known.set(pathname, { id });
    return id;
  };
}

/** How many paths' routes `routeMatcher` remembers. */
export const ROUTE_MATCH_CACHE_ENTRIES = 5_000;

const LOCALE_ROUTE_PREFIX = new RegExp(`^(?:${SHOP_LOCALES.map((locale) => locale.alias).join('|')})/`);
/** `fr-ca/routes/content-page` → `routes/content-page`: every locale's copy of a page reads the same query. */
const baseRouteId = (id: string) => id.replace(LOCALE_ROUTE_PREFIX, '');

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The allowed query of `params` for a page, canonical: names sorted, `one` → its first value, `all` → sorted values. */
function allowedQuery(params: URLSearchParams, reads: Readonly<Record<string, ParamUse>>): Array<[string, string]> {
  const query: Array<[string, string]> = [];
  for (const name of Object.keys(reads).sort(compare)) {
    const values = params.getAll(name);
    if (values.length === 0) continue;
    if (reads[name] === 'one') query.push([name, values[0]!]);
    else for (const value of [...values].sort(compare)) query.push([name, value]);
  }
  return query;
}

/**
 * The render cache's decision for a request. `routeOf` names the route React Router would answer it with (the
 * middleware's comes from the server build). Pure but for the process configuration and `MERCHANDISER_TOOLKIT`.
 */
export function renderCacheKey(
  request: Request,
  { routeOf, pages }: RenderCacheSite,
  now: () => number = Date.now,
): RenderCacheDecision {
  const method = request.method.toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') return { cache: false, reason: 'method' };
  const url = new URL(request.url);
  if (EDITOR_PATH.test(url.pathname) || requestScope(url).visualization)
    return { cache: false, reason: 'editor-route' };
  if (url.pathname.endsWith('.data')) return { cache: false, reason: 'data-request' };
  if (request.headers.has('authorization')) return { cache: false, reason: 'authorization' };
  if (PREVIEW_PARAMS.some((name) => url.searchParams.has(name))) return { cache: false, reason: 'preview' };
  const cookieHeader = request.headers.get('cookie');
  if (cookieHeader) {
    const cookies = parseCookies(cookieHeader);
    if (cookies[VSE_COOKIE] !== undefined) return { cache: false, reason: 'preview' };
    if (toolkitEnabled() && toolkitUsid(request, cookies) !== undefined) return { cache: false, reason: 'toolkit' };
  }
  const routeId = routeOf(url.pathname);
  const page = routeId === undefined ? undefined : baseRouteId(routeId);
  const query = page === undefined ? undefined : pages[page];
  if (page === undefined || query === undefined) return { cache: false, reason: 'not-a-page' };
  const { locale, path } = requestLocale(url);
  if (path.kind === 'redirect' || (query.canonicalPath && !query.canonicalPath.test(url.pathname)))
    return { cache: false, reason: 'redirect' };
  if (query.personal?.some((name) => url.searchParams.has(name))) return { cache: false, reason: 'personal' };
  if (query.queryBypasses && url.search.length > 1) return { cache: false, reason: 'redirect' };
  // The locale is a query parameter of every page in the `query` URL style (`/t/about?locale=fr-CA`).
  const reads = getUrlStyle().locale === 'query' ? { ...query.reads, [LOCALE_PARAM]: 'one' as const } : query.reads;
  const allowed = allowedQuery(url.searchParams, reads);
  const address = `${url.pathname}${allowed.length > 0 ? `?${new URLSearchParams(allowed).toString()}` : ''}`;
  if (address.length > MAX_KEY_ADDRESS_LENGTH) return { cache: false, reason: 'address-too-long' };
  const base = renderContext(locale);
  const shopperGroups = shareableShopperGroups(
    request,
    readShopperSession(request),
    commerceConfigFor(locale).siteId,
    base.customerGroups,
    now(),
  );
  if (!shopperGroups) return { cache: false, reason: 'groups-unknown' };
  const { groups } = effectiveCustomerGroups({ defaults: shopperGroups });
  const segment = segmentKey({ locale: locale.id, currency: locale.currency, customerGroups: groups });
  return {
    cache: true,
    key: `${address} ${segment}`,
    address,
    page,
    variant: allowed.length > 0,
    customerGroups: groups,
    publicSegment: publicSegment(groups, base.customerGroups),
  };
}

/**
 * The request a shared page is rendered from, built from the decision alone: a GET of the canonical address on the
 * shop's public origin (`PUBLIC_ORIGIN`; the host a visitor sent is not part of the key), with no header of the
 * visitor's (no cookie, no tracking, no language). A first visit and a background refresh render the same request.
 */
export function cleanRequestFor(
  decision: { address: string; customerGroups?: readonly string[] },
  origin: string = getConfig().publicOrigin,
): Request {
  // Concatenated, not resolved: an address such as `//other.example/x` stays a path on the shop's origin.
  const clean = new Request(`${new URL(origin).origin}${decision.address}`, { method: 'GET', headers: CLEAN_HEADERS });
  return decision.customerGroups ? renderForSegmentGroups(clean, decision.customerGroups) : clean;
}
