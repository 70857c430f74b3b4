import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { LoginThrottle } from './accounts.js';
import type { CommerceConfig } from './config.js';

/**
 * SLAS (Shopper Login and API Access Service) subset: the public-client PKCE guest flow that
 * `helpers.loginGuestUser` runs (authorize → 303 with `code` and `usid` → token), refresh tokens,
 * and `client_credentials` for a private client. Access tokens are JWTs signed HS256 with
 * `config.tokenSecret` (real SLAS signs ES256 with keys from its JWKS endpoint).
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
export type CredentialCheck = (login: string, password: string) => Promise<{ customerId: string; login: string; name: string } | undefined>;

export function signJwt(claims: object, secret: string): string {
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid: 'ridgeline-sandbox' }));
  const body = b64url(JSON.stringify(claims));
  const sig = createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${sig}`;
}

/** Verifies signature and expiry; returns the claims or a reason. */
export function verifyJwt(token: string, secret: string, now = Date.now()): TokenClaims | { error: string } {
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
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return { error: 'The access token has expired.' };
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

/** Where refresh tokens outlive the process (the sandbox database); without one they live in memory only. */
export interface SessionStore {
  save(refreshToken: string, session: Session, expires: number): Promise<void>;
  find(refreshToken: string): Promise<(Session & { expires: number }) | undefined>;
  remove(refreshToken: string): Promise<void>;
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
  issueCode(pending: { challenge?: string; redirectUri: string; usid?: string; customerId: string; registered: NonNullable<Session['registered']> }): { code: string; usid: string };
  /** Tokens for a registered shopper (passwordless), their refresh token kept like any other. */
  issueRegistered(session: Session & { registered: NonNullable<Session['registered']> }): Promise<TokenResponse>;
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
  c.json({ status_code: `${status} ${status === 400 ? 'BAD_REQUEST' : status === 401 ? 'UNAUTHORIZED' : 'NOT_FOUND'}`, message }, status);

/** The guest id a registered token carries beside the customer's own (stable per usid, like SLAS's). */
const guestIdOf = (usid: string): string => `ab${createHash('sha256').update(usid).digest('base64url').replace(/[-_]/g, 'x').slice(0, 24)}`;

/** Guest customer ids look like SLAS's: 26 base62-ish characters. */
const newCustomerId = (): string => `ab${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x').slice(0, 24)}`;

export interface RegisteredLoginOptions {
  checkCredentials: CredentialCheck;
  throttle: LoginThrottle;
}

/** The client address a login attempt is counted against: the socket's peer (the storefront server, for its shoppers). */
const clientAddress = (c: Context): string =>
  (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress ?? 'unknown';

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

export function createAuthService(config: CommerceConfig, store?: SessionStore, registered?: RegisteredLoginOptions): AuthService {
  const codes = new Map<string, PendingCode>();
  const refreshTokens = new Map<string, Session & { expires: number }>();
  const REFRESH_TTL = 30 * 24 * 3600;

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
      return slasError(c, 400, 'The sandbox authorizes guests only here (hint=guest); registered shoppers log in at /oauth2/login; IDP logins are not implemented.');
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
   * which `/token` exchanges (`authorization_code_pkce`). Wrong credentials and unknown logins get the same 401; an
   * account or address with too many recent failures gets a 429 with `Retry-After` before the password is checked.
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
    if (!credentials) return slasError(c, 401, 'The shopper\'s credentials are required as Basic authorization.');
    if (!registered) return slasError(c, 401, 'Credentials are invalid.');
    const address = clientAddress(c);
    const wait = registered.throttle.retryAfter(credentials.login, address);
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      return c.json({ status_code: '429 TOO_MANY_REQUESTS', message: 'Too many failed login attempts. Try again later.' }, 429);
    }
    const customer = await registered.checkCredentials(credentials.login, credentials.password);
    if (!customer) {
      registered.throttle.failed(credentials.login, address);
      return slasError(c, 401, 'Credentials are invalid.');
    }
    registered.throttle.succeeded(credentials.login);
    const usid = body.usid || randomUUID();
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
    if (body.channel_id && body.channel_id !== config.siteId) return slasError(c, 400, `Unknown channel_id "${body.channel_id}".`);

    switch (body.grant_type) {
      case 'authorization_code_pkce':
      case 'authorization_code': {
        const pending = body.code ? codes.get(body.code) : undefined;
        if (!pending || pending.expires < Date.now()) return slasError(c, 400, 'Invalid or expired authorization code.');
        codes.delete(body.code!);
        if (body.redirect_uri !== pending.redirectUri) return slasError(c, 400, 'redirect_uri does not match the authorize call.');
        if (body.grant_type === 'authorization_code_pkce') {
          const verifier = body.code_verifier ?? '';
          const computed = createHash('sha256').update(verifier).digest('base64url');
          if (computed !== pending.challenge) return slasError(c, 400, 'code_verifier does not match code_challenge.');
        } else if (basicSecret !== config.clientSecret) {
          return slasError(c, 401, 'authorization_code needs the private client credentials (Basic auth).');
        }
        return c.json(
          await persisted(issue({ usid: pending.usid, customerId: pending.customerId, ...(pending.registered ? { registered: pending.registered } : {}) })),
        );
      }
      case 'refresh_token': {
        const token = body.refresh_token;
        const session = token ? (refreshTokens.get(token) ?? (await store?.find(token))) : undefined;
        if (!session || session.expires < Date.now()) return slasError(c, 400, 'Invalid or expired refresh token.');
        return c.json(
          await persisted(issue({ usid: session.usid, customerId: session.customerId, ...(session.registered ? { registered: session.registered } : {}) }, token)),
        );
      }
      case 'client_credentials': {
        if (basicSecret !== config.clientSecret) return slasError(c, 401, 'client_credentials needs the private client secret (Basic auth).');
        return c.json(await persisted(issue({ usid: body.usid || randomUUID(), customerId: newCustomerId() })));
      }
      default:
        return slasError(c, 400, `Unsupported grant_type "${body.grant_type ?? ''}".`);
    }
  });

  app.get(`${base}/logout`, async (c) => {
    const refresh = c.req.query('refresh_token');
    const session = refresh ? (refreshTokens.get(refresh) ?? (await store?.find(refresh))) : undefined;
    if (!session) return slasError(c, 400, 'Invalid refresh token.');
    refreshTokens.delete(refresh!);
    await store?.remove(refresh!);
    return c.json(await persisted(issue({ usid: randomUUID(), customerId: newCustomerId() })));
  });

  const verify = (authorization: string | undefined) => {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    if (!token) return { error: 'A Bearer access token is required in the Authorization header.' };
    const claims = verifyJwt(token, config.tokenSecret);
    if ('error' in claims) return claims;
    if (claims.aud !== `commercecloud/dev/${config.organizationId}`) return { error: 'The access token was issued for another organization.' };
    return claims;
  };

  return {
    app,
    issueGuestToken: () => issue({ usid: randomUUID(), customerId: newCustomerId() }),
    verify,
    issueCode(pending) {
      const usid = pending.usid || randomUUID();
      const code = randomBytes(24).toString('base64url');
      codes.set(code, { ...pending, usid, expires: Date.now() + 10 * 60_000 });
      return { code, usid };
    },
    issueRegistered: (session) => persisted(issue(session)),
  };
}
