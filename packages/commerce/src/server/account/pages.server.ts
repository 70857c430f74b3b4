import { ADDRESS_FIELDS, type AddressField } from '../../checkout/address';
import { AccountCallError } from '../account.server';
import { logAccountFailure } from './signInForms.server';
import {
  newestOrdersFirst,
  ORDERS_PAGE_SIZE,
  profileView,
  type AccountOrder,
  type CustomerAddress,
  type ProfileDeps,
  type ProfilingProgress,
} from './profile.server';

/**
 * The account pages' reads and form posts (`/account`, `/account/orders`, `/account/addresses`,
 * `/account/membership`) over the `ProfileDeps` calls: which call a form makes, what counts as the shopper's problem
 * and what as an outage. The caller reads the request (guards, body) and answers it; a thrown `Response` (the sign-in
 * redirect of a session that ended while the calls were retried) goes on up untouched.
 */

/** The registered customer the calls are made for (its token is the current one). */
export interface AccountPageShopper {
  accessToken: string;
  customerId: string;
}

/** The words of the pages' whole-form problems, in the page's locale. */
export interface AccountPagesText {
  profileFailed: string;
  addressFailed: string;
  addressNotFound: string;
  addressNameTaken: string;
  loyaltyFailed: string;
  /** the programme refused this customer (409: not eligible, e.g. staff), which trying again does not change */
  loyaltyIneligible: string;
}

/** The session ended (the caller's token refresh threw the sign-in redirect): nothing to show but that. */
const rethrowSignOut = (error: unknown): void => {
  if (error instanceof Response) throw error;
};

// ---- /account (profile)

export interface ProfileView {
  customer: { firstName: string; lastName: string; email: string; phone: string; postalCode: string };
  /** null: profiling is off, the progress could not be read, or the profile is complete */
  progress: ProfilingProgress | null;
}

/** The profile page's data: the customer, and the profiling progress when profiling is on and not complete. */
export async function loadProfile(
  shopper: AccountPageShopper,
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
      rethrowSignOut(error);
      // the banner is an invitation: without the progress the page shows no banner
      logAccountFailure('profiling-progress-failed', error);
    }
  }
  return { customer: profileView(customer), progress };
}

export type ProfileField = 'firstName' | 'lastName' | 'email' | 'phone' | 'postalCode';

export interface ProfileProblem {
  status: number;
  values: Partial<Record<ProfileField, string>>;
  errors: Partial<Record<ProfileField, string>>;
  formError?: string;
}

/**
 * The profile form (`parse` checks it in the page's locale). Valid: `updateCustomer` (names, e-mail, `phoneHome`,
 * `c_postalCode`) and `profile-saved`; otherwise the form's problem (400) or the failure (502).
 */
export async function saveProfile(
  form: Readonly<Record<string, string>>,
  shopper: AccountPageShopper,
  deps: ProfileDeps,
  {
    parse,
    text,
  }: {
    parse: (
      values: Record<ProfileField, string>,
    ) =>
      | { ok: true; profile: Record<ProfileField, string> }
      | { ok: false; errors: Partial<Record<ProfileField, string>> };
    text: AccountPagesText;
  },
): Promise<'profile-saved' | ProfileProblem> {
  const values = {
    firstName: form.firstName ?? '',
    lastName: form.lastName ?? '',
    email: form.email ?? '',
    phone: form.phone ?? '',
    postalCode: form.postalCode ?? '',
  };
  const parsed = parse(values);
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
    rethrowSignOut(error);
    logAccountFailure('profile-update-failed', error);
    return { status: 502, values, errors: {}, formError: text.profileFailed };
  }
  return 'profile-saved';
}

// ---- /account/orders

/** One page of the order history: its orders newest first, which page it is and how many there are (at least 1). */
export interface OrderHistoryPage {
  orders: AccountOrder[];
  page: number;
  pageCount: number;
}

/** Beyond any real history; a larger `?page=` is read as this and lands on the last page. */
const MAX_ORDER_PAGE = 1000;

/** The page `?page=` asks for: a whole number from 1 (at most 1,000), else the first page. */
export function orderHistoryPageNumber(search: URLSearchParams): number {
  const asked = search.get('page') ?? '';
  return /^[1-9]\d{0,5}$/.test(asked) ? Math.min(Number(asked), MAX_ORDER_PAGE) : 1;
}

