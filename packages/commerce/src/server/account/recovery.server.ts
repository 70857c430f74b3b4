import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { DEFAULT_PASSWORD_CONSTRAINTS, DEFAULT_REGISTER_FORM_SETTINGS } from '../../account/precheck';
import {
  emailStepSchemaFor,
  registrationSchemaFor,
  resetEmailSchemaFor,
  type AccountFormsText,
} from '../../account/schemas';
import { ACCOUNT_CALL_TIMEOUT_MS, AccountCallError, type AccountTokens } from '../account.server';
import type { CommerceConfig } from '../config.server';
import { log } from '../log.server';
import { sdk } from '../sdk.server';
import { clientConfig, withForwardedClientAddress } from '../token.server';
import { deadlineFetch } from '../upstream.server';

/**
 * The password reset, passwordless and social sign-in flows' SLAS calls and rules (docs/behaviour/accounts.md). The
 * storefront keeps what belongs to the request (CSRF, limits, cookies, redirects) and the words; each answer here is a
 * key of its recovery messages (`RecoveryAnswer`).
 */

/** What the recovery flows need from SLAS (commerce-sdk-isomorphic in production; fakes in tests). Each throws `AccountCallError`. */
export interface RecoveryCalls {
  /** `getPasswordResetToken` in callback mode: SLAS sends the reset link for `email` to `callbackUri`. */
  requestPasswordReset(email: string, callbackUri: string): Promise<void>;
  /** `resetPassword`: the link's token and the new password. */
  resetPassword(email: string, token: string, newPassword: string): Promise<void>;
  /** `helpers.authorizePasswordless` in callback mode (a private client). */
  requestPasswordless(email: string, callbackUri: string, usid?: string): Promise<void>;
  /** `helpers.getPasswordLessAccessToken`: the link's token becomes the customer's tokens. */
  passwordlessTokens(token: string): Promise<AccountTokens>;
  /** `helpers.authorizeIDP` and the authorize call itself: where the identity provider's page is, and the PKCE verifier. */
  authorizeSocial(
    provider: SocialProvider,
    redirectUri: string,
    usid?: string,
  ): Promise<{ location: string; codeVerifier: string }>;
  /** `helpers.loginIDPUser`: the code SLAS sent back, with the verifier. */
  socialTokens(code: string, codeVerifier: string, redirectUri: string, usid?: string): Promise<AccountTokens>;
}

