import { flashToastCookie } from '../../../platform/toasts/flashToast';
import { stringifySetCookie } from 'cookie';
import { z } from '../../../platform/zod';
import { parseCookies } from '../../../platform/cookies';
import { readShopperSession, type SlasTokenResponse } from '../../../platform/commerce/shopperSession.server';
import { DEFAULT_LOCALE_ID, localeOfPath, shopLocale, urls } from '../../../platform/urls';
import { localeIdOf, readForm } from '../actions.server';
import { accountMessagesFor } from '../messages.server';
import { fillMessage } from '../../../platform/i18n/defineMessages';
import {
  accountRateLimits,
  RATE_LIMITED_CODE,
  retryAfterHeaders,
  waitWords,
  type AccountRequestGuard,
  type LimitedRequest,
} from '../rateLimits.server';
import { withForwardedClientAddress } from '@ridgeline/commerce/server';
import { AccountCallError } from '../auth.server';
import { ACCOUNT_MESSAGES as M, registrationSchema } from '../messages';
import { safeRedirect } from '../redirect';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, fieldErrors, type FieldErrors } from '@ridgeline/commerce';
import { isSecureRequest, type CustomerSessionOptions } from '../session.server';
import type { RecoveryDeps } from './deps.server';
import { linkEmailSignature, verifiedLinkEmail } from './linkEmail.server';
import {
  passwordlessErrorMessage,
  RECOVERY_MESSAGES as R,
  resetRequestErrorMessage,
  socialErrorMessage,
  tokenErrorMessage,
  type CallFailure,
} from './messages';
import { log } from '../../../platform/log.server';

const NO_STORE = 'private, no-store';

/** How a sign-in ends (`customerSessionResponse` with the account deps, in production). */
export type SignIn = (
  request: Request,
  tokens: SlasTokenResponse,
  options: CustomerSessionOptions,
) => Promise<Response>;

/** The reset form (`/reset-password` and the dialog's forgot-password view): required and pattern share one message. */
export const resetRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, M.emailInvalid)
    .max(EMAIL_MAX_LENGTH, M.emailInvalid)
    .regex(EMAIL_PATTERN, M.emailInvalid),
});
/** The reset landing's form: the new password follows the registration rules (checklist and messages). */
export const newPasswordSchema = z.object({ password: registrationSchema.shape.password });
/** The passwordless request: the e-mail as the sign-in form checks it. */
export const passwordlessSchema = z.object({ email: registrationSchema.shape.email });

export type ResetRequestForm = z.infer<typeof resetRequestSchema>;
export type NewPasswordForm = z.infer<typeof newPasswordSchema>;

/** A page's answer to a form that did not go through, or a confirmation (`sent`). */
export interface RecoveryProblem<T> {
  status: number;
  values: Partial<Record<keyof T, string>>;
  errors: FieldErrors<T>;
  formError?: string;
  /** refused by a limit (429): the seconds for `Retry-After`, and the JSON `code` (`rate-limited`) */
  retryAfterS?: number;
  code?: string;
}
export type RecoveryOutcome<T> =
  { response: Response } | { problem: RecoveryProblem<T> } | { sent: { email: string; message: string } };

/** The dialog asks for JSON (`Accept: application/json`); a server form gets HTML. */
export const wantsJson = (request: Request) => /application\/json/i.test(request.headers.get('accept') ?? '');

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': NO_STORE, ...headers } });
const problemJson = <T>(problem: RecoveryProblem<T>) =>
  json(
    {
      ok: false,
      ...(problem.code ? { code: problem.code } : {}),
      ...(problem.formError ? { formError: problem.formError } : {}),
      errors: problem.errors,
    },
    problem.status,
    retryAfterHeaders(problem.retryAfterS),
  );

/**
 * The storefront's limit on a mailed link (rateLimits.server.ts): counted per address and per e-mail, or the 429
 * problem ("Too many requests…" in the form's locale, `Retry-After`) when over one.
 */
