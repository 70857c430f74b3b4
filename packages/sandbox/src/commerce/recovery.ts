import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { html } from 'hono/html';
import type { AuthService } from './auth.js';
import { customerByLogin, hashPassword, normalLogin, type CustomerRow } from './accounts.js';
import { newId, type Queryable } from './basket-model.js';
import type { CommerceConfig } from './config.js';
import { passwordPolicyProblem } from './customers.js';
import type { SandboxDatabase } from '../db/index.js';

/**
 * The shopper's ways back in without a password: SLAS passwordless login and password reset (`callback` and `email` modes),
 * the storefront's older SFRA reset form, and a stand-in identity provider for social login (Apple, Google). Tokens are
 * random, single use, kept only as a hash in the database (a restart loses none) and expire; every mail the sandbox
 * "sends" lands in an outbox a developer or a test reads at `GET /__sandbox/outbox?to=`.
 *
 * Real SLAS POSTs a callback-mode token to `callback_uri` and the storefront's server mails it; the sandbox skips that
 * hop and mails the link itself: `callback_uri` with `token` (and, for a reset, `email`) added to its query. In `email`
 * mode real SLAS mails through Marketing Cloud with a template whose link the merchant configures; the sandbox mails
 * the same link to its configured landing page (`emailModeLinks`), so a client that never registers a callback (PWA
 * Kit's default) completes both flows.
 */

export interface RecoveryOptions {
  /**
   * The callback and redirect URIs registered for the SLAS client. An entry is a URL without query; `*` stands for
   * any run of characters but a slash (a port, as in `http://localhost:<any port>/callback` written with a star). A URI is compared without its query.
   */
  callbackUris: readonly string[];
  /** passwordless link lifetime (default 10 minutes) */
  passwordlessTtlMs: number;
  /** password-reset link lifetime (default 30 minutes) */
  passwordResetTtlMs: number;
  /** where the SFRA reset form's mail links to (that form carries no callback URI) */
  sfraResetPage: string;
  /** the landing pages an `email`-mode mail links to (the merchant's template link in real SLAS) */
  emailModeLinks: { passwordless: string; passwordReset: string };
  now: () => number;
}

const LANDING_PATHS = ['/callback', '/social-callback', '/reset-password-callback', '/passwordless-login-callback'];

export const DEFAULT_RECOVERY: Readonly<RecoveryOptions> = Object.freeze({
  callbackUris: ['localhost', '127.0.0.1'].flatMap((host) => LANDING_PATHS.map((p) => `http://${host}:*${p}`)),
  passwordlessTtlMs: 10 * 60_000,
  passwordResetTtlMs: 30 * 60_000,
  sfraResetPage: 'http://localhost:3000/reset-password-callback',
  // PWA Kit retail app's landing routes, on its development port
  emailModeLinks: {
    passwordless: 'http://localhost:3000/passwordless-login-landing',
    passwordReset: 'http://localhost:3000/reset-password-landing',
  },
  now: Date.now,
});

export const SOCIAL_PROVIDERS = ['apple', 'google'] as const;
type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
const PROVIDER_NAMES: Record<SocialProvider, string> = { apple: 'Apple', google: 'Google' };

type Purpose = 'passwordless' | 'password-reset';

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
const EMAIL = /^[\w.%+-]+@(?:[\w-]+\.)+[A-Za-z]{2,}$/;

const slasError = (c: Context, status: 400 | 401 | 404, message: string) =>
  c.json(
    {
      status_code: `${status} ${status === 400 ? 'BAD_REQUEST' : status === 401 ? 'UNAUTHORIZED' : 'NOT_FOUND'}`,
      message,
    },
    status,
  );

