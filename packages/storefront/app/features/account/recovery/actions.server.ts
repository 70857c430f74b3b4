import { flashToastCookie } from '../../../platform/toasts/flashToast';
import { stringifySetCookie } from 'cookie';
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
import {
  logRecoveryFailure,
  passwordlessCallbackUri,
  recoveryCall,
  recoveryLinkToken,
  recoverySchemasFor,
  requestPasswordlessLink,
  requestPasswordReset,
  resetLinkOf as resetLinkIn,
  setNewPassword,
  SOCIAL_PROVIDERS,
  socialLoginStateOf,
  spendPasswordlessToken,
  verifiedLinkEmail,
  type LandingProblem,
  type RecoveryFormOutcome,
  type RecoveryForms,
  type RecoveryLimit,
  type SocialLoginState,
  type SocialProvider,
} from '@ridgeline/commerce/server';
import { AccountCallError } from '../auth.server';
import { ACCOUNT_MESSAGES as M, ENGLISH_ACCOUNT_FORMS_MESSAGES } from '../messages';
import { safeRedirect } from '../redirect';
import { isSecureRequest, type CustomerSessionOptions } from '../session.server';
import type { RecoveryDeps } from './deps.server';
import { RECOVERY_MESSAGES as R } from './messages';
import { log } from '../../../platform/log.server';

const NO_STORE = 'private, no-store';

/** How a sign-in ends (`customerSessionResponse` with the account deps, in production). */
export type SignIn = (
  request: Request,
  tokens: SlasTokenResponse,
  options: CustomerSessionOptions,
) => Promise<Response>;

/** The recovery forms' rules with the account field messages in English (the pages show them in their locale). */
export const recoverySchemas = recoverySchemasFor(ENGLISH_ACCOUNT_FORMS_MESSAGES);

const formsOf = (calls: RecoveryDeps): RecoveryForms => ({ calls, words: R, schemas: recoverySchemas });

/** A form's outcome (`@ridgeline/commerce`), or the response that already answers the post (refused, JSON, 303). */
export type RecoveryOutcome<T> = { response: Response } | RecoveryFormOutcome<T>;

/** The dialog asks for JSON (`Accept: application/json`); a server form gets HTML. */
export const wantsJson = (request: Request) => /application\/json/i.test(request.headers.get('accept') ?? '');

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': NO_STORE, ...headers } });
const problemJson = (problem: Extract<RecoveryFormOutcome<unknown>, { problem: unknown }>['problem']) =>
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
const limitOf =
  (request: Request, form: FormData, kind: LimitedRequest, guard: AccountRequestGuard): RecoveryLimit =>
  async (email) => {
    const refusal = await (guard.limits ?? accountRateLimits()).admit(kind, guard.clientAddress ?? 'unknown', email);
    if (!refusal) return undefined;
    const localeId = localeIdOf(request, form);
    const formError = fillMessage(accountMessagesFor(localeId).feedback.requestRateLimited, {
      wait: waitWords(refusal.retryAfterS, localeId),
    });
    return { status: 429, formError, retryAfterS: refusal.retryAfterS, code: RATE_LIMITED_CODE };
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
  /** The key that signs a passwordless link's e-mail (`linkEmailSignature`); undefined: passwordless links name no e-mail (their landing says so). */
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
): Promise<RecoveryOutcome<{ email: string }>> {
  const form = await readForm(request);
  if (form instanceof Response) return { response: form };
  const outcome = await requestPasswordReset(formsOf(deps), {
    email: text(form, 'email'),
    callbackUri: `${links.publicOrigin}${urls.resetPasswordLanding()}`,
    clientAddress: guard.clientAddress ?? 'unknown',
    limit: limitOf(request, form, 'passwordReset', guard),
  });
  return answer(request, outcome);
}

/** The reset landing's link: its token and e-mail, or undefined when either is missing or malformed. */
export const resetLinkOf = (params: URLSearchParams | FormData) => resetLinkIn(params, recoverySchemas.resetRequest);

/**
 * `POST /reset-password-callback` (fields `token`, `email`, `password`): sets the new password, then sends the
 * shopper to the sign-in page with the "Password Reset Success" toast (signing in stays their own step).
 */
