import { StagingEnvironmentFactory } from 'dc-delivery-sdk-js';
import { createContentClient, deadlineAdaptor, type RidgelineContentClient } from '@ridgeline/renderer/server';
import { getConfig } from '../config.server';
import { DEFAULT_PREVIEW_GROUPS, getEnv } from '../env.server';
import { contentTimeoutMs } from '../content.server';
import { parseCookies } from '../cookies';
import { isHttpsRequest } from '../requestOrigin.server';
import { cappedByBudget, VIRTUAL_STAGING_TIMEOUT_MS } from '../upstream.server';
import { getPreviewConfig, type PreviewConfig } from './config.server';
import {
  clearCookie,
  clearPreviewCookies,
  CUSTOMER_GROUPS_COOKIE,
  parseCustomerGroups,
  serializeCookie,
  VSE_COOKIE,
  VSE_TIMESTAMP_COOKIE,
} from './cookies';
import { findEnvironment, isDomainOf, parseTimestamp, type PreviewEnvironment } from './environments';
import { log } from '../log.server';

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

/** Response headers of every preview response: never cached, never indexed. */
export const PREVIEW_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' } as const;

/** One structured line per refused value; the value is truncated and JSON-escaped, never used. */
export function logIgnored(source: 'query' | 'cookie', name: string, value: string, reason: string): void {
  log.warn({ event: 'preview-vse-ignored', source, name, value: value.slice(0, 200), reason });
}

/**
 * Whether this request previews a staging environment: the `vse` or `pagevse` query parameter (with
 * `vse-timestamp`), else (outside visualization) the `vse` cookie. Only a VSE matching a configured environment is
 * accepted; anything else is ignored and logged. Entering through the query sets both cookies. Called once per request,
 * by the request context (`request/context.server.ts`), so a refused value is logged once.
 */
export function resolvePreview(
  request: Request,
  options: { visualization?: boolean; hub?: string; config?: PreviewConfig } = {},
): PreviewResolution {
  const config = options.config ?? getPreviewConfig();
  const url = new URL(request.url);
  const cookies = parseCookies(request.headers.get('cookie'));
  const secure = isHttpsRequest(request);
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
    const environment = accept(findEnvironment(value, config.environments));
    if (environment) {
      const rawTs = url.searchParams.get(VSE_TIMESTAMP_COOKIE);
      const timestamp = parseTimestamp(rawTs);
      if (rawTs !== null && rawTs !== '' && timestamp === undefined) {
        logIgnored('query', VSE_TIMESTAMP_COOKIE, rawTs, 'not epoch milliseconds');
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
      logIgnored(
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
    const environment = accept(findEnvironment(value, config.environments));
    if (environment) {
      const timestamp = parseTimestamp(cookies[VSE_TIMESTAMP_COOKIE]);
      result = { preview: withGroups({ environment, ...(timestamp !== undefined ? { timestamp } : {}) }), setCookie };
    } else {
      logIgnored('cookie', VSE_COOKIE, value, 'not a configured staging environment');
      setCookie.push(...clearPreviewCookies({ secure }));
    }
  }
  return result ?? { setCookie };
}

const domains = new Map<string, string>();
const MAX_DOMAINS = 64;

/**
 * The staging domain for an environment at a point in time, from the virtual-staging API through
 * dc-delivery-sdk-js's `StagingEnvironmentFactory` (the time machine). The answer must be a domain of that
 * environment; anything else is refused. The lookup ends after `VIRTUAL_STAGING_TIMEOUT_MS` (capped at the render
 * budget), its answer included.
 */
export async function timeMachineDomain(
  environment: PreviewEnvironment,
  timestamp: number,
  config = getPreviewConfig(),
): Promise<string> {
  const key = `${environment.vse}|${timestamp}`;
  const known = domains.get(key);
  if (known) return known;
  const factory = new StagingEnvironmentFactory(environment.vse, {
    ...(config.virtualStagingApi ? { baseUrl: config.virtualStagingApi } : {}),
    adaptor: deadlineAdaptor(cappedByBudget(VIRTUAL_STAGING_TIMEOUT_MS, getConfig().renderBudgetMs)),
  });
  const domain = String(await factory.generateDomain({ timestamp }))
    .trim()
    .toLowerCase();
  if (!isDomainOf(domain, environment)) {
    throw new Error(
      `The virtual-staging API answered "${domain.slice(0, 100)}", which is not a domain of ${environment.vse}`,
    );
  }
  if (domains.size >= MAX_DOMAINS) domains.delete(domains.keys().next().value as string);
  domains.set(key, domain);
  return domain;
}

/**
 * A content client for this preview only: the staging environment (or its time-machine domain), no cache (every
 * save shows on the next request, and nothing is shared with the public pages' client).
 */
export async function previewContentClient(
  state: PreviewState,
  locale = getConfig().locale,
  config = getPreviewConfig(),
): Promise<RidgelineContentClient> {
  const domain =
    state.timestamp !== undefined
      ? await timeMachineDomain(state.environment, state.timestamp, config)
      : state.environment.vse;
  return createContentClient({
    hubName: state.environment.hub,
    stagingEnvironment: domain,
    ...(config.stagingProxy ? { signingProxyAddress: config.stagingProxy.replace('{vse}', domain) } : {}),
    locale,
    timeout: contentTimeoutMs(),
    cache: false,
  });
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

export { DEFAULT_PREVIEW_GROUPS } from '../env.server';

export function previewInfo(
  state: PreviewState,
  config = getPreviewConfig(),
  toolkitCustomerGroups?: readonly string[],
): PreviewInfo {
  const offered = getEnv().PREVIEW_CUSTOMER_GROUPS;
  return {
    name: state.environment.name,
    hub: state.environment.hub,
    vse: state.environment.vse,
    ...(state.timestamp !== undefined ? { timestamp: state.timestamp } : {}),
    customerGroups: state.customerGroups ?? [...getConfig().customerGroups],
    availableGroups: offered.length > 0 ? [...offered] : [...DEFAULT_PREVIEW_GROUPS],
    authoringUrl: config.authoringUrl,
    ...(toolkitCustomerGroups && toolkitCustomerGroups.length > 0
      ? { toolkitCustomerGroups: [...toolkitCustomerGroups] }
      : {}),
  };
}

/** The not-found response of a preview: a 404 that is never cached and never indexed. */
export function previewNotFound(): Response {
  return new Response('Not Found', { status: 404, statusText: 'Not Found', headers: { ...PREVIEW_HEADERS } });
}
