import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { Context } from 'hono';
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
}

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

/** Reads `usid` and the guest customer id back from a token's `sub`/`isb` claims. */
export function sessionOf(claims: TokenClaims): Session {
  const usid = /usid:([^:]+)/.exec(claims.sub)?.[1] ?? '';
  const customerId = /gcid:([^:]+)/.exec(claims.isb)?.[1] ?? '';
  return { usid, customerId };
}

interface PendingCode {
  challenge?: string;
  redirectUri: string;
  usid: string;
  customerId: string;
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

/** Guest customer ids look like SLAS's: 26 base62-ish characters. */
const newCustomerId = (): string => `ab${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x').slice(0, 24)}`;

export function createAuthService(config: CommerceConfig, store?: SessionStore): AuthService {
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
      isb: `uido:slas::upn:Guest::uidn:Guest User::gcid:${session.customerId}::chid:${config.siteId}`,
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
    if (store && session) await store.save(res.refresh_token, { usid: session.usid, customerId: session.customerId }, session.expires);
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
      return slasError(c, 400, 'The sandbox supports guest logins only (hint=guest); registered and IDP logins are not implemented.');
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

  app.post(`${base}/token`, async (c) => {
    const type = c.req.header('content-type') ?? '';
    let body: Record<string, string>;
    if (type.includes('application/json')) body = (await c.req.json().catch(() => ({}))) as Record<string, string>;
    else body = Object.fromEntries(new URLSearchParams(await c.req.text()));
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
        return c.json(await persisted(issue({ usid: pending.usid, customerId: pending.customerId })));
      }
      case 'refresh_token': {
        const token = body.refresh_token;
        const session = token ? (refreshTokens.get(token) ?? (await store?.find(token))) : undefined;
        if (!session || session.expires < Date.now()) return slasError(c, 400, 'Invalid or expired refresh token.');
        return c.json(await persisted(issue({ usid: session.usid, customerId: session.customerId }, token)));
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
  };
}
