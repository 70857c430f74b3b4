import type { CommerceConfig } from './config.server';
import { seal, unsealJson, type SessionKeys } from './sessionSeal.server';
import { clientConfig } from './token.server';
import { sdk } from './sdk.server';

/**
 * The shopper's own commerce session and its lifecycle: their SLAS tokens and usid, and their basket id, as the
 * storefront keeps them in one sealed cookie (`encodeSession`/`decodeSession`, under the keys the storefront derives
 * from `SESSION_SECRET`), the guest login, the refresh before the access token expires and the logout that revokes a
 * registered shopper's tokens. Every shopper has their own guest login, so every shopper has their own basket; the
 * server's app-level guest token (`token.server.ts`) is only for public product data and never touches a basket.
 * Reading the cookie off a request and writing it on a response is the storefront's.
 */

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
  /** Set once the shopper signed in with a password: the tokens are a registered customer's. */
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

export function encodeSession(session: ShopperSession, sessionKeys: SessionKeys): string {
  return seal(JSON.stringify(compactSession(session)), sessionKeys);
}

/**
 * Whether a session differs from the one a cookie value holds (a refresh, a new basket, a sign-in): only then is the
 * cookie written again. (Two seals of one session differ, each with its own IV, so the values cannot be compared.)
 */
export function sessionChanged(session: ShopperSession, stored: string | undefined, sessionKeys: SessionKeys): boolean {
  const before = decodeSession(stored, sessionKeys);
  return !before || JSON.stringify(compactSession(before)) !== JSON.stringify(compactSession(session));
}

/**
 * The session of a cookie value; undefined for anything this server did not seal: a tampered cookie, one sealed under
 * another secret or an old unsealed one is no session (the shopper continues as a new guest).
 */
export function decodeSession(value: string | undefined, sessionKeys: SessionKeys): ShopperSession | undefined {
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
