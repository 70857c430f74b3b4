import { parseCookies } from '../../platform/cookies';
import { readShopperSession, usableSession, type ShopperSession } from '../../platform/commerce/shopperSession.server';
import { bodyProblem, crossSiteReason, crossSiteRefusal, readRequestBody } from '../../platform/requestGuards.server';
import { AccountCallError, type AccountDeps } from './auth.server';
import { accountMessagesFor } from './messages.server';
import {
  emailStepSchemaFor,
  fieldErrors,
  formText as text,
  isRateLimitRefusal,
  isValidPostalCode,
  logAccountFailure as logFailure,
  loginErrorMessage,
  loginSchemaFor,
  precheckOrUnknown,
  problemJson,
  rateLimitedProblem,
  refusedLoginProblem,
  savePostalCode,
  wantsJson,
  registrationPayload,
  registrationFormValues,
  registrationSchemaFor,
  UNKNOWN_CUSTOMER_PRECHECK,
  validateRegistration,
  withForwardedClientAddress,
  type EmailStepForm,
  type FieldErrors,
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
  const parsed = emailStepSchemaFor(accountMessagesFor(localeIdOf(request, form)).feedback).safeParse({
    email: text(form, 'email'),
  });
  if (!parsed.success) {
    const problem: FormProblem<EmailStepForm> = {
      status: 400,
      values: { email: text(form, 'email').trim() },
      errors: fieldErrors(parsed.error),
    };
    return wantsJson(request) ? problemJson(problem) : { problem };
  }
  const answer = await precheckFor(request, deps, parsed.data.email, now);
  if (wantsJson(request)) return Response.json(answer, { headers: { 'Cache-Control': NO_STORE } });
  const localeId = localeIdOf(request, form);
  const redirectParam = form.get('redirectUrl');
  const redirectUrl =
    typeof redirectParam === 'string' && redirectParam ? safeRedirect(redirectParam, '') || undefined : undefined;
  const params = { email: parsed.data.email, redirectUrl };
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
  const M = accountMessagesFor(localeIdOf(request, form)).feedback;
  const values = { email: text(form, 'email').trim(), rememberMe: form.get('rememberMe') !== null };
  const password = text(form, 'password') || text(form, 'loginPassword');
  const parsed = loginSchemaFor(M).safeParse({
    email: text(form, 'email'),
    password,
    rememberMe: form.get('rememberMe') ?? undefined,
  });
  if (!parsed.success) {
    const problem = { status: 400, values, errors: fieldErrors(parsed.error) };
    return json ? { response: problemJson(problem) } : { problem };
  }
  // asked for only when the precheck said `updatePostalCode`: checked by the locale's country, saved after the sign-in
  const postalCode = text(form, 'postalCode').trim();
  if (postalCode && !isValidPostalCode(postalCode, localeIdOf(request, form))) {
    const problem: FormProblem<LoginForm> = { status: 400, values, errors: { postalCode: M.postalCodeInvalid } };
    return json ? { response: problemJson(problem) } : { problem };
  }
  // the storefront's limits (rateLimits.server.ts): failed sign-ins per address and per account
  const clientAddress = guard.clientAddress ?? 'unknown';
  const attempt = await (guard.limits ?? accountRateLimits()).startSignIn(clientAddress, parsed.data.email);
  if (isRateLimitRefusal(attempt)) {
    const problem = rateLimitedProblem<LoginForm>(
      attempt,
      values,
      attempt.limit === 'account' ? M.accountLocked : M.signInRateLimited,
      localeIdOf(request, form),
    );
    return json ? { response: problemJson(problem) } : { problem };
  }
  const guest = currentSession(request);
  try {
    // keeping the shopper's usid: the same shopper for SLAS and the shopper context (and the basket merge); SLAS
    // counts its failures by the shopper's address (X-Forwarded-For), not the storefront's
    const tokens = await withForwardedClientAddress(clientAddress, () =>
      deps.loginRegistered(parsed.data.email, parsed.data.password, guest?.usid),
    );
    await attempt.succeeded();
    if (postalCode && tokens.customer_id)
      await savePostalCode(deps, tokens.access_token, tokens.customer_id, postalCode);
    const target = safeRedirect(form.get('redirectUrl'));
    return {
      response: await customerSessionResponse(request, deps, tokens, {
        target,
        remember: parsed.data.rememberMe,
        via: 'login',
        now,
        guest,
        answer: json ? 'json' : 'redirect',
        messages: M,
      }),
    };
  } catch (error) {
    const { problem, counts } = refusedLoginProblem<LoginForm>(error, values, M, localeIdOf(request, form));
    // a refused password (or a locked account) counts against the limits; an outage does not
    await (counts ? attempt.failed() : attempt.uncounted());
    return json ? { response: problemJson(problem) } : { problem };
  }
}

