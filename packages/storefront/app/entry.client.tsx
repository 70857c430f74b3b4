import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { createEmotionCache } from './lib/emotion';
import { createQueryClient } from './lib/queryClient';
import { preloadPageBlocks } from './lib/preloadPageBlocks';

// The same key as the server's cache: Emotion adopts the server's `<style data-emotion="css …">` and its ids.
const cache = createEmotionCache();
// One TanStack Query client for the page's life: block data stays cached across client navigations.
const queryClient = createQueryClient();

void preloadPageBlocks().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <CacheProvider value={cache}>
          <QueryClientProvider client={queryClient}>
            <HydratedRouter />
          </QueryClientProvider>
        </CacheProvider>
      </StrictMode>,
    );
  }),
);
