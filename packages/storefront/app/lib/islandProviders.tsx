import { CacheProvider, type EmotionCache } from '@emotion/react';
import type { IslandProviders } from '@ridgeline/renderer';
import { RidgelineProvider } from '@ridgeline/ui';
import type { ReactNode } from 'react';

/**
 * What every island's React root renders inside, on the server (per request, with its Emotion cache) and in the
 * browser (the islands entry's cache, which adopts the server's critical CSS): the same cache key and theme, so an
 * island's hydration finds its styles already inserted and adds no `<style>`. Global styles are the document's, once.
 */
export function islandProviders(cache: EmotionCache): IslandProviders {
  return function IslandRootProviders({ children }: { children: ReactNode }) {
    return (
      <CacheProvider value={cache}>
        <RidgelineProvider withGlobalStyles={false}>{children}</RidgelineProvider>
      </CacheProvider>
    );
  };
}
