import { data, type RouterContextProvider } from 'react-router';
import { requestContextOf } from '../../../platform/request/context.server';
import { requireCustomer, withTokenRefresh, type AccountShopper } from './account.server';
import type { ProfileDeps } from '@ridgeline/commerce/server';

/**
 * What every account route starts with: the locale and the clients (both from the request context), the customer (or
 * the 303 to sign in, thrown).
 */
export async function accountRequest(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): Promise<{ localeId: string; shopper: AccountShopper; deps: ProfileDeps }> {
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
