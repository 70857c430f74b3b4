/**
 * The request context: everything a request's loaders need to know about who is asking and what they see, assembled
 * ONCE per request by the root route's middleware and read by the root, page, visualization and block-data loaders.
 * - `scope`: where a staging environment may be named (visualization routes and their block data: `?vse=` of their
 *   hub only, no cookie; every other route: `vse`/`pagevse` query, else the `vse` cookie);
 * - `preview`: the accepted staging environment (`resolvePreview`), and the `Set-Cookie` values entering it sets;
 * - `contentClient()`: the preview's per-request client, a visualization's uncached hub client, or the shared one;
 * - `renderContext()`: mode and customer groups, the groups decided by `effectiveCustomerGroups` alone (toolkit, else
 *   the preview toolbar's cookie in preview, else `CUSTOMER_GROUPS`); the toolkit's context read lazily, at most once;
 * - `cacheHeaders()`: editorial → no-store + noindex; a toolkit context or shopper-context parameters in the address →
 *   no-store; a page sent without some block's data → a minute; else the public policy;
 * - `locale`: the shop locale of the request, from its path prefix (`/fr-ca/…`; none is the default), or for block
 *   data from `?locale=`: content is asked in it, commerce in it and its currency, the page's messages are its.
 * - `shopper`: who is asking (`shopper.server.ts`): the sealed session read once, signed-in state, locale and
 *   currency, customer groups, the segment key, do-not-track and the visitor ids.
 * - `commerce`: the clients of `locale` from the app context's registry (`appContext.server.ts`, made once at start),
 *   looked up on first read: loaders and actions take their clients here, never from caches of their own.
 */
import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import type { RenderContext } from '@ridgeline/renderer';
import { createContentClient, type RidgelineContentClient } from '@ridgeline/renderer/server';
import { BLOCK_DATA_PATH } from '../blockData';
import { getConfig } from '../config.server';
import { envFrom } from '../env.server';
import {
  contentTimeoutMs,
  DEGRADED_CACHE_CONTROL,
  NO_STORE,
  notFound,
  PUBLIC_CACHE_CONTROL,
  renderContext,
} from '../content.server';
import { parseCookies } from '../cookies';
import { DEFAULT_LOCALE, getUrlStyle, localeOfPath, shopLocale, type PathLocale, type ShopLocale } from '../urls';
import { redirectTarget } from '../safeRedirect';
import {
  PREVIEW_HEADERS,
  previewContentClient,
  resolvePreview,
  type PreviewConfig,
  type PreviewState,
} from '../preview/index.server';
import { NO_TOOLKIT, type ToolkitRequestState, type ToolkitStateReader } from './shopperContextOverride';
import { once, type CommerceClients } from './commerceClients.server';
import { appContextKey, appContextOf, type AppContext } from './appContext.server';
import { effectiveCustomerGroups, systemGroupsFor, type CustomerGroupsSource } from '@ridgeline/renderer';
import { readShopper, type Shopper } from './shopper.server';
import {
  readShopperSession,
  SHOPPER_SESSION_COOKIE as SHOPPER_SESSION_COOKIE_NAME,
} from '../commerce/shopperSession.server';
import { commerceConfigFor } from '../commerce/commerce.server';
import {
  ownerOf,
  PRIVATE_SEGMENT_CACHE_CONTROL,
  publicSegment,
  tagAnswer,
  urlShopperContext,
  writeUrlShopperContext,
  type ShopperGroupsResolution,
} from '@ridgeline/commerce/server';
import { clientAddressOf } from './clientAddress.server';
import { SHOPPER_GROUPS_COOKIE } from '../commerce/shopperGroupsCookie.server';
import {
  readStoredShopperGroups,
  resolveShopperGroups,
  shopperGroupsCookie,
  segmentGroupsOf,
} from './shopperGroups.server';

/** Where a request may name a staging environment. */
export interface RequestScope {
  /** a visualization route (or its block data): the VSE comes from `?vse=` only, must be of `hub`, sets no cookie */
  visualization: boolean;
  hub?: string;
}

