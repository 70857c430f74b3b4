import type { Route } from './+types/newsletter-subscribe';
import { getConfig } from '../lib/config.server';

/**
 * `/newsletter/subscribe`: the footer's sign-up posts here (same origin, so no CORS and no API host in the page);
 * POST and PATCH are forwarded to the subscriptions API (`NEWSLETTER_API_URL`, by default the sandbox's).
 */
const FORWARDED_METHODS = new Set(['POST', 'PATCH']);
const UPSTREAM_TIMEOUT_MS = 10_000;

export async function action({ request }: Route.ActionArgs) {
  if (!FORWARDED_METHODS.has(request.method)) {
    return Response.json({ success: false, msg: 'Method not allowed' }, { status: 405, headers: { Allow: 'POST, PATCH' } });
  }
  const upstream = new URL('newsletter/subscribe', withTrailingSlash(getConfig().newsletterApiUrl));
  try {
    const response = await fetch(upstream, {
      method: request.method,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: await request.text(),
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
    return new Response(response.body, {
      status: response.status,
      headers: { 'Content-Type': response.headers.get('Content-Type') ?? 'application/json', 'Cache-Control': 'no-store' },
    });
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', event: 'newsletter-upstream', message: error instanceof Error ? error.message : String(error) }));
    return Response.json(
      { success: false, msg: 'The newsletter service is not available right now. Please try again later.' },
      { status: 502, headers: { 'Cache-Control': 'no-store' } },
    );
  }
}

export function loader() {
  return Response.json({ success: false, msg: 'Method not allowed' }, { status: 405, headers: { Allow: 'POST, PATCH' } });
}

function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}
