import { parseCookies } from '../../platform/cookies';
import { readShopperSession, usableSession, type ShopperSession } from '../../platform/commerce/shopperSession.server';
import { bodyProblem, crossSiteReason, crossSiteRefusal, readRequestBody } from '../../platform/requestGuards.server';
import type { AccountDeps } from './auth.server';
import { accountMessagesFor } from './messages.server';
import {
  checkEmailStep,
  checkLoginForm,
  checkRegistrationForm,
  formText as text,
  isRateLimitRefusal,
  logAccountFailure as logFailure,
  loginErrorMessage,
  precheckOrUnknown,
  problemJson,
  problemOutcome,
  rateLimitedProblem,
  refusedLoginProblem,
  refusedRegistrationProblem,
  registrationPayload,
  savePostalCode,
  wantsJson,
  withForwardedClientAddress,
  withoutPassword,
  type EmailStepForm,
  type FormOutcome,
  type FormProblem,
  type LoginForm,
  type RegistrationForm,
} from '@ridgeline/commerce/server';
import { accountRateLimits, type AccountRequestGuard } from './rateLimits.server';
import { safeRedirect } from './redirect';
import { customerSessionResponse, signedOutCookies } from './session.server';
import { flashToastCookie } from '../../platform/toasts/flashToast';
import { DEFAULT_LOCALE_ID, localeOfPath, shopLocale, urls } from '../../platform/urls';

/** The sign-in and registration forms are a few short fields; a larger body is refused (413) unread. */
export const ACCOUNT_FORM_MAX_BYTES = 8 * 1024;

const NO_STORE = 'private, no-store';

/** The guards every account form post passes: same origin (a form post needs no script, so one with neither `Origin` nor `Sec-Fetch-Site` is refused) and the body limit. */
export async function readForm(request: Request): Promise<FormData | Response> {
  const crossSite = crossSiteReason(request, { allowNonBrowser: false });
  if (crossSite) return crossSiteRefusal(request, crossSite);
  try {
    const body = await readRequestBody(request, ACCOUNT_FORM_MAX_BYTES);
    return await new Request(request.url, {
      method: 'POST',
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      body: new Uint8Array(body),
    }).formData();
  } catch (error) {
    return (
      bodyProblem(error, { 'Cache-Control': NO_STORE }) ??
      Response.json({ message: 'The form could not be read.' }, { status: 400, headers: { 'Cache-Control': NO_STORE } })
    );
  }
}

export const currentSession = readShopperSession;

/** The shop locale a form was posted from: its `localeId` field, else the path's locale. */
export function localeIdOf(request: Request, form: FormData): string {
  const posted = shopLocale(text(form, 'localeId'));
  if (posted) return posted.id;
  const url = new URL(request.url);
  const path = localeOfPath(url.pathname, url.search);
  return path.kind === 'locale' ? path.locale.id : DEFAULT_LOCALE_ID;
}

/** A guest's token for calls made before the sign-in (precheck, registration): the shopper's own, or a new guest's. */
async function guestSession(request: Request, deps: AccountDeps, now: number): Promise<ShopperSession> {
  const current = currentSession(request);
  return usableSession(current && !current.registered ? current : undefined, deps.auth, now);
}

/** The precheck for an e-mail with the shopper's guest token (`precheckOrUnknown`: a failure reads as "unknown"). */
export const precheckFor = (request: Request, deps: AccountDeps, email: string, now = Date.now()) =>
  precheckOrUnknown(deps, async () => (await guestSession(request, deps, now)).accessToken, email);

/**
 * `POST /login/precheck`: field `email`. JSON: the precheck's answer (`registrationStep` says which view is next).
 * HTML (the sign-in page's e-mail step): 303 to the password view (`/login?email=`) or to `/registration?email=`.
 */