async function limitProblem<T>(
  request: Request,
  form: FormData,
  kind: LimitedRequest,
  email: string,
  values: RecoveryProblem<T>['values'],
  guard: AccountRequestGuard,
): Promise<RecoveryProblem<T> | undefined> {
  const refusal = await (guard.limits ?? accountRateLimits()).admit(kind, guard.clientAddress ?? 'unknown', email);
  if (!refusal) return undefined;
  const localeId = localeIdOf(request, form);
  const formError = fillMessage(accountMessagesFor(localeId).feedback.requestRateLimited, {
    wait: waitWords(refusal.retryAfterS, localeId),
  });
  return { status: 429, values, errors: {}, formError, retryAfterS: refusal.retryAfterS, code: RATE_LIMITED_CODE };
}

const failureOf = (error: unknown): CallFailure =>
  error instanceof AccountCallError
    ? { status: error.status, message: error.message }
    : { status: 0, message: error instanceof Error ? error.message : String(error) };

/** One log line for a failed recovery call (status and message; never the e-mail or a token). */
export const logRecoveryFailure = (event: string, error: unknown) => {
  const failure = failureOf(error);
  log.warn({ event, status: failure.status }, failure.message.slice(0, 200));
};

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

const currentSession = readShopperSession;
const originOf = (request: Request) => new URL(request.url).origin;

/** Where mailed links point, and the key a passwordless link's e-mail is signed with (`recoveryLinks()` in production). */
export interface RecoveryLinks {
  /**
   * `PUBLIC_ORIGIN`: the origin of every link the shopper is mailed. Never the request's: its `Host` is whatever the
   * sender wrote, and a request with a forged `Host` would otherwise mail a real customer a link to another server.
   */
  publicOrigin: string;
  /** The key of `linkEmail.server.ts`; undefined: passwordless links name no e-mail (their landing says so). */
  emailKey?: string | undefined;
}

/** Answers a form outcome as JSON for the dialog, or leaves it to the page. */
function answer<T>(request: Request, outcome: RecoveryOutcome<T>): RecoveryOutcome<T> {
  if (!wantsJson(request) || 'response' in outcome) return outcome;
  if ('problem' in outcome) return { response: problemJson(outcome.problem) };
  return { response: json({ ok: true, message: outcome.sent.message }) };
}

/**
 * `POST /reset-password` (field `email`): SLAS mails a reset link whose landing is `/reset-password-callback`. The
 * answer is the same whether or not an account exists.
 */
export async function resetRequestAction(
  request: Request,
  deps: RecoveryDeps,
  links: RecoveryLinks,
  guard: AccountRequestGuard = {},
): Promise<RecoveryOutcome<ResetRequestForm>> {
  const form = await readForm(request);
  if (form instanceof Response) return { response: form };
  const values = { email: text(form, 'email').trim() };
  const parsed = resetRequestSchema.safeParse(values);
  if (!parsed.success) return answer(request, { problem: { status: 400, values, errors: fieldErrors(parsed.error) } });
  const limited = await limitProblem(request, form, 'passwordReset', parsed.data.email, values, guard);
  if (limited) return answer(request, { problem: limited });
  try {
    await withForwardedClientAddress(guard.clientAddress ?? 'unknown', () =>
      deps.requestPasswordReset(parsed.data.email, `${links.publicOrigin}${urls.resetPasswordLanding()}`),
    );
  } catch (error) {
    logRecoveryFailure('password-reset-request-failed', error);
    const failure = failureOf(error);
    return answer(request, {
      problem: {
        status: failure.status === 400 ? 400 : 502,
        values,
        errors: {},
        formError: resetRequestErrorMessage(failure),
      },
    });
  }
  return answer(request, { sent: { email: parsed.data.email, message: R.resetSent } });
}

