import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { LoginThrottle } from './accounts.js';
import type { CommerceConfig } from './config.js';

/**
 * SLAS (Shopper Login and API Access Service) subset: the public-client PKCE guest flow that
 * `helpers.loginGuestUser` runs (authorize → 303 with `code` and `usid` → token), refresh tokens,
 * and `client_credentials` for a private client. Access tokens are JWTs signed HS256 with
 * `config.tokenSecret` (real SLAS signs ES256 with keys from its JWKS endpoint). Logout and password resets end
 * sessions (usid + customer) for good: `verify`, the one check every Shopper API makes, refuses their access tokens.
 */

const b64url = (b: Buffer | string): string => Buffer.from(b).toString('base64url');

export interface TokenClaims {
  sub: string;
  isb: string;
  aud: string;
  iss: string;
  exp: number;
  iat: number;
  [claim: string]: unknown;
}

export interface Session {
  usid: string;
  customerId: string;
  /** a registered shopper's login and display name (the token's `upn` and `uidn`); absent for guests */
  registered?: { login: string; name: string };
}

/** Checks a registered shopper's credentials (the Shopper Customers store); undefined when they do not match. */
export type CredentialCheck = (
  login: string,
  password: string,
) => Promise<{ customerId: string; login: string; name: string } | undefined>;

