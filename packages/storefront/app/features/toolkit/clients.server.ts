/**
 * The merchandiser toolkit's app-wide state: the site's customer-group list, kept by the app (the same for every
 * shopper, fresh for 300 s), handed to the platform by the composition root (`app/appFeatures.server.ts`).
 */
import type { FeatureStateFactories } from '../../platform/request/appContext.server';
import type { CustomerGroupsCache } from '@ridgeline/commerce/server';

declare module '../../platform/request/appContext.server' {
  interface FeatureAppState {
    /** the toolkit panel's customer-group list between requests */
    readonly customerGroups: CustomerGroupsCache;
  }
}

export const toolkitState = {
  customerGroups: () => ({}),
} satisfies Pick<FeatureStateFactories, 'customerGroups'>;
