import { CacheProvider, type EmotionCache } from '@emotion/react';
import type { IslandProviders } from '@ridgeline/renderer';
import { RidgelineProvider } from '@ridgeline/ui';
import type { ReactNode } from 'react';
import { ShopIntlProvider, type IntlConfig } from '../i18n/intl';

/**
 * What every island's React root renders inside, on the server (per request, with its Emotion cache) and in the
 * browser (the islands entry's cache, which adopts the server's critical CSS): the same cache key and theme, so an
 * island's hydration finds its styles already inserted and adds no `<style>`. Global styles are the document's, once.
 *
 * `intl` (the server's): the request's locale and messages around every island. In the browser the same provider is
 * part of each app part's own code (`withIslandIntl`, loaded with the part), fed by the document's JSON script: block
 * islands format nothing with react-intl (blocks take their labels from content and props), so a page whose islands
 * are all blocks, the home page, loads no react-intl at all.
 */
export function islandProviders(cache: EmotionCache, intl?: IntlConfig): IslandProviders {
  return function IslandRootProviders({ children }: { children: ReactNode }) {
    return (
      <CacheProvider value={cache}>
        <RidgelineProvider withGlobalStyles={false}>{intl ? <ShopIntlProvider {...intl}>{children}</ShopIntlProvider> : children}</RidgelineProvider>
      </CacheProvider>
    );
  };
}