/** The reset landing's link: its token and e-mail, or undefined when either is missing or malformed. */
export function resetLinkOf(params: URLSearchParams | FormData): { token: string; email: string } | undefined {
  const token = params.get('token');
  const email = params.get('email');
  if (typeof token !== 'string' || typeof email !== 'string' || !token || token.length > 512) return undefined;
  return resetRequestSchema.safeParse({ email }).success ? { token, email: email.trim() } : undefined;
}

/**
 * `POST /reset-password-callback` (fields `token`, `email`, `password`): sets the new password, then sends the
 * shopper to the sign-in page with the "Password Reset Success" toast (signing in stays their own step).
 */
export async function resetPasswordAction(
  request: Request,
  deps: RecoveryDeps,
  guard: AccountRequestGuard = {},
): Promise<RecoveryOutcome<NewPasswordForm>> {
  const form = await readForm(request);
  if (form instanceof Response) return { response: form };
  const link = resetLinkOf(form);
  if (!link) return { problem: { status: 400, values: {}, errors: {}, formError: R.invalidToken } };
  const parsed = newPasswordSchema.safeParse({ password: text(form, 'password') });
  if (!parsed.success) return { problem: { status: 400, values: {}, errors: fieldErrors(parsed.error) } };
  try {
    await deps.resetPassword(link.email, link.token, parsed.data.password);
  } catch (error) {
    logRecoveryFailure('password-reset-failed', error);
    const failure = failureOf(error);
    return {
      problem: {
        status: failure.status === 400 ? 400 : 502,
        values: {},
        errors: {},
        formError: tokenErrorMessage(failure),
      },
    };
  }
  // the shopper proved the mailbox is theirs: the storefront's count of failed sign-ins starts again
  await (guard.limits ?? accountRateLimits()).forgetSignInFailures(link.email);
  const headers = new Headers({ 'Cache-Control': NO_STORE, Location: urls.login(undefined) });
  headers.append(
    'Set-Cookie',
    flashToastCookie({ title: R.resetSuccess, status: 'success' }, { secure: isSecureRequest(request) }),
  );
  return { response: new Response(null, { status: 303, headers }) };
}

/**
 * The passwordless landing SLAS is given (`callback_uri`): `{PUBLIC_ORIGIN}/passwordless-login-callback?redirectUrl=…`,
 * and, when a key is configured, the e-mail it was asked for with its signature (`email`, `sig`), which the landing
 * shows before signing in.
 */
export function passwordlessCallbackUri(
  origin: string,
  redirectUrl: string,
  signed?: { email: string; key: string },
): string {
  const url = new URL(urls.passwordlessLanding(redirectUrl), origin);
  if (signed) {
    url.searchParams.set('email', signed.email);
    url.searchParams.set('sig', linkEmailSignature(signed.email, signed.key));
  }
  return url.toString();
}

/** The shop locale a path (with its query) is in: the page a form was posted from, or a link's return page. */
export function localeIdOfPath(pathAndSearch: string): string {
  const url = new URL(pathAndSearch, 'http://storefront.invalid');
  const path = localeOfPath(url.pathname, url.search);
  return path.kind === 'locale' ? path.locale.id : DEFAULT_LOCALE_ID;
}

