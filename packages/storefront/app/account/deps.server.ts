import { getCommerceConfig } from '../lib/commerce/commerce.server';
import { createAccountDeps, type AccountDeps } from './auth.server';

let cached: { key: string; deps: AccountDeps } | undefined;

/** The account pages' commerce clients, made once per commerce configuration. */
export function accountDeps(): AccountDeps {
  const config = getCommerceConfig();
  const key = JSON.stringify(config);
  if (cached?.key !== key) cached = { key, deps: createAccountDeps(config) };
  return cached.deps;
}

/** Personal pages: never stored by a CDN, the browser or the render cache. */
export const PERSONAL_HEADERS = { 'Cache-Control': 'private, no-store' } as const;
