import {
  fromTokens,
  readShopperSession,
  sessionCookie,
  usableSession,
  type ShopperAuth,
  type ShopperSession,
} from '../../../platform/commerce/shopperSession.server';
import { invalidateShopperGroups } from '../../../platform/commerce/shopperGroupsCookie.server';
import {
  changeAddresses as changeAddressBook,
  joinMembership as joinLoyaltyProgramme,
  saveProfile as saveProfileForm,
  type AccountPagesText,
  type ProfileDeps,
} from '@ridgeline/commerce/server';
import {
  bodyProblem,
  crossSiteReason,
  crossSiteRefusal,
  readRequestBody,
} from '../../../platform/requestGuards.server';
import { redirectTarget } from '../../../platform/safeRedirect';
import { urls } from '../../../platform/urls';
import { AccountCallError } from '../auth.server';
import { isSecureRequest, signedOutCookies } from '../session.server';
import { intlFor } from '../../../platform/i18n/catalogs.server';
import { profileMessages as M } from './messages';
import { parseAccountAddress, parseProfile } from './schemas';
import { formatMessages } from '../../../platform/i18n/formatMessages';

const NO_STORE = 'private, no-store';
/** The account forms are a few short fields; a larger body is refused (413) unread. */
export const ACCOUNT_PAGE_FORM_MAX_BYTES = 8 * 1024;

/** The signed-in customer of a request, with a usable access token (and the cookie to send when it was refreshed). */
export interface AccountShopper {
  accessToken: string;
  customerId: string;
  firstName?: string;
  /** `Set-Cookie` values the response must carry (a refreshed session) */
  cookies: string[];
  /** the session the token comes from (to refresh it when the API refuses the token) */
  session?: ShopperSession;
}

/**
 * The registered customer of a request, or the 303 to the sign-in page that brings them back here
 * (`/login?redirectUrl=<this page>`). A session SLAS no longer refreshes counts as signed out: its cookies are cleared.
 */
/** The 303 to the sign-in page that brings the shopper back to this page, with `cookies` (a cleared session) if any. */
export function signInAgain(request: Request, localeId: string, cookies: string[] = []): Response {
  const url = new URL(request.url);
  const headers = new Headers({
    'Cache-Control': NO_STORE,
    Location: urls.login(localeId, `${url.pathname}${url.search}`),
  });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 303, headers });
}

export async function requireCustomer(
  request: Request,
  auth: ShopperAuth,
  localeId: string,
  now = Date.now(),
): Promise<AccountShopper | Response> {
  const toLogin = (cookies: string[] = []) => signInAgain(request, localeId, cookies);
  const current = readShopperSession(request);
  if (!current?.registered || !current.customerId) return toLogin();
  let session: ShopperSession;
  try {
    session = await usableSession(current, auth, now);
  } catch {
    return toLogin(signedOutCookies(request));
  }
  if (!session.registered || !session.customerId) return toLogin(signedOutCookies(request));
  const cookies = session === current ? [] : [sessionCookie(session, { secure: isSecureRequest(request) })];
  return {
    accessToken: session.accessToken,
    customerId: session.customerId,
    ...(session.registered.firstName ? { firstName: session.registered.firstName } : {}),
    cookies,
    session,
  };
}

/**
 * The account calls, retried once with a refreshed token when the API refuses the customer's token (401: the API
 * restarted or revoked it, while the refresh token still holds). The new session's cookie joins `shopper.cookies`.
 * Each call uses the shopper's current token, whatever token it is given. When the refresh token is refused too (the
 * session was ended: a sign-out elsewhere, a password reset), the shopper is signed out: the sign-in page's 303 with
 * the session's cookies cleared is thrown (a copy of an ended session's cookie opens nothing).
 */
export function withTokenRefresh(
  deps: ProfileDeps,
  shopper: AccountShopper,
  auth: ShopperAuth,
  request: Request,
  now = Date.now(),
  localeId = 'en-US',
): ProfileDeps {
  const refreshOnce = async (): Promise<boolean> => {
    const current = shopper.session;
    if (!current) return false;
    try {
      const tokens = await auth.refresh(current.refreshToken);
      if (tokens.usid !== current.usid || tokens.customer_id !== shopper.customerId) return false;
      const session = fromTokens(tokens, now, current.basketId, current.registered);
      shopper.session = session;
      shopper.accessToken = session.accessToken;
      shopper.cookies = [sessionCookie(session, { secure: isSecureRequest(request) })];
      return true;
    } catch {
      return false;
    }
  };
  const wrapped = {} as Record<string, unknown>;
  for (const [name, call] of Object.entries(deps) as [
    keyof ProfileDeps,
    (token: string, ...rest: unknown[]) => Promise<unknown>,
  ][]) {
    wrapped[name] = async (_token: string, ...rest: unknown[]) => {
      try {
        return await call(shopper.accessToken, ...rest);
      } catch (error) {
        if (!(error instanceof AccountCallError && error.status === 401)) throw error;
        if (!(await refreshOnce())) throw signInAgain(request, localeId, signedOutCookies(request));
        return call(shopper.accessToken, ...rest);
      }
    };
  }
  return wrapped as unknown as ProfileDeps;
}

