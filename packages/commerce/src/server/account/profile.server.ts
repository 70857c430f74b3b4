import type { PreferenceType, ProfilingAnswers, ProfilingData } from '../../account/profiling';
import type { BasketAddress } from '../basket.server';
import type { CommerceConfig } from '../config.server';
import { createLoyaltyApi, type LoyaltyStatus } from '../loyalty.server';
import { sdk } from '../sdk.server';
import { clientConfig } from '../token.server';

/** A customer's address as Shopper Customers keeps it (`addressId` is its name): the basket's address fields. */
export interface CustomerAddress extends Omit<BasketAddress, 'fullName'> {
  addressId: string;
  preferred?: boolean;
}

/** The fields of the registered customer the account pages read. */
export interface AccountCustomer {
  customerId: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  login?: string;
  phoneHome?: string;
  c_postalCode?: string;
  addresses?: CustomerAddress[];
  customerNo?: string;
  /** `customerType`, else Shopper Customers' `authType`. */
  customerType?: 'registered' | 'guest';
  isRegistered?: boolean;
  preferredLocale?: string;
  /** The customer's commerce groups, as listed on the customer (an array, or text separated by `|` or `,`). */
  c_customerGroups?: string[];
  creationDate?: string;
  lastModified?: string;
  lastLoginTime?: string;
  lastVisitTime?: string;
  previousLoginTime?: string;
  previousVisitTime?: string;
}

/** The customer's dates: ISO 8601 date-times as Shopper Customers gives them. */
export const CUSTOMER_DATES = [
  'creationDate',
  'lastModified',
  'lastLoginTime',
  'lastVisitTime',
  'previousLoginTime',
  'previousVisitTime',
] as const;

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A Shopper Customers `Customer` as the account pages read it: its fields as given, with the customer type (and
 * whether registered), the groups as a list, and only the dates that are ISO date-times; text fields that are not text
 * are left out.
 */
export function readCustomer(raw: unknown): AccountCustomer {
  const body = (typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>;
  const out = { ...body } as Record<string, unknown>;
  for (const key of ['customerNo', 'email', 'login', 'preferredLocale', 'firstName', 'lastName'])
    if (out[key] !== undefined && typeof out[key] !== 'string') delete out[key];
  for (const key of CUSTOMER_DATES)
    if (out[key] !== undefined && !(typeof out[key] === 'string' && ISO_DATE_TIME.test(out[key] as string)))
      delete out[key];
  const type = [body.customerType, body.authType].find((value) => value === 'registered' || value === 'guest');
  delete out.customerType;
  if (type) Object.assign(out, { customerType: type, isRegistered: type === 'registered' });
  const groups = Array.isArray(body.c_customerGroups)
    ? body.c_customerGroups
    : typeof body.c_customerGroups === 'string'
      ? body.c_customerGroups.split(/[|,]/)
      : [];
  const names = groups.filter((group): group is string => typeof group === 'string' && group.trim() !== '');
  delete out.c_customerGroups;
  if (names.length) out.c_customerGroups = names.map((group) => group.trim());
  return {
    ...(out as unknown as AccountCustomer),
    customerId: typeof body.customerId === 'string' ? body.customerId : '',
  };
}

/** One order of the customer's history (the fields the orders page shows). */
export interface AccountOrder {
  orderNo: string;
  creationDate?: string;
  status?: string;
  orderTotal?: number;
  currency?: string;
  productItems?: { productName?: string; quantity?: number }[];
}

export interface ProfileUpdate {
  firstName: string;
  lastName: string;
  email: string;
  phoneHome: string;
  c_postalCode: string;
}

export interface ProfilingProgress {
  progressDecimal: number;
}

export interface ProfilingStepData {
  activatedSteps: { preferenceTypes: PreferenceType[] };
  answers?: Record<string, unknown>;
}

/** The account pages' calls, each with the registered customer's access token (fakes in tests). Each throws the caller's `callError`. */
export interface ProfileDeps {
  getCustomer(token: string, customerId: string): Promise<AccountCustomer>;
  updateCustomer(token: string, customerId: string, body: Partial<ProfileUpdate>): Promise<void>;
  /** One page of the customer's orders (`ORDERS_PAGE_SIZE` from `offset`) and how many they have in all. */
  getOrders(token: string, customerId: string, offset: number): Promise<OrdersPage>;
  createAddress(token: string, customerId: string, address: CustomerAddress): Promise<void>;
  updateAddress(token: string, customerId: string, addressName: string, address: CustomerAddress): Promise<void>;
  removeAddress(token: string, customerId: string, addressName: string): Promise<void>;
  loyaltyStatus(token: string): Promise<LoyaltyStatus>;
  joinLoyalty(token: string): Promise<void>;
  profilingProgress(token: string): Promise<ProfilingProgress>;
  profilingStepData(token: string): Promise<ProfilingStepData>;
  saveProfilingAnswers(token: string, answers: ProfilingAnswers): Promise<ProfilingProgress>;
}

/** The order history's page size: the specification's orders search limit. */
export const ORDERS_PAGE_SIZE = 10;

export interface OrdersPage {
  orders: AccountOrder[];
  /** every order the customer has, on all pages */
  total: number;
}

/**
 * Makes the error a refused call throws: the caller's own class (the storefront's `AccountCallError`), so its
 * `instanceof` checks (a 401 refreshes the token, a 400 is the shopper's to fix) hold for these calls too.
 */
export type AccountCallErrorFactory = (status: number, message: string) => Error;

/** Every refused call as the caller's error, with the HTTP status of the answer (0: no answer). */
function callsThrowing(callError: AccountCallErrorFactory) {
  const made = new WeakSet<Error>();
  const fail = (status: number, message: string): Error => {
    const error = callError(status, message);
    made.add(error);
    return error;
  };
  const call = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof Error && made.has(error)) throw error;
      const status = (error as { response?: { status?: number } }).response?.status;
      throw fail(typeof status === 'number' ? status : 0, error instanceof Error ? error.message : String(error));
    }
  };
  return { fail, call };
}

