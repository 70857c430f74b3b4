/**
 * What the sign-in and registration forms answer when they do not go through: the problem of a form (its values
 * without the password, its field and form messages, a limit's wait), the JSON of the dialog, and the reading of a
 * refused SLAS login. Framework-neutral (Fetch `Request`/`Response` only): the storefront's actions read the request,
 * check its origin, apply the limits and set the cookies.
 */
import { readPrecheck, UNKNOWN_CUSTOMER_PRECHECK, type PrecheckAnswer } from '../../account/precheck';
import type { FormOutcome, FormProblem } from '../../account/formProblem';
import { isValidPostalCode } from '../../account/postalCodes';
import {
  emailStepSchemaFor,
  fieldErrors,
  loginSchemaFor,
  registrationFormValues,
  registrationSchemaFor,
  validateRegistration,
  type AccountFeedbackText,
  type AccountFormsText,
  type EmailStepForm,
  type FieldErrors,
  type LoginForm,
  type RegistrationForm,
} from '../../account/schemas';
import { AccountCallError, type AccountCalls } from '../account.server';
import { log, messageOf } from '../log.server';
import { RATE_LIMITED_CODE, retryAfterHeaders, SLAS_LOCKOUT_RETRY_AFTER_S, waitWords } from './limits.server';

const NO_STORE = 'private, no-store';

/** The words of a refused login (any object with these keys: the feature's whole message table will do). */
export interface LoginRefusalText {
  /** "… try again in {wait}" */
  accountLocked: string;
  loginUnauthorized: string;
  loginFailed: string;
}

/** `{name}` placeholders filled from `values` (an unknown one stays as written). */
const fill = (template: string, values: Readonly<Record<string, string>>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? values[key]! : whole));

/** A text field of a form ('' when absent or a file). */
export const formText = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The dialog asks for JSON (`Accept: application/json`); a server form gets HTML (303 or the page again). */
export const wantsJson = (request: Request) => /application\/json/i.test(request.headers.get('accept') ?? '');

/** SLAS says the account is locked after failed logins: 423, or 429 (the sandbox's "Too many failed login attempts"). */
export const isAccountLockedError = (error: unknown): boolean =>
  error instanceof AccountCallError && (error.status === 423 || error.status === 429);

/** The message of a refused SLAS login: 401 is the bad-credentials case; a lock says so; anything else (an outage) is generic. */
export function loginErrorMessage(error: unknown, M: LoginRefusalText, localeId: string): string {
  if (isAccountLockedError(error))
    return fill(M.accountLocked, { wait: waitWords(SLAS_LOCKOUT_RETRY_AFTER_S, localeId) });
  return error instanceof AccountCallError && error.status === 401 ? M.loginUnauthorized : M.loginFailed;
}

/**
 * The problem of a refused SLAS login: 401 for a refused password, 429 (with SLAS's usual lock as `Retry-After`) for a
 * locked account, 502 for anything else. `counts` says whether the attempt counts against the limits: an outage
 * does not.
 */
export function refusedLoginProblem<T>(
  error: unknown,
  values: FormProblem<T>['values'],
  M: LoginRefusalText,
  localeId: string,
): { problem: FormProblem<T>; counts: boolean } {
  const locked = isAccountLockedError(error);
  const status = locked ? 429 : error instanceof AccountCallError && error.status === 401 ? 401 : 502;
  if (status === 502) logAccountFailure('login-failed', error);
  return {
    counts: status !== 502,
    problem: {
      status,
      values,
      errors: {},
      formError: loginErrorMessage(error, M, localeId),
      ...(locked ? { retryAfterS: SLAS_LOCKOUT_RETRY_AFTER_S, code: RATE_LIMITED_CODE } : {}),
    },
  };
}

/** A form refused by a limit (429): the account's lock message, or "too many" (`message`) for the address or request limits. */
export function rateLimitedProblem<T>(
  refusal: { retryAfterS: number },
  values: FormProblem<T>['values'],
  message: string,
  localeId: string,
): FormProblem<T> {
  return {
    status: 429,
    values,
    errors: {},
    formError: fill(message, { wait: waitWords(refusal.retryAfterS, localeId) }),
    retryAfterS: refusal.retryAfterS,
    code: RATE_LIMITED_CODE,
  };
}

/** A JSON answer of a form that did not go through (the dialog shows `formError` and attaches `errors` to fields). */
export const problemJson = <T>(problem: FormProblem<T>, headers?: HeadersInit) =>
  Response.json(
    {
      ok: false,
      ...(problem.code ? { code: problem.code } : {}),
      ...(problem.formError ? { formError: problem.formError } : {}),
      errors: problem.errors,
    },
    {
      status: problem.status,
      headers: { 'Cache-Control': NO_STORE, ...retryAfterHeaders(problem.retryAfterS), ...headers },
    },
  );

/** One log line for a failed account call (its status and message; never the form). */
export const logAccountFailure = (event: string, error: unknown) =>
  log.warn({ event, status: error instanceof AccountCallError ? error.status : 0 }, messageOf(error).slice(0, 200));

/** The precheck of an e-mail with a guest's token; a failure is logged and read as "existing customer unknown" (the password view). */
export async function precheckOrUnknown(
  deps: Pick<AccountCalls, 'precheck'>,
  guestToken: () => Promise<string>,
  email: string,
): Promise<PrecheckAnswer> {
  try {
    return readPrecheck(await deps.precheck(await guestToken(), email));
  } catch (error) {
    logAccountFailure('precheck-failed', error);
    return UNKNOWN_CUSTOMER_PRECHECK;
  }
}

