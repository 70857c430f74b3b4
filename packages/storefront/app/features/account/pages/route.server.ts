import { data, type RouterContextProvider } from 'react-router';
import { requestContextOf } from '../../../platform/request/context.server';
import { noticeOf, requireCustomer, withTokenRefresh, type AccountShopper } from './account.server';
import { logAccountFailure, type ProfileDeps } from '@ridgeline/commerce/server';

type RouteArgs = { request: Request; context: Readonly<RouterContextProvider> };
type AccountRequest = { localeId: string; shopper: AccountShopper; deps: ProfileDeps };

/**
 * What every account route starts with: the locale and the clients (both from the request context), the customer (or
 * the 303 to sign in, thrown).
 */
export async function accountRequest(args: RouteArgs): Promise<AccountRequest> {
  const { request } = args;
  const requestContext = requestContextOf(args);
  const localeId = requestContext.locale.id;
  const { profile, auth } = requestContext.commerce.profile;
  const shopper = await requireCustomer(request, auth, localeId);
  if (shopper instanceof Response) throw shopper;
  return { localeId, shopper, deps: withTokenRefresh(profile, shopper, auth, request, Date.now(), localeId) };
}

/** A loader's or a refused form's data, personal, with the refreshed session cookie if any. */
export function personalData<T>(value: T, shopper: AccountShopper, status = 200) {
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  for (const cookie of shopper.cookies) headers.append('Set-Cookie', cookie);
  return data(value, { status, headers });
}

/**
 * A form post's Response: a redirect (303 back with a notice, or to sign in) goes out as it is; a refusal of the
 * guards (403 from another site, 413 too large, 400 unreadable) is thrown, so React Router answers with its status
 * and the error page. Returned, React Router would render the account page with the refusal's JSON as its action
 * data, which is not a form problem: the page failed (500).
 */
export function formResponse(response: Response): Response {
  if (response.status >= 400) throw response;
  return response;
}

/**
 * An account page's loader: `read` with the customer's calls, with the greeting's name and the page's notice; when a
 * call fails (logged as `event`), the page's 502 with `view` null (it says it could not be loaded). A session that
 * ended (the sign-in redirect of `withTokenRefresh`) is thrown.
 */
export async function accountPageData<T>(
  args: RouteArgs,
  event: string,
  read: (request: AccountRequest) => Promise<T>,
) {
  const account = await accountRequest(args);
  const { localeId, shopper } = account;
  try {
    const view = await read(account);
    return personalData(
      { localeId, firstName: shopper.firstName, view, notice: noticeOf(args.request, localeId) },
      shopper,
    );
  } catch (error) {
    if (error instanceof Response) throw error;
    logAccountFailure(event, error);
    return personalData({ localeId, firstName: shopper.firstName, view: null, notice: undefined }, shopper, 502);
  }
}

/** An account page's form post: `post` answers a redirect (or a guard's refusal) or the form's problem (the page's data). */
export async function accountFormAction<Problem extends { status: number }>(
  args: RouteArgs,
  post: (request: Request, shopper: AccountShopper, deps: ProfileDeps, localeId: string) => Promise<Response | Problem>,
) {
  const { localeId, shopper, deps } = await accountRequest(args);
  const outcome = await post(args.request, shopper, deps, localeId);
  if (outcome instanceof Response) return formResponse(outcome);
  return personalData(outcome, shopper, outcome.status);
}
