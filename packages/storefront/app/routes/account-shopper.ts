import { registeredShopper } from '../account/actions.server';

/**
 * `GET /__ridgeline/shopper` (resource route): `{ signedIn, firstName? }` of this browser's session, for the islands
 * that greet the customer by name (the account drawer). The name lives here, read from the HttpOnly session on each
 * request, rather than in a cookie scripts can read: `private, no-store`, and only this site's pages may read it (no
 * CORS; `Cross-Origin-Resource-Policy: same-origin` keeps other sites from even loading it).
 */
export function loader({ request }: { request: Request }) {
  const shopper = registeredShopper(request);
  const firstName = shopper?.firstName?.trim().slice(0, 64);
  return Response.json(
    { signedIn: Boolean(shopper), ...(firstName ? { firstName } : {}) },
    { headers: { 'Cache-Control': 'private, no-store', 'Cross-Origin-Resource-Policy': 'same-origin', 'X-Robots-Tag': 'noindex' } },
  );
}
