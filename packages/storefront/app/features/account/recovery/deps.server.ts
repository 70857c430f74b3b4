import type { CommerceConfig } from '../../../platform/commerce/config.server';
import { getCommerceConfig } from '../../../platform/commerce/commerce.server';
import { getConfig } from '../../../platform/config.server';
import { createRecoveryCalls, recoveryClientSecret, type RecoveryCalls } from '@ridgeline/commerce/server';
import type { RecoveryLinks } from './actions.server';
import { envFrom, type RawEnv } from '../../../platform/env.server';

/** What the recovery flows need from SLAS (`@ridgeline/commerce`'s recovery calls; fakes in tests). */
export type RecoveryDeps = RecoveryCalls;

/** The SLAS private client's secret (passwordless needs one): `COMMERCE_CLIENT_SECRET`, the sandbox's demo one, or none. */
export const slasClientSecret = (config: Pick<CommerceConfig, 'usingSandbox'>, env?: RawEnv): string | undefined =>
  recoveryClientSecret(envFrom(env).COMMERCE_CLIENT_SECRET, config.usingSandbox);

export const createRecoveryDeps = (config: CommerceConfig, env?: RawEnv): RecoveryDeps =>
  createRecoveryCalls(config, slasClientSecret(config, env));

/**
 * Mailed links: `PUBLIC_ORIGIN` (never the request's `Host`), and the private client's secret as the key that signs a
 * passwordless link's e-mail (passwordless needs that secret anyway).
 */
export function recoveryLinks(): RecoveryLinks {
  const emailKey = slasClientSecret(getCommerceConfig());
  return { publicOrigin: getConfig().publicOrigin, ...(emailKey ? { emailKey } : {}) };
}
