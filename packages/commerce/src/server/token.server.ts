import { AsyncLocalStorage } from 'node:async_hooks';
import { isIP } from 'node:net';
import { deadlineFetch } from './upstream.server';
import type { CommerceConfig } from './config.server';
import { sdk } from './sdk.server';

/** Refresh this long before the access token expires. */
export const TOKEN_REFRESH_MARGIN_MS = 60_000;

interface TokenState {
  accessToken: string;
  refreshToken?: string;
  expiresAt: number;
}

export interface GuestTokenSource {
  /** A valid guest access token (cached; refreshed before it expires). */
  get(): Promise<string>;
  /** Drops the cached token (e.g. after a 401), so the next `get` logs in again. */
  invalidate(): void;
}

type SdkFetch = NonNullable<ConstructorParameters<typeof sdk.ShopperLogin>[0]['fetch']>;

/** The shopper's address for the SDK calls made inside `withForwardedClientAddress` (nothing outside it). */
const forwardedClientAddress = new AsyncLocalStorage<string>();

/**
 * Runs `work` with every SCAPI call it makes through a `clientConfig` client carrying `X-Forwarded-For: address`, so
 * SLAS (and the sandbox) count failed logins and mailed links per shopper rather than per storefront server. The
 * account actions wrap only their own SLAS calls in it; a value that is not an IP address (`unknown`) sends nothing.
 */
export function withForwardedClientAddress<T>(address: string, work: () => Promise<T>): Promise<T> {
  return isIP(address) ? forwardedClientAddress.run(address, work) : work();
}

/** `fetchImpl` with the `X-Forwarded-For` of the surrounding `withForwardedClientAddress`, if any (it replaces one already set). */
function forwardingClientAddress(fetchImpl: SdkFetch): SdkFetch {
  return ((input: Parameters<SdkFetch>[0], init?: Parameters<SdkFetch>[1]) => {
    const address = forwardedClientAddress.getStore();
    if (!address) return fetchImpl(input, init);
    const headers: Record<string, string> = Object.fromEntries(new Headers(init?.headers as HeadersInit | undefined));
    headers['x-forwarded-for'] = address;
    return fetchImpl(input, { ...(init ?? {}), headers } as Parameters<SdkFetch>[1]);
  }) as SdkFetch;
}

/**
 * The SDK client config shared by every SCAPI client of this configuration. Every call it makes ends after
 * `config.timeoutMs`, reading the answer included (the SDK's own fetch, or `fetchImpl`, under a deadline signal).
 */
export function clientConfig(config: CommerceConfig, fetchImpl: SdkFetch = sdk.helpers.fetch as SdkFetch) {
  return {
    ...(config.proxy ? { proxy: config.proxy } : {}),
    fetch: deadlineFetch(forwardingClientAddress(fetchImpl), config.timeoutMs),
    parameters: {
      clientId: config.clientId,
      organizationId: config.organizationId,
      shortCode: config.shortCode,
      siteId: config.siteId,
    },
    throwOnBadResponse: true,
  };
}

/**
 * One server-side SLAS guest session (public client, PKCE through `helpers.loginGuestUser`) shared by
 * every request for public product data. The token is cached until `TOKEN_REFRESH_MARGIN_MS` before
 * it expires, then refreshed with its refresh token (`helpers.refreshAccessToken`); a failed refresh
 * logs in again. Concurrent callers share one login/refresh; each of its calls has the commerce deadline, so a stalled
 * SLAS fails the shared login in bounded time and the next caller starts a new one.
 */
export function createGuestTokenSource(config: CommerceConfig, now: () => number = Date.now): GuestTokenSource {
  const slasClient = new sdk.ShopperLogin(clientConfig(config));
  let state: TokenState | undefined;
  let pending: Promise<string> | undefined;

  const store = (response: { access_token: string; refresh_token?: string; expires_in?: number }) => {
    state = {
      accessToken: response.access_token,
      ...(response.refresh_token ? { refreshToken: response.refresh_token } : {}),
      expiresAt: now() + (response.expires_in ?? 1800) * 1000,
    };
    return state.accessToken;
  };

  const login = async () =>
    store(await sdk.helpers.loginGuestUser({ slasClient, parameters: { redirectURI: config.redirectUri } }));

  const renew = async (): Promise<string> => {
    if (state?.refreshToken) {
      try {
        return store(
          await sdk.helpers.refreshAccessToken({ slasClient, parameters: { refreshToken: state.refreshToken } }),
        );
      } catch {
        // Refresh token expired or revoked (e.g. the sandbox restarted): a fresh guest login.
      }
    }
    return login();
  };

  return {
    get() {
      if (state && now() < state.expiresAt - TOKEN_REFRESH_MARGIN_MS) return Promise.resolve(state.accessToken);
      pending ??= renew().finally(() => {
        pending = undefined;
      });
      return pending;
    },
    invalidate() {
      if (state) state = { ...state, expiresAt: 0 };
    },
  };
}

/** The HTTP status of a commerce-sdk-isomorphic error (its `ResponseError` carries the `Response`), if it has one. */
export function sdkErrorStatus(error: unknown): number | undefined {
  return (error as { response?: { status?: number } } | null)?.response?.status;
}

/**
 * Runs an SDK call with the guest token as its bearer header; after a 401 (a token the server no longer knows, e.g. the
 * sandbox restarted) once more with a new token.
 */
export async function withGuestToken<T>(
  tokens: GuestTokenSource,
  call: (headers: { authorization: string }) => Promise<T>,
): Promise<T> {
  try {
    return await call({ authorization: `Bearer ${await tokens.get()}` });
  } catch (error) {
    if (sdkErrorStatus(error) !== 401) throw error;
    tokens.invalidate();
    return call({ authorization: `Bearer ${await tokens.get()}` });
  }
}