/** The cookie a kiosk launch sets to name its session's origin (`kiosk_{region}_{storeNumber}`); absent on the web. */
export const SESSION_ORIGINATION_COOKIE = 'ridgeline-session-origination';

/**
 * `POST /registration`: step 2 of account creation. The form is validated again with the same rules as the browser
 * (the site's settings from the precheck of the posted e-mail, the locale's phone and postal-code rules). "Join For
 * Free" (`isLoyaltyFormSubmit=true`) needs the whole form valid; "Create Account Without Rewards" allows a lone
 * loyalty-consent error. Success: the customer is created and signed in (303, or JSON when asked).
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
  const values = registrationFormValues(form);
  const isLoyaltyFormSubmit = text(form, 'isLoyaltyFormSubmit') === 'true';
  const answerProblem = (problem: FormProblem<RegistrationForm>): FormOutcome<RegistrationForm> => {
    const { password: _password, ...shown } = problem.values as Record<string, unknown>;
    const kept = { ...problem, values: shown as FormProblem<RegistrationForm>['values'] };
    if (json) return { response: problemJson(kept) };
    return { problem: kept };
  };
  const localeId = localeIdOf(request, form);
  const messages = accountMessagesFor(localeId);
  const M = messages.feedback;
  const emailCheck = emailStepSchemaFor(M).safeParse({ email: values.email });
  const precheck = emailCheck.success
    ? await precheckFor(request, deps, emailCheck.data.email, now)
    : UNKNOWN_CUSTOMER_PRECHECK;
  const schema = registrationSchemaFor({
    localeId,
    settings: precheck.registerFormSettings,
    constraints: precheck.passwordConstraints,
    messages,
  });
  const checked = validateRegistration(schema, values, text(form, 'password'), isLoyaltyFormSubmit);
  if ('errors' in checked) return answerProblem({ status: 400, values, errors: checked.errors });
  const { data } = checked;
  // the storefront's limits (rateLimits.server.ts): registrations per address and per e-mail
  const clientAddress = guard.clientAddress ?? 'unknown';
  const refusal = await (guard.limits ?? accountRateLimits()).admit('registration', clientAddress, data.email);
  if (refusal) return answerProblem(rateLimitedProblem(refusal, values, M.requestRateLimited, localeId));
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
    logFailure('registration-failed', error);
    const fieldMessages = error instanceof AccountCallError ? error.fieldErrors : undefined;
    const secure = new URL(request.url).protocol === 'https:';
    const status = error instanceof AccountCallError && error.status === 400 ? 400 : 502;
    const problem: FormProblem<RegistrationForm> = {
      status,
      values,
      errors: (fieldMessages ?? {}) as FieldErrors<RegistrationForm>,
      formError: M.signUpFailed,
    };
    if (json) return { response: problemJson(problem) };
    return { problem: { ...problem, flash: flashToastCookie({ title: M.signUpFailed, status: 'error' }, { secure }) } };
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
    return answerProblem({ status: 502, values, errors: {}, formError: loginErrorMessage(error, M, localeId) });
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