export interface RequestRenderContext {
  context: RenderContext;
  /** which source named the customer groups */
  customerGroupsSource: CustomerGroupsSource;
  /** a toolkit shopper context exists (or could not be read): the response must not be cached */
  noStore: boolean;
}

export interface RequestContext {
  readonly request: Request;
  readonly scope: RequestScope;
  /** the request's cookies (`lib/cookies.ts`) */
  readonly cookies: Readonly<Record<string, string>>;
  /** the accepted staging environment, if any */
  readonly preview: PreviewState | undefined;
  /** `Set-Cookie` values of the document response: entering preview, or clearing a stale VSE cookie */
  readonly setCookie: readonly string[];
  /** preview or visualization: preview render mode, `no-store`, `noindex` */
  readonly editorial: boolean;
  /** the shop locale the response is in (`requestLocale`) */
  readonly locale: ShopLocale;
  /** who is asking: session, signed-in state, groups, segment key, do-not-track (read once) */
  readonly shopper: Shopper;
  /** the commerce clients of `locale` (the app context's, made on first use; a request that needs none makes none) */
  readonly commerce: CommerceClients;
  /** the merchandiser toolkit's state, read at most once */
  toolkit(): Promise<ToolkitRequestState>;
  renderContext(): Promise<RequestRenderContext>;
  contentClient(): Promise<RidgelineContentClient>;
  /** the response's caching headers; `incomplete` counts blocks sent without their data */
  cacheHeaders(incomplete?: number): Promise<Record<string, string>>;
}

const safeDecode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** A request's scope from its URL (a client navigation's `.data` suffix aside). */
export function requestScope(url: URL): RequestScope {
  const path = url.pathname.replace(/\.data$/, '');
  const visualization = /^\/(?:visualization|contampviz)\/([^/]+)\//.exec(path);
  if (visualization) return { visualization: true, hub: safeDecode(visualization[1]!) };
  const hub = path === BLOCK_DATA_PATH ? url.searchParams.get('hub') : null;
  return hub !== null ? { visualization: true, hub } : { visualization: false };
}

/**
 * A request's locale, decided once: pages by their path prefix (`localeOfPath`: an unknown `xx-yy` prefix is the
 * default locale, and the route answers not-found); block data by its `locale` parameter (the page's endpoint carries
 * it; anything else is the default).
 */
export function requestLocale(url: URL): { locale: ShopLocale; path: PathLocale } {
  const pathname = url.pathname.replace(/\.data$/, '');
  if (pathname === BLOCK_DATA_PATH) {
    return {
      locale: shopLocale(url.searchParams.get('locale') ?? undefined) ?? DEFAULT_LOCALE,
      path: { kind: 'locale', locale: DEFAULT_LOCALE, path: pathname },
    };
  }
  const path = localeOfPath(pathname, url.search);
  return { locale: path.kind === 'locale' ? path.locale : DEFAULT_LOCALE, path };
}

/** A visualization without a staging environment reads the hub's public delivery, uncached. */
function hubClient(hub: string, locale: string): RidgelineContentClient {
  const config = getConfig();
  return createContentClient({
    hubName: hub,
    ...(config.baseUrl ? { baseUrl: config.baseUrl } : {}),
    locale,
    timeout: contentTimeoutMs(),
    cache: false,
  });
}

/**
 * The shopper's groups without asking commerce (a context built outside the middleware, tests): the segment's groups
 * of a clean render, else none for a visitor with no session (`CUSTOMER_GROUPS`), else the groups cookie's (fresh or
 * not), else the system groups of the login state.
 */
function groupsWithoutAsking(
  request: Request,
  locale: ShopLocale,
  noSessionGroups: readonly string[],
): readonly string[] {
  const session = readShopperSession(request);
  if (!session) return noSessionGroups;
  const stored = readStoredShopperGroups(request, ownerOf(session, commerceConfigFor(locale).siteId), Date.now());
  return stored?.groups ?? systemGroupsFor(Boolean(session.registered && session.customerId));
}