export const SOCIAL_PROVIDERS = ['apple', 'google'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** The sandbox's demo private-client secret (not a secret); a real instance configures `COMMERCE_CLIENT_SECRET`. */
const SANDBOX_CLIENT_SECRET = 'ridgeline-sandbox-private-client-secret';

/** The SLAS private client's secret (passwordless needs one): the configured one, the sandbox's, or undefined. */
export function recoveryClientSecret(configured: string | undefined, usingSandbox: boolean): string | undefined {
  if (configured) return configured;
  return usingSandbox ? SANDBOX_CLIENT_SECRET : undefined;
}

/** The status and message of a refused SDK call (its JSON `message` when it has one). */
async function asCallError(error: unknown): Promise<AccountCallError> {
  if (error instanceof AccountCallError) return error;
  const response = (error as { response?: Response }).response;
  let message = error instanceof Error ? error.message : String(error);
  if (response && typeof response.clone === 'function') {
    try {
      const body = (await response.clone().json()) as { message?: unknown; detail?: unknown };
      if (typeof body.message === 'string') message = body.message;
      else if (typeof body.detail === 'string') message = body.detail;
    } catch {
      // not JSON: keep the error's own message
    }
  }
  return new AccountCallError(typeof response?.status === 'number' ? response.status : 0, message);
}

const calling =
  <A extends unknown[], R>(work: (...args: A) => Promise<R>) =>
  async (...args: A): Promise<R> => {
    try {
      return await work(...args);
    } catch (error) {
      throw await asCallError(error);
    }
  };

/** The recovery calls of `pageConfig`, with the private client's `clientSecret` (passwordless refuses without one). */
export function createRecoveryCalls(pageConfig: CommerceConfig, clientSecret: string | undefined): RecoveryCalls {
  // a shopper who asked for a link is waiting on this call alone: the account deadline, not a page's
  const config = { ...pageConfig, timeoutMs: Math.max(pageConfig.timeoutMs, ACCOUNT_CALL_TIMEOUT_MS) };
  const slasClient = new sdk.ShopperLogin(clientConfig(config));
  const organizationId = config.organizationId;
  const fetchWithDeadline = deadlineFetch(fetch, config.timeoutMs);
  const needSecret = () => {
    if (!clientSecret) throw new AccountCallError(0, 'Required argument client secret is not provided');
    return clientSecret;
  };
  return {
    requestPasswordReset: calling(async (email, callbackUri) => {
      await slasClient.getPasswordResetToken({
        parameters: { organizationId },
        body: {
          user_id: email,
          mode: 'callback',
          channel_id: config.siteId,
          client_id: config.clientId,
          callback_uri: callbackUri,
        },
      });
    }),
    resetPassword: calling(async (email, token, newPassword) => {
      await slasClient.resetPassword({
        parameters: { organizationId },
        body: {
          user_id: email,
          pwd_action_token: token,
          new_password: newPassword,
          channel_id: config.siteId,
          client_id: config.clientId,
        },
      });
    }),
    requestPasswordless: calling(async (email, callbackUri, usid) => {
      const response = await sdk.helpers.authorizePasswordless({
        slasClient,
        credentials: { clientSecret: needSecret() },
        parameters: { userid: email, mode: 'callback', callbackURI: callbackUri, ...(usid ? { usid } : {}) },
      });
      // the helper answers the raw response: a refusal is read here
      if (!response.ok)
        throw await asCallError({ response, message: `Passwordless login refused (${response.status})` });
    }),
    passwordlessTokens: calling(
      async (token) =>
        (await sdk.helpers.getPasswordLessAccessToken({
          slasClient,
          credentials: { clientSecret: needSecret() },
          parameters: { pwdlessLoginToken: token },
        })) as AccountTokens,
    ),
    authorizeSocial: calling(async (provider, redirectUri, usid) => {
      const { url, codeVerifier } = await sdk.helpers.authorizeIDP({
        slasClient,
        parameters: { hint: provider, redirectURI: redirectUri, ...(usid ? { usid } : {}) },
      });
      // SLAS answers the authorize with a redirect to the provider, or with an error (an unregistered redirect URI)
      const response = await fetchWithDeadline(url, { redirect: 'manual' });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location)
        return { location: new URL(location, url).toString(), codeVerifier };
      throw await asCallError({ response, message: `Social login authorize answered ${response.status}` });
    }),
    socialTokens: calling(
      async (code, codeVerifier, redirectUri, usid) =>
        (await sdk.helpers.loginIDPUser({
          slasClient,
          credentials: { codeVerifier },
          parameters: { code, redirectURI: redirectUri, ...(usid ? { usid } : {}) },
        })) as AccountTokens,
    ),
  };
}

/** The keys of the recovery flows' answers (the storefront's `RECOVERY_MESSAGES` holds their words). */
export type RecoveryAnswer =
  | 'featureUnavailable'
  | 'passwordlessUserNotFound'
  | 'generic'
  | 'invalidToken'
  | 'resetSuccess'
  | 'resetSent'
  | 'passwordlessSent';

export interface CallFailure {
  status: number;
  message: string;
}