/** `POST /login/passwordless` (fields `email`, `redirectUrl`): SLAS mails a sign-in link back to the page the shopper was on. */
export async function passwordlessRequestAction(
  request: Request,
  deps: RecoveryDeps,
  links: RecoveryLinks,
  guard: AccountRequestGuard = {},
): Promise<RecoveryOutcome<{ email: string }>> {
  const form = await readForm(request);
  if (form instanceof Response) return { response: form };
  const values = { email: text(form, 'email').trim() };
  const parsed = passwordlessSchema.safeParse(values);
  const redirectUrl = safeRedirect(form.get('redirectUrl'));
  // the form's locale, else the page it came back to, else the path it was posted to (`/fr-ca/login/passwordless`)
  const redirectLocale = localeIdOfPath(redirectUrl);
  const localeId =
    shopLocale(text(form, 'localeId'))?.id ??
    (redirectLocale !== DEFAULT_LOCALE_ID ? redirectLocale : localeIdOf(request, form));
  if (!parsed.success)
    return answerPasswordless(request, localeId, {
      problem: { status: 400, values, errors: fieldErrors(parsed.error) },
    });
  const limited = await limitProblem(request, form, 'passwordless', parsed.data.email, values, guard);
  if (limited) return answerPasswordless(request, localeId, { problem: limited });
  const email = parsed.data.email;
  try {
    const callbackUri = passwordlessCallbackUri(
      links.publicOrigin,
      redirectUrl,
      links.emailKey ? { email, key: links.emailKey } : undefined,
    );
    await withForwardedClientAddress(guard.clientAddress ?? 'unknown', () =>
      deps.requestPasswordless(email, callbackUri, currentSession(request)?.usid),
    );
  } catch (error) {
    logRecoveryFailure('passwordless-request-failed', error);
    const failure = failureOf(error);
    return answerPasswordless(request, localeId, {
      problem: {
        status: failure.status === 404 ? 404 : failure.status === 400 ? 400 : 502,
        values,
        errors: {},
        formError: passwordlessErrorMessage(failure),
      },
    });
  }
  return answerPasswordless(request, localeId, { sent: { email, message: R.passwordlessSent } });
}

/** The messages the passwordless request's page may be sent back with (`?error=`): the actions' answers, by key. */
const PASSWORDLESS_PAGE_ERRORS: Record<string, string> = {
  ...R,
  emailRequired: M.emailRequired,
  emailInvalid: M.emailInvalid,
};

/**
 * The dialog gets JSON; a plain form post (no JavaScript) is sent on with a 303 (Post/Redirect/Get) to the "Check
 * your email" page, or to the same page with the reason, in the locale it was posted from. Not the page itself as
 * the post's answer: React Router runs the route's loader again after an action, as a GET, and the reload of a post
 * would mail another link.
 */
function answerPasswordless(
  request: Request,
  localeId: string,
  outcome: RecoveryOutcome<{ email: string }>,
): RecoveryOutcome<{ email: string }> {
  if (wantsJson(request) || 'response' in outcome) return answer(request, outcome);
  let query: Record<string, string>;
  if ('sent' in outcome) query = { sent: '1' };
  else if (outcome.problem.code === RATE_LIMITED_CODE)
    query = { error: RATE_LIMITED_CODE, retry: String(outcome.problem.retryAfterS ?? 60) };
  else {
    const message = outcome.problem.formError ?? outcome.problem.errors.email ?? R.generic;
    query = {
      error:
        Object.keys(PASSWORDLESS_PAGE_ERRORS).find((key) => PASSWORDLESS_PAGE_ERRORS[key] === message) ?? 'generic',
    };
  }
  return {
    response: new Response(null, {
      status: 303,
      headers: { 'Cache-Control': NO_STORE, Location: urls.passwordlessLogin(localeId, query) },
    }),
  };
}

/** What the "Check your email" page shows (`GET /login/passwordless?sent=1` or `?error=`); undefined: nothing to show (the sign-in page). */
export function passwordlessRequestPage(
  url: URL,
): { sent: string; formError?: undefined } | { sent?: undefined; formError: string } | undefined {
  if (url.searchParams.get('sent') === '1') return { sent: R.passwordlessSent };
  const error = url.searchParams.get('error');
  if (error === RATE_LIMITED_CODE) {
    // the wait the limit gave, bounded (the address is the shopper's to edit): one minute to one hour
    const retryAfterS = Math.min(3600, Math.max(60, Number.parseInt(url.searchParams.get('retry') ?? '', 10) || 60));
    const path = localeOfPath(url.pathname, url.search);
    const localeId = path.kind === 'locale' ? path.locale.id : DEFAULT_LOCALE_ID;
    return {
      formError: fillMessage(accountMessagesFor(localeId).feedback.requestRateLimited, {
        wait: waitWords(retryAfterS, localeId),
      }),
    };
  }
  if (error !== null)
    return { formError: Object.hasOwn(PASSWORDLESS_PAGE_ERRORS, error) ? PASSWORDLESS_PAGE_ERRORS[error]! : R.generic };
  return undefined;
}

