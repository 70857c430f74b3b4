import { parseCookies } from '../lib/cookies';
import { decodeSession, SHOPPER_SESSION_COOKIE, usableSession, type ShopperSession } from '../lib/commerce/shopperSession.server';
import { bodyProblem, crossSiteReason, crossSiteRefusal, readRequestBody } from '../lib/requestGuards.server';
import { AccountCallError, type AccountDeps } from './auth.server';
import { ACCOUNT_MESSAGES as M } from './messages';
import { safeRedirect } from './redirect';
import { customerSessionResponse, signedOutCookies } from './session.server';
import { fieldErrors, loginSchema, registrationSchema, type FieldErrors, type LoginForm, type RegistrationForm } from './schemas';

/** The sign-in and registration forms are a few short fields; a larger body is refused (413) unread. */
export const ACCOUNT_FORM_MAX_BYTES = 8 * 1024;

const NO_STORE = 'private, no-store';

/** A form that did not go through: shown again with its messages (the password is never sent back). */
export interface FormProblem<T> {
  status: number;
  values: Partial<Record<keyof T, string | boolean>>;
  errors: FieldErrors<T>;
  /** the message of the whole form (a refused login, a failed sign-up) */
  formError?: string;
}

export type FormOutcome<T> = { response: Response } | { problem: FormProblem<T> };

/** The guards every account form post passes: same origin (a form post needs no script, so one with neither `Origin` nor `Sec-Fetch-Site` is refused) and the body limit. */
export async function readForm(request: Request): Promise<FormData | Response> {
  const crossSite = crossSiteReason(request, { allowNonBrowser: false });
  if (crossSite) return crossSiteRefusal(request, crossSite);
  try {
    const body = await readRequestBody(request, ACCOUNT_FORM_MAX_BYTES);
    return await new Request(request.url, { method: 'POST', headers: { 'content-type': request.headers.get('content-type') ?? '' }, body: new Uint8Array(body) }).formData();
  } catch (error) {
    return bodyProblem(error, { 'Cache-Control': NO_STORE }) ?? Response.json({ message: 'The form could not be read.' }, { status: 400, headers: { 'Cache-Control': NO_STORE } });
  }
}

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The message of a refused SLAS login: 401 is the bad-credentials case; anything else (a lock, an outage) is generic. */
export function loginErrorMessage(error: unknown): string {
  return error instanceof AccountCallError && error.status === 401 ? M.loginUnauthorized : M.loginFailed;
}

/** One log line for a failed account call (its status and message; never the form). */
const logFailure = (event: string, error: unknown) =>
  console.warn(
    JSON.stringify({
      level: 'warn',
      event,
      status: error instanceof AccountCallError ? error.status : 0,
      message: (error instanceof Error ? error.message : String(error)).slice(0, 200),
    }),
  );

const currentSession = (request: Request) => decodeSession(parseCookies(request.headers.get('cookie'))[SHOPPER_SESSION_COOKIE]);

/** `POST /login`: email, password, rememberMe, redirectUrl. Success: the session becomes the customer's, 303 to `redirectUrl` (same-site paths only) or home. */
export async function loginAction(request: Request, deps: AccountDeps, now = Date.now()): Promise<FormOutcome<LoginForm>> {
  const form = await readForm(request);
  if (form instanceof Response) return { response: form };
  const values = { email: text(form, 'email').trim(), rememberMe: form.get('rememberMe') !== null };
  const parsed = loginSchema.safeParse({ email: text(form, 'email'), password: text(form, 'password'), rememberMe: form.get('rememberMe') ?? undefined });
  if (!parsed.success) return { problem: { status: 400, values, errors: fieldErrors(parsed.error) } };
  try {
    // keeping the shopper's usid: the same shopper for SLAS and the shopper context
    const tokens = await deps.loginRegistered(parsed.data.email, parsed.data.password, currentSession(request)?.usid);
    const target = safeRedirect(form.get('redirectUrl'));
    return { response: await customerSessionResponse(request, deps, tokens, { target, remember: parsed.data.rememberMe, via: 'login', now }) };
  } catch (error) {
    const status = error instanceof AccountCallError && error.status === 401 ? 401 : 502;
    if (status !== 401) logFailure('login-failed', error);
    return { problem: { status, values, errors: {}, formError: loginErrorMessage(error) } };
  }
}

/** `POST /registration`: first and last name, email, password. Success: the customer is created and signed in, 303 home (or `redirectUrl`). */
export async function registrationAction(request: Request, deps: AccountDeps, now = Date.now()): Promise<FormOutcome<RegistrationForm>> {
  const form = await readForm(request);
  if (form instanceof Response) return { response: form };
  const values = { firstName: text(form, 'firstName').trim(), lastName: text(form, 'lastName').trim(), email: text(form, 'email').trim() };
  const parsed = registrationSchema.safeParse({ ...values, password: text(form, 'password') });
  if (!parsed.success) return { problem: { status: 400, values, errors: fieldErrors(parsed.error) } };
  const current = currentSession(request);
  let guest: ShopperSession;
  try {
    // registering needs a guest's token: the shopper's own, or a new guest's
    guest = await usableSession(current && !current.registered ? current : undefined, deps.auth, now);
    await deps.register(guest.accessToken, parsed.data);
  } catch (error) {
    logFailure('registration-failed', error);
    return { problem: { status: error instanceof AccountCallError && error.status === 400 ? 400 : 502, values, errors: {}, formError: M.signUpFailed } };
  }
  try {
    const tokens = await deps.loginRegistered(parsed.data.email, parsed.data.password, guest.usid);
    const target = safeRedirect(form.get('redirectUrl'));
    return { response: await customerSessionResponse(request, deps, tokens, { target, remember: true, via: 'registration', now }) };
  } catch (error) {
    logFailure('login-failed', error);
    return { problem: { status: 502, values, errors: {}, formError: loginErrorMessage(error) } };
  }
}

/** `POST /logout`: forgets the session and the bag count, 303 home. The next request starts a new guest. */
export async function logoutAction(request: Request): Promise<Response> {
  const form = await readForm(request);
  if (form instanceof Response) return form;
  const headers = new Headers({ 'Cache-Control': NO_STORE, Location: safeRedirect(form.get('redirectUrl')) });
  for (const cookie of signedOutCookies(request)) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 303, headers });
}

/** The signed-in shopper of a request (for the "Hello" view), or undefined for a guest. */
export function registeredShopper(request: Request): { firstName?: string } | undefined {
  return decodeSession(parseCookies(request.headers.get('cookie'))[SHOPPER_SESSION_COOKIE])?.registered;
}