export async function resetPasswordAction(
  request: Request,
  deps: RecoveryDeps,
  guard: AccountRequestGuard = {},
): Promise<RecoveryOutcome<{ password: string }>> {
  const form = await readForm(request);
  if (form instanceof Response) return { response: form };
  const outcome = await setNewPassword(formsOf(deps), resetLinkOf(form), text(form, 'password'));
  if ('problem' in outcome) return outcome;
  // the shopper proved the mailbox is theirs: the storefront's count of failed sign-ins starts again
  await (guard.limits ?? accountRateLimits()).forgetSignInFailures(outcome.reset.email);
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
export const passwordlessLandingUri = (origin: string, redirectUrl: string, signed?: { email: string; key: string }) =>
  passwordlessCallbackUri(new URL(urls.passwordlessLanding(redirectUrl), origin).toString(), signed);

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
  const redirectUrl = safeRedirect(form.get('redirectUrl'));
  // the form's locale, else the page it came back to, else the path it was posted to (`/fr-ca/login/passwordless`)
  const redirectLocale = localeIdOfPath(redirectUrl);
  const localeId =
    shopLocale(text(form, 'localeId'))?.id ??
    (redirectLocale !== DEFAULT_LOCALE_ID ? redirectLocale : localeIdOf(request, form));
  const outcome = await requestPasswordlessLink(formsOf(deps), {
    email: text(form, 'email'),
    callbackUriFor: (email) =>
      passwordlessLandingUri(
        links.publicOrigin,
        redirectUrl,
        links.emailKey ? { email, key: links.emailKey } : undefined,
      ),
    usid: currentSession(request)?.usid,
    clientAddress: guard.clientAddress ?? 'unknown',
    limit: limitOf(request, form, 'passwordless', guard),
  });
  return answerPasswordless(request, localeId, outcome);
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

/** What a passwordless link's landing asks the shopper to confirm: the link's token, where to go, and whose account. */
export interface PasswordlessConfirmation {
  token: string;
  redirectUrl: string;
  /** the account's e-mail when the link carries it signed; undefined: "the account this link was sent to" */
  email?: string;
}

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
  const token = recoveryLinkToken(params.get('token'));
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
  const spent = await spendPasswordlessToken({ calls: deps, words: R }, form.get('token'));
  if (!('tokens' in spent)) return spent;
  return signIn(request, spent.tokens, {
    target: safeRedirect(form.get('redirectUrl')),
    remember: true,
    via: 'passwordless',
  });
}

/** The short-lived, HttpOnly cookie that carries the PKCE verifier and the return path from `/login/social/…` to the callback. */
export const SOCIAL_LOGIN_COOKIE = 'ridgeline-social-login';
/** Ten minutes: long enough to choose an account at the provider, short enough not to linger. */
export const SOCIAL_LOGIN_MAX_AGE_S = 600;

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
  const state = socialLoginStateOf(parseCookies(request.headers.get('cookie'))[SOCIAL_LOGIN_COOKIE]);
  return state && { ...state, redirectUrl: safeRedirect(state.redirectUrl) };
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
  const started = await recoveryCall('socialStart', () =>
    deps.authorizeSocial(provider as SocialProvider, redirectUri, currentSession(request)?.usid),
  );
  if (!started.ok) return { status: started.status, formError: R[started.answer] };
  const { location, codeVerifier } = started.value;
  const headers = new Headers({ 'Cache-Control': NO_STORE, Location: location });
  headers.append(
    'Set-Cookie',
    socialCookie({ verifier: codeVerifier, redirectUrl, redirectUri }, isSecureRequest(request)),
  );
  return new Response(null, { status: 303, headers });
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
  const tokens = await recoveryCall('socialToken', () =>
    deps.socialTokens(code, state.verifier, state.redirectUri, params.get('usid') ?? undefined),
  );
  if (!tokens.ok) return { status: tokens.status, formError: R[tokens.answer], headers: cleared };
  const response = await signIn(request, tokens.value, { target: state.redirectUrl, remember: true, via: 'social' });
  response.headers.append('Set-Cookie', socialCookie(undefined, secure));
  return response;
}

export { FLASH_TOAST_COOKIE } from '../../../platform/toasts/flashToast';
