import { createProfileCalls, type ProfileDeps } from '@ridgeline/commerce/server';
import type { CommerceConfig } from '../../../platform/commerce/config.server';
import { AccountCallError, ACCOUNT_CALL_TIMEOUT_MS } from '../auth.server';
import { envFrom, type RawEnv } from '../../../platform/env.server';

// commerceClients.server.ts (the request's clients) names the type by this module
export type { ProfileDeps };

/** The account pages' calls, refusals thrown as `AccountCallError` (the class the sign-in flow checks too). */
export function createProfileDeps(config: CommerceConfig, fetchImpl: typeof fetch = fetch): ProfileDeps {
  return createProfileCalls(config, {
    callError: (status, message) => new AccountCallError(status, message),
    minTimeoutMs: ACCOUNT_CALL_TIMEOUT_MS,
    fetchImpl,
  });
}

/** Progressive profiling (the banner, the drawer and its endpoint) is off unless `PROGRESSIVE_PROFILING` is `1` or `true`. */
export function profilingEnabled(env?: RawEnv): boolean {
  return envFrom(env).PROGRESSIVE_PROFILING;
}
