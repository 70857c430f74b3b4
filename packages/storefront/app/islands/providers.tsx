import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ShopperHostProvider, type ShopperHost } from '@ridgeline/blocks/host';
import type { IslandProviders } from '@ridgeline/renderer';
import { RidgelineProvider } from '@ridgeline/ui';
import type { ComponentType, ReactNode } from 'react';
import { TileWishlist } from '../features/account/wishlist/TileWishlist';

/**
 * What every island's React root renders inside, on the server (per request, with its Emotion cache) and in the
 * browser (the islands entry's cache, which adopts the server's critical CSS): the same cache key and theme, so an
 * island's hydration finds its styles already inserted and adds no `<style>`. Global styles are the document's, once.
 *
 * `Intl` (the server's: `ShopIntlProvider` with the request's locale and messages) wraps every island root. In the
 * browser the same provider is part of the code of the parts that format messages (`withIslandIntl`, loaded with the
 * part), fed by the document's JSON script; this module imports no react-intl, so the islands runtime carries none.
 */
export interface IslandFeatures {
  /** `WISHLIST_ENABLED`: every tile in an island gets the heart (the server says so in `<html data-wishlist>`). */
  wishlist?: { localeId?: string | undefined } | undefined;
}

/**
 * What blocks may know of the shopper (`@ridgeline/blocks/host`), in the browser only: the footer's newsletter asks
 * for the signed-in customer's e-mail after hydrating. The code that reads it loads with that first question.
 */
const shopperHost: ShopperHost = {
  customerEmail: () => import('../features/account/customerEmail').then((module) => module.customerEmail()),
};

export function islandProviders(
  cache: EmotionCache,
  Intl?: ComponentType<{ children: ReactNode }>,
  features: IslandFeatures = {},
): IslandProviders {
  return function IslandRootProviders({ children }: { children: ReactNode }) {
    const content = Intl ? <Intl>{children}</Intl> : children;
    return (
      <CacheProvider value={cache}>
        <RidgelineProvider withGlobalStyles={false}>
          <ShopperHostProvider value={shopperHost}>
            {features.wishlist ? <TileWishlist localeId={features.wishlist.localeId}>{content}</TileWishlist> : content}
          </ShopperHostProvider>
        </RidgelineProvider>
      </CacheProvider>
    );
  };
}

/** The features the server rendered the islands with, as the document states them (the browser's side). */
export function documentIslandFeatures(root: HTMLElement = document.documentElement): IslandFeatures {
  return root.hasAttribute('data-wishlist') ? { wishlist: { localeId: root.lang || undefined } } : {};
}
