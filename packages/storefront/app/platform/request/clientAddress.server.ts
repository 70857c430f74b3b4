/**
 * The shopper's network address, for the account limits (app/features/account/rateLimits.server.ts) and for the
 * `X-Forwarded-For` the storefront sends SLAS. It is Express's `req.ip`: with `trust proxy` installed from
 * TRUSTED_PROXIES (app/platform/securityHeaders.server.ts) that is the first address a trusted proxy was told about, and
 * without trusted proxies the socket's peer, so a client cannot choose it by sending `X-Forwarded-For` itself.
 *
 * It reaches loaders and actions through React Router's context: with `future.v8_middleware` on, `getLoadContext`
 * must answer a `RouterContextProvider`; server.mjs gives this one to React Router's Express handler and to the
 * render cache (through the server build's entry module, entry.server.tsx).
 */
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { createContext, RouterContextProvider } from 'react-router';

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

/**
 * React Router's load context for an Express request (server.mjs, React Router's handler and the render cache): a
 * `RouterContextProvider` holding the client address, `req.ip` under the app's `trust proxy` setting.
 */
export function getLoadContext(req?: IncomingMessage & { ip?: string | undefined }): RouterContextProvider {
  const context = new RouterContextProvider();
  // the render cache renders shared pages from a clean request, with no visitor: no address (`unknown`)
  context.set(clientAddressContext, normaliseClientAddress(req?.ip));
  return context;
}
