import type { RegistrationPayload } from '../account/registrationPayload';
import { toBasketApiError, type Basket } from './basket.server';
import { mergeGuestBasket, type BasketMergeApi } from './basketMerge.server';
import { messageOf } from './log.server';
import type { CommerceConfig } from './config.server';
import { sdk } from './sdk.server';
import { clientConfig } from './token.server';

/** The SLAS token answer of a registered login (the fields the storefront's session keeps). */
export interface AccountTokens {
  access_token: string;
  refresh_token: string;
  usid: string;
  customer_id?: string;
  expires_in?: number;
}

/** The SLAS and Shopper Customers calls of the sign-in and registration forms (commerce-sdk-isomorphic; fakes in tests). */
export interface AccountCalls {
  /** SLAS registered login (`helpers.loginRegisteredUserB2C`), keeping the shopper's usid. Throws `AccountCallError`. */
  loginRegistered(email: string, password: string, usid?: string): Promise<AccountTokens>;
  /** Shopper Customers `registerCustomer` with a guest's token. Throws `AccountCallError` (with `fieldErrors` for an `invalid_form` answer). */
  register(guestAccessToken: string, payload: RegistrationPayload): Promise<void>;
  /** The authentication custom API's `precheck-customer` (body `gatewayEmail`): its raw answer. Throws on a non-OK answer. */
  precheck(accessToken: string, email: string): Promise<unknown>;
  /** `POST /post-auth` (empty body) after every sign-in or registration. Throws on a non-OK answer. */
  postAuth(accessToken: string): Promise<void>;
  /** Shopper Baskets calls of the guest basket merge. */
  baskets: BasketMergeApi;
  /**
   * Shopper Customers `getCustomerBaskets`: the customer's open baskets (none: an empty list). Throws on a failure.
   * Optional: without it a sign-in never looks for the customer's basket.
   */
  customerBaskets?(accessToken: string, customerId: string): Promise<Basket[]>;
  /** The registered customer's first name (`getCustomer`), undefined when it cannot be read. */
  firstName(accessToken: string, customerId: string): Promise<string | undefined>;
  /** Shopper Customers `updateCustomer` with `{ c_postalCode }` (the precheck's `updatePostalCode`). Throws `AccountCallError`. */
  updatePostalCode?(accessToken: string, customerId: string, postalCode: string): Promise<void>;
}

/** A refused commerce call, with its HTTP status (0: no answer). */
export class AccountCallError extends Error {
  override name = 'AccountCallError';
  constructor(
    readonly status: number,
    message: string,
    /** Per-field messages of an `invalid_form` answer. */
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
  }
}

const asCallError = (error: unknown): AccountCallError => {
  const status = (error as { response?: { status?: number } }).response?.status;
  return new AccountCallError(
    typeof status === 'number' ? status : 0,
    error instanceof Error ? error.message : String(error),
  );
};

/** A refused registration: an `invalid_form` answer carries per-field messages, attached to the form's fields. */
async function registrationError(error: unknown): Promise<AccountCallError> {
  const response = (error as { response?: Response }).response;
  if (response && typeof response.clone === 'function') {
    try {
      const body = (await response.clone().json()) as { type?: unknown; fieldErrors?: unknown };
      if (
        typeof body.type === 'string' &&
        body.type.endsWith('invalid_form') &&
        body.fieldErrors &&
        typeof body.fieldErrors === 'object'
      ) {
        const fields = Object.fromEntries(
          Object.entries(body.fieldErrors as Record<string, unknown>).filter(([, v]) => typeof v === 'string'),
        ) as Record<string, string>;
        return new AccountCallError(response.status, 'invalid_form', fields);
      }
    } catch {
      // not JSON: the status alone
    }
  }
  return asCallError(error);
}

/**
 * The deadline of each account call: longer than a page's commerce calls (3 s), since a shopper who submitted a form
 * is waiting for this answer alone, and the password hash a login or registration costs takes its time on a busy server.
 */
export const ACCOUNT_CALL_TIMEOUT_MS = 10_000;

