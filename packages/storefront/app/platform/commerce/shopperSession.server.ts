import { stringifySetCookie } from 'cookie';
import { parseCookies } from '../cookies';
import type { CommerceConfig } from './config.server';
import { seal, sessionKeys, unsealJson, type SessionKeys } from './sessionSeal.server';
import { clientConfig, sdk } from '@ridgeline/commerce/server';

/**
 * The shopper's own commerce session: their SLAS guest tokens and usid, and their basket id, in one sealed HttpOnly
 * cookie (SameSite=Lax, Secure over https; AES-GCM under `SESSION_SECRET`, `sessionSeal.server.ts`). This module is
 * the one place the cookie is read (`readShopperSession`, once per request) and written (`sessionCookie`). Every shopper has their own guest login, so every shopper has their own basket;
 * the server's app-level guest token (`token.server.ts`) is only for public product data and never touches a basket.
 */
export const SHOPPER_SESSION_COOKIE = 'ridgeline-shopper';
/** The bag's item count for the header badge: readable by scripts (not HttpOnly), an integer. */
import { BAG_COUNT_COOKIE } from '../bagCount';
/** How long the session cookie lives: SLAS guest refresh tokens last 30 days. */
export const SHOPPER_SESSION_MAX_AGE_S = 30 * 24 * 3600;
/** An access token this close to its expiry is refreshed before use. */
export const SHOPPER_TOKEN_REFRESH_MARGIN_MS = 60_000;

export interface ShopperSession {
  accessToken: string;
  refreshToken: string;
  usid: string;
  customerId?: string;
  /** When the access token expires (epoch ms). */
  expiresAt: number;
  basketId?: string;
  /** Set once the shopper signed in with a password (`app/features/account/`): the tokens are a registered customer's. */
  registered?: { firstName?: string; remember?: false };
}

/** SLAS's token answer (the fields the session keeps). */
export interface SlasTokenResponse {
  access_token: string;
  refresh_token: string;
  usid: string;
  customer_id?: string;
  expires_in?: number;
}

/** Guest login and refresh for one shopper (SLAS public client, PKCE). */
export interface ShopperAuth {
  loginGuest(): Promise<SlasTokenResponse>;
  refresh(refreshToken: string): Promise<SlasTokenResponse>;
  /**
   * SLAS logout of a registered shopper: revokes their access and refresh tokens, so a copy of the cookie taken before
   * the sign-out opens nothing. Optional for test doubles that model guests only.
   */
  logout?(accessToken: string, refreshToken: string): Promise<void>;
}

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 4096;

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

/** The cookie value: the session as sealed JSON (short keys: a real SLAS access token is most of the 4 KB). */
const compactSession = (session: ShopperSession) => ({
  a: session.accessToken,
  r: session.refreshToken,
  u: session.usid,
  c: session.customerId,
  e: session.expiresAt,
  b: session.basketId,
  ...(session.registered
    ? { g: 1, f: session.registered.firstName, k: session.registered.remember === false ? 0 : undefined }
    : {}),
});

export function encodeSession(session: ShopperSession, sessionKeys: SessionKeys = processKeys()): string {
  return seal(JSON.stringify(compactSession(session)), sessionKeys);
}

/**
 * Whether a session differs from the one a cookie value holds (a refresh, a new basket, a sign-in): only then is the
 * cookie written again. (Two seals of one session differ, each with its own IV, so the values cannot be compared.)
 */
export function sessionChanged(session: ShopperSession, stored: string | undefined): boolean {
  const before = decodeSession(stored);
  return !before || JSON.stringify(compactSession(before)) !== JSON.stringify(compactSession(session));
}

/**
 * The session of a cookie value; undefined for anything this server did not seal: a tampered cookie, one sealed under
 * another secret or an old unsealed one is no session (the shopper continues as a new guest).
 */
export function decodeSession(
  value: string | undefined,
  sessionKeys: SessionKeys = processKeys(),
): ShopperSession | undefined {
  const raw = unsealJson(value, sessionKeys, 6000);
  if (
    !raw ||
    !isText(raw.a) ||
    !isText(raw.r) ||
    !isText(raw.u) ||
    typeof raw.e !== 'number' ||
    !Number.isFinite(raw.e)
  )
    return undefined;
  return {
    accessToken: raw.a,
    refreshToken: raw.r,
    usid: raw.u,
    expiresAt: raw.e,
    ...(isText(raw.c) ? { customerId: raw.c } : {}),
    ...(isText(raw.b) && /^[\w-]{1,128}$/.test(raw.b) ? { basketId: raw.b } : {}),
    ...(raw.g === 1
      ? {
          registered: {
            ...(isText(raw.f) && raw.f.length <= 256 ? { firstName: raw.f } : {}),
            ...(raw.k === 0 ? { remember: false as const } : {}),
          },
        }
      : {}),
  };
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

export function fromTokens(
  tokens: SlasTokenResponse,
  now: number,
  basketId?: string,
  registered?: ShopperSession['registered'],
): ShopperSession {
  return {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    usid: tokens.usid,
    ...(tokens.customer_id ? { customerId: tokens.customer_id } : {}),
    expiresAt: now + (tokens.expires_in ?? 1800) * 1000,
    ...(basketId ? { basketId } : {}),
    ...(registered ? { registered } : {}),
  };
}

/** A fresh guest: a new shopper, with no basket yet. */
export async function newShopperSession(auth: ShopperAuth, now: number): Promise<ShopperSession> {
  return fromTokens(await auth.loginGuest(), now);
}

/**
 * A session whose access token can be used now: the current one; a refreshed one when it is about to expire (the same
 * shopper and basket); or, with no session or a refresh SLAS refuses (revoked, expired, another instance), a new guest.
 */
export async function usableSession(
  current: ShopperSession | undefined,
  auth: ShopperAuth,
  now: number,
): Promise<ShopperSession> {
  if (!current) return newShopperSession(auth, now);
  if (now < current.expiresAt - SHOPPER_TOKEN_REFRESH_MARGIN_MS) return current;
  try {
    const tokens = await auth.refresh(current.refreshToken);
    // The same usid is the same shopper: their basket stays theirs.
    const same = tokens.usid === current.usid;
    return fromTokens(tokens, now, same ? current.basketId : undefined, same ? current.registered : undefined);
  } catch {
    return newShopperSession(auth, now);
  }
}

/** SLAS for shoppers, through commerce-sdk-isomorphic's helpers (each call under the commerce deadline). */
export function createShopperAuth(config: CommerceConfig, fetchImpl?: typeof fetch): ShopperAuth {
  const slasClient = new sdk.ShopperLogin(fetchImpl ? clientConfig(config, fetchImpl as never) : clientConfig(config));
  return {
    loginGuest: async () =>
      (await sdk.helpers.loginGuestUser({
        slasClient,
        parameters: { redirectURI: config.redirectUri },
      })) as SlasTokenResponse,
    refresh: async (refreshToken) =>
      (await sdk.helpers.refreshAccessToken({ slasClient, parameters: { refreshToken } })) as SlasTokenResponse,
    logout: async (accessToken, refreshToken) => {
      await sdk.helpers.logout({ slasClient, parameters: { accessToken, refreshToken } });
    },
  };
}
