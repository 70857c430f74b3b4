/**
 * The server side of the Active Data beacon (docs/behaviour/shell.md#active-data-beacon): the browser's
 * `GET /__ridgeline/analytics/__Analytics-Start?locale=…&url=…` is forwarded to the commerce instance
 * (`ACTIVE_DATA_ORIGIN`) at `/on/demandware.store/Sites-{site}-Site/{locale}/__Analytics-Start`, first-party for the
 * shopper and under the storefront's rules:
 *
 * - GET only (405), the feature on (404), this site's pages only (403, `allowNonBrowser: false`);
 * - nothing is forwarded (the browser still gets its 204) while do-not-track is on (`Sec-GPC`/`DNT`), for a query
 *   longer than `ACTIVE_DATA_MAX_QUERY`, a locale the shop does not serve, past the per-address rate limit or while
 *   `ACTIVE_DATA_MAX_IN_FLIGHT` beacons are already on their way;
 * - the upstream address is built from configuration and a shop locale only (the browser chooses no part of its
 *   origin or path), its query from the allow-listed parameters only (`activeDataForwardedQuery`: each once, each
 *   capped, control characters removed);
 * - it carries the shopper's address (`X-Forwarded-For`, the trusted client address) and User-Agent, never their
 *   cookies; redirects are not followed; the call ends after `ACTIVE_DATA_TIMEOUT_MS`, and the answer's body is never
 *   read (cancelled) nor any of its headers passed on;
 * - the browser always gets `204` with `Cache-Control: no-store` (a beacon never fails a page). A failure upstream or
 *   a dropped beacon is logged once per kind per `ACTIVE_DATA_LOG_INTERVAL_MS`, never with the query's values.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { ACTIVE_DATA_MAX_QUERY, activeDataForwardedQuery, activeDataLocale } from '@ridgeline/commerce';
import { log as serverLog, type LogFields } from '../../../platform/log.server';
import { rateLimitedLog, type RateLimitedLog } from '../../../platform/rateLimitedLog.server';
import { UNKNOWN_CLIENT_ADDRESS } from '../../../platform/request/clientAddress.server';
import { requestDoNotTrack } from '../../../platform/request/doNotTrack.server';
import { crossSiteReason, crossSiteRefusal } from '../../../platform/requestGuards.server';
import { TimeoutError, withDeadline } from '../../../platform/upstream.server';
import { shopLocale } from '../../../platform/urls';

/** How long one forwarded beacon may take, its answer included (capped by the render budget). */
export const ACTIVE_DATA_TIMEOUT_MS = 2_000;
/** Beacons forwarded for one shopper address: a shopper views far fewer pages than this a minute. */
export const ACTIVE_DATA_RATE_LIMIT = { points: 60, durationS: 60 } as const;
/** Beacons on their way to the commerce instance at once, in this process; more are dropped. */
export const ACTIVE_DATA_MAX_IN_FLIGHT = 32;
/** One line per kind of failure (or of dropped beacon) at most this often. */
export const ACTIVE_DATA_LOG_INTERVAL_MS = 10 * 60_000;
/** The most characters of the User-Agent passed on. */
export const ACTIVE_DATA_MAX_USER_AGENT = 512;

/** The headers of every answer. */
export const ACTIVE_DATA_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
};

/**
 * The beacon's app-wide state, one per app (the shell's `FeatureAppState`, `shell/clients.server.ts`), never a
 * module's: the per-address limit, the failure log's limit and the beacons on their way.
 */
export interface ActiveDataGate {
  limiter: RateLimiterMemory;
  logLimit: RateLimitedLog;
  /** Beacons on their way to the commerce instance now (at most `ACTIVE_DATA_MAX_IN_FLIGHT`). */
  inFlight: { count: number };
}

export function createActiveDataGate(): ActiveDataGate {
  return {
    limiter: new RateLimiterMemory({
      keyPrefix: 'active-data',
      points: ACTIVE_DATA_RATE_LIMIT.points,
      duration: ACTIVE_DATA_RATE_LIMIT.durationS,
    }),
    logLimit: rateLimitedLog(ACTIVE_DATA_LOG_INTERVAL_MS),
    inFlight: { count: 0 },
  };
}

export interface ActiveDataDeps extends ActiveDataGate {
  /** `ACTIVE_DATA_ORIGIN`; undefined: the beacon is off (404). */
  origin: string | undefined;
  /** The commerce site id (`COMMERCE_SITE_ID`, the sandbox's beside it). */
  siteId: string;
  /** The request's client address (`clientAddressOf`): the rate limit's key and the forwarded address. */
  clientAddress: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  log?: (fields: LogFields) => void;
}