/** Whether `uri` (query ignored) is one of `patterns`. */
export function isRegisteredUri(uri: string | undefined, patterns: readonly string[]): boolean {
  if (!uri) return false;
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  const bare = `${url.origin}${url.pathname}`;
  return patterns.some((pattern) =>
    new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`).test(bare),
  );
}

async function formOrJson(c: Context): Promise<Record<string, string>> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) return (await c.req.json().catch(() => ({}))) as Record<string, string>;
  return Object.fromEntries(new URLSearchParams(await c.req.text()));
}

/** The private client's Basic credentials (`client_id:secret`), compared in constant time. */
function isPrivateClient(c: Context, config: CommerceConfig): boolean {
  const encoded = /^Basic\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  if (!encoded) return false;
  const expected = Buffer.from(`${config.clientId}:${config.clientSecret}`);
  const given = Buffer.from(Buffer.from(encoded, 'base64').toString('utf8'));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  body: string;
  link: string;
  sentAt: string;
}

interface PendingSocialLogin {
  provider: SocialProvider;
  redirectUri: string;
  challenge: string;
  usid?: string;
  expires: number;
}

const withQuery = (uri: string, params: Record<string, string>): string => {
  const url = new URL(uri);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
};

const displayName = (row: Pick<CustomerRow, 'first_name' | 'last_name'>) =>
  [row.first_name, row.last_name].filter(Boolean).join(' ');

export function createRecoveryApi(
  shop: { config: CommerceConfig; auth: AuthService; database: SandboxDatabase },
  options: Partial<RecoveryOptions> = {},
): { app: Hono } {
  const { config, auth, database } = shop;
  const settings: RecoveryOptions = { ...DEFAULT_RECOVERY, ...options };
  const now = settings.now;
  const app = new Hono();
  const base = '/shopper/auth/v1/organizations/:org/oauth2';
  const socialLogins = new Map<string, PendingSocialLogin>();

  const sendMail = async (db: Queryable, mail: { to: string; subject: string; body: string; link: string }) => {
    await db.query(
      'insert into sandbox_outbox (recipient, subject, body, link, created_at) values ($1, $2, $3, $4, $5)',
      [normalLogin(mail.to), mail.subject, mail.body, mail.link, new Date(now())],
    );
  };

  const saveToken = async (
    db: Queryable,
    purpose: Purpose,
    customer: CustomerRow,
    usid: string | undefined,
  ): Promise<string> => {
    const token = newToken();
    const ttl = purpose === 'passwordless' ? settings.passwordlessTtlMs : settings.passwordResetTtlMs;
    await db.query(
      'insert into slas_action_tokens (token_hash, purpose, login, customer_id, usid, expires_at) values ($1, $2, $3, $4, $5, $6)',
      [tokenHash(token), purpose, customer.login, customer.customer_id, usid ?? null, new Date(now() + ttl)],
    );
    return token;
  };

  /** Takes a live token: marks it used and returns its customer, or undefined (unknown, used, expired, another purpose). */
  const takeToken = async (db: Queryable, purpose: Purpose, token: string | undefined) => {
    if (!token) return undefined;
    const { rows } = await db.query<{ login: string; customer_id: string; usid: string | null }>(
      `update slas_action_tokens set used_at = $3
       where token_hash = $1 and purpose = $2 and used_at is null and expires_at > $3
       returning login, customer_id, usid`,
      [tokenHash(token), purpose, new Date(now())],
    );
    return rows[0];
  };

  /** Whether a token would be taken (without taking it): a reset checks the new password before spending its token. */
  const liveToken = async (db: Queryable, purpose: Purpose, token: string | undefined) => {
    if (!token) return undefined;
    const { rows } = await db.query<{ login: string }>(
      'select login from slas_action_tokens where token_hash = $1 and purpose = $2 and used_at is null and expires_at > $3',
      [tokenHash(token), purpose, new Date(now())],
    );
    return rows[0];
  };

  /** Where the mail of `mode` links to, or why the request is refused. */
  const linkTarget = (
    body: Record<string, string>,
    emailModeLink: string,
  ): { link: string; problem?: undefined } | { problem: string } => {
    if (body.mode === 'email') return { link: emailModeLink };
    if (body.mode !== 'callback') return { problem: 'mode must be "callback" or "email".' };
    const problem = callbackProblem(body.callback_uri);
    return problem ? { problem } : { link: body.callback_uri! };
  };

  const callbackProblem = (uri: string | undefined): string | undefined => {
    if (!uri) return 'callback_uri is required when mode is callback.';
    if (!settings.callbackUris.length) return 'No callback_uri is registered for this client.';
    if (!isRegisteredUri(uri, settings.callbackUris)) return "callback_uri doesn't match the registered callbacks.";
    return undefined;
  };

  app.use(`${base}/*`, async (c, next) => {
    if (c.req.param('org') !== config.organizationId)
      return slasError(c, 404, `Unknown organization "${c.req.param('org')}".`);
    return next();
  });

  /** `authorizePasswordlessCustomer`: a private client asks for a passwordless link for `user_id`. */
  app.post(`${base}/passwordless/login`, async (c) => {
    if (!isPrivateClient(c, config))
      return slasError(
        c,
        401,
        'Passwordless permissions error: a private client with passwordless login enabled is required.',
      );
    const body = await formOrJson(c);
    if (body.channel_id !== config.siteId) return slasError(c, 400, `Unknown channel_id "${body.channel_id ?? ''}".`);
    if (!body.user_id) return slasError(c, 400, 'Required parameter user_id is missing.');
    const target = linkTarget(body, settings.emailModeLinks.passwordless);
    if (target.problem !== undefined) return slasError(c, 400, target.problem);
    const db = await database.open();
    const customer = await customerByLogin(db, body.user_id);
    if (!customer) return slasError(c, 404, 'User not found');
    const token = await saveToken(db, 'passwordless', customer, body.usid || undefined);
    const link = withQuery(target.link, { token });
    await sendMail(db, {
      to: customer.email ?? customer.login!,
      subject: 'Your secure sign-in link',
      body: `Use this link to sign in. It works once and expires in ${Math.round(settings.passwordlessTtlMs / 60_000)} minutes.`,
      link,
    });
    return c.json({});
  });

  /** `getPasswordLessAccessToken`: the link's token becomes the customer's SLAS tokens, once. */
  app.post(`${base}/passwordless/token`, async (c) => {
    if (!isPrivateClient(c, config))
      return slasError(
        c,
        401,
        'Passwordless permissions error: a private client with passwordless login enabled is required.',
      );
    const body = await formOrJson(c);
    if (body.grant_type !== 'client_credentials' || body.hint !== 'pwdless_login') {
      return slasError(c, 400, 'grant_type must be "client_credentials" with hint "pwdless_login".');
    }
    const db = await database.open();
    const taken = await takeToken(db, 'passwordless', body.pwdless_login_token);
    if (!taken || (body.login_id && normalLogin(body.login_id) !== taken.login))
      return slasError(c, 400, 'Invalid token: it is unknown, already used or expired.');
    const { rows } = await db.query<CustomerRow>('select * from customers where customer_id = $1', [taken.customer_id]);
    const customer = rows[0];
    if (!customer) return slasError(c, 400, 'Invalid token: its customer no longer exists.');
    return c.json(
      await auth.issueRegistered({
        usid: taken.usid ?? crypto.randomUUID(),
        customerId: customer.customer_id,
        registered: { login: customer.login!, name: displayName(customer) },
      }),
    );
  });

  /**
   * `getPasswordResetToken`: a reset link for `user_id`. An unknown login gets the same empty 200 and no mail, so the
   * answer never tells whether an account exists.
   */
  app.post(`${base}/password/reset`, async (c) => {
    const body = await formOrJson(c);
    if (body.client_id !== config.clientId && !isPrivateClient(c, config))
      return slasError(c, 401, 'Unknown client_id.');
    if (body.channel_id !== config.siteId) return slasError(c, 400, `Unknown channel_id "${body.channel_id ?? ''}".`);
    if (!body.user_id) return slasError(c, 400, 'Required parameter user_id is missing.');
    const target = linkTarget(body, settings.emailModeLinks.passwordReset);
    if (target.problem !== undefined) return slasError(c, 400, target.problem);
    const db = await database.open();
    const customer = await customerByLogin(db, body.user_id);
    if (customer) {
      const token = await saveToken(db, 'password-reset', customer, undefined);
      await sendMail(db, {
        to: customer.email ?? customer.login!,
        subject: 'Reset your password',
        body: `Use this link to choose a new password. It works once and expires in ${Math.round(settings.passwordResetTtlMs / 60_000)} minutes.`,
        link: withQuery(target.link, { token, email: customer.login! }),
      });
    }
    return c.body(null, 200);
  });

  /**
   * `resetPassword`: the link's token and the new password; the token is spent only when the password is accepted. Then
   * every session of the customer ends (whoever knew the old password is signed out everywhere) and the login's failed
   * attempts are forgotten (the owner proved the mailbox; the reset never signs anyone in by itself).
   */
  app.post(`${base}/password/action`, async (c) => {
    const body = await formOrJson(c);
    if (body.client_id !== config.clientId && !isPrivateClient(c, config))
      return slasError(c, 401, 'Unknown client_id.');
    if (body.channel_id !== config.siteId) return slasError(c, 400, `Unknown channel_id "${body.channel_id ?? ''}".`);
    const db = await database.open();
    const live = await liveToken(db, 'password-reset', body.pwd_action_token);
    if (!live || (body.user_id && normalLogin(body.user_id) !== live.login))
      return slasError(c, 400, 'Invalid token: it is unknown, already used or expired.');
    const password = body.new_password ?? '';
    const policy = passwordPolicyProblem(password);
    if (policy) return slasError(c, 400, policy);
    const hash = await hashPassword(password);
    const taken = await db.transaction(async (tx) => {
      const token = await takeToken(tx, 'password-reset', body.pwd_action_token);
      if (!token) return undefined;
      await tx.query(
        `update customers set password_hash = $2, updated_at = now() where customer_id = $1 and auth_type = 'registered'`,
        [token.customer_id, hash],
      );
      return token;
    });
    if (!taken) return slasError(c, 400, 'Invalid token: it is unknown, already used or expired.');
    await auth.revokeCustomerSessions(taken.customer_id, 'password-reset');
    auth.clearLoginFailures(taken.login);
    return c.body(null, 200);
  });

  /**
   * The SFRA reset form some storefronts post (`Account-PasswordResetDialogForm?mobile=true`, field `loginEmail`):
   * JSON `{ success: true }` for any well-formed address (a mail only when the account exists), `success: false` with
   * the field's message otherwise.
   */
  app.post('/on/demandware.store/:sitePath/:locale/Account-PasswordResetDialogForm', async (c) => {
    const site = /^Sites-(.+)-Site$/.exec(c.req.param('sitePath'))?.[1];
    if (site !== config.siteId)
      return c.json({ success: false, error: [`Unknown site "${site ?? c.req.param('sitePath')}".`] }, 404);
    const email = new URLSearchParams(await c.req.text()).get('loginEmail')?.trim() ?? '';
    if (!EMAIL.test(email) || email.length > 50)
      return c.json({ success: false, fields: { loginEmail: 'Please enter a valid email address.' } });
    const db = await database.open();
    const customer = await customerByLogin(db, email);
    if (customer) {
      const token = await saveToken(db, 'password-reset', customer, undefined);
      await sendMail(db, {
        to: customer.email ?? customer.login!,
        subject: 'Reset your password',
        body: `Use this link to choose a new password. It works once and expires in ${Math.round(settings.passwordResetTtlMs / 60_000)} minutes.`,
        link: withQuery(settings.sfraResetPage, { token, email: customer.login! }),
      });
    }
    return c.json({
      success: true,
      receivedMsgHeading: 'Request to Reset Your Password Received',
      receivedMsgBody:
        'You will receive an email with a link to reset your password if an account exists for this address.',
      mobile: c.req.query('mobile') === 'true',
    });
  });

  /** The mails sent, oldest first: to one address (`?to=`), or the last 100. */
  app.get('/__sandbox/outbox', async (c) => {
    const to = c.req.query('to');
    const db = await database.open();
    const { rows } = to
      ? await db.query<{
          id: number;
          recipient: string;
          subject: string;
          body: string;
          link: string;
          created_at: Date;
        }>('select * from sandbox_outbox where recipient = $1 order by id', [normalLogin(to)])
      : await db.query<{
          id: number;
          recipient: string;
          subject: string;
          body: string;
          link: string;
          created_at: Date;
        }>('select * from (select * from sandbox_outbox order by id desc limit 100) last order by id');
    const mails: OutboxMail[] = rows.map((r) => ({
      id: r.id,
      to: r.recipient,
      subject: r.subject,
      body: r.body,
      link: r.link,
      sentAt: r.created_at.toISOString(),
    }));
    return c.json({ mails });
  });

  /**
   * Social login (`authorizeCustomer` with `hint=apple|google`): instead of the provider, the sandbox's own page where
   * the tester gives an e-mail and consents. Other hints go on to the guest authorize.
   */
  app.get(`${base}/authorize`, async (c, next) => {
    const hint = c.req.query('hint') as SocialProvider | undefined;
    if (!hint || !SOCIAL_PROVIDERS.includes(hint)) return next();
    const redirectUri = c.req.query('redirect_uri');
    if (c.req.query('client_id') !== config.clientId) return slasError(c, 401, 'Unknown client_id.');
    if (c.req.query('response_type') !== 'code') return slasError(c, 400, 'response_type must be "code".');
    if (!redirectUri || !isRegisteredUri(redirectUri, settings.callbackUris))
      return slasError(c, 400, "redirect_uri doesn't match the registered redirect URIs.");
    const challenge = c.req.query('code_challenge');
    if (!challenge) return slasError(c, 400, 'A public client must send code_challenge (PKCE).');
    for (const [id, pending] of socialLogins) if (pending.expires < now()) socialLogins.delete(id);
    const request = randomBytes(18).toString('base64url');
    const usid = c.req.query('usid');
    socialLogins.set(request, {
      provider: hint,
      redirectUri,
      challenge,
      ...(usid ? { usid } : {}),
      expires: now() + 10 * 60_000,
    });
    return c.redirect(`/__sandbox/idp/${hint}?request=${request}`, 303);
  });

  const idpPage = (c: Context, provider: SocialProvider, request: string, problem?: string) =>
    c.html(
      html`<!doctype html>
        <html lang="en">
          <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <title>Sign in with ${PROVIDER_NAMES[provider]} (sandbox)</title>
            <style>
              body {
                font-family: system-ui, sans-serif;
                max-width: 26rem;
                margin: 3rem auto;
                padding: 0 1rem;
              }
              label {
                display: block;
                margin: 0.75rem 0 0.25rem;
              }
              input {
                width: 100%;
                padding: 0.5rem;
                box-sizing: border-box;
              }
              .actions {
                display: flex;
                gap: 0.5rem;
                margin-top: 1rem;
              }
              [role='alert'] {
                color: #a00;
              }
            </style>
          </head>
          <body>
            <main>
              <h1>Sign in with ${PROVIDER_NAMES[provider]}</h1>
              <p>
                A stand-in for ${PROVIDER_NAMES[provider]} in the Ridgeline sandbox: choose the account to share with
                the shop.
              </p>
              ${problem ? html`<p role="alert">${problem}</p>` : ''}
              <form method="post" action="/__sandbox/idp/${provider}">
                <input type="hidden" name="request" value="${request}" />
                <label for="email">Email</label>
                <input id="email" name="email" type="email" autocomplete="email" required />
                <label for="firstName">First name</label>
                <input id="firstName" name="firstName" autocomplete="given-name" />
                <label for="lastName">Last name</label>
                <input id="lastName" name="lastName" autocomplete="family-name" />
                <div class="actions">
                  <button type="submit" name="decision" value="allow">Allow and continue</button>
                  <button type="submit" name="decision" value="deny" formnovalidate>Cancel</button>
                </div>
              </form>
            </main>
          </body>
        </html>`,
      problem ? 400 : 200,
    );

  app.get('/__sandbox/idp/:provider', (c) => {
    const provider = c.req.param('provider') as SocialProvider;
    const request = c.req.query('request') ?? '';
    const pending = socialLogins.get(request);
    if (!pending || pending.provider !== provider || pending.expires < now())
      return c.text('This sign-in request is unknown or has expired: start again from the shop.', 400);
    return idpPage(c, provider, request);
  });

  /** The tester's answer: back to the shop's `redirect_uri` with `code` and `usid` (as SLAS does), or with `error`. */
  app.post('/__sandbox/idp/:provider', async (c) => {
    const provider = c.req.param('provider') as SocialProvider;
    const form = new URLSearchParams(await c.req.text());
    const request = form.get('request') ?? '';
    const pending = socialLogins.get(request);
    if (!pending || pending.provider !== provider || pending.expires < now())
      return c.text('This sign-in request is unknown or has expired: start again from the shop.', 400);
    if (form.get('decision') !== 'allow') {
      socialLogins.delete(request);
      return c.redirect(
        withQuery(pending.redirectUri, { error: 'access_denied', error_description: 'The shopper did not consent.' }),
        303,
      );
    }
    const email = (form.get('email') ?? '').trim();
    if (!EMAIL.test(email) || email.length > 256) return idpPage(c, provider, request, 'Enter a valid email address.');
    socialLogins.delete(request);
    const firstName = (form.get('firstName') ?? '').trim().slice(0, 256) || null;
    const lastName = (form.get('lastName') ?? '').trim().slice(0, 256) || email.split('@')[0]!;
    const db = await database.open();
    // a new address becomes a registered customer with no password (a reset can give them one later)
    const customer = await db.transaction(async (tx) => {
      const known = await customerByLogin(tx, email);
      if (known) return known;
      const { rows } = await tx.query<CustomerRow>(
        `insert into customers (customer_id, auth_type, login, email, first_name, last_name) values ($1, 'registered', $2, $3, $4, $5) returning *`,
        [newId(), normalLogin(email), email, firstName, lastName],
      );
      return rows[0]!;
    });
    const { code, usid } = auth.issueCode({
      challenge: pending.challenge,
      redirectUri: pending.redirectUri,
      ...(pending.usid ? { usid: pending.usid } : {}),
      customerId: customer.customer_id,
      registered: { login: customer.login!, name: displayName(customer) },
    });
    return c.redirect(withQuery(pending.redirectUri, { code, usid }), 303);
  });

  return { app };
}
