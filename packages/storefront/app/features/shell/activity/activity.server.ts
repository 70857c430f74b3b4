/**
 * `POST /__ridgeline/einstein/{call}`: the browser's one way to the recommendation and activity service
 * (docs/decisions/0005-einstein-identity.md). The page sends what it saw (a product, a search, a click); the server
 * adds who saw it (cookieId: the session's usid, else this browser's anonymous activity id in an HttpOnly cookie;
 * userId: the customer, registered shoppers only), realm, instanceType and the client id, and forwards the call with a
 * deadline. Nothing about the shopper, and no client id, is ever in a page script.
 *
 * Calls: `activities/{activity}` (the page activities, `BROWSER_ACTIVITIES`; 204), `recs/{recommender}` (a recommender
 * of the site's list only) and `zones/{zone}/recs` (200 with `{ recommenderName, recoUUID, displayMessage, recs }`).
 *
 * The calls, anchors and limits are @ridgeline/commerce's (`activityCalls.server.ts`). Guards, in order: POST only (405), the feature on (`EINSTEIN_ACTIVITIES`, else 404), an unknown call (404), this site's
 * pages only (403), JSON only (415), a per-address rate limit (429), a size limit (413), a JSON object body (400).
 * Then do-not-track (`Sec-GPC`/`DNT` on the request): 204, nothing sent and no cookie set. A failure of the service:
 * logged, 502 (the page shows nothing personal).
 */
import { randomUUID } from 'node:crypto';
import { stringifySetCookie } from 'cookie';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import {
  ACTIVITY_BODY_MAX_BYTES,
  ACTIVITY_ID_COOKIE,
  ACTIVITY_ID_MAX_AGE_S,
  ACTIVITY_ID_PATTERN,
  ACTIVITY_RATE_LIMIT,
  activityCallOf,
  anchorsOf,
  identityOf,
  type EinsteinClient,
  type EinsteinIdentity,
} from '@ridgeline/commerce/server';
import { parseCookies } from '../../../platform/cookies';
import {
  bodyProblem,
  crossSiteReason,
  crossSiteRefusal,
  isJsonRequest,
  readRequestBody,
} from '../../../platform/requestGuards.server';
import { log as serverLog } from '../../../platform/log.server';

const HEADERS = {
  'Cache-Control': 'no-store',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'X-Robots-Tag': 'noindex',
};

export interface ActivityEndpointDeps {
  /** The request's shopper (`requestContextOf(args).shopper`). */
  shopper: {
    readonly signedIn: boolean;
    readonly doNotTrack: boolean;
    readonly visitorIds: { readonly usid?: string; readonly customerId?: string };
  };
  einstein: EinsteinClient;
  /** `EINSTEIN_ACTIVITIES` */
  enabled: boolean;
  /** the request's client address (the rate limit's key) */
  clientAddress: string;
  limiter?: RateLimiterMemory;
  log?: (entry: Record<string, unknown>) => void;
}

let processLimiter: RateLimiterMemory | undefined;
export function activityRateLimiter(): RateLimiterMemory {
  return (processLimiter ??= new RateLimiterMemory({
    points: ACTIVITY_RATE_LIMIT.points,
    duration: ACTIVITY_RATE_LIMIT.durationS,
  }));
}

const json = (body: unknown, status: number, extra: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...HEADERS, ...extra } });

/** The identity of the request, and the cookie that gives a browser without a session its anonymous id. */
function requestIdentity(
  request: Request,
  shopper: ActivityEndpointDeps['shopper'],
): { identity: EinsteinIdentity; setCookie?: string } {
  const stored = parseCookies(request.headers.get('cookie'))[ACTIVITY_ID_COOKIE];
  const anonymous = stored && ACTIVITY_ID_PATTERN.test(stored) ? stored : undefined;
  const identity = identityOf(shopper, anonymous);
  if (identity) return { identity };
  const id = randomUUID();
  const setCookie = stringifySetCookie({
    name: ACTIVITY_ID_COOKIE,
    value: id,
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: new URL(request.url).protocol === 'https:',
    maxAge: ACTIVITY_ID_MAX_AGE_S,
  });
  return { identity: { cookieId: id }, setCookie };
}

export async function activityEndpoint(request: Request, path: string, deps: ActivityEndpointDeps): Promise<Response> {
  const log = deps.log ?? ((entry) => serverLog.warn({ event: 'activity-endpoint', ...entry }));
  if (request.method !== 'POST') return json({ message: 'Method not allowed' }, 405, { Allow: 'POST' });
  const call = deps.enabled ? activityCallOf(path) : undefined;
  if (!call) return json({ message: 'Not found' }, 404);
  const crossSite = crossSiteReason(request, { allowNonBrowser: true });
  if (crossSite) return crossSiteRefusal(request, crossSite);
  // JSON only: a cross-site page cannot send it without a CORS preflight, which this endpoint never grants.
  if (!isJsonRequest(request)) return json({ message: 'Send application/json.' }, 415);
  try {
    await (deps.limiter ?? activityRateLimiter()).consume(deps.clientAddress);
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    return json({ message: 'Too many requests.' }, 429, {
      'Retry-After': String(Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))),
    });
  }
  let raw: Buffer;
  try {
    raw = await readRequestBody(request, ACTIVITY_BODY_MAX_BYTES);
  } catch (error) {
    const problem = bodyProblem(error, HEADERS);
    if (problem) return problem;
    throw error;
  }
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8') || '{}');
  } catch {
    body = undefined;
  }
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return json({ message: 'The body must be a JSON object.' }, 400);
  const fields = body as Record<string, unknown>;
  // Do-not-track: nothing is sent, and no id is given.
  if (deps.shopper.doNotTrack) return new Response(null, { status: 204, headers: HEADERS });

  const { identity, setCookie } = requestIdentity(request, deps.shopper);
  const headers = new Headers(HEADERS);
  if (setCookie) headers.append('Set-Cookie', setCookie);

  if (call.kind === 'activity') {
    // The client drops whatever identity fields the page sent and sets the server's own.
    await deps.einstein.activity(call.name, fields, identity);
    return new Response(null, { status: 204, headers });
  }
  const anchors = anchorsOf(fields);
  if (!anchors) return json({ message: 'products and categories must be lists of { id }.' }, 400);
  try {
    if (call.kind === 'recs' && !(await deps.einstein.knowsRecommender(call.recommender))) {
      // An unknown recommender: logged by the client, nothing asked.
      return Response.json({ recommenderName: call.recommender, recs: [] }, { status: 200, headers });
    }
    const answer =
      call.kind === 'recs'
        ? await deps.einstein.recommendations(call.recommender, anchors, identity)
        : await deps.einstein.zoneRecommendations(call.zone, anchors, identity);
    return Response.json(answer, { status: 200, headers });
  } catch (error) {
    log({
      message: 'Recommendations failed',
      call: call.kind === 'recs' ? call.recommender : call.zone,
      error: error instanceof Error ? error.message : String(error),
    });
    return Response.json({ message: 'Recommendations are not available.' }, { status: 502, headers });
  }
}
