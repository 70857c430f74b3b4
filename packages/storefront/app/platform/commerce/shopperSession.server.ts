import { stringifySetCookie } from 'cookie';
import {
  decodeSession as decodeSessionWith,
  encodeSession as encodeSessionWith,
  sessionChanged as sessionChangedWith,
  sessionKeys,
  SHOPPER_SESSION_MAX_AGE_S,
  type SessionKeys,
  type ShopperSession,
} from '@ridgeline/commerce/server';
import { parseCookies } from '../cookies';
/** The bag's item count for the header badge: readable by scripts (not HttpOnly), an integer. */
import { BAG_COUNT_COOKIE } from '../bagCount';

/**
 * The shopper's own commerce session in this storefront: one sealed HttpOnly cookie (SameSite=Lax, Secure over https;
 * AES-GCM under `SESSION_SECRET`). The session itself (its fields, sealing, the SLAS guest login, refresh and logout)
 * is `@ridgeline/commerce/server`'s (`shopperSession.server.ts`); this module is the one place the cookie is read
 * (`readShopperSession`, once per request) and written (`sessionCookie`), and where the secret is read.
 */
export const SHOPPER_SESSION_COOKIE = 'ridgeline-shopper';
export {
  createShopperAuth,
  fromTokens,
  newShopperSession,
  SHOPPER_SESSION_MAX_AGE_S,
  SHOPPER_TOKEN_REFRESH_MARGIN_MS,
  usableSession,
  type ShopperAuth,
  type ShopperSession,
  type SlasTokenResponse,
} from '@ridgeline/commerce/server';

/**
 * `SESSION_SECRET`, required in production; outside production (development, tests) a fixed development secret, so a
 * clone runs with no configuration. `checkSessionConfig` (called by server.mjs at start) stops a production server
 * that has none.
 */
export const DEVELOPMENT_SESSION_SECRET = 'ridgeline-development-session-secret-never-in-production';

type Env = Record<string, string | undefined>;

export function readSessionKeys(env: Env = process.env): SessionKeys {
  const configured = env.SESSION_SECRET?.trim();
  if (configured) return sessionKeys(configured);
  if (env.NODE_ENV === 'production') {
    throw new Error(
      'SESSION_SECRET is not set: a production storefront needs a secret of at least 32 characters to seal shopper sessions (e.g. `openssl rand -base64 32`).',
    );
  }
  return sessionKeys(DEVELOPMENT_SESSION_SECRET);
}

let keys: SessionKeys | undefined;
const processKeys = () => (keys ??= readSessionKeys());

/** Stops the start of a server whose session configuration is missing or malformed (server.mjs calls it). */
export function checkSessionConfig(env: Env = process.env): void {
  readSessionKeys(env);
}

/** The cookie value of a session, sealed under the process's keys unless others are given. */
export function encodeSession(session: ShopperSession, sessionKeys: SessionKeys = processKeys()): string {
  return encodeSessionWith(session, sessionKeys);
}

/** Whether a session differs from the one a cookie value holds: only then is the cookie written again. */
export function sessionChanged(session: ShopperSession, stored: string | undefined): boolean {
  return sessionChangedWith(session, stored, processKeys());
}

/** The session of a cookie value; undefined for anything this server did not seal (the shopper is a new guest). */
export function decodeSession(
  value: string | undefined,
  sessionKeys: SessionKeys = processKeys(),
): ShopperSession | undefined {
  return decodeSessionWith(value, sessionKeys);
}

const readSessions = new WeakMap<Request, ShopperSession | undefined>();

/**
 * The session a request carries (its `ridgeline-shopper` cookie, unsealed), read once per request: the request
 * context, the loaders and the actions all ask here, so there is one reading of who the shopper is.
 */
export function readShopperSession(request: Request): ShopperSession | undefined {
  if (readSessions.has(request)) return readSessions.get(request);
  const session = decodeSession(parseCookies(request.headers.get('cookie'))[SHOPPER_SESSION_COOKIE]);
  readSessions.set(request, session);
  return session;
}

export function sessionCookie(session: ShopperSession, { secure }: { secure: boolean }): string {
  return stringifySetCookie({
    name: SHOPPER_SESSION_COOKIE,
    value: encodeSession(session),
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    // "Keep me logged in." unticked: the sign-in ends with the browser session
    ...(session.registered?.remember === false ? {} : { maxAge: SHOPPER_SESSION_MAX_AGE_S }),
  });
}

/** The bag count cookie the header's badge reads (scripts may read it: it is not HttpOnly). */
export function bagCountCookie(count: number, { secure }: { secure: boolean }): string {
  return stringifySetCookie({
    name: BAG_COUNT_COOKIE,
    value: String(Math.max(0, Math.floor(count))),
    path: '/',
    sameSite: 'lax',
    secure,
    maxAge: SHOPPER_SESSION_MAX_AGE_S,
  });
}
