import { getConfig } from './config.server';
import { invalidateShopperGroups } from './commerce/shopperGroupsCookie.server';
import {
  bodyProblem,
  crossSiteReason,
  crossSiteRefusal,
  isJsonRequest,
  readLimited,
  readRequestBody,
} from './requestGuards.server';
import { cappedByBudget, NEWSLETTER_TIMEOUT_MS, withDeadline } from './upstream.server';
import { log, messageOf } from './log.server';

const FORWARDED_METHODS = new Set(['POST', 'PATCH']);
/** A sign-up or profile is a few hundred bytes of JSON; anything past this is refused (413) unread. */
export const NEWSLETTER_MAX_BODY_BYTES = 16 * 1024;
/** The subscriptions API's answer is read up to this size; a larger one counts as a failure (502). */
export const NEWSLETTER_MAX_ANSWER_BYTES = 64 * 1024;

const NO_STORE = { 'Cache-Control': 'no-store' } as const;
/** The footer reads `{ success, msg }`: every answer of this route has that shape. */
const failure = (msg: string) => ({ success: false, msg });

/**
 * `/newsletter/subscribe` (POST, PATCH): the footer's sign-up, forwarded to `{NEWSLETTER_API_URL}/newsletter/subscribe`.
 *
 * - Only `application/json` (else 415), so a page on another site cannot post it with a plain form or a `text/plain`
 *   fetch; a browser would need a CORS preflight, which this route never grants.
 * - Only from this site's pages (`Origin` / `Sec-Fetch-Site`, see `crossSiteReason`; else 403). Non-browser clients,
 *   which send neither header, are accepted.
 * - At most `NEWSLETTER_MAX_BODY_BYTES`, checked while reading (413 past it).
 * - The upstream call, its answer included, ends after `NEWSLETTER_TIMEOUT_MS` (502 then, as for any failure).
 */
export async function forwardNewsletter(request: Request): Promise<Response> {
  if (!FORWARDED_METHODS.has(request.method)) {
    return Response.json(failure('Method not allowed'), { status: 405, headers: { Allow: 'POST, PATCH' } });
  }
  const crossSite = crossSiteReason(request, { allowNonBrowser: true });
  if (crossSite) return crossSiteRefusal(request, crossSite, failure);
  if (!isJsonRequest(request)) {
    return Response.json(failure('Send the sign-up as application/json.'), { status: 415, headers: NO_STORE });
  }
  let body: Buffer;
  try {
    body = await readRequestBody(request, NEWSLETTER_MAX_BODY_BYTES);
  } catch (error) {
    const problem = bodyProblem(error, {}, failure);
    if (problem) return problem;
    throw error;
  }
  const config = getConfig();
  const upstream = new URL('newsletter/subscribe', withTrailingSlash(config.newsletterApiUrl));
  try {
    const answer = await withDeadline(
      cappedByBudget(NEWSLETTER_TIMEOUT_MS, config.renderBudgetMs),
      'Newsletter API timeout',
      async (signal) => {
        const response = await fetch(upstream, {
          method: request.method,
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: new Uint8Array(body),
          signal,
        });
        const text = await readLimited(
          response.body,
          NEWSLETTER_MAX_ANSWER_BYTES,
          response.headers.get('content-length'),
        );
        return { status: response.status, type: response.headers.get('Content-Type') ?? 'application/json', text };
      },
    );
    const headers = new Headers({ 'Content-Type': answer.type, ...NO_STORE });
    // a sign-up puts the shopper's email in Newsletter Subscribers: their groups are asked again
    if (answer.status >= 200 && answer.status < 300) invalidateShopperGroups(request, headers);
    return new Response(new Uint8Array(answer.text), { status: answer.status, headers });
  } catch (error) {
    log.error({ event: 'newsletter-upstream' }, messageOf(error));
    return Response.json(failure('The newsletter service is not available right now. Please try again later.'), {
      status: 502,
      headers: NO_STORE,
    });
  }
}

function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}