/** A landing that could not sign the shopper in: the page shows this message. */
export interface LandingProblem {
  status: number;
  formError: string;
}

/** What a passwordless link's landing asks the shopper to confirm: the link's token, where to go, and whose account. */
export interface PasswordlessConfirmation {
  token: string;
  redirectUrl: string;
  /** the account's e-mail when the link carries it signed; undefined: "the account this link was sent to" */
  email?: string;
}

const linkToken = (value: unknown): string | undefined =>
  typeof value === 'string' && value && value.length <= 512 ? value : undefined;

/**
 * `GET /passwordless-login-callback?token=…&redirectUrl=…[&email=…&sig=…]`: the link's landing. It never spends the
 * token: a link opened by someone who did not ask for it (a forwarded link, a page that sends the browser there) must
 * not sign them in to another account. It shows whose account the link is for and a Sign In button (a same-site
 * POST, `passwordlessSignIn`). Opened in another locale than the page it came from, it moves there first (303).
 */
export function passwordlessConfirmation(
  request: Request,
  links: RecoveryLinks,
): PasswordlessConfirmation | LandingProblem | Response {
  const url = new URL(request.url);
  const params = url.searchParams;
  const token = linkToken(params.get('token'));
  if (!token) return { status: 400, formError: R.invalidToken };
  const redirectUrl = safeRedirect(params.get('redirectUrl'));
  // SLAS knows one landing path; the shopper reads it in the locale of the page they asked from
  const wanted = localeIdOfPath(redirectUrl);
  if (wanted !== localeIdOfPath(`${url.pathname}${url.search}`)) {
    return new Response(null, {
      status: 303,
      headers: {
        'Cache-Control': NO_STORE,
        'Referrer-Policy': 'same-origin',
        Location: urls.passwordlessLandingIn(wanted, params),
      },
    });
  }
  const email = verifiedLinkEmail(params.get('email'), params.get('sig'), links.emailKey);
  return { token, redirectUrl, ...(email ? { email } : {}) };
}

/**
 * `POST /passwordless-login-callback` (fields `token`, `redirectUrl`), the landing's Sign In: same-site only (as every
 * account form), then the token becomes the customer's tokens and the sign-in ends like a password one. No cookie of
 * the browser that asked for the link is needed: the link works on another device.
 */
export async function passwordlessSignIn(
  request: Request,
  deps: RecoveryDeps,
  signIn: SignIn,
): Promise<Response | LandingProblem> {
  const form = await readForm(request);
  if (form instanceof Response) return form;
  const token = linkToken(form.get('token'));
  if (!token) return { status: 400, formError: R.invalidToken };
  let tokens: SlasTokenResponse;
  try {
    tokens = await deps.passwordlessTokens(token);
  } catch (error) {
    logRecoveryFailure('passwordless-token-failed', error);
    const failure = failureOf(error);
    return {
      status: failure.status === 400 || failure.status === 401 ? 400 : 502,
      formError: tokenErrorMessage(failure),
    };
  }
  return signIn(request, tokens, {
    target: safeRedirect(form.get('redirectUrl')),
    remember: true,
    via: 'passwordless',
  });
}

