/**
 * The shell's commerce clients (the header's quick search, app-wide: it is asked per locale) and the bag's coupon
 * sync on to the shopper context, handed to the platform by the composition root (`app/appFeatures.server.ts`).
 */
import type { FeatureStateFactories } from '../../platform/request/appContext.server';
import type { FeatureClientFactories } from '../../platform/request/commerceClients.server';
import { createShopperDataLayer, type QuickSearch, type ShopperDataLayer } from '@ridgeline/commerce/server';
import { getEnv } from '../../platform/env.server';
import { log } from '../../platform/log.server';
import { createConfiguredQuickSearch } from './search/quickSearch.server';
import { createShopperCouponSyncer } from './shopperContext/couponSync.server';
import { createActiveDataGate, type ActiveDataGate } from './analytics/activeData.server';
import { createBrowserErrorsLimiter } from './errors/browserErrors.server';

declare module '../../platform/request/commerceClients.server' {
  interface FeatureClients {
    /** the header's quick search */
    readonly quickSearch: QuickSearch;
    /** the shopper's data-layer cart and user (docs/behaviour/data-layer.md#shopper-data) */
    readonly dataLayer: ShopperDataLayer;
  }
}

declare module '../../platform/request/appContext.server' {
  interface FeatureAppState {
    /** the bag's promo codes on to the shopper context: one coupon sync per shopper, for the app */
    readonly syncCoupons: ReturnType<typeof createShopperCouponSyncer>;
    /** the Active Data beacon's per-address limit, failure log limit and beacons on their way */
    readonly activeDataGate: ActiveDataGate;
    /** the browser error collector's per-address limit */
    readonly browserErrorsLimiter: ReturnType<typeof createBrowserErrorsLimiter>;
  }
}

export const shellClients = {
  quickSearch: {
    per: 'app',
    make: ({ config, clients, guestTokens }) => createConfiguredQuickSearch(config, clients.commerce, guestTokens),
  },
  dataLayer: {
    per: 'locale',
    make: ({ config }) =>
      createShopperDataLayer(config, {
        useApi: getEnv().ENABLE_DATA_LAYER_API,
        legacyUrl: getEnv().DATA_LAYER_LEGACY_URL,
        log: ({ message, ...fields }) => log.warn({ event: 'data-layer', ...fields }, String(message)),
      }),
  },
} satisfies Pick<FeatureClientFactories, 'quickSearch' | 'dataLayer'>;

export const shellState = {
  syncCoupons: () => createShopperCouponSyncer(),
  activeDataGate: () => createActiveDataGate(),
  browserErrorsLimiter: () => createBrowserErrorsLimiter(),
} satisfies Pick<FeatureStateFactories, 'syncCoupons' | 'activeDataGate' | 'browserErrorsLimiter'>;
