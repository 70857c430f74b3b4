/**
 * Amplience preview (virtual staging): which staging environment a request previews, and what the browser gets to
 * draw the toolbar. Pure: the caller reads the request (URL, cookies, https) and the configuration, and logs.
 */
import {
  clearCookie,
  clearPreviewCookies,
  CUSTOMER_GROUPS_COOKIE,
  parseCustomerGroups,
  serializeCookie,
  VSE_COOKIE,
  VSE_TIMESTAMP_COOKIE,
} from './cookies';
import { findEnvironment, parseTimestamp, type PreviewEnvironment } from './environments';

/** An active preview: a configured staging environment, optionally a point in time and simulated customer groups. */
export interface PreviewState {
  environment: PreviewEnvironment;
  /** time machine (epoch ms) */
  timestamp?: number;
  /** from the customer-groups cookie; undefined → the configured default groups */
  customerGroups?: string[];
}

export interface PreviewResolution {
  preview?: PreviewState;
  /** `Set-Cookie` values for the response (entering preview, or clearing a stale VSE cookie) */
  setCookie: string[];
}

/** What the browser gets to draw the preview toolbar (no secrets). */
export interface PreviewInfo {
  name: string;
  hub: string;
  vse: string;
  timestamp?: number;
  customerGroups: string[];
  availableGroups: string[];
  authoringUrl: string;
  /** The merchandiser toolkit's groups when its shopper context sets some: they apply instead of `customerGroups`. */
  toolkitCustomerGroups?: string[];
}

/**
 * What the browser gets to draw the preview toolbar: the accepted environment, the groups simulated now (the toolbar's
 * cookie, else `defaultGroups`), the groups it offers, and the toolkit's groups when they apply instead.
 */
export function previewInfoOf(
  state: PreviewState,
  site: {
    defaultGroups: readonly string[];
    offeredGroups: readonly string[];
    authoringUrl: string;
    toolkitCustomerGroups?: readonly string[] | undefined;
  },
): PreviewInfo {
  const toolkit = site.toolkitCustomerGroups;
  return {
    name: state.environment.name,
    hub: state.environment.hub,
    vse: state.environment.vse,
    ...(state.timestamp !== undefined ? { timestamp: state.timestamp } : {}),
    customerGroups: state.customerGroups ?? [...site.defaultGroups],
    availableGroups: [...site.offeredGroups],
    authoringUrl: site.authoringUrl,
    ...(toolkit && toolkit.length > 0 ? { toolkitCustomerGroups: [...toolkit] } : {}),
  };
}

/** Response headers of every preview response: never cached, never indexed. */
export const PREVIEW_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' } as const;

/** The not-found response of a preview: a 404 that is never cached and never indexed. */
export function previewNotFound(): Response {
  return new Response('Not Found', { status: 404, statusText: 'Not Found', headers: { ...PREVIEW_HEADERS } });
}

/** A refused value: where it came from, its name, the value (never used) and why. */
export type IgnoredPreviewValue = (source: 'query' | 'cookie', name: string, value: string, reason: string) => void;

export interface PreviewRequest {
  url: URL;
  /** the request's cookies, parsed */
  cookies: Readonly<Record<string, string>>;
  /** the request came over https: the cookies set are `Secure` */
  secure: boolean;
}

export interface ResolvePreviewOptions {
  environments: readonly PreviewEnvironment[];
  /** the editor's visualization: the query only, no cookies read or set */
  visualization?: boolean;
  /** the hub the environment must belong to */
  hub?: string;
  onIgnored: IgnoredPreviewValue;
}

/**
 * Whether a request previews a staging environment: the `vse` or `pagevse` query parameter (with `vse-timestamp`),
 * else (outside visualization) the `vse` cookie. Only a VSE matching a configured environment is accepted; anything
 * else is ignored and reported to `onIgnored`. Entering through the query sets both cookies.
 */
export function resolvePreviewOf(
  { url, cookies, secure }: PreviewRequest,
  options: ResolvePreviewOptions,
): PreviewResolution {
  const setCookie: string[] = [];
  const groups = parseCustomerGroups(cookies[CUSTOMER_GROUPS_COOKIE]);
  const withGroups = (state: PreviewState): PreviewState =>
    groups.length > 0 ? { ...state, customerGroups: groups } : state;
  const accept = (environment: PreviewEnvironment | undefined) =>
    environment && (options.hub === undefined || environment.hub === options.hub) ? environment : undefined;

  let result: PreviewResolution | undefined;
  const param = url.searchParams.has('vse') ? 'vse' : url.searchParams.has('pagevse') ? 'pagevse' : undefined;
  if (param) {
    const value = url.searchParams.get(param) ?? '';
    const environment = accept(findEnvironment(value, options.environments));
    if (environment) {
      const rawTs = url.searchParams.get(VSE_TIMESTAMP_COOKIE);
      const timestamp = parseTimestamp(rawTs);
      if (rawTs !== null && rawTs !== '' && timestamp === undefined) {
        options.onIgnored('query', VSE_TIMESTAMP_COOKIE, rawTs, 'not epoch milliseconds');
      }
      if (!options.visualization) {
        setCookie.push(serializeCookie(VSE_COOKIE, environment.vse, { secure }));
        setCookie.push(
          timestamp !== undefined
            ? serializeCookie(VSE_TIMESTAMP_COOKIE, String(timestamp), { secure })
            : clearCookie(VSE_TIMESTAMP_COOKIE, { secure }),
        );
      }
      result = { preview: withGroups({ environment, ...(timestamp !== undefined ? { timestamp } : {}) }), setCookie };
    } else {
      options.onIgnored(
        'query',
        param,
        value,
        options.hub
          ? `not a configured staging environment of hub "${options.hub}"`
          : 'not a configured staging environment',
      );
    }
  }
  if (!result && !options.visualization && cookies[VSE_COOKIE] !== undefined) {
    const value = cookies[VSE_COOKIE];
    const environment = accept(findEnvironment(value, options.environments));
    if (environment) {
      const timestamp = parseTimestamp(cookies[VSE_TIMESTAMP_COOKIE]);
      result = { preview: withGroups({ environment, ...(timestamp !== undefined ? { timestamp } : {}) }), setCookie };
    } else {
      options.onIgnored('cookie', VSE_COOKIE, value, 'not a configured staging environment');
      setCookie.push(...clearPreviewCookies({ secure }));
    }
  }
  return result ?? { setCookie };
}

/** Which hubs and items an editor's request may name (visualization, block data). */
export const HUB_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/i;

/** A content item id: a UUID (any version, the nil UUID included), case-insensitive. */
export const CONTENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Why a hub in a request is refused, or undefined when it is one of `servedHubs` (the storefront's own and those of
 * its staging environments): the storefront must never fetch and render another hub's content for a visitor.
 */
export function hubProblem(hub: string, servedHubs: readonly string[]): string | undefined {
  if (!HUB_NAME.test(hub)) return `"${hub.slice(0, 64)}" is not a hub name (letters, digits and hyphens).`;
  const name = hub.toLowerCase();
  if (!servedHubs.some((served) => served.toLowerCase() === name))
    return `"${hub}" is not a hub this storefront serves (AMPLIENCE_HUB or a PREVIEW_ENVIRONMENTS hub).`;
  return undefined;
}

/** The Amplience authoring page of a content item. */
export function authoringHref(authoringUrl: string, hub: string, contentId: string): string {
  return `${authoringUrl}/#!/${encodeURIComponent(hub)}/authoring/content-item/edit/${encodeURIComponent(contentId)}`;
}