export function createAccountCalls(pageConfig: CommerceConfig): AccountCalls {
  const config = { ...pageConfig, timeoutMs: Math.max(pageConfig.timeoutMs, ACCOUNT_CALL_TIMEOUT_MS) };
  const slasClient = new sdk.ShopperLogin(clientConfig(config));
  const origin = (config.proxy ?? `https://${config.shortCode}.api.commercecloud.salesforce.com`).replace(/\/$/, '');
  const basketsClient = (accessToken: string) =>
    new sdk.ShopperBasketsV2({ ...clientConfig(config), headers: { authorization: `Bearer ${accessToken}` } });
  const basketCall = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw await toBasketApiError(error);
    }
  };
  const customers = (accessToken: string) =>
    new sdk.ShopperCustomers({ ...clientConfig(config), headers: { authorization: `Bearer ${accessToken}` } });
  return {
    async loginRegistered(email, password, usid) {
      try {
        return (await sdk.helpers.loginRegisteredUserB2C({
          slasClient,
          credentials: { username: email, password },
          parameters: { redirectURI: config.redirectUri, ...(usid ? { usid } : {}) },
        })) as AccountTokens;
      } catch (error) {
        throw asCallError(error);
      }
    },
    async register(guestAccessToken, payload) {
      try {
        await customers(guestAccessToken).registerCustomer({ body: payload as never });
      } catch (error) {
        throw await registrationError(error);
      }
    },
    async precheck(accessToken, email) {
      const url = new URL(
        `${origin}/custom/authentication/v1/organizations/${encodeURIComponent(config.organizationId)}/precheck-customer`,
      );
      url.searchParams.set('siteId', config.siteId);
      url.searchParams.set('locale', config.locale);
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${accessToken}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({ gatewayEmail: email }),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      if (!response.ok)
        throw new AccountCallError(
          response.status,
          `Request failed with status ${response.status} ${response.statusText}`,
        );
      return response.status === 204 ? { success: true } : await response.json();
    },
    async postAuth(accessToken) {
      const response = await fetch(`${origin}/post-auth`, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}` },
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      if (!response.ok)
        throw new AccountCallError(
          response.status,
          `Request failed with status ${response.status} ${response.statusText}`,
        );
    },
    baskets: {
      getBasket: (accessToken, basketId) =>
        basketCall(async () => (await basketsClient(accessToken).getBasket({ parameters: { basketId } })) as Basket),
      mergeBasket: (accessToken) =>
        basketCall(
          async () =>
            (await basketsClient(accessToken).mergeBasket({ parameters: { createDestinationBasket: true } })) as Basket,
        ),
      updateShippingAddress: (accessToken, basketId, shipmentId, address) =>
        basketCall(
          async () =>
            (await basketsClient(accessToken).updateShippingAddressForShipment({
              parameters: { basketId, shipmentId },
              body: address as never,
            })) as Basket,
        ),
      updateBillingAddress: (accessToken, basketId, address) =>
        basketCall(
          async () =>
            (await basketsClient(accessToken).updateBillingAddressForBasket({
              parameters: { basketId },
              body: address as never,
            })) as Basket,
        ),
    },
    async customerBaskets(accessToken, customerId) {
      const answer = await customers(accessToken).getCustomerBaskets({ parameters: { customerId } });
      return ((answer as { baskets?: Basket[] }).baskets ?? []).filter((basket) => Boolean(basket?.basketId));
    },
    async firstName(accessToken, customerId) {
      try {
        return (await customers(accessToken).getCustomer({ parameters: { customerId } })).firstName ?? undefined;
      } catch {
        return undefined;
      }
    },
    async updatePostalCode(accessToken, customerId, postalCode) {
      try {
        await customers(accessToken).updateCustomer({
          parameters: { customerId },
          body: { c_postalCode: postalCode } as never,
        });
      } catch (error) {
        throw asCallError(error);
      }
    },
  };
}

/** The shopper's session before a sign-in, as far as the sign-in reads it. */
export interface SignInGuest {
  accessToken: string;
  basketId?: string | undefined;
  registered?: unknown;
}

/** The guest's bag before the sign-in (with the guest's token), or undefined when there is none or it cannot be read. */
async function guestBasketOf(
  calls: AccountCalls,
  guest: SignInGuest | undefined,
  log: (entry: Record<string, unknown>) => void,
): Promise<Basket | undefined> {
  if (!guest?.basketId || guest.registered) return undefined;
  try {
    return await calls.baskets.getBasket(guest.accessToken, guest.basketId);
  } catch (error) {
    log({ event: 'guest-basket-read-failed', message: messageOf(error).slice(0, 200) });
    return undefined;
  }
}

/**
 * The customer's most recent basket (`lastModified`, else `creationDate`; a tie: the later one in the list), or
 * undefined when they have none.
 */
export function newestBasket(baskets: readonly Basket[]): Basket | undefined {
  const time = (basket: Basket) => {
    const { lastModified, creationDate } = basket as { lastModified?: string; creationDate?: string };
    const at = Date.parse(lastModified ?? creationDate ?? '');
    return Number.isNaN(at) ? -Infinity : at;
  };
  let newest: Basket | undefined;
  for (const basket of baskets) if (!newest || time(basket) >= time(newest)) newest = basket;
  return newest;
}

/**
 * What every sign-in does with a registered customer's tokens: reads their first name, merges the guest's bag into
 * theirs (a failed merge leaves it with the guest, logged by the merge: the shopper is signed in either way) and
 * calls post-auth (a failure is logged). Answers the first name and the customer's basket: the merged one, else
 * (no guest bag with items to merge) the newest of the customer's own baskets by `customerId`, so a bag left on
 * another device or in an earlier session is theirs again; a failed read of the list is logged
 * (`customer-baskets-read-failed`) and the sign-in goes on without a basket.
 */
export async function completeSignIn(
  calls: AccountCalls,
  tokens: AccountTokens,
  guest: SignInGuest | undefined,
  log: (entry: Record<string, unknown>) => void,
): Promise<{ firstName?: string | undefined; basket?: Basket | undefined }> {
  const firstName = tokens.customer_id ? await calls.firstName(tokens.access_token, tokens.customer_id) : undefined;
  let basket: Basket | undefined;
  try {
    basket = await mergeGuestBasket(calls.baskets, await guestBasketOf(calls, guest, log), tokens.access_token);
  } catch {
    basket = undefined;
  }
  if (!basket && tokens.customer_id && calls.customerBaskets) {
    try {
      basket = newestBasket(await calls.customerBaskets(tokens.access_token, tokens.customer_id));
    } catch (error) {
      log({ event: 'customer-baskets-read-failed', message: messageOf(error).slice(0, 200) });
    }
  }
  try {
    await calls.postAuth(tokens.access_token);
  } catch (error) {
    log({ event: 'post-auth-failed', message: messageOf(error).slice(0, 200) });
  }
  return { firstName, basket };
}