/** Assembles a request's context. The middleware calls it once per request; tests call it directly. */
export function createRequestContext(
  request: Request,
  options: {
    previewConfig?: PreviewConfig;
    /** the shopper's groups as the middleware resolved them (`resolveShopperGroups`); without, `groupsWithoutAsking` */
    shopperGroups?: Pick<ShopperGroupsResolution, 'groups'>;
    /** the toolkit's reader (the toolkit feature's, handed over by the root's middleware); without, no toolkit */
    readToolkitState?: ToolkitStateReader;
    /** the app context (the load context's, `appContextOf`); without (a test that reads no client), reading `commerce` throws */
    app?: AppContext;
  } = {},
): RequestContext {
  const url = new URL(request.url);
  const scope = requestScope(url);
  const { locale } = requestLocale(url);
  const cookies = parseCookies(request.headers.get('cookie'));
  const { preview, setCookie } = resolvePreview(request, {
    ...(scope.visualization ? { visualization: true } : {}),
    ...(scope.hub !== undefined ? { hub: scope.hub } : {}),
    ...(options.previewConfig ? { config: options.previewConfig } : {}),
  });
  const editorial = scope.visualization || preview !== undefined;
  const noSessionGroups = renderContext(locale).customerGroups;
  // A clean render of the render cache renders for its segment's groups (set in-process, never by a visitor); any
  // other request for the shopper's own.
  const customerGroups =
    segmentGroupsOf(request) ?? options.shopperGroups?.groups ?? groupsWithoutAsking(request, locale, noSessionGroups);
  const shopper = readShopper({ request, locale, customerGroups });
  const app = once(() => options.app ?? appContextOf(undefined));
  const toolkit = once(
    () => options.readToolkitState?.(request, cookies, app().commerce.guestTokens) ?? Promise.resolve(NO_TOOLKIT),
  );
  const rendering = once(async (): Promise<RequestRenderContext> => {
    const base = renderContext(locale);
    const state = await toolkit();
    const choice = effectiveCustomerGroups({
      toolkit: state.customerGroups,
      previewToolbar: preview?.customerGroups,
      defaults: shopper.customerGroups,
    });
    return {
      context: { ...base, ...(editorial ? { mode: 'preview' as const } : {}), customerGroups: choice.groups },
      customerGroupsSource: choice.source,
      noStore: state.noStore || urlShopperContext(url) !== undefined,
    };
  });
  const client = once((): Promise<RidgelineContentClient> =>
    preview
      ? previewContentClient(preview, locale.id, ...(options.previewConfig ? [options.previewConfig] : []))
      : Promise.resolve(scope.hub !== undefined ? hubClient(scope.hub, locale.id) : app().content.forLocale(locale.id)),
  );
  return {
    request,
    scope,
    cookies,
    preview,
    setCookie,
    editorial,
    locale,
    shopper,
    get commerce() {
      return app().commerce.forLocale(locale);
    },
    toolkit,
    renderContext: rendering,
    contentClient: client,
    async cacheHeaders(incomplete = 0) {
      if (editorial) return { ...PREVIEW_HEADERS };
      const { noStore, context } = await rendering();
      if (noStore) return { 'Cache-Control': NO_STORE };
      // A page personalised for a shopper's own groups (not a clean render, not the no-session visitor's groups) is
      // never kept by a shared cache outside this process: a CDN keys by address alone.
      if (!segmentGroupsOf(request) && !publicSegment(context.customerGroups ?? [], noSessionGroups))
        return { 'Cache-Control': PRIVATE_SEGMENT_CACHE_CONTROL };
      return { 'Cache-Control': incomplete > 0 ? DEGRADED_CACHE_CONTROL : PUBLIC_CACHE_CONTROL };
    },
  };
}

/** The router context key the middleware stores the request context under. */
export const requestContextKey = createContext<RequestContext | null>(null);

/**
 * The root route's middleware (made with what the features hand over: the toolkit's reader): answers the addresses of
 * a locale that have another canonical form with a 301 (the default's alias, `/en-us/t/about` → `/t/about`; an alias
 * in capitals; a bare `/fr-ca`), then builds the request context before any loader runs: with the shopper's customer
 * groups (`shopperGroupsOf`), whose fresh answer it keeps in the groups cookie on a GET's response.
 */
