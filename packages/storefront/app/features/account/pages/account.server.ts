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
  newestOrdersFirst,
  profileView,
  type AccountOrder,
  type CustomerAddress,
  type ProfileDeps,
  type ProfilingProgress,
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
import { ADDRESS_FIELDS, type FieldErrors } from '@ridgeline/commerce';
import { intlFor } from '../../../platform/i18n/catalogs.server';
import { profileMessages as M } from './messages';
import { parseAccountAddress, parseProfile, type AddressFormField, type ProfileForm } from './schemas';
import { log, messageOf } from '../../../platform/log.server';

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

/** One log line for a failed account call (the event, status and message; never the form). */
export function logAccountFailure(event: string, error: unknown): void {
  log.warn({ event, status: error instanceof AccountCallError ? error.status : 0 }, messageOf(error).slice(0, 200));
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

// ---- /account (profile)

export interface ProfileView {
  customer: { firstName: string; lastName: string; email: string; phone: string; postalCode: string };
  /** null: profiling is off, the progress could not be read, or the profile is complete */
  progress: ProfilingProgress | null;
}

/** The profile page's data: the customer, and the profiling progress when profiling is on and not complete. */
export async function loadProfile(
  shopper: AccountShopper,
  deps: ProfileDeps,
  profilingEnabled: boolean,
): Promise<ProfileView> {
  const customer = await deps.getCustomer(shopper.accessToken, shopper.customerId);
  let progress: ProfilingProgress | null = null;
  if (profilingEnabled) {
    try {
      const read = await deps.profilingProgress(shopper.accessToken);
      progress =
        typeof read.progressDecimal === 'number' && read.progressDecimal < 1
          ? { progressDecimal: read.progressDecimal }
          : null;
    } catch (error) {
      if (error instanceof Response) throw error; // the session ended: signed out (withTokenRefresh)
      // the banner is an invitation: without the progress the page shows no banner
      logAccountFailure('profiling-progress-failed', error);
    }
  }
  return { customer: profileView(customer), progress };
}

export interface ProfileProblem {
  status: number;
  values: Partial<Record<keyof ProfileForm, string>>;
  errors: FieldErrors<ProfileForm>;
  formError?: string;
}

/** `POST /account`: the profile form. Valid: `updateCustomer` (names, e-mail, `phoneHome`, `c_postalCode`) and 303 back. */
export async function saveProfile(
  request: Request,
  shopper: AccountShopper,
  deps: ProfileDeps,
  localeId: string,
): Promise<Response | ProfileProblem> {
  const form = await readAccountForm(request);
  if (form instanceof Response) return form;
  const values = {
    firstName: form.firstName ?? '',
    lastName: form.lastName ?? '',
    email: form.email ?? '',
    phone: form.phone ?? '',
    postalCode: form.postalCode ?? '',
  };
  const intl = intlFor(localeId);
  const parsed = parseProfile(values, localeId, intl);
  if (!parsed.ok) return { status: 400, values, errors: parsed.errors };
  const { firstName, lastName, email, phone, postalCode } = parsed.profile;
  try {
    await deps.updateCustomer(shopper.accessToken, shopper.customerId, {
      firstName,
      lastName,
      email,
      phoneHome: phone,
      c_postalCode: postalCode,
    });
  } catch (error) {
    if (error instanceof Response) throw error; // the session ended: signed out (withTokenRefresh)
    logAccountFailure('profile-update-failed', error);
    return { status: 502, values, errors: {}, formError: intl.formatMessage(M.profileFailed) };
  }
  return backTo(request, shopper, 'profile-saved');
}

// ---- /account/orders

/** The customer's orders, newest first (the API's order, kept even if it changes). */
export async function loadOrders(shopper: AccountShopper, deps: ProfileDeps): Promise<AccountOrder[]> {
  const orders = await deps.getOrders(shopper.accessToken, shopper.customerId);
  return newestOrdersFirst(orders);
}

// ---- /account/addresses

export interface AddressProblem {
  status: number;
  /** the address being edited (its current name), or undefined for a new one */
  editing?: string;
  values: Partial<Record<AddressFormField, string>>;
  errors: Partial<Record<AddressFormField, string>>;
  formError?: string;
}

/** The account's address form: the checkout's address fields, with the address's name first. */
const ADDRESS_FORM_FIELDS: readonly AddressFormField[] = ['addressId', ...ADDRESS_FIELDS];

/**
 * `POST /account/addresses`: `intent` is `save` (a new address, or `originalId` edited) or `remove` (`addressId`).
 * The address follows the checkout's rules (CA and US postal codes, state codes).
 */
export async function changeAddresses(
  request: Request,
  shopper: AccountShopper,
  deps: ProfileDeps,
  localeId: string,
): Promise<Response | AddressProblem> {
  const form = await readAccountForm(request);
  if (form instanceof Response) return form;
  const intl = intlFor(localeId);
  if (form.intent === 'remove') {
    try {
      await deps.removeAddress(shopper.accessToken, shopper.customerId, form.addressId ?? '');
    } catch (error) {
      if (error instanceof Response) throw error; // the session ended: signed out (withTokenRefresh)
      // an address that is not (or no longer) there, or a name the API refuses: a form problem, not an outage
      if (error instanceof AccountCallError && (error.status === 404 || error.status === 400)) {
        return { status: 404, values: {}, errors: {}, formError: intl.formatMessage(M.addressNotFound) };
      }
      logAccountFailure('address-remove-failed', error);
      return { status: 502, values: {}, errors: {}, formError: intl.formatMessage(M.addressFailed) };
    }
    return backTo(request, shopper, 'address-removed');
  }
  const editing = form.originalId?.trim() || undefined;
  const values = Object.fromEntries(ADDRESS_FORM_FIELDS.map((field) => [field, form[field] ?? ''])) as Record<
    AddressFormField,
    string
  >;
  const parsed = parseAccountAddress(values, intl);
  if (!parsed.ok) return { status: 400, ...(editing ? { editing } : {}), values, errors: parsed.errors };
  const address: CustomerAddress = { addressId: parsed.addressId, ...parsed.address };
  try {
    if (editing) await deps.updateAddress(shopper.accessToken, shopper.customerId, editing, address);
    else await deps.createAddress(shopper.accessToken, shopper.customerId, address);
  } catch (error) {
    if (error instanceof Response) throw error; // the session ended: signed out (withTokenRefresh)
    // the one refusal the shopper can fix: the name is already used
    if (error instanceof AccountCallError && error.status === 400) {
      return {
        status: 400,
        ...(editing ? { editing } : {}),
        values,
        errors: { addressId: intl.formatMessage(M.addressNameTaken) },
      };
    }
    logAccountFailure('address-save-failed', error);
    return {
      status: 502,
      ...(editing ? { editing } : {}),
      values,
      errors: {},
      formError: intl.formatMessage(M.addressFailed),
    };
  }
  return backTo(request, shopper, 'address-saved');
}

// ---- /account/membership

/** `POST /account/membership`: joins the loyalty programme, 303 back. */
export async function joinMembership(
  request: Request,
  shopper: AccountShopper,
  deps: ProfileDeps,
  localeId: string,
): Promise<Response | { status: number; formError: string }> {
  const form = await readAccountForm(request);
  if (form instanceof Response) return form;
  try {
    await deps.joinLoyalty(shopper.accessToken);
  } catch (error) {
    if (error instanceof Response) throw error; // the session ended: signed out (withTokenRefresh)
    logAccountFailure('loyalty-join-failed', error);
    return { status: 502, formError: intlFor(localeId).formatMessage(M.loyaltyFailed) };
  }
  return backTo(request, shopper, 'loyalty-joined');
}
