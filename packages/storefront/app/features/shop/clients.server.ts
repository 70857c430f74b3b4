/**
 * The bag's and checkout's commerce clients (per shop locale: baskets are in the locale's currency), the loyalty
 * tracker read over them for the header's account drawer, and the checkout's app-wide memory of the steps reported,
 * handed to the platform by the composition root (`app/appFeatures.server.ts`).
 */
import type { FeatureStateFactories } from '../../platform/request/appContext.server';
import type { FeatureClientFactories } from '../../platform/request/commerceClients.server';
import type { ShopperSession } from '../../platform/commerce/shopperSession.server';
import type { AddToBagDeps } from './bag/addToBag.server';
import { shopperLoyaltyTracker, type ShopperLoyaltyTracker } from './cart/cartPage.server';
import { createShopDeps } from './cart/deps.server';
import type { ShopDeps } from './cart/shopperBasket.server';
import { createCheckoutStepReporter, createReviewsClient, type CheckoutStepReporter } from '@ridgeline/commerce/server';
import { createSizeGuideClient, type SizeGuideClient } from '@ridgeline/commerce/server';
import { readReviewsConfig, readSizeGuideConfig } from './product/reviews.server';

declare module '../../platform/request/commerceClients.server' {
  interface FeatureClients {
    /** the bag and checkout (baskets in the locale's currency) and the commerce locale they speak */
    readonly shop: { readonly deps: ShopDeps; readonly locale: string };
    /** add to bag: the bag's own clients */
    readonly addToBag: AddToBagDeps;
    /**
     * a signed-in shopper's loyalty tracker in the locale's words, read with the bag's loyalty client (its five-minute
     * cache is the bag's): the header's account drawer asks it (`/__ridgeline/shopper?fields=loyalty`)
     */
    readonly loyaltyTracker: {
      read(session: ShopperSession | undefined): Promise<ShopperLoyaltyTracker | undefined>;
    };
    /** the product page's reviews service (none when not configured) */
    readonly reviews: { readonly client: ReturnType<typeof createReviewsClient> | undefined };
    /** the product page's size-guide service (none when not configured) */
    readonly sizeGuides: { readonly client: SizeGuideClient | undefined };
  }
}

declare module '../../platform/request/appContext.server' {
  interface FeatureAppState {
    /** checkoutStep activity, once per step and basket (the app's memory of the steps reported) */
    readonly checkoutSteps: CheckoutStepReporter;
  }
}

export const shopClients = {
  shop: { per: 'locale', make: ({ config }) => ({ deps: createShopDeps(config), locale: config.locale }) },
  addToBag: {
    per: 'locale',
    make: ({ clients }) => {
      const { auth, baskets, currency } = clients.shop.deps;
      return { auth, baskets, currency };
    },
  },
  loyaltyTracker: {
    per: 'locale',
    make: ({ clients, locale }) => ({
      read: (session) => shopperLoyaltyTracker(session, clients.shop.deps, locale.id),
    }),
  },
  reviews: { per: 'app', make: () => ({ client: ((c) => c && createReviewsClient(c))(readReviewsConfig()) }) },
  sizeGuides: { per: 'app', make: () => ({ client: ((c) => c && createSizeGuideClient(c))(readSizeGuideConfig()) }) },
} satisfies Pick<FeatureClientFactories, 'shop' | 'addToBag' | 'loyaltyTracker' | 'reviews' | 'sizeGuides'>;

export const shopState = {
  checkoutSteps: ({ commerce }) => createCheckoutStepReporter(() => commerce.einstein),
} satisfies Pick<FeatureStateFactories, 'checkoutSteps'>;
