import type { Route } from './+types/newsletter-subscribe';
import { forwardNewsletter } from '../../../platform/newsletter.server';

/**
 * `/newsletter/subscribe`: the footer's sign-up posts here (same origin, so no CORS and no API host in the page);
 * POST and PATCH are forwarded to the subscriptions API (`NEWSLETTER_API_URL`, by default the sandbox's). The guards
 * (JSON only, same origin, body limit, upstream deadline) are in `lib/newsletter.server.ts`.
 * @caching no-store
 */
export function action({ request }: Route.ActionArgs) {
  return forwardNewsletter(request);
}

export function loader() {
  return Response.json(
    { success: false, msg: 'Method not allowed' },
    { status: 405, headers: { Allow: 'POST, PATCH' } },
  );
}