export function createRequestContextMiddleware(
  features: {
    readToolkitState?: ToolkitStateReader;
    /** makes the app context of a request that arrives without one: the dev server's (it has no load-context hook) */
    createAppContext?: () => AppContext;
  } = {},
): MiddlewareFunction<Response> {
  const { createAppContext, ...handedOver } = features;
  return async ({ request, context }, next) => {
    if (createAppContext && !context.get(appContextKey)) context.set(appContextKey, createAppContext());
    const url = new URL(request.url);
    const { path, locale } = requestLocale(url);
    // `localeOfPath` already keeps its locations on this site; checked again here, where the `Location` is written.
    if (path.kind === 'redirect' && !url.pathname.endsWith('.data')) throw redirect(redirectTarget(path.location), 301);
    // A `?locale=` that names no shop locale (query style): the not-found page, as an unknown path prefix is.
    if (path.kind === 'unknown' && getUrlStyle().locale === 'query') throw notFound();
    const resolution = await shopperGroupsOf(request, locale, clientAddressOf(context));
    context.set(
      requestContextKey,
      createRequestContext(request, {
        ...handedOver,
        ...appOf(context),
        ...(resolution ? { shopperGroups: resolution } : {}),
      }),
    );
    // every answer a shared cache may keep names what it was built from (`tagAnswer`), after its cookies are set
    return tagAnswer(async () => {
      const response = await next();
      if (resolution?.store) keepShopperGroups(request, response, resolution);
      return response;
    }, envFrom());
  };
}

/** The load context's app context, if it has one (without, the request context throws when a client is read). */
function appOf(context: Readonly<RouterContextProvider>): { app?: AppContext } {
  const app = typeof context.get === 'function' ? context.get(appContextKey) : null;
  return app ? { app } : {};
}

/**
 * The middleware's groups: none for a clean render (its segment's are set); else, once the address's shopper context
 * is written to the session's own (`writeUrlShopperContext`), `resolveShopperGroups` (cookie while fresh, else commerce).
 */
async function shopperGroupsOf(request: Request, locale: ShopLocale, clientIp: string) {
  if (segmentGroupsOf(request)) return undefined;
  const session = readShopperSession(request);
  await writeUrlShopperContext(commerceConfigFor(locale), request, session, { clientIp });
  return resolveShopperGroups({
    request,
    session,
    signedIn: Boolean(session?.registered && session.customerId),
    config: commerceConfigFor(locale),
    noSessionGroups: renderContext(locale).customerGroups,
    now: Date.now(),
  });
}

/**
 * Keeps a fresh answer in the groups cookie. Only on a GET or HEAD (an action that changes the groups expires the
 * cookie itself, and the answer asked before the action is already out of date), and never beside a response that
 * writes the session or the groups cookie itself (a sign-in, a sign-out: the owner changes).
 */
function keepShopperGroups(request: Request, response: Response, resolution: ShopperGroupsResolution): void {
  const method = request.method.toUpperCase();
  if ((method !== 'GET' && method !== 'HEAD') || !resolution.store) return;
  const written = response.headers
    .getSetCookie()
    .some(
      (cookie) =>
        cookie.startsWith(`${SHOPPER_GROUPS_COOKIE}=`) || cookie.startsWith(`${SHOPPER_SESSION_COOKIE_NAME}=`),
    );
  if (written) return;
  try {
    response.headers.append(
      'Set-Cookie',
      shopperGroupsCookie(resolution.store, { secure: new URL(request.url).protocol === 'https:' }),
    );
  } catch {
    // an immutable response (a fetch passed through): the groups are asked again next time
  }
}

/**
 * A loader's request context: the one the middleware built. (Should a loader ever run without the middleware, it is
 * built here and stored, so it is still built only once.)
 */
export function requestContextOf({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): RequestContext {
  const built = context.get(requestContextKey);
  if (built) return built;
  const made = createRequestContext(request, appOf(context));
  context.set(requestContextKey, made);
  return made;
}