/**
 * The custom API call of the generic pattern: `{method} {origin}/custom/{apiName}/v1/organizations/{org}/{path}?siteId&locale`
 * with the bearer token and a JSON body; a non-OK answer is 'Request failed with status {status} {statusText}', a 204 is `{ success: true }`.
 */
export function customApiCall(
  config: CommerceConfig,
  fetchImpl: typeof fetch = fetch,
  fail: AccountCallErrorFactory = (status, message) => Object.assign(new Error(message), { status }),
) {
  const origin = (config.proxy ?? `https://${config.shortCode}.api.commercecloud.salesforce.com`).replace(/\/$/, '');
  return async <T>(
    token: string,
    apiName: string,
    path: string,
    init: { method?: string; body?: unknown } = {},
  ): Promise<T> => {
    const url = new URL(
      `${origin}/custom/${apiName}/v1/organizations/${encodeURIComponent(config.organizationId)}/${path}`,
    );
    url.searchParams.set('siteId', config.siteId);
    url.searchParams.set('locale', config.locale);
    const response = await fetchImpl(url, {
      method: init.method ?? 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!response.ok)
      throw fail(response.status, `Request failed with status ${response.status} ${response.statusText}`);
    if (response.status === 204) return { success: true } as T;
    return (await response.json()) as T;
  };
}

export interface ProfileCallsOptions {
  callError: AccountCallErrorFactory;
  /** the account calls wait at least this long, whatever the page's budget (a sign-in flow is worth waiting for) */
  minTimeoutMs: number;
  fetchImpl?: typeof fetch;
}

/** The account pages' calls (Shopper Customers, loyalty, progressive profiling) with the customer's own token. */
export function createProfileCalls(
  pageConfig: CommerceConfig,
  { callError, minTimeoutMs, fetchImpl }: ProfileCallsOptions,
): ProfileDeps {
  const config = { ...pageConfig, timeoutMs: Math.max(pageConfig.timeoutMs, minTimeoutMs) };
  const { fail, call } = callsThrowing(callError);
  const sdkConfig = fetchImpl ? clientConfig(config, fetchImpl as never) : clientConfig(config);
  const customers = (token: string) =>
    new sdk.ShopperCustomers({ ...sdkConfig, headers: { authorization: `Bearer ${token}` } });
  const custom = customApiCall(config, fetchImpl ?? fetch, fail);
  const loyalty = createLoyaltyApi(config, fetchImpl ?? fetch);
  const profiling = 'progressive-profiling';
  return {
    getCustomer: (token, customerId) =>
      call(async () => readCustomer(await customers(token).getCustomer({ parameters: { customerId } }))),
    updateCustomer: (token, customerId, body) =>
      call(async () => {
        await customers(token).updateCustomer({ parameters: { customerId }, body: body as never });
      }),
    getOrders: (token, customerId, offset) =>
      call(async () => {
        const result = await customers(token).getCustomerOrders({
          parameters: { customerId, offset, limit: ORDERS_PAGE_SIZE },
        });
        const orders = (result.data ?? []) as AccountOrder[];
        return { orders, total: typeof result.total === 'number' ? result.total : orders.length };
      }),
    createAddress: (token, customerId, address) =>
      call(async () => {
        await customers(token).createCustomerAddress({ parameters: { customerId }, body: address as never });
      }),
    updateAddress: (token, customerId, addressName, address) =>
      call(async () => {
        await customers(token).updateCustomerAddress({
          parameters: { customerId, addressName },
          body: address as never,
        });
      }),
    removeAddress: (token, customerId, addressName) =>
      call(async () => {
        await customers(token).removeCustomerAddress({ parameters: { customerId, addressName } });
      }),
    loyaltyStatus: (token) => call(() => loyalty.status(token)),
    joinLoyalty: (token) =>
      call(async () => {
        await custom(token, 'loyalty', 'customer/enrollment', { body: {} });
      }),
    profilingProgress: (token) =>
      call(() => custom<ProfilingProgress>(token, profiling, 'profiling/progress', { method: 'GET' })),
    profilingStepData: (token) =>
      call(() => custom<ProfilingStepData>(token, profiling, 'profiling/step-data', { method: 'GET' })),
    saveProfilingAnswers: (token, answers) =>
      call(() => custom<ProfilingProgress>(token, profiling, 'profiling/answers', { body: answers })),
  };
}

// ---- the pages' views of what the calls return

/** The profile form's values of a customer (the e-mail falls back to the login). */
export const profileView = (customer: AccountCustomer) => ({
  firstName: customer.firstName ?? '',
  lastName: customer.lastName ?? '',
  email: customer.email ?? customer.login ?? '',
  phone: customer.phoneHome ?? '',
  postalCode: customer.c_postalCode ?? '',
});

/** The orders newest first (the API's order, kept even if it changes). */
export const newestOrdersFirst = (orders: readonly AccountOrder[]): AccountOrder[] =>
  [...orders].sort((a, b) => (b.creationDate ?? '').localeCompare(a.creationDate ?? ''));

/** What the profiling drawer reads of the step data: the activated preference types and the answers so far. */
export const profilingData = (stepData: ProfilingStepData): ProfilingData => ({
  preferenceTypes: stepData.activatedSteps?.preferenceTypes ?? [],
  answers: stepData.answers ?? {},
});

export interface MembershipView {
  member: boolean;
  tier?: string;
  points?: number;
  value?: string;
  expires?: string;
}

/**
 * What the membership page shows of a loyalty status: a guest, or a member's tier, points and validity; no points or
 * their value with `rewards` off (`ENABLE_LOYALTY_REWARDS`).
 */
export function membershipView(status: LoyaltyStatus, { rewards = true }: { rewards?: boolean } = {}): MembershipView {
  if (!status.loyaltyActiveInCurrentSession) return { member: false };
  const balance = rewards ? status.rewardsBalance : undefined;
  return {
    member: true,
    ...(status.tier?.status ? { tier: status.tier.status } : {}),
    ...(typeof balance?.available?.points === 'number' ? { points: balance.available.points } : {}),
    ...(balance?.available?.currencyFormattedString ? { value: balance.available.currencyFormattedString } : {}),
    ...(status.tier?.expirationDate?.formattedString ? { expires: status.tier.expirationDate.formattedString } : {}),
  };
}
