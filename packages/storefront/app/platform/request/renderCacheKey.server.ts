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
import { matchRoutes, type RouteObject } from 'react-router';
import { parseCookies } from '../cookies';
import { renderContext } from '../content.server';
import { getConfig } from '../config.server';
import { getUrlStyle, LOCALE_PARAM, SHOP_LOCALES } from '../urls';
import { toolkitEnabled, toolkitUsid } from './shopperContextOverride';
import { effectiveCustomerGroups, VSE_COOKIE } from '@ridgeline/renderer';
import { requestLocale, requestScope } from './context.server';
import {
  canonicalAddress,
  cleanPageRequest,
  MAX_KEY_ADDRESS_LENGTH,
  pageQueryBypass,
  PREVIEW_PARAMS,
  routeMatcherOf,
  segmentKey,
  type RenderCacheDecision,
  type RenderCacheSite,
  type RouteEntry,
  type RouteOf,
} from '@ridgeline/renderer/server';

export {
  MAX_KEY_ADDRESS_LENGTH,
  type CachedPageQuery,
  type CachedPages,
  type ParamUse,
  type RenderCacheDecision,
  type RouteEntry,
} from '@ridgeline/renderer/server';
import { readShopperSession } from '../commerce/shopperSession.server';
import { commerceConfigFor } from '../commerce/commerce.server';
import { publicSegment, urlShopperContext } from '@ridgeline/commerce/server';
import { renderForSegmentGroups, shareableShopperGroups } from './shopperGroups.server';

/** Paths of routes that are never cached: the editor's (visualization), preview, toolkit and internal routes. */
const EDITOR_PATH = /^\/(?:visualization|contampviz|__)/;

/** `RouteOf` for a flat route manifest (`build.routes`), matched as React Router matches it. */
export function routeMatcher(manifest: Readonly<Record<string, RouteEntry | undefined>>): RouteOf {
  return routeMatcherOf(
    manifest,
    (routes, pathname) => matchRoutes(routes as RouteObject[], pathname)?.at(-1)?.route.id,
  );
}

const LOCALE_ROUTE_PREFIX = new RegExp(`^(?:${SHOP_LOCALES.map((locale) => locale.alias).join('|')})/`);
/** `fr-ca/routes/content-page` → `routes/content-page`: every locale's copy of a page reads the same query. */
const baseRouteId = (id: string) => id.replace(LOCALE_ROUTE_PREFIX, '');

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
  if (urlShopperContext(url)) return { cache: false, reason: 'shopper-context' };
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
  const bypass = path.kind === 'redirect' ? 'redirect' : pageQueryBypass(url, query);
  if (bypass) return { cache: false, reason: bypass };
  // The locale is a query parameter of every page in the `query` URL style (`/t/about?locale=fr-CA`).
  const reads = getUrlStyle().locale === 'query' ? { ...query.reads, [LOCALE_PARAM]: 'one' as const } : query.reads;
  const { address, variant } = canonicalAddress(url, reads);
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
    variant,
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
  const clean = cleanPageRequest(decision.address, origin);
  return decision.customerGroups ? renderForSegmentGroups(clean, decision.customerGroups) : clean;
}
