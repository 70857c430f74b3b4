import type { CommerceConfig } from '../../../platform/commerce/config.server';
import { getCommerceConfig } from '../../../platform/commerce/commerce.server';
import { getConfig } from '../../../platform/config.server';
import { clientConfig, sdk } from '@ridgeline/commerce/server';
import type { SlasTokenResponse } from '../../../platform/commerce/shopperSession.server';
import { deadlineFetch } from '../../../platform/upstream.server';
import { AccountCallError, ACCOUNT_CALL_TIMEOUT_MS } from '../auth.server';
import type { RecoveryLinks } from './actions.server';
import { envFrom, type RawEnv } from '../../../platform/env.server';

/** What the recovery flows need from SLAS (commerce-sdk-isomorphic in production; fakes in tests). Each throws `AccountCallError`. */
export interface RecoveryDeps {
  /** `getPasswordResetToken` in callback mode: SLAS sends the reset link for `email` to `callbackUri`. */
  requestPasswordReset(email: string, callbackUri: string): Promise<void>;
  /** `resetPassword`: the link's token and the new password. */
  resetPassword(email: string, token: string, newPassword: string): Promise<void>;
  /** `helpers.authorizePasswordless` in callback mode (a private client). */
  requestPasswordless(email: string, callbackUri: string, usid?: string): Promise<void>;
  /** `helpers.getPasswordLessAccessToken`: the link's token becomes the customer's tokens. */
  passwordlessTokens(token: string): Promise<SlasTokenResponse>;
  /** `helpers.authorizeIDP` and the authorize call itself: where the identity provider's page is, and the PKCE verifier. */
  authorizeSocial(
    provider: 'apple' | 'google',
    redirectUri: string,
    usid?: string,
  ): Promise<{ location: string; codeVerifier: string }>;
  /** `helpers.loginIDPUser`: the code SLAS sent back, with the verifier. */
  socialTokens(code: string, codeVerifier: string, redirectUri: string, usid?: string): Promise<SlasTokenResponse>;
}

/** The sandbox's demo private-client secret (not a secret); a real instance sets `COMMERCE_CLIENT_SECRET`. */
const SANDBOX_CLIENT_SECRET = 'ridgeline-sandbox-private-client-secret';

/** The SLAS private client's secret (passwordless needs one), undefined when none is configured. */
export function slasClientSecret(config: Pick<CommerceConfig, 'usingSandbox'>, env?: RawEnv): string | undefined {
  const configured = envFrom(env).COMMERCE_CLIENT_SECRET;
  if (configured) return configured;
  return config.usingSandbox ? SANDBOX_CLIENT_SECRET : undefined;
}

/** The status and message of a refused SDK call (its JSON `message` when it has one). */
async function asCallError(error: unknown): Promise<AccountCallError> {
  if (error instanceof AccountCallError) return error;
  const response = (error as { response?: Response }).response;
  let message = error instanceof Error ? error.message : String(error);
  if (response && typeof response.clone === 'function') {
    try {
      const body = (await response.clone().json()) as { message?: unknown; detail?: unknown };
      if (typeof body.message === 'string') message = body.message;
      else if (typeof body.detail === 'string') message = body.detail;
    } catch {
      // not JSON: keep the error's own message
    }
  }
  return new AccountCallError(typeof response?.status === 'number' ? response.status : 0, message);
}

const calling =
  <A extends unknown[], R>(work: (...args: A) => Promise<R>) =>
  async (...args: A): Promise<R> => {
    try {
      return await work(...args);
    } catch (error) {
      throw await asCallError(error);
    }
  };

export function createRecoveryDeps(pageConfig: CommerceConfig, env?: RawEnv): RecoveryDeps {
  // a shopper who asked for a link is waiting on this call alone: the account deadline, not a page's
  const config = { ...pageConfig, timeoutMs: Math.max(pageConfig.timeoutMs, ACCOUNT_CALL_TIMEOUT_MS) };
  const slasClient = new sdk.ShopperLogin(clientConfig(config));
  const clientSecret = slasClientSecret(config, env);
  const organizationId = config.organizationId;
  const fetchWithDeadline = deadlineFetch(fetch, config.timeoutMs);
  const needSecret = () => {
    if (!clientSecret) throw new AccountCallError(0, 'Required argument client secret is not provided');
    return clientSecret;
  };
  return {
    requestPasswordReset: calling(async (email, callbackUri) => {
      await slasClient.getPasswordResetToken({
        parameters: { organizationId },
        body: {
          user_id: email,
          mode: 'callback',
          channel_id: config.siteId,
          client_id: config.clientId,
          callback_uri: callbackUri,
        },
      });
    }),
    resetPassword: calling(async (email, token, newPassword) => {
      await slasClient.resetPassword({
        parameters: { organizationId },
        body: {
          user_id: email,
          pwd_action_token: token,
          new_password: newPassword,
          channel_id: config.siteId,
          client_id: config.clientId,
        },
      });
    }),
    requestPasswordless: calling(async (email, callbackUri, usid) => {
      const response = await sdk.helpers.authorizePasswordless({
        slasClient,
        credentials: { clientSecret: needSecret() },
        parameters: { userid: email, mode: 'callback', callbackURI: callbackUri, ...(usid ? { usid } : {}) },
      });
      // the helper answers the raw response: a refusal is read here
      if (!response.ok)
        throw await asCallError({ response, message: `Passwordless login refused (${response.status})` });
    }),
    passwordlessTokens: calling(
      async (token) =>
        (await sdk.helpers.getPasswordLessAccessToken({
          slasClient,
          credentials: { clientSecret: needSecret() },
          parameters: { pwdlessLoginToken: token },
        })) as SlasTokenResponse,
    ),
    authorizeSocial: calling(async (provider, redirectUri, usid) => {
      const { url, codeVerifier } = await sdk.helpers.authorizeIDP({
        slasClient,
        parameters: { hint: provider, redirectURI: redirectUri, ...(usid ? { usid } : {}) },
      });
      // SLAS answers the authorize with a redirect to the provider, or with an error (an unregistered redirect URI)
      const response = await fetchWithDeadline(url, { redirect: 'manual' });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location)
        return { location: new URL(location, url).toString(), codeVerifier };
      throw await asCallError({ response, message: `Social login authorize answered ${response.status}` });
    }),
    socialTokens: calling(
      async (code, codeVerifier, redirectUri, usid) =>
        (await sdk.helpers.loginIDPUser({
          slasClient,
          credentials: { codeVerifier },
          parameters: { code, redirectURI: redirectUri, ...(usid ? { usid } : {}) },
        })) as SlasTokenResponse,
    ),
  };
}

/**
 * Mailed links: `PUBLIC_ORIGIN` (never the request's `Host`), and the private client's secret as the key that signs a
 * passwordless link's e-mail (passwordless needs that secret anyway).
 */
export function recoveryLinks(): RecoveryLinks {
  const emailKey = slasClientSecret(getCommerceConfig());
  return { publicOrigin: getConfig().publicOrigin, ...(emailKey ? { emailKey } : {}) };
}
