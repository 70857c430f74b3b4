import { getCommerceConfig } from '../../lib/commerce/commerce.server';
import { accountDeps } from '../deps.server';
import { createProfileDeps, type ProfileDeps } from './profile.server';

let cached: { key: string; deps: ProfileDeps } | undefined;

/** The account pages' commerce clients (and SLAS, for refreshing the customer's token), made once per configuration. */
export function profileDeps(): { profile: ProfileDeps; auth: ReturnType<typeof accountDeps>['auth'] } {
  const config = getCommerceConfig();
  const key = JSON.stringify(config);
  if (cached?.key !== key) cached = { key, deps: createProfileDeps(config) };
  return { profile: cached.deps, auth: accountDeps().auth };
}
