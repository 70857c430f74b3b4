import type { CommerceConfig } from '../lib/commerce/config.server';
import { sdk } from '../lib/commerce/sdk.server';
import { createShopperAuth, type ShopperAuth, type SlasTokenResponse } from '../lib/commerce/shopperSession.server';
import { clientConfig } from '../lib/commerce/token.server';

/** What the account pages need from SLAS and Shopper Customers (commerce-sdk-isomorphic in production; fakes in tests). */
export interface AccountDeps {
  auth: ShopperAuth;
  /** SLAS registered login (`helpers.loginRegisteredUserB2C`), keeping the shopper's usid. Throws `AccountCallError`. */
  loginRegistered(email: string, password: string, usid?: string): Promise<SlasTokenResponse>;
  /** Shopper Customers `registerCustomer` with a guest's token. Throws `AccountCallError`. */
  register(guestAccessToken: string, form: { email: string; firstName: string; lastName: string; password: string }): Promise<void>;
  /** The registered customer's first name (`getCustomer`), undefined when it cannot be read. */
  firstName(accessToken: string, customerId: string): Promise<string | undefined>;
}

/** A refused commerce call, with its HTTP status (0: no answer). */
export class AccountCallError extends Error {
  override name = 'AccountCallError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const asCallError = (error: unknown): AccountCallError => {
  const status = (error as { response?: { status?: number } }).response?.status;
  return new AccountCallError(typeof status === 'number' ? status : 0, error instanceof Error ? error.message : String(error));
};

/**
 * The deadline of each account call: longer than a page's commerce calls (3 s), since a shopper who submitted a form
 * is waiting for this answer alone, and the password hash a login or registration costs takes its time on a busy server.
 */
export const ACCOUNT_CALL_TIMEOUT_MS = 10_000;

export function createAccountDeps(pageConfig: CommerceConfig): AccountDeps {
  const config = { ...pageConfig, timeoutMs: Math.max(pageConfig.timeoutMs, ACCOUNT_CALL_TIMEOUT_MS) };
  const slasClient = new sdk.ShopperLogin(clientConfig(config));
  const customers = (accessToken: string) => new sdk.ShopperCustomers({ ...clientConfig(config), headers: { authorization: `Bearer ${accessToken}` } });
  return {
    auth: createShopperAuth(config),
    async loginRegistered(email, password, usid) {
      try {
        return (await sdk.helpers.loginRegisteredUserB2C({
          slasClient,
          credentials: { username: email, password },
          parameters: { redirectURI: config.redirectUri, ...(usid ? { usid } : {}) },
        })) as SlasTokenResponse;
      } catch (error) {
        throw asCallError(error);
      }
    },
    async register(guestAccessToken, form) {
      try {
        await customers(guestAccessToken).registerCustomer({
          body: { customer: { login: form.email, email: form.email, firstName: form.firstName, lastName: form.lastName }, password: form.password },
        });
      } catch (error) {
        throw asCallError(error);
      }
    },
    async firstName(accessToken, customerId) {
      try {
        return (await customers(accessToken).getCustomer({ parameters: { customerId } })).firstName ?? undefined;
      } catch {
        return undefined;
      }
    },
  };
}