/**
 * The commerce instance's beacon address for a shop locale (`en-US` → `…/en_US/__Analytics-Start`); undefined for a
 * locale the shop does not serve. Every part of the path is configuration or a shop locale's id.
 */
export function activeDataUpstreamUrl(
  origin: string,
  siteId: string,
  locale: string | null,
  query: URLSearchParams,
): string | undefined {
  const served = shopLocale(locale ?? undefined);
  const path = served ? activeDataLocale(served.id) : undefined;
  if (!path) return undefined;
  const base = new URL(origin).origin;
  return `${base}/on/demandware.store/Sites-${encodeURIComponent(siteId)}-Site/${path}/__Analytics-Start?${query}`;
}

// Control characters (C0, DEL): never in a header value passed on.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;
const userAgentOf = (request: Request) =>
  (request.headers.get('user-agent') ?? '')
    .replace(CONTROL, '')
    .replace(/[^\x20-\x7e]/g, '')
    .slice(0, ACTIVE_DATA_MAX_USER_AGENT);

const noContent = () => new Response(null, { status: 204, headers: ACTIVE_DATA_HEADERS });

/** The answer to any method but GET. */
export const activeDataMethodNotAllowed = () =>
  Response.json({ message: 'Method not allowed' }, { status: 405, headers: { ...ACTIVE_DATA_HEADERS, Allow: 'GET' } });

/** Answers one beacon (see the module's comment). */
export async function forwardActiveDataBeacon(request: Request, deps: ActiveDataDeps): Promise<Response> {
  if (request.method !== 'GET') return activeDataMethodNotAllowed();
  if (!deps.origin) return Response.json({ message: 'Not found' }, { status: 404, headers: ACTIVE_DATA_HEADERS });
  const crossSite = crossSiteReason(request, { allowNonBrowser: false });
  if (crossSite) return crossSiteRefusal(request, crossSite);

  const { logLimit, inFlight } = deps;
  const write = deps.log ?? ((fields: LogFields) => serverLog.warn(fields));
  /** One line per kind (never a value of the query); `key` tells kinds apart beyond their name (a status). */
  const report = (event: string, kind: string, extra: Record<string, unknown> = {}) => {
    const suppressed = logLimit.admit(`${event}\n${kind}`);
    if (suppressed === undefined) return;
    write({ event, kind, ...extra, ...(suppressed > 0 ? { suppressed } : {}) });
  };
  const dropped = (kind: string) => {
    report('active-data-beacon-dropped', kind);
    return noContent();
  };

  // Do-not-track: nothing leaves the storefront.
  if (requestDoNotTrack(request.headers)) return noContent();
  const url = new URL(request.url);
  if (url.search.slice(1).length > ACTIVE_DATA_MAX_QUERY) return dropped('query-too-long');
  const upstream = activeDataUpstreamUrl(
    deps.origin,
    deps.siteId,
    url.searchParams.get('locale'),
    activeDataForwardedQuery(url.searchParams),
  );
  if (!upstream) return dropped('unknown-locale');
  try {
    await deps.limiter.consume(deps.clientAddress);
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    return dropped('rate-limited');
  }
  if (inFlight.count >= ACTIVE_DATA_MAX_IN_FLIGHT) return dropped('busy');

  const headers = new Headers({ Accept: '*/*' });
  const userAgent = userAgentOf(request);
  if (userAgent) headers.set('User-Agent', userAgent);
  if (deps.clientAddress !== UNKNOWN_CLIENT_ADDRESS) headers.set('X-Forwarded-For', deps.clientAddress);
  const fetchImpl = deps.fetchImpl ?? fetch;
  inFlight.count += 1;
  try {
    const status = await withDeadline(
      deps.timeoutMs ?? ACTIVE_DATA_TIMEOUT_MS,
      'The Active Data beacon timed out',
      async (signal) => {
        const response = await fetchImpl(upstream, { method: 'GET', headers, redirect: 'manual', signal });
        // The answer is a pixel or nothing: never read, never passed on.
        await response.body?.cancel().catch(() => undefined);
        return response.status;
      },
    );
    if (status < 200 || status > 299) report('active-data-beacon-failed', `status-${status}`, { status });
  } catch (error) {
    if (error instanceof TimeoutError) report('active-data-beacon-failed', 'timeout');
    else {
      // A network error's code (ECONNREFUSED, ENOTFOUND), never its message (it may quote the address).
      const code = (error as { cause?: { code?: unknown } }).cause?.code;
      const safeCode = typeof code === 'string' && /^[A-Z_]{1,32}$/.test(code) ? code : 'error';
      report('active-data-beacon-failed', `network-${safeCode}`);
    }
  } finally {
    inFlight.count -= 1;
  }
  return noContent();
}