export async function precheckAction(
  request: Request,
  deps: AccountDeps,
  now = Date.now(),
): Promise<Response | { problem: FormProblem<EmailStepForm> }> {
  const form = await readForm(request);
  if (form instanceof Response) return form;
  const checked = checkEmailStep(form, accountMessagesFor(localeIdOf(request, form)).feedback);
  if ('problem' in checked) return wantsJson(request) ? problemJson(checked.problem) : checked;
  const answer = await precheckFor(request, deps, checked.email, now);
  if (wantsJson(request)) return Response.json(answer, { headers: { 'Cache-Control': NO_STORE } });
  const localeId = localeIdOf(request, form);
  const redirectParam = form.get('redirectUrl');
  const redirectUrl =
    typeof redirectParam === 'string' && redirectParam ? safeRedirect(redirectParam, '') || undefined : undefined;
  const params = { email: checked.email, redirectUrl };
  const location =
    answer.registrationStep === 'register' ? urls.registrationStep(localeId, params) : urls.loginStep(localeId, params);
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': NO_STORE } });
}

/** `POST /login`: email, password, rememberMe, redirectUrl. Success: the session becomes the customer's, 303 to `redirectUrl` (same-site paths only) or home; JSON when asked. */
export async function loginAction(
  request: Request,
  deps: AccountDeps,
  now = Date.now(),
  guard: AccountRequestGuard = {},
): Promise<FormOutcome<LoginForm>> {
  const form = await readForm(request);
  if (form instanceof Response) return { response: form };
  const json = wantsJson(request);
  // the messages in the locale the form was posted from
  const localeId = localeIdOf(request, form);
  const M = accountMessagesFor(localeId).feedback;
  const checked = checkLoginForm(form, M, localeId);
  if ('problem' in checked) return problemOutcome(checked.problem, json);
  const { login, values, postalCode } = checked;
  // the storefront's limits (rateLimits.server.ts): failed sign-ins per address and per account
  const clientAddress = guard.clientAddress ?? 'unknown';
  const attempt = await (guard.limits ?? accountRateLimits()).startSignIn(clientAddress, login.email);
  if (isRateLimitRefusal(attempt)) {
    const message = attempt.limit === 'account' ? M.accountLocked : M.signInRateLimited;
    return problemOutcome(rateLimitedProblem<LoginForm>(attempt, values, message, localeId), json);
  }
  const guest = currentSession(request);
  try {
    // keeping the shopper's usid: the same shopper for SLAS and the shopper context (and the basket merge); SLAS
    // counts its failures by the shopper's address (X-Forwarded-For), not the storefront's
    const tokens = await withForwardedClientAddress(clientAddress, () =>
      deps.loginRegistered(login.email, login.password, guest?.usid),
    );
    await attempt.succeeded();
    if (postalCode && tokens.customer_id)
      await savePostalCode(deps, tokens.access_token, tokens.customer_id, postalCode);
    const target = safeRedirect(form.get('redirectUrl'));
    return {
      response: await customerSessionResponse(request, deps, tokens, {
        target,
        remember: login.rememberMe,
        via: 'login',
        now,
        guest,
        answer: json ? 'json' : 'redirect',
        messages: M,
      }),
    };
  } catch (error) {
    const { problem, counts } = refusedLoginProblem<LoginForm>(error, values, M, localeId);
    // a refused password (or a locked account) counts against the limits; an outage does not
    await (counts ? attempt.failed() : attempt.uncounted());
    return problemOutcome(problem, json);
  }
}

/** The cookie a kiosk launch sets to name its session's origin (`kiosk_{region}_{storeNumber}`); absent on the web. */
export const SESSION_ORIGINATION_COOKIE = 'ridgeline-session-origination';

/**
 * `POST /registration`: step 2 of account creation, validated again as in the browser (`checkRegistrationForm`).
 * Success: the customer is created and signed in (303, or JSON when asked).
 */
