/**
 * What the sign-in and registration forms answer when they do not go through: the problem of a form (its values
 * without the password, its field and form messages, a limit's wait), the JSON of the dialog, and the reading of a
 * refused SLAS login. Framework-neutral (Fetch `Request`/`Response` only): the storefront's actions read the request,
 * check its origin, apply the limits and set the cookies.
 */
import { readPrecheck, UNKNOWN_CUSTOMER_PRECHECK, type PrecheckAnswer } from '../../account/precheck';
import type { FormProblem } from '../../account/formProblem';
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
