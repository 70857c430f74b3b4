/** The store locator's client (per shop locale), handed to the platform by the composition root (`app/appFeatures.server.ts`). */
import type { FeatureClientFactories } from '../../platform/request/commerceClients.server';
import { createStoreSearch, type StoreSearchService } from '@ridgeline/commerce/server';

declare module '../../platform/request/commerceClients.server' {
  interface FeatureClients {
    /** the store locator */
    readonly stores: StoreSearchService;
  }
}

export const storeClients = {
  stores: { per: 'locale', make: ({ config, guestTokens }) => createStoreSearch(config, { tokens: guestTokens }) },
} satisfies Pick<FeatureClientFactories, 'stores'>;
