import {
  type BasketAddress,
  clientConfig,
  createLoyaltyApi,
  type LoyaltyStatus,
  sdk,
} from '@ridgeline/commerce/server';
import type { CommerceConfig } from '../../../platform/commerce/config.server';
import { AccountCallError, ACCOUNT_CALL_TIMEOUT_MS } from '../auth.server';
import { envFrom, type RawEnv } from '../../../platform/env.server';

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

/** A preference type of the profiling steps; an option has a `Name` or a `Label`. */
export interface PreferenceType {
  Key: string;
  Name: string;
  Description?: string;
  Options: { Key: string; Name?: string; Label?: string }[];
}

export interface ProfilingProgress {
  progressDecimal: number;
}

export interface ProfilingStepData {
  activatedSteps: { preferenceTypes: PreferenceType[] };
  answers?: Record<string, unknown>;
}

/** What the profiling drawer saves: the birthday, or the chosen options of preference types. */
export interface ProfilingAnswers {
  birthday?: { month: number; day: number };
  preferences?: Record<string, string[]>;
}

/** The account pages' calls, each with the registered customer's access token (fakes in tests). Each throws `AccountCallError`. */
export interface ProfileDeps {
  getCustomer(token: string, customerId: string): Promise<AccountCustomer>;
  updateCustomer(token: string, customerId: string, body: Partial<ProfileUpdate>): Promise<void>;
  getOrders(token: string, customerId: string): Promise<AccountOrder[]>;
  createAddress(token: string, customerId: string, address: CustomerAddress): Promise<void>;
  updateAddress(token: string, customerId: string, addressName: string, address: CustomerAddress): Promise<void>;
  removeAddress(token: string, customerId: string, addressName: string): Promise<void>;
  loyaltyStatus(token: string): Promise<LoyaltyStatus>;
  joinLoyalty(token: string): Promise<void>;
  profilingProgress(token: string): Promise<ProfilingProgress>;
  profilingStepData(token: string): Promise<ProfilingStepData>;
  saveProfilingAnswers(token: string, answers: ProfilingAnswers): Promise<ProfilingProgress>;
}

/** The orders page shows the latest ones (Shopper Customers pages at 50 at most). */
export const ORDERS_PAGE_SIZE = 50;

const asCallError = (error: unknown): AccountCallError => {
  if (error instanceof AccountCallError) return error;
  const status = (error as { response?: { status?: number } }).response?.status;
  return new AccountCallError(
    typeof status === 'number' ? status : 0,
    error instanceof Error ? error.message : String(error),
  );
};

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw asCallError(error);
  }
}

/**
 * The custom API call of the generic pattern: `{method} {origin}/custom/{apiName}/v1/organizations/{org}/{path}?siteId&locale`
 * with the bearer token and a JSON body; a non-OK answer is 'Request failed with status {status} {statusText}', a 204 is `{ success: true }`.
 */
export function customApiCall(config: CommerceConfig, fetchImpl: typeof fetch = fetch) {
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
      throw new AccountCallError(
        response.status,
        `Request failed with status ${response.status} ${response.statusText}`,
      );
    if (response.status === 204) return { success: true } as T;
    return (await response.json()) as T;
  };
}

export function createProfileDeps(pageConfig: CommerceConfig, fetchImpl: typeof fetch = fetch): ProfileDeps {
  const config = { ...pageConfig, timeoutMs: Math.max(pageConfig.timeoutMs, ACCOUNT_CALL_TIMEOUT_MS) };
  const customers = (token: string) =>
    new sdk.ShopperCustomers({ ...clientConfig(config), headers: { authorization: `Bearer ${token}` } });
  const custom = customApiCall(config, fetchImpl);
  const loyalty = createLoyaltyApi(config, fetchImpl);
  const profiling = 'progressive-profiling';
  return {
    getCustomer: (token, customerId) =>
      call(async () => (await customers(token).getCustomer({ parameters: { customerId } })) as AccountCustomer),
    updateCustomer: (token, customerId, body) =>
      call(async () => {
        await customers(token).updateCustomer({ parameters: { customerId }, body: body as never });
      }),
    getOrders: (token, customerId) =>
      call(async () => {
        const result = await customers(token).getCustomerOrders({
          parameters: { customerId, limit: ORDERS_PAGE_SIZE },
        });
        return (result.data ?? []) as AccountOrder[];
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

/** Progressive profiling (the banner, the drawer and its endpoint) is off unless `PROGRESSIVE_PROFILING` is `1` or `true`. */
export function profilingEnabled(env?: RawEnv): boolean {
  return envFrom(env).PROGRESSIVE_PROFILING;
}