/** The guards of every account form post: same origin (a post with neither `Origin` nor `Sec-Fetch-Site` is refused) and the body limit. */
export async function readAccountForm(request: Request): Promise<Record<string, string> | Response> {
  const crossSite = crossSiteReason(request, { allowNonBrowser: false });
  if (crossSite) return crossSiteRefusal(request, crossSite);
  try {
    const body = await readRequestBody(request, ACCOUNT_PAGE_FORM_MAX_BYTES);
    const params = new URLSearchParams(new TextDecoder().decode(body));
    return Object.fromEntries([...params.keys()].map((key) => [key, params.get(key) ?? '']));
  } catch (error) {
    return (
      bodyProblem(error, { 'Cache-Control': NO_STORE }) ??
      Response.json({ message: 'The form could not be read.' }, { status: 400, headers: { 'Cache-Control': NO_STORE } })
    );
  }
}

/** 303 back to the page (Post/Redirect/Get), with a notice the page shows once. */
export function backTo(request: Request, shopper: AccountShopper, notice: string): Response {
  const url = new URL(request.url);
  url.search = '';
  url.searchParams.set('notice', notice);
  const headers = new Headers({
    'Cache-Control': NO_STORE,
    Location: redirectTarget(`${url.pathname}${url.search}`, urls.account()),
  });
  for (const cookie of shopper.cookies) headers.append('Set-Cookie', cookie);
  // an account change (an address saved: Canada Shoppers; the profile) may change the customer's groups
  invalidateShopperGroups(request, headers);
  return new Response(null, { status: 303, headers });
}

/** The notices a page may be sent back with (`?notice=`): anything else is ignored. */
export const NOTICES = {
  'profile-saved': M.profileSaved,
  'address-saved': M.addressSaved,
  'address-removed': M.addressRemoved,
  'loyalty-joined': M.loyaltyJoined,
} as const;

/** The page's notice (`?notice=`) in the request's locale, or undefined. */
export const noticeOf = (request: Request, localeId: string): string | undefined => {
  const key = new URL(request.url).searchParams.get('notice');
  return key && Object.hasOwn(NOTICES, key)
    ? intlFor(localeId).formatMessage(NOTICES[key as keyof typeof NOTICES])
    : undefined;
};

// ---- the forms (the calls and their problems are @ridgeline/commerce's account pages)

/** The words of the forms' problems, in the request's locale. */
const problemText = (localeId: string): AccountPagesText => formatMessages(intlFor(localeId), M);

/** An account page's form post: the guards, then `change` with the form; done: the 303 back with its notice. */
async function postAccountForm<Problem>(
  request: Request,
  shopper: AccountShopper,
  change: (form: Record<string, string>) => Promise<keyof typeof NOTICES | Problem>,
): Promise<Response | Problem> {
  const form = await readAccountForm(request);
  if (form instanceof Response) return form;
  const outcome = await change(form);
  return typeof outcome === 'string' ? backTo(request, shopper, outcome) : outcome;
}

/** `POST /account`: the profile form (`saveProfileForm`), checked in the request's locale. */
export function saveProfile(request: Request, shopper: AccountShopper, deps: ProfileDeps, localeId: string) {
  const intl = intlFor(localeId);
  const parse = (values: Record<string, string>) => parseProfile(values, localeId, intl);
  return postAccountForm(request, shopper, (form) =>
    saveProfileForm(form, shopper, deps, { parse, text: problemText(localeId) }),
  );
}

/** `POST /account/addresses`: save or remove an address (`changeAddressBook`), with the checkout's address rules. */
export function changeAddresses(request: Request, shopper: AccountShopper, deps: ProfileDeps, localeId: string) {
  const intl = intlFor(localeId);
  const parse = (values: Record<string, string>) => parseAccountAddress(values, intl);
  return postAccountForm(request, shopper, (form) =>
    changeAddressBook(form, shopper, deps, { parse, text: problemText(localeId) }),
  );
}

/** `POST /account/membership`: joins the loyalty programme, 303 back. */
export function joinMembership(request: Request, shopper: AccountShopper, deps: ProfileDeps, localeId: string) {
  return postAccountForm(request, shopper, () => joinLoyaltyProgramme(shopper, deps, problemText(localeId)));
}
