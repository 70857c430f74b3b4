/**
 * The shopper's network address, for the account limits (app/features/account/rateLimits.server.ts) and for the
 * `X-Forwarded-For` the storefront sends SLAS. It is Express's `req.ip`: with `trust proxy` installed from
 * TRUSTED_PROXIES (app/platform/securityHeaders.server.ts) that is the first address a trusted proxy was told about, and
 * without trusted proxies the socket's peer, so a client cannot choose it by sending `X-Forwarded-For` itself.
 *
 * It reaches loaders and actions through React Router's context: server.mjs's `getLoadContext` (app/request/
 * appContext.server.ts, beside the app context) sets it for React Router's Express handler and for the render cache.
 */
import { isIP } from 'node:net';
import { createContext, type RouterContextProvider } from 'react-router';

/** What `clientAddressOf` answers when no address is known: the dev server, tests, a closed socket. */
export const UNKNOWN_CLIENT_ADDRESS = 'unknown';

/** The context key of the request's client address (`UNKNOWN_CLIENT_ADDRESS` when none was set). */
export const clientAddressContext = createContext<string>(UNKNOWN_CLIENT_ADDRESS);

/**
 * An address as the limits and SLAS see it: an IPv4-mapped IPv6 address (`::ffff:203.0.113.9`, how a dual-stack
 * socket reports IPv4 peers) as its IPv4 form, anything that is not an IP address as `UNKNOWN_CLIENT_ADDRESS`.
 */
export function normaliseClientAddress(address: string | undefined | null): string {
  const trimmed = (address ?? '').trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed)?.[1];
  const candidate = mapped ?? trimmed;
  const family = isIP(candidate);
  if (family === 4) return candidate;
  if (family === 6) return candidate.toLowerCase();
  return UNKNOWN_CLIENT_ADDRESS;
}

/** The request's client address from a loader's or action's `context` (`UNKNOWN_CLIENT_ADDRESS` without one). */
export function clientAddressOf(context: unknown): string {
  const get = (context as { get?: unknown } | null | undefined)?.get;
  if (typeof get !== 'function') return UNKNOWN_CLIENT_ADDRESS;
  return normaliseClientAddress((context as Pick<RouterContextProvider, 'get'>).get(clientAddressContext));
}