export function signJwt(claims: object, secret: string): string {
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid: 'ridgeline-sandbox' }));
  const body = b64url(JSON.stringify(claims));
  const sig = createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${sig}`;
}

/**
 * Verifies signature and expiry; returns the claims or a reason. `ignoreExpiry` is for logout only: a shopper whose
 * access token has just lapsed must still be able to end the session it belongs to.
 */
export function verifyJwt(
  token: string,
  secret: string,
  now = Date.now(),
  options: { ignoreExpiry?: boolean } = {},
): TokenClaims | { error: string } {
  const parts = token.split('.');
  if (parts.length !== 3) return { error: 'The access token is not a JWT.' };
  const [h, b, s] = parts as [string, string, string];
  const expected = createHmac('sha256', secret).update(`${h}.${b}`).digest();
  const given = Buffer.from(s, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { error: 'The access token signature is invalid.' };
  }
  let claims: TokenClaims;
  try {
    claims = JSON.parse(Buffer.from(b, 'base64url').toString('utf8')) as TokenClaims;
  } catch {
    return { error: 'The access token payload is not JSON.' };
  }
  if (typeof claims.exp !== 'number') return { error: 'The access token has no expiry.' };
  if (!options.ignoreExpiry && claims.exp * 1000 <= now) return { error: 'The access token has expired.' };
  return claims;
}

/** Reads `usid` and the customer id (registered `rcid`, else guest `gcid`) back from a token's `sub`/`isb` claims. */
export function sessionOf(claims: TokenClaims): Session {
  const usid = /usid:([^:]+)/.exec(claims.sub)?.[1] ?? '';
  const customerId = /rcid:([^:]+)/.exec(claims.isb)?.[1] ?? /gcid:([^:]+)/.exec(claims.isb)?.[1] ?? '';
  return { usid, customerId };
}

interface PendingCode {
  challenge?: string;
  redirectUri: string;
  usid: string;
  customerId: string;
  registered?: Session['registered'];
  expires: number;
}

/**
 * One SLAS login session: a usid of one customer. Every access and refresh token issued for it names both, so ending
 * the session (logout, a password reset) ends all of them. Keyed by the pair, not the usid alone: a client chooses the
 * usid it logs in with, so one shopper's logout must not end another customer's session on the same usid.
 */
export interface SessionKey {
  usid: string;
  customerId: string;
}

/** Why a session was ended (kept with the revocation, for whoever reads the database). */
export type RevocationReason = 'logout' | 'logout-all-sessions' | 'password-reset';

/** Where refresh tokens and ended sessions outlive the process (the sandbox database); without one they live in memory only. */
export interface SessionStore {
  save(refreshToken: string, session: Session, expires: number): Promise<void>;
  find(refreshToken: string): Promise<(Session & { expires: number }) | undefined>;
  remove(refreshToken: string): Promise<void>;
  /** records the sessions as ended and deletes their refresh tokens, in one transaction */
  revoke(sessions: readonly SessionKey[], reason: RevocationReason): Promise<void>;
  /** the sessions a customer holds refresh tokens for */
  sessionsOf(customerId: string): Promise<SessionKey[]>;
}

export interface AuthService {
  app: Hono;
  /** issues a guest token directly (tests, tools) */
  issueGuestToken(): TokenResponse;
  verify(authorization: string | undefined): TokenClaims | { error: string };
  /**
   * An authorization code for a registered shopper, as `/oauth2/login` hands out (the social stand-in identity
   * provider uses it): `redirect_uri` and the PKCE challenge must match at `/oauth2/token`.
   */
  issueCode(pending: {
    challenge?: string;
    redirectUri: string;
    usid?: string;
    customerId: string;
    registered: NonNullable<Session['registered']>;
  }): { code: string; usid: string };
  /** Tokens for a registered shopper (passwordless), their refresh token kept like any other. */
  issueRegistered(session: Session & { registered: NonNullable<Session['registered']> }): Promise<TokenResponse>;
  /**
   * Ends sessions for good: their refresh tokens stop refreshing and every access token issued for them is refused by
   * `verify` from now on (kept in the store, so a restart does not bring them back).
   */
  revokeSessions(sessions: readonly SessionKey[], reason: RevocationReason): Promise<void>;
  /** Ends every session of a customer (a password reset); answers how many. */
  revokeCustomerSessions(customerId: string, reason: RevocationReason): Promise<number>;
  /** The usids of a customer's sessions that still hold a refresh token and were not ended (diagnostics). */
  liveUsids(customerId: string): Promise<string[]>;
  /** Sessions ended earlier, read back from the store when the database opens. */
  restoreRevoked(sessions: readonly SessionKey[]): void;
  /** Forgets a login's failed attempts (a new account on it, a password reset): they were not its owner's. */
  clearLoginFailures(login: string): void;
}

export interface TokenResponse {
  access_token: string;
  id_token: string;
  refresh_token: string;
  expires_in: number;
  refresh_token_expires_in: number;
  token_type: 'BEARER';
  usid: string;
  customer_id: string;
  enc_user_id: string;
  idp_access_token: string | null;
}

const slasError = (c: Context, status: 400 | 401 | 404, message: string) =>
  c.json(
    {
      status_code: `${status} ${status === 400 ? 'BAD_REQUEST' : status === 401 ? 'UNAUTHORIZED' : 'NOT_FOUND'}`,
      message,
    },
    status,
  );

/**
 * A refresh token that is unknown, expired or revoked (logout, password reset): SLAS's `{ status_code, message }` with
 * OAuth 2's `error: 'invalid_grant'` beside it (commerce-sdk-isomorphic's `Oauth2ErrorResponse`), status 400.
 */
const invalidRefreshToken = (c: Context) =>
  c.json(
    {
      status_code: '400 BAD_REQUEST',
      message: 'Invalid refresh token: it is unknown, expired or revoked.',
      error: 'invalid_grant',
      error_description: 'Invalid refresh token: it is unknown, expired or revoked.',
    },
    400,
  );

const sessionKey = (session: SessionKey): string => `${session.usid}\n${session.customerId}`;

/** The guest id a registered token carries beside the customer's own (stable per usid, like SLAS's). */
const guestIdOf = (usid: string): string =>
  `ab${createHash('sha256').update(usid).digest('base64url').replace(/[-_]/g, 'x').slice(0, 24)}`;

/** Guest customer ids look like SLAS's: 26 base62-ish characters. */
const newCustomerId = (): string => `ab${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x').slice(0, 24)}`;

export interface RegisteredLoginOptions {
  checkCredentials: CredentialCheck;
  throttle: LoginThrottle;
}

/** `::ffff:203.0.113.7` (an IPv4 address on an IPv6 socket) is `203.0.113.7`; IPv6 compared lower-case. */
const normalAddress = (address: string): string => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  return mapped ?? address.toLowerCase();
};