/**
 * One page of the customer's orders (`ORDERS_PAGE_SIZE` a page), newest first. A page past the end (an old link
 * after orders went away, a typed number) shows the last page rather than an empty history.
 */
export async function loadOrders(shopper: AccountPageShopper, deps: ProfileDeps, page = 1): Promise<OrderHistoryPage> {
  const { orders, total } = await deps.getOrders(
    shopper.accessToken,
    shopper.customerId,
    (page - 1) * ORDERS_PAGE_SIZE,
  );
  const pageCount = Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE));
  if (page > pageCount) return loadOrders(shopper, deps, pageCount);
  return { orders: newestOrdersFirst(orders), page, pageCount };
}

// ---- /account/addresses

export type AddressFormField = AddressField | 'addressId';

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
 * The address book's form: `intent` is `save` (a new address, or `originalId` edited; `parse` checks it with the
 * checkout's rules) or `remove` (`addressId`). An address that is not there (or a name the API refuses) to remove, and
 * a name already used, are the shopper's problems; any other refusal is a failure (502).
 */
export async function changeAddresses(
  form: Readonly<Record<string, string>>,
  shopper: AccountPageShopper,
  deps: ProfileDeps,
  {
    parse,
    text,
  }: {
    parse: (
      values: Record<AddressFormField, string>,
    ) =>
      | { ok: true; addressId: string; address: Omit<CustomerAddress, 'addressId'> }
      | { ok: false; errors: Partial<Record<AddressFormField, string>> };
    text: AccountPagesText;
  },
): Promise<'address-saved' | 'address-removed' | AddressProblem> {
  if (form.intent === 'remove') {
    try {
      await deps.removeAddress(shopper.accessToken, shopper.customerId, form.addressId ?? '');
    } catch (error) {
      rethrowSignOut(error);
      // an address that is not (or no longer) there, or a name the API refuses: a form problem, not an outage
      if (error instanceof AccountCallError && (error.status === 404 || error.status === 400)) {
        return { status: 404, values: {}, errors: {}, formError: text.addressNotFound };
      }
      logAccountFailure('address-remove-failed', error);
      return { status: 502, values: {}, errors: {}, formError: text.addressFailed };
    }
    return 'address-removed';
  }
  const editing = form.originalId?.trim() || undefined;
  const values = Object.fromEntries(ADDRESS_FORM_FIELDS.map((field) => [field, form[field] ?? ''])) as Record<
    AddressFormField,
    string
  >;
  const parsed = parse(values);
  if (!parsed.ok) return { status: 400, ...(editing ? { editing } : {}), values, errors: parsed.errors };
  const address: CustomerAddress = { addressId: parsed.addressId, ...parsed.address };
  try {
    if (editing) await deps.updateAddress(shopper.accessToken, shopper.customerId, editing, address);
    else await deps.createAddress(shopper.accessToken, shopper.customerId, address);
  } catch (error) {
    rethrowSignOut(error);
    // the one refusal the shopper can fix: the name is already used
    if (error instanceof AccountCallError && error.status === 400) {
      return { status: 400, ...(editing ? { editing } : {}), values, errors: { addressId: text.addressNameTaken } };
    }
    logAccountFailure('address-save-failed', error);
    return { status: 502, ...(editing ? { editing } : {}), values, errors: {}, formError: text.addressFailed };
  }
  return 'address-saved';
}

// ---- /account/membership

/** Joins the loyalty programme: `loyalty-joined`, the programme's refusal of this customer (409), or the failure (502). */
export async function joinMembership(
  shopper: AccountPageShopper,
  deps: ProfileDeps,
  text: AccountPagesText,
): Promise<'loyalty-joined' | { status: number; formError: string }> {
  try {
    await deps.joinLoyalty(shopper.accessToken);
  } catch (error) {
    rethrowSignOut(error);
    logAccountFailure('loyalty-join-failed', error);
    if (error instanceof AccountCallError && error.status === 409)
      return { status: 409, formError: text.loyaltyIneligible };
    return { status: 502, formError: text.loyaltyFailed };
  }
  return 'loyalty-joined';
}
