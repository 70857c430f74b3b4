/**
 * The account's commerce clients, handed to the platform's registry by the composition root (`app/appFeatures.server.ts`).
 * They are app-wide: sign-in, the profile, recovery and the wish list have always used the base configuration.
 */
import type { FeatureClientFactories } from '../../platform/request/commerceClients.server';
import { createAccountDeps, type AccountDeps } from './auth.server';
import { createProfileDeps, type ProfileDeps } from './pages/profile.server';
import { createRecoveryDeps, type RecoveryDeps } from './recovery/deps.server';
import { createWishlistDeps } from './wishlist/deps.server';
import type { WishlistDeps } from './wishlist/wishlist.server';

declare module '../../platform/request/commerceClients.server' {
  interface FeatureClients {
    /** sign-in, registration, precheck, sign-out */
    readonly account: AccountDeps;
    /** the account pages' profile clients and the SLAS auth that refreshes the customer's token */
    readonly profile: { readonly profile: ProfileDeps; readonly auth: AccountDeps['auth'] };
    /** password reset, passwordless and social sign-in */
    readonly recovery: RecoveryDeps;
    /** the wish list */
    readonly wishlist: WishlistDeps;
  }
}

export const accountClients = {
  account: { per: 'app', make: ({ config }) => createAccountDeps(config) },
  profile: {
    per: 'app',
    make: ({ config, clients }) => ({ profile: createProfileDeps(config), auth: clients.account.auth }),
  },
  recovery: { per: 'app', make: ({ config }) => createRecoveryDeps(config) },
  wishlist: { per: 'app', make: ({ config }) => createWishlistDeps(config) },
} satisfies Pick<FeatureClientFactories, 'account' | 'profile' | 'recovery' | 'wishlist'>;