/** Shopper Customers `updateCustomer` with `c_postalCode`; a failure is logged and the sign-in goes on. */
export async function savePostalCode(
  deps: Pick<AccountCalls, 'updatePostalCode'>,
  accessToken: string,
  customerId: string,
  postalCode: string,
): Promise<void> {
  if (!deps.updatePostalCode) return;
  try {
    await deps.updatePostalCode(accessToken, customerId, postalCode);
  } catch (error) {
    logAccountFailure('postal-code-update-failed', error);
  }
}

/** A problem as the form's answer: the dialog's JSON (`json`), or the problem for the page to show again. */
export const problemOutcome = <T>(problem: FormProblem<T>, json: boolean): FormOutcome<T> =>
  json ? { response: problemJson(problem) } : { problem };

/** The e-mail step's field, checked: its e-mail, or the 400 problem. */
export function checkEmailStep(
  form: FormData,
  M: AccountFeedbackText,
): { email: string } | { problem: FormProblem<EmailStepForm> } {
  const parsed = emailStepSchemaFor(M).safeParse({ email: formText(form, 'email') });
  if (parsed.success) return { email: parsed.data.email };
  return {
    problem: { status: 400, values: { email: formText(form, 'email').trim() }, errors: fieldErrors(parsed.error) },
  };
}

/**
 * The login form (email, password or `loginPassword`, rememberMe, postalCode), checked: the login and the values to
 * show again, or the 400 problem. The postal code is asked for only when the precheck said `updatePostalCode`: it is
 * checked by the locale's country, and saved after the sign-in (`savePostalCode`).
 */
export function checkLoginForm(
  form: FormData,
  M: AccountFeedbackText,
  localeId: string,
):
  | { login: LoginForm; values: FormProblem<LoginForm>['values']; postalCode: string }
  | { problem: FormProblem<LoginForm> } {
  const values = { email: formText(form, 'email').trim(), rememberMe: form.get('rememberMe') !== null };
  const parsed = loginSchemaFor(M).safeParse({
    email: formText(form, 'email'),
    password: formText(form, 'password') || formText(form, 'loginPassword'),
    rememberMe: form.get('rememberMe') ?? undefined,
  });
  if (!parsed.success) return { problem: { status: 400, values, errors: fieldErrors(parsed.error) } };
  const postalCode = formText(form, 'postalCode').trim();
  if (postalCode && !isValidPostalCode(postalCode, localeId))
    return { problem: { status: 400, values, errors: { postalCode: M.postalCodeInvalid } } };
  return { login: parsed.data, values, postalCode };
}

/** A registration problem without the password (it is never sent back). */
export function withoutPassword(problem: FormProblem<RegistrationForm>): FormProblem<RegistrationForm> {
  const { password: _password, ...shown } = problem.values as Record<string, unknown>;
  return { ...problem, values: shown as FormProblem<RegistrationForm>['values'] };
}

/**
 * The registration form, checked again with the same rules as the browser: the site's settings from the precheck of
 * the posted e-mail (`precheckOf`, asked only for a well-formed e-mail), the locale's phone and postal-code rules.
 * "Join For Free" (`isLoyaltyFormSubmit=true`) needs the whole form valid; "Create Account Without Rewards" allows a
 * lone loyalty-consent error.
 */
export async function checkRegistrationForm(
  form: FormData,
  messages: AccountFormsText,
  localeId: string,
  precheckOf: (email: string) => Promise<PrecheckAnswer>,
): Promise<
  | { data: RegistrationForm; values: Record<string, string | boolean>; isLoyaltyFormSubmit: boolean }
  | { problem: FormProblem<RegistrationForm> }
> {
  const values = registrationFormValues(form);
  const isLoyaltyFormSubmit = formText(form, 'isLoyaltyFormSubmit') === 'true';
  const emailCheck = emailStepSchemaFor(messages.feedback).safeParse({ email: values.email });
  const precheck = emailCheck.success ? await precheckOf(emailCheck.data.email) : UNKNOWN_CUSTOMER_PRECHECK;
  const schema = registrationSchemaFor({
    localeId,
    settings: precheck.registerFormSettings,
    constraints: precheck.passwordConstraints,
    messages,
  });
  const checked = validateRegistration(schema, values, formText(form, 'password'), isLoyaltyFormSubmit);
  if ('errors' in checked) return { problem: withoutPassword({ status: 400, values, errors: checked.errors }) };
  return { data: checked.data, values, isLoyaltyFormSubmit };
}

/** A refused registration (logged): 400 with Shopper Customers' field messages when it said the form is invalid, else 502. */
export function refusedRegistrationProblem(
  error: unknown,
  values: FormProblem<RegistrationForm>['values'],
  M: { signUpFailed: string },
): FormProblem<RegistrationForm> {
  logAccountFailure('registration-failed', error);
  const fieldMessages = error instanceof AccountCallError ? error.fieldErrors : undefined;
  return withoutPassword({
    status: error instanceof AccountCallError && error.status === 400 ? 400 : 502,
    values,
    errors: (fieldMessages ?? {}) as FieldErrors<RegistrationForm>,
    formError: M.signUpFailed,
  });
}