/**
 * The client a login attempt is counted against. Behind the storefront every shopper arrives from the storefront
 * server's socket, so the storefront forwards the shopper's own address as the first `X-Forwarded-For` entry; that
 * entry is used when it is an IP address, else the socket's peer. (The sandbox trusts the header: it listens on the
 * loopback interface for its storefront. Anyone who can reach it directly can choose their client address, but not
 * get around the per-login lock.)
 */
export function clientAddress(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded && isIP(forwarded)) return normalAddress(forwarded);
  const peer = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket
    ?.remoteAddress;
  return peer ? normalAddress(peer) : 'unknown';
}

/** `Basic base64(login:password)`: the password is everything after the first colon (it may hold colons itself). */
function basicCredentials(header: string | undefined): { login: string; password: string } | undefined {
  const encoded = /^Basic\s+(\S+)$/i.exec(header ?? '')?.[1];
  if (!encoded) return undefined;
  const text = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = text.indexOf(':');
  if (colon <= 0) return undefined;
  return { login: text.slice(0, colon), password: text.slice(colon + 1) };
}

async function formOrJson(c: Context): Promise<Record<string, string>> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) return (await c.req.json().catch(() => ({}))) as Record<string, string>;
  return Object.fromEntries(new URLSearchParams(await c.req.text()));
}