export async function registrationAction(
  request: Request,
  deps: AccountDeps,
  now = Date.now(),
  guard: AccountRequestGuard = {},
): Promise<FormOutcome<RegistrationForm>> {
  const form = await readForm(request);
  if (form instanceof Response) return { response: form };
  const json = wantsJson(request);
  const localeId = localeIdOf(request, form);
  const messages = accountMessagesFor(localeId);
  const M = messages.feedback;
  const checked = await checkRegistrationForm(form, messages, localeId, (email) =>
    precheckFor(request, deps, email, now),
  );
  if ('problem' in checked) return problemOutcome(checked.problem, json);
  const { data, values, isLoyaltyFormSubmit } = checked;
  // the storefront's limits (rateLimits.server.ts): registrations per address and per e-mail
  const clientAddress = guard.clientAddress ?? 'unknown';
  const refusal = await (guard.limits ?? accountRateLimits()).admit('registration', clientAddress, data.email);
  if (refusal)
    return problemOutcome(withoutPassword(rateLimitedProblem(refusal, values, M.requestRateLimited, localeId)), json);
  const origination = parseCookies(request.headers.get('cookie'))[SESSION_ORIGINATION_COOKIE]?.slice(0, 100);
  let guest: ShopperSession;
  try {
    guest = await guestSession(request, deps, now);
    const payload = registrationPayload(data, {
      isLoyaltyFormSubmit,
      ...(origination ? { sessionOrigination: origination } : {}),
    });
    await withForwardedClientAddress(clientAddress, () => deps.register(guest.accessToken, payload));
  } catch (error) {
    const problem = refusedRegistrationProblem(error, values, M);
    if (json) return { response: problemJson(problem) };
    const secure = new URL(request.url).protocol === 'https:';
    // the page: the toast says sign-up failed, the form a generic error (as the dialog shows them)
    const flash = flashToastCookie({ title: M.signUpFailed, status: 'error' }, { secure });
    return { problem: { ...problem, formError: M.genericError, flash } };
  }
  try {
    const tokens = await withForwardedClientAddress(clientAddress, () =>
      deps.loginRegistered(data.email, data.password, guest.usid),
    );
    const target = safeRedirect(form.get('redirectUrl'));
    return {
      response: await customerSessionResponse(request, deps, tokens, {
        target,
        remember: true,
        via: 'registration',
        now,
        guest,
        answer: json ? 'json' : 'redirect',
        messages: M,
      }),
    };
  } catch (error) {
    logFailure('login-failed', error);
    const formError = loginErrorMessage(error, M, localeId);
    return problemOutcome(withoutPassword({ status: 502, values, errors: {}, formError }), json);
  }
}

/**
 * `POST /logout`: SLAS logout revokes the registered shopper's access and refresh tokens (so a copy of the cookie
 * taken before opens nothing), then the session and the bag count are forgotten, 303 home (or to the form's same-site
 * `redirectUrl`). A revocation that fails is logged and the cookies are cleared all the same: the shopper asked to
 * leave. A guest's tokens are not revoked (SLAS logout is for registered shoppers; a guest session ends with its
 * cookie). Only the same-origin check can refuse it: a post without a body (or one that cannot be read, or is too
 * large) still signs out, and goes home.
 */
export async function logoutAction(
  request: Request,
  deps: Pick<AccountDeps, 'auth'> | (() => Pick<AccountDeps, 'auth'>),
): Promise<Response> {
  const crossSite = crossSiteReason(request, { allowNonBrowser: false });
  if (crossSite) return crossSiteRefusal(request, crossSite);
  let redirectUrl: FormDataEntryValue | null = null;
  if (/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(request.headers.get('content-type') ?? '')) {
    const form = await readForm(request);
    if (!(form instanceof Response)) redirectUrl = form.get('redirectUrl');
  }
  const session = readShopperSession(request);
  if (session?.registered) {
    const { auth } = typeof deps === 'function' ? deps() : deps;
    try {
      // under the commerce deadline, as every SLAS call (`clientConfig`)
      await auth.logout?.(session.accessToken, session.refreshToken);
    } catch (error) {
      logFailure('logout-revoke-failed', error);
    }
  }
  const headers = new Headers({ 'Cache-Control': NO_STORE, Location: safeRedirect(redirectUrl) });
  for (const cookie of signedOutCookies(request)) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 303, headers });
}

/** The signed-in shopper of a request (for the "Hello" view), or undefined for a guest. */
export function registeredShopper(request: Request): { firstName?: string } | undefined {
  return readShopperSession(request)?.registered;
}
