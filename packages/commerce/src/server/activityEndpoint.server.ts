/**
 * The browser's one way to the recommendation and activity service (docs/decisions/0005-einstein-identity.md), as a
 * Fetch `Request` → `Response` handler the host mounts at its activity endpoint (the storefront's
 * `POST /__ridgeline/einstein/{call}`). The page sends what it saw (a product, a search, a click); the server adds who
 * saw it (cookieId: the session's usid, else this browser's anonymous activity id in an HttpOnly cookie; userId: the
 * customer, registered shoppers only), realm, instanceType and the client id, and forwards the call with a deadline.
 * Nothing about the shopper, and no client id, is ever in a page script.
 *
 * Calls: `activities/{activity}` (the page activities, `BROWSER_ACTIVITIES`; 204), `recs/{recommender}` (a recommender
 * of the site's list only) and `zones/{zone}/recs` (200 with `{ recommenderName, recoUUID, displayMessage, recs }`).
 *
 * Guards, in order: POST only (405), the feature on (else 404), an unknown call (404), this site's pages only (403,
 * the host's check), JSON only (415), a per-address rate limit (429), a size limit (413, the host's body reader), a
 * JSON object body (400). Then do-not-track (`Sec-GPC`/`DNT` on the request): 204, nothing sent and no cookie set. A
 * failure of the service: logged, 502 (the page shows nothing personal).
 */
import { randomUUID } from 'node:crypto';
import {
  ACTIVITY_BODY_MAX_BYTES,
  ACTIVITY_ID_COOKIE,
  ACTIVITY_ID_MAX_AGE_S,
  ACTIVITY_ID_PATTERN,
  activityCallOf,
  anchorsOf,
} from './activityCalls.server';
import { identityOf, type EinsteinClient, type EinsteinIdentity } from './einstein.server';

/** The headers of every answer of the endpoint. */
export const ACTIVITY_ENDPOINT_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'X-Robots-Tag': 'noindex',
};

export interface ActivityCallDeps {
  /** The request's shopper. */
  shopper: {
    readonly signedIn: boolean;
    readonly doNotTrack: boolean;
    readonly visitorIds: { readonly usid?: string; readonly customerId?: string };
  };
  einstein: EinsteinClient;
  /** Whether the host has the feature on (the storefront's `EINSTEIN_ACTIVITIES`). */
  enabled: boolean;
  /** The host's cross-site check: its refusal (403) for a request from another site's page, else undefined. */
  refuseCrossSite: (request: Request) => Response | undefined;
  /** The per-address rate limit: undefined when the call may go, else the milliseconds until the next one may. */
  rateLimit: () => Promise<number | undefined>;
  /** The body, at most `maxBytes`, as text; or the host's answer to a body it could not read (413, 400). */
  readBody: (request: Request, maxBytes: number) => Promise<string | Response>;
  /** The value of this browser's `ACTIVITY_ID_COOKIE`, if it sent one. */
  activityIdCookie: string | undefined;
  log: (entry: Record<string, unknown>) => void;
}

const json = (body: unknown, status: number, extra: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...ACTIVITY_ENDPOINT_HEADERS, ...extra } });

/** The identity of the request, and the cookie that gives a browser without a session its anonymous id. */
function requestIdentity(
  request: Request,
  deps: Pick<ActivityCallDeps, 'shopper' | 'activityIdCookie'>,
): { identity: EinsteinIdentity; setCookie?: string } {
  const stored = deps.activityIdCookie;
  const anonymous = stored && ACTIVITY_ID_PATTERN.test(stored) ? stored : undefined;
  const identity = identityOf(deps.shopper, anonymous);
  if (identity) return { identity };
  const id = randomUUID();
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  // The id is a UUID: nothing in it needs encoding.
  const setCookie = `${ACTIVITY_ID_COOKIE}=${id}; Max-Age=${ACTIVITY_ID_MAX_AGE_S}; Path=/; HttpOnly${secure}; SameSite=Lax`;
  return { identity: { cookieId: id }, setCookie };
}

/** Answers one call of the activity endpoint (`path`: the part after the endpoint, `activities/viewPage`). */
export async function answerActivityCall(request: Request, path: string, deps: ActivityCallDeps): Promise<Response> {
  if (request.method !== 'POST') return json({ message: 'Method not allowed' }, 405, { Allow: 'POST' });
  const call = deps.enabled ? activityCallOf(path) : undefined;
  if (!call) return json({ message: 'Not found' }, 404);
  const crossSite = deps.refuseCrossSite(request);
  if (crossSite) return crossSite;
  // JSON only: a cross-site page cannot send it without a CORS preflight, which this endpoint never grants.
  if (!/^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? ''))
    return json({ message: 'Send application/json.' }, 415);
  const waitMs = await deps.rateLimit();
  if (waitMs !== undefined)
    return json({ message: 'Too many requests.' }, 429, {
      'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))),
    });
  const raw = await deps.readBody(request, ACTIVITY_BODY_MAX_BYTES);
  if (raw instanceof Response) return raw;
  let body: unknown;
  try {
    body = JSON.parse(raw || '{}');
  } catch {
    body = undefined;
  }
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return json({ message: 'The body must be a JSON object.' }, 400);
  const fields = body as Record<string, unknown>;
  // Do-not-track: nothing is sent, and no id is given.
  if (deps.shopper.doNotTrack) return new Response(null, { status: 204, headers: ACTIVITY_ENDPOINT_HEADERS });

  const { identity, setCookie } = requestIdentity(request, deps);
  const headers = new Headers(ACTIVITY_ENDPOINT_HEADERS);
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
    deps.log({
      message: 'Recommendations failed',
      call: call.kind === 'recs' ? call.recommender : call.zone,
      error: error instanceof Error ? error.message : String(error),
    });
    return Response.json({ message: 'Recommendations are not available.' }, { status: 502, headers });
  }
}