export function createAuthService(
  config: CommerceConfig,
  store?: SessionStore,
  registered?: RegisteredLoginOptions,
): AuthService {
  const codes = new Map<string, PendingCode>();
  const refreshTokens = new Map<string, Session & { expires: number }>();
  const REFRESH_TTL = 30 * 24 * 3600;
  /** ended sessions (`sessionKey`): checked on every access token `verify` sees, so kept in memory, loaded from the store */
  const revoked = new Set<string>();
  const isRevoked = (session: SessionKey): boolean => revoked.has(sessionKey(session));
  /** a usid the customer may log in on: the one asked for, unless that session was ended (then its tokens would be refused) */
  const usableUsid = (usid: string | undefined, customerId: string): string =>
    usid && !isRevoked({ usid, customerId }) ? usid : randomUUID();

  const revokeSessions = async (sessions: readonly SessionKey[], reason: RevocationReason): Promise<void> => {
    if (!sessions.length) return;
    // in memory first: from here on no access token of these sessions passes verify, even while the store writes
    const ended = new Set(sessions.map(sessionKey));
    for (const key of ended) revoked.add(key);
    for (const [token, session] of refreshTokens) if (ended.has(sessionKey(session))) refreshTokens.delete(token);
    await store?.revoke(sessions, reason);
  };

  const issue = (session: Session, refreshToken?: string): TokenResponse => {
    const iat = Math.floor(Date.now() / 1000);
    const claims = {
      aut: 'GUID',
      scp: 'sfcc.shopper-products sfcc.shopper-product-search sfcc.shopper-categories sfcc.shopper-baskets-orders.rw sfcc.shopper-myaccount.rw',
      sub: `cc-slas::${config.organizationId}::scid:${config.clientId}::usid:${session.usid}`,
      ctx: 'slas',
      iss: `slas/dev/${config.organizationId}`,
      ist: 1,
      dnt: '0',
      aud: `commercecloud/dev/${config.organizationId}`,
      nbf: iat - 30,
      sty: 'User',
      isb: session.registered
        ? `uido:ecom::upn:${session.registered.login}::uidn:${session.registered.name}::gcid:${guestIdOf(session.usid)}::rcid:${session.customerId}::chid:${config.siteId}`
        : `uido:slas::upn:Guest::uidn:Guest User::gcid:${session.customerId}::chid:${config.siteId}`,
      exp: iat + config.accessTokenTtl,
      iat,
      jti: `C2C${randomUUID()}`,
    };
    const refresh = refreshToken ?? randomBytes(32).toString('base64url');
    refreshTokens.set(refresh, { ...session, expires: Date.now() + REFRESH_TTL * 1000 });
    return {
      access_token: signJwt(claims, config.tokenSecret),
      id_token: '',
      refresh_token: refresh,
      expires_in: config.accessTokenTtl,
      refresh_token_expires_in: REFRESH_TTL,
      token_type: 'BEARER',
      usid: session.usid,
      customer_id: session.customerId,
      enc_user_id: createHash('sha256').update(session.customerId).digest('hex').slice(0, 32),
      idp_access_token: null,
    };
  };

  /** keeps the refresh token in the store too, so a restarted sandbox still honours it */
  const persisted = async (res: TokenResponse): Promise<TokenResponse> => {
    const session = refreshTokens.get(res.refresh_token);
    if (store && session) {
      const { expires, ...kept } = session;
      await store.save(res.refresh_token, kept, expires);
    }
    return res;
  };

  const app = new Hono();
  const base = '/shopper/auth/v1/organizations/:org/oauth2';

  app.use(`${base}/*`, async (c, next) => {
    if (c.req.param('org') !== config.organizationId) {
      return slasError(c, 404, `Unknown organization "${c.req.param('org')}".`);
    }
    return next();
  });

  app.get(`${base}/authorize`, (c) => {
    const q = (k: string) => c.req.query(k);
    const redirectUri = q('redirect_uri');
    if (!redirectUri) return slasError(c, 400, 'Required parameter redirect_uri is missing.');
    if (q('response_type') !== 'code') return slasError(c, 400, 'response_type must be "code".');
    if (q('client_id') !== config.clientId) return slasError(c, 401, 'Unknown client_id.');
    const channel = q('channel_id');
    if (channel && channel !== config.siteId) return slasError(c, 400, `Unknown channel_id "${channel}".`);
    const hint = q('hint');
    if (hint !== 'guest') {
      return slasError(
        c,
        400,
        'The sandbox authorizes guests only here (hint=guest); registered shoppers log in at /oauth2/login; IDP logins are not implemented.',
      );
    }
    const challenge = q('code_challenge');
    if (!challenge) return slasError(c, 400, 'A public client must send code_challenge (PKCE).');
    const usid = q('usid') || randomUUID();
    const code = randomBytes(24).toString('base64url');
    codes.set(code, { challenge, redirectUri, usid, customerId: newCustomerId(), expires: Date.now() + 10 * 60_000 });
    const location = new URL(redirectUri);
    location.searchParams.set('code', code);
    location.searchParams.set('usid', usid);
    return c.redirect(location.toString(), 303);
  });

  /**
   * Registered login (`authenticateCustomer`, what `helpers.loginRegisteredUserB2C` calls): the shopper's login and
   * password as Basic credentials, the PKCE challenge in the form body; a 303 to `redirect_uri` with `code` and `usid`,
   * which `/token` exchanges (`authorization_code_pkce`). Wrong credentials and unknown logins get the same 401. Before the
   * password is checked, a client (`clientAddress`) with too many recent failures gets a 429 and a login with too many a
   * 423, both with `Retry-After`. A `usid` whose session this customer ended is replaced by a new one.
   */
  app.post(`${base}/login`, async (c) => {
    const body = await formOrJson(c);
    const redirectUri = body.redirect_uri;
    if (!redirectUri) return slasError(c, 400, 'Required parameter redirect_uri is missing.');
    if (body.client_id !== config.clientId) return slasError(c, 401, 'Unknown client_id.');
    if (body.channel_id !== config.siteId) return slasError(c, 400, `Unknown channel_id "${body.channel_id ?? ''}".`);
    if (!body.code_challenge) return slasError(c, 400, 'A public client must send code_challenge (PKCE).');
    let location: URL;
    try {
      location = new URL(redirectUri);
    } catch {
      return slasError(c, 400, 'redirect_uri is not a URL.');
    }
    const credentials = basicCredentials(c.req.header('authorization'));
    if (!credentials) return slasError(c, 401, "The shopper's credentials are required as Basic authorization.");
    if (!registered) return slasError(c, 401, 'Credentials are invalid.');
    const address = clientAddress(c);
    const lock = registered.throttle.lock(credentials.login, address);
    if (lock) {
      c.header('Retry-After', String(lock.retryAfter));
      // a client that failed on many logins is slowed down (429); a login that failed too often is locked (423), for
      // unknown logins too, so the answer tells nothing about whether the account exists
      return lock.scope === 'client'
        ? c.json(
            {
              status_code: '429 TOO_MANY_REQUESTS',
              message: 'Too many failed login attempts from this client. Try again later.',
            },
            429,
          )
        : c.json(
            { status_code: '423 LOCKED', message: 'Too many failed login attempts for this login. Try again later.' },
            423,
          );
    }
    const customer = await registered.checkCredentials(credentials.login, credentials.password);
    if (!customer) {
      registered.throttle.failed(credentials.login, address);
      return slasError(c, 401, 'Credentials are invalid.');
    }
    registered.throttle.succeeded(credentials.login);
    const usid = usableUsid(body.usid, customer.customerId);
    const code = randomBytes(24).toString('base64url');
    codes.set(code, {
      challenge: body.code_challenge,
      redirectUri,
      usid,
      customerId: customer.customerId,
      registered: { login: customer.login, name: customer.name },
      expires: Date.now() + 10 * 60_000,
    });
    location.searchParams.set('code', code);
    location.searchParams.set('usid', usid);
    return c.redirect(location.toString(), 303);
  });

  app.post(`${base}/token`, async (c) => {
    const body = await formOrJson(c);
    const basic = /^Basic\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    const [basicId, basicSecret] = basic ? Buffer.from(basic, 'base64').toString('utf8').split(':') : [];
    const clientId = body.client_id ?? basicId;
    if (clientId !== config.clientId) return slasError(c, 401, 'Unknown client_id.');
    if (body.channel_id && body.channel_id !== config.siteId)
      return slasError(c, 400, `Unknown channel_id "${body.channel_id}".`);

    switch (body.grant_type) {
      case 'authorization_code_pkce':
      case 'authorization_code': {
        const pending = body.code ? codes.get(body.code) : undefined;
        if (!pending || pending.expires < Date.now())
          return slasError(c, 400, 'Invalid or expired authorization code.');
        codes.delete(body.code!);
        // a code issued before the session was ended (a password reset meanwhile) signs nobody in
        if (isRevoked(pending)) return slasError(c, 400, 'Invalid or expired authorization code.');
        if (body.redirect_uri !== pending.redirectUri)
          return slasError(c, 400, 'redirect_uri does not match the authorize call.');
        if (body.grant_type === 'authorization_code_pkce') {
          const verifier = body.code_verifier ?? '';
          const computed = createHash('sha256').update(verifier).digest('base64url');
          if (computed !== pending.challenge) return slasError(c, 400, 'code_verifier does not match code_challenge.');
        } else if (basicSecret !== config.clientSecret) {
          return slasError(c, 401, 'authorization_code needs the private client credentials (Basic auth).');
        }
        return c.json(
          await persisted(
            issue({
              usid: pending.usid,
              customerId: pending.customerId,
              ...(pending.registered ? { registered: pending.registered } : {}),
            }),
          ),
        );
      }
      case 'refresh_token': {
        const token = body.refresh_token;
        const session = token ? (refreshTokens.get(token) ?? (await store?.find(token))) : undefined;
        if (!session || session.expires < Date.now() || isRevoked(session)) return invalidRefreshToken(c);
        return c.json(
          await persisted(
            issue(
              {
                usid: session.usid,
                customerId: session.customerId,
                ...(session.registered ? { registered: session.registered } : {}),
              },
              token,
            ),
          ),
        );
      }
      case 'client_credentials': {
        if (basicSecret !== config.clientSecret)
          return slasError(c, 401, 'client_credentials needs the private client secret (Basic auth).');
        return c.json(await persisted(issue({ usid: body.usid || randomUUID(), customerId: newCustomerId() })));
      }
      default:
        return slasError(c, 400, `Unsupported grant_type "${body.grant_type ?? ''}".`);
    }
  });

  /**
   * `logoutCustomer` (what `helpers.logout` sends): `?client_id&refresh_token[&channel_id][&hint=all-sessions]` with the
   * shopper's access token as Bearer. Ends the session the refresh token belongs to (with `hint=all-sessions`, every
   * session of its customer): the refresh token stops refreshing and every access token of the session gets 401, for
   * good. The access token must be ours and name the same session; it may have expired (the shopper may log out after
   * a pause). Answers a new guest's tokens.
   */
  app.get(`${base}/logout`, async (c) => {
    const q = (k: string) => c.req.query(k);
    if (q('client_id') !== config.clientId) return slasError(c, 401, 'Unknown client_id.');
    const channel = q('channel_id');
    if (channel && channel !== config.siteId) return slasError(c, 400, `Unknown channel_id "${channel}".`);
    const hint = q('hint');
    if (hint !== undefined && hint !== 'all-sessions')
      return slasError(c, 400, 'hint must be "all-sessions" when given.');
    const refresh = q('refresh_token');
    if (!refresh) return slasError(c, 400, 'Required parameter refresh_token is missing.');
    const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (!bearer) return slasError(c, 401, "The shopper's access token is required as Bearer authorization.");
    const claims = verifyJwt(bearer, config.tokenSecret, Date.now(), { ignoreExpiry: true });
    if ('error' in claims) return slasError(c, 401, String(claims.error));
    if (claims.aud !== `commercecloud/dev/${config.organizationId}`)
      return slasError(c, 401, 'The access token was issued for another organization.');
    const session = refreshTokens.get(refresh) ?? (await store?.find(refresh));
    if (!session || session.expires < Date.now() || isRevoked(session)) return invalidRefreshToken(c);
    const holder = sessionOf(claims);
    if (holder.usid !== session.usid || holder.customerId !== session.customerId) {
      return slasError(c, 401, 'The access token and the refresh token belong to different sessions.');
    }
    if (hint === 'all-sessions') await revokeCustomerSessions(session.customerId, 'logout-all-sessions', [session]);
    else await revokeSessions([{ usid: session.usid, customerId: session.customerId }], 'logout');
    return c.json(await persisted(issue({ usid: randomUUID(), customerId: newCustomerId() })));
  });

  /** Every session of a customer: those with refresh tokens in memory or in the store, plus `also`. */
  async function revokeCustomerSessions(
    customerId: string,
    reason: RevocationReason,
    also: readonly SessionKey[] = [],
  ): Promise<number> {
    const sessions = new Map<string, SessionKey>();
    const add = (s: SessionKey) => sessions.set(sessionKey(s), { usid: s.usid, customerId: s.customerId });
    also.forEach(add);
    for (const session of refreshTokens.values()) if (session.customerId === customerId) add(session);
    for (const session of (await store?.sessionsOf(customerId)) ?? []) add(session);
    await revokeSessions([...sessions.values()], reason);
    return sessions.size;
  }

  /** The one check of shopper access tokens (every Shopper API calls it): signature, expiry, organization, not revoked. */
  const verify = (authorization: string | undefined) => {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    if (!token) return { error: 'A Bearer access token is required in the Authorization header.' };
    const claims = verifyJwt(token, config.tokenSecret);
    if ('error' in claims) return claims;
    if (claims.aud !== `commercecloud/dev/${config.organizationId}`)
      return { error: 'The access token was issued for another organization.' };
    if (isRevoked(sessionOf(claims)))
      return { error: 'The access token has been revoked (the shopper logged out or reset the password).' };
    return claims;
  };

  return {
    app,
    issueGuestToken: () => issue({ usid: randomUUID(), customerId: newCustomerId() }),
    verify,
    issueCode(pending) {
      const usid = usableUsid(pending.usid, pending.customerId);
      const code = randomBytes(24).toString('base64url');
      codes.set(code, { ...pending, usid, expires: Date.now() + 10 * 60_000 });
      return { code, usid };
    },
    issueRegistered: (session) => persisted(issue({ ...session, usid: usableUsid(session.usid, session.customerId) })),
    revokeSessions,
    revokeCustomerSessions: (customerId, reason) => revokeCustomerSessions(customerId, reason),
    async liveUsids(customerId) {
      const usids = new Set<string>();
      for (const session of refreshTokens.values())
        if (session.customerId === customerId && session.expires > Date.now()) usids.add(session.usid);
      for (const session of (await store?.sessionsOf(customerId)) ?? []) usids.add(session.usid);
      return [...usids].filter((usid) => !isRevoked({ usid, customerId }));
    },
    restoreRevoked(sessions) {
      for (const session of sessions) revoked.add(sessionKey(session));
    },
    clearLoginFailures(login) {
      registered?.throttle.succeeded(login);
    },
  };
}
