/**
 * Where a request was sent to, as this server may believe it: what decides `Secure` cookies (and, in `crossSiteReason`
 * of @ridgeline/commerce, same-origin checks). It reads `request.url` only, never a forwarded header: `server.mjs`
 * builds that URL from Express's `req.protocol` and `req.hostname`, which follow `X-Forwarded-Proto` /
 * `X-Forwarded-Host` only when the peer is one of `TRUSTED_PROXIES` (and drops those headers from anyone else;
 * `installServerSecurity` in `securityHeaders.server.ts`).
 */

/** The request reached the site over HTTPS (directly, or through a trusted proxy that says so). */
export function isHttpsRequest(request: Request): boolean {
  return new URL(request.url).protocol === 'https:';
}