export const SOCIAL_PROVIDERS = ['apple', 'google'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** The short-lived, HttpOnly cookie that carries the PKCE verifier and the return path from `/login/social/…` to the callback. */
export const SOCIAL_LOGIN_COOKIE = 'ridgeline-social-login';
/** Ten minutes: long enough to choose an account at the provider, short enough not to linger. */
export const SOCIAL_LOGIN_MAX_AGE_S = 600;

interface SocialLoginState {
  verifier: string;
  redirectUrl: string;
  redirectUri: string;
}

const socialCookie = (state: SocialLoginState | undefined, secure: boolean) =>
  stringifySetCookie({
    name: SOCIAL_LOGIN_COOKIE,
    value: state ? JSON.stringify(state) : '',
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: state ? SOCIAL_LOGIN_MAX_AGE_S : 0,
  });

function socialStateOf(request: Request): SocialLoginState | undefined {
  const raw = parseCookies(request.headers.get('cookie'))[SOCIAL_LOGIN_COOKIE];
  if (!raw) return undefined;
  try {
    const state = JSON.parse(raw) as Partial<SocialLoginState>;
    if (typeof state.verifier !== 'string' || typeof state.redirectUri !== 'string') return undefined;
    return { verifier: state.verifier, redirectUri: state.redirectUri, redirectUrl: safeRedirect(state.redirectUrl) };
  } catch {
    return undefined;
  }
}

/**
 * `GET /login/social/:provider?redirectUrl=…`: Apple or Google (anything else is logged and answers 404). SLAS's
 * authorize is asked first, so a refusal (an unregistered redirect URI) is shown here rather than as SLAS's JSON.
 */
export async function socialLoginStart(
  request: Request,
  provider: string,
  deps: RecoveryDeps,
  callbackPath: string = urls.socialCallback(),
): Promise<Response | LandingProblem> {
  if (!(SOCIAL_PROVIDERS as readonly string[]).includes(provider)) {
    log.warn({ event: 'social-login-unknown-provider', provider: provider.slice(0, 40) });
    return { status: 404, formError: R.featureUnavailable };
  }
  const redirectUri = `${originOf(request)}${callbackPath}`;
  const redirectUrl = safeRedirect(new URL(request.url).searchParams.get('redirectUrl'));
  try {
    const { location, codeVerifier } = await deps.authorizeSocial(
      provider as SocialProvider,
      redirectUri,
      currentSession(request)?.usid,
    );
    const headers = new Headers({ 'Cache-Control': NO_STORE, Location: location });
    headers.append(
      'Set-Cookie',
      socialCookie({ verifier: codeVerifier, redirectUrl, redirectUri }, isSecureRequest(request)),
    );
    return new Response(null, { status: 303, headers });
  } catch (error) {
    logRecoveryFailure('social-login-start-failed', error);
    return { status: 502, formError: socialErrorMessage(failureOf(error)) };
  }
}

/**
 * `GET /callback` and `GET /social-callback` (`code`, `usid`, or `error` from SLAS): the code and the verifier kept
 * in the cookie become the customer's tokens; the cookie is spent either way.
 */
export async function socialCallback(
  request: Request,
  deps: RecoveryDeps,
  signIn: SignIn,
): Promise<Response | (LandingProblem & { headers: Headers })> {
  const params = new URL(request.url).searchParams;
  const secure = isSecureRequest(request);
  const cleared = new Headers({ 'Set-Cookie': socialCookie(undefined, secure) });
  const state = socialStateOf(request);
  const code = params.get('code');
  if (params.get('error')) {
    logRecoveryFailure(
      'social-login-refused',
      new AccountCallError(0, `${params.get('error')}: ${params.get('error_description') ?? ''}`),
    );
    return { status: 400, formError: R.generic, headers: cleared };
  }
  if (!state || !code || code.length > 512) return { status: 400, formError: R.invalidToken, headers: cleared };
  let tokens: SlasTokenResponse;
  try {
    tokens = await deps.socialTokens(code, state.verifier, state.redirectUri, params.get('usid') ?? undefined);
  } catch (error) {
    logRecoveryFailure('social-login-token-failed', error);
    const failure = failureOf(error);
    return {
      status: failure.status === 400 || failure.status === 401 ? 400 : 502,
      formError: tokenErrorMessage(failure),
      headers: cleared,
    };
  }
  const response = await signIn(request, tokens, { target: state.redirectUrl, remember: true, via: 'social' });
  response.headers.append('Set-Cookie', socialCookie(undefined, secure));
  return response;
}

export { FLASH_TOAST_COOKIE } from '../../../platform/toasts/flashToast';