/** SLAS refusals that mean the feature is not set up for this client (callback URIs, quota) rather than a passing fault. */
const TOKEN_FEATURE_UNAVAILABLE = [/no callback_uri is registered/i, /callback_uri doesn't match/i, /monthly quota/i];
/** Passwordless also needs the client's permission and a private client's secret. */
const PASSWORDLESS_FEATURE_UNAVAILABLE = [
  ...TOKEN_FEATURE_UNAVAILABLE,
  /passwordless permissions error/i,
  /client secret is not provided/i,
];
const USER_NOT_FOUND = /user not found/i;
const INVALID_TOKEN = /invalid.*token/i;
const REDIRECT_URI_MISMATCH = /redirect_uri doesn't match/i;

export function passwordlessFailureAnswer(failure: CallFailure): RecoveryAnswer {
  if (failure.status === 404 || USER_NOT_FOUND.test(failure.message)) return 'passwordlessUserNotFound';
  if (PASSWORDLESS_FEATURE_UNAVAILABLE.some((pattern) => pattern.test(failure.message))) return 'featureUnavailable';
  return 'generic';
}

/** Asking for a reset link: any 400 (a callback SLAS refuses, a client not set up) is "unavailable"; anything else generic. */
export function resetRequestFailureAnswer(failure: CallFailure): RecoveryAnswer {
  if (failure.status === 400 || TOKEN_FEATURE_UNAVAILABLE.some((pattern) => pattern.test(failure.message)))
    return 'featureUnavailable';
  return 'generic';
}

/** Using a link's token (reset, passwordless, a social code): a refused token is "invalid"; anything else generic. */
export function tokenFailureAnswer(failure: CallFailure): RecoveryAnswer {
  if (INVALID_TOKEN.test(failure.message) || failure.status === 400 || failure.status === 401) return 'invalidToken';
  return 'generic';
}

/** Starting a social login: an unregistered redirect URI is "unavailable"; anything else generic. */
export function socialFailureAnswer(failure: CallFailure): RecoveryAnswer {
  return REDIRECT_URI_MISMATCH.test(failure.message) ? 'featureUnavailable' : 'generic';
}

export const callFailureOf = (error: unknown): CallFailure =>
  error instanceof AccountCallError
    ? { status: error.status, message: error.message }
    : { status: 0, message: error instanceof Error ? error.message : String(error) };

/** One log line for a failed recovery call (status and message; never the e-mail or a token). */
export const logRecoveryFailure = (event: string, error: unknown) => {
  const failure = callFailureOf(error);
  log.warn({ event, status: failure.status }, failure.message.slice(0, 200));
};

/** A recovery call's outcome: its value, or the status the page answers with and what it says. */
export type RecoveryCallOutcome<T> = { ok: true; value: T } | { ok: false; status: number; answer: RecoveryAnswer };

/** How each flow reads a refusal: the log line's event, the page's status for a refused call, and the words. */
const FLOWS = {
  passwordReset: {
    event: 'password-reset-request-failed',
    status: (s: number) => (s === 400 ? 400 : 502),
    answer: resetRequestFailureAnswer,
  },
  newPassword: {
    event: 'password-reset-failed',
    status: (s: number) => (s === 400 ? 400 : 502),
    answer: tokenFailureAnswer,
  },
  passwordless: {
    event: 'passwordless-request-failed',
    status: (s: number) => (s === 404 ? 404 : s === 400 ? 400 : 502),
    answer: passwordlessFailureAnswer,
  },
  passwordlessToken: {
    event: 'passwordless-token-failed',
    status: (s: number) => (s === 400 || s === 401 ? 400 : 502),
    answer: tokenFailureAnswer,
  },
  socialStart: { event: 'social-login-start-failed', status: () => 502, answer: socialFailureAnswer },
  socialToken: {
    event: 'social-login-token-failed',
    status: (s: number) => (s === 400 || s === 401 ? 400 : 502),
    answer: tokenFailureAnswer,
  },
} satisfies Record<string, { event: string; status(s: number): number; answer(f: CallFailure): RecoveryAnswer }>;

export type RecoveryFlow = keyof typeof FLOWS;

/**
 * Runs one recovery call of `flow` (with the shopper's address forwarded to SLAS when given): its value, or the
 * logged refusal as a status and an answer.
 */
export async function recoveryCall<T>(
  flow: RecoveryFlow,
  work: () => Promise<T>,
  clientAddress?: string,
): Promise<RecoveryCallOutcome<T>> {
  try {
    return {
      ok: true,
      value: clientAddress === undefined ? await work() : await withForwardedClientAddress(clientAddress, work),
    };
  } catch (error) {
    const { event, status, answer } = FLOWS[flow];
    logRecoveryFailure(event, error);
    const failure = callFailureOf(error);
    return { ok: false, status: status(failure.status), answer: answer(failure) };
  }
}

/** The recovery forms' rules, in the caller's words (the account forms' messages, as registration takes them). */
export function recoverySchemasFor(messages: AccountFormsText) {
  const registration = registrationSchemaFor({
    localeId: 'en-US',
    settings: DEFAULT_REGISTER_FORM_SETTINGS,
    constraints: DEFAULT_PASSWORD_CONSTRAINTS,
    messages,
  });
  return {
    /** The reset form (`/reset-password` and the dialog's forgot-password view): required and pattern share one message. */
    resetRequest: resetEmailSchemaFor(messages.feedback),
    /** The reset landing's form: the new password follows the registration rules (checklist and messages). */
    newPassword: z.object({ password: registration.shape.password }),
    /** The passwordless request: the e-mail as the sign-in form checks it. */
    passwordless: emailStepSchemaFor(messages.feedback),
  };
}

/** A mailed link's token as the storefront accepts it: present and at most 512 characters. */
export const recoveryLinkToken = (value: unknown): string | undefined =>
  typeof value === 'string' && value && value.length <= 512 ? value : undefined;

/** The reset landing's link: its token and e-mail, or undefined when either is missing or malformed. */
export function resetLinkOf(
  params: URLSearchParams | FormData,
  resetRequest: ReturnType<typeof recoverySchemasFor>['resetRequest'],
): { token: string; email: string } | undefined {
  const token = recoveryLinkToken(params.get('token'));
  const email = params.get('email');
  if (!token || typeof email !== 'string') return undefined;
  return resetRequest.safeParse({ email }).success ? { token, email: email.trim() } : undefined;
}

/**
 * The e-mail a passwordless link was asked for, carried in the link and signed, so its landing can say whose account
 * the link signs in to before anyone clicks. SLAS's token is opaque and cannot be read without spending it, so the
 * storefront vouches for the address itself: it signs the address it asked SLAS to mail, and the landing shows only an
 * address whose signature holds. Someone who forwards their own link to a victim cannot make it name the victim: they
 * never see a link asked for the victim's address (SLAS mails that one to the victim).
 *
 * The key is the SLAS private client's secret, which passwordless needs anyway (no secret, no passwordless); the
 * purpose string keeps these signatures apart from anything else signed with it.
 */
const LINK_EMAIL_PURPOSE = 'ridgeline:passwordless-link-email:v1';

/** The signature of `email` (compared case-insensitively: SLAS logins are). */
export function linkEmailSignature(email: string, key: string): string {
  return createHmac('sha256', key).update(`${LINK_EMAIL_PURPOSE}\n${email.trim().toLowerCase()}`).digest('base64url');
}

/** The link's e-mail when its signature holds; undefined when either is missing, the key is unknown or it was altered. */
export function verifiedLinkEmail(
  email: string | null | undefined,
  signature: string | null | undefined,
  key: string | undefined,
): string | undefined {
  if (!key || !email || !signature || email.length > 254 || signature.length > 100) return undefined;
  const expected = Buffer.from(linkEmailSignature(email, key));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? email.trim() : undefined;
}

/**
 * The passwordless landing SLAS is given (`callback_uri`): `landingUrl` (absolute, on the public origin, with its
 * `redirectUrl`), and, when a key is configured, the e-mail it was asked for with its signature (`email`, `sig`),
 * which the landing shows before signing in.
 */
export function passwordlessCallbackUri(landingUrl: string, signed?: { email: string; key: string }): string {
  const url = new URL(landingUrl);
  if (signed) {
    url.searchParams.set('email', signed.email);
    url.searchParams.set('sig', linkEmailSignature(signed.email, signed.key));
  }
  return url.toString();
}
