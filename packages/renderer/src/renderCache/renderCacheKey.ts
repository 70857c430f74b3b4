/**
 * The render cache's key, the parts that need no framework: which pages may be shared and what each reads from its
 * query (an allow-list), the canonical address of a request, and the CLEAN request a shared page is rendered from.
 * The storefront decides the rest (routes, locale, preview, toolkit, the shopper's segment) in its
 * `renderCacheKey.server.ts`.
 */

import { LRUCache } from 'lru-cache';
import { VSE_TIMESTAMP_COOKIE } from '../preview/cookies';

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
      /** the segment's customer groups: the clean request renders for them */
      customerGroups: readonly string[];
      /** the segment is the no-session visitor's: a CDN may keep its copy; else it is sent `private` */
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
  /** not one of the site's cached pages (the bag, checkout, sign-in, the account, endpoints): rendered as it is */
  | 'not-a-page'
  /** the address answers a redirect that keeps the visitor's query (`/en-us/…`, `/c/mens` → `/c/mens/`) */
  | 'redirect'
  /** a parameter that makes the page personal (`?added=`, `?bagError=`): `no-store`, the shopper's own */
  | 'personal'
  /** typed shopper-context parameters (`?sourceCode=`, `?latitude=`…): written to the shopper's own context, `no-store` */
  | 'shopper-context'
  /**
   * a shopper with a session whose groups cookie is missing, stale or another session's: their segment is unknown, so
   * the app answers (and asks commerce for the groups, keeping them in the cookie for the next request)
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

/** The id of the route the app would answer a path with (the deepest match), or undefined. */
export type RouteOf = (pathname: string) => string | undefined;

/** The public pages a render cache may keep, by base route id, and what each reads from its query. */
export type CachedPages = Readonly<Record<string, CachedPageQuery>>;

/** What the render cache knows of the site: which route answers a path, and the pages it may keep. */
export interface RenderCacheSite {
  readonly routeOf: RouteOf;
  readonly pages: CachedPages;
}

/** A route of a server build's flat manifest: the fields matching needs. */
export interface RouteEntry {
  id: string;
  parentId?: string | undefined;
  path?: string | undefined;
  index?: boolean | undefined;
  caseSensitive?: boolean | undefined;
}

/** A route as a router's matcher takes it (React Router's `RouteObject`: the fields matching needs). */
export interface RouteNode {
  id: string;
  path?: string;
  index?: true;
  caseSensitive?: true;
  children?: RouteNode[];
}

/** How many paths' routes `routeMatcherOf` remembers. */
export const ROUTE_MATCH_CACHE_ENTRIES = 5_000;

/**
 * `RouteOf` for a flat route manifest (`build.routes`): its routes as a tree, matched by the router's own `match` (the
 * id of the deepest route that answers the path), so a path is the page the router will render.
 */
export function routeMatcherOf(
  manifest: Readonly<Record<string, RouteEntry | undefined>>,
  match: (routes: RouteNode[], pathname: string) => string | undefined,
): RouteOf {
  const entries = Object.values(manifest).filter((entry): entry is RouteEntry => entry !== undefined);
  const childrenOf = (parentId: string | undefined): RouteNode[] =>
    entries
      .filter((entry) => entry.parentId === parentId)
      .map((entry): RouteNode => {
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
  // Matching flattens and ranks every route on each call (a fifth of a cached page's CPU under load): the answer for
  // a path never changes, so it is kept, bounded (a flood of made-up paths only churns the oldest).
  const known = new LRUCache<string, { id: string | undefined }>({ max: ROUTE_MATCH_CACHE_ENTRIES });
  return (pathname) => {
    const hit = known.get(pathname);
    if (hit) return hit.id;
    const id = match(tree, pathname);
    known.set(pathname, { id });
    return id;
  };
}

/** A longer path + allowed query is not worth a cache entry (and bounds the key's size). */
export const MAX_KEY_ADDRESS_LENGTH = 2_048;

/** Query parameters that name a staging environment: the request is a preview. */
export const PREVIEW_PARAMS = ['vse', 'pagevse', VSE_TIMESTAMP_COOKIE] as const;

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The canonical address of a page request: the path, then the query parameters the page reads (names sorted, `one` →
 * its first value, `all` → its values sorted); every other parameter is dropped. `variant`: a parameter was kept.
 */
export function canonicalAddress(
  url: URL,
  reads: Readonly<Record<string, ParamUse>>,
): { address: string; variant: boolean } {
  const query: Array<[string, string]> = [];
  for (const name of Object.keys(reads).sort(compare)) {
    const values = url.searchParams.getAll(name);
    if (values.length === 0) continue;
    if (reads[name] === 'one') query.push([name, values[0]!]);
    else for (const value of [...values].sort(compare)) query.push([name, value]);
  }
  const search = query.length > 0 ? `?${new URLSearchParams(query).toString()}` : '';
  return { address: `${url.pathname}${search}`, variant: query.length > 0 };
}

/** Why a page's own rules send a request past the cache (personal parameters, a redirect), or undefined. */
export function pageQueryBypass(url: URL, query: CachedPageQuery): RenderCacheBypass | undefined {
  if (query.canonicalPath && !query.canonicalPath.test(url.pathname)) return 'redirect';
  if (query.personal?.some((name) => url.searchParams.has(name))) return 'personal';
  if (query.queryBypasses && url.search.length > 1) return 'redirect';
  return undefined;
}

/** The request headers a clean render carries: pages read none of the visitor's (no cookie, no language, no host). */
const CLEAN_HEADERS: Readonly<Record<string, string>> = { accept: 'text/html' };

/**
 * The request a shared page is rendered from: a GET of the canonical address on the shop's public origin (the host a
 * visitor sent is not part of the key), with no header of the visitor's (no cookie, no tracking, no language).
 */
export function cleanPageRequest(address: string, origin: string): Request {
  // Concatenated, not resolved: an address such as `//other.example/x` stays a path on the shop's origin.
  return new Request(`${new URL(origin).origin}${address}`, { method: 'GET', headers: CLEAN_HEADERS });
}
