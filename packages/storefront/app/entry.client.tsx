import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { setNonce } from 'get-nonce';
import { adoptCriticalStyles, createEmotionCache } from './platform/emotion';
import { documentNonce, NonceContext } from './platform/nonce';
import { createQueryClient } from './platform/queryClient';
import { getRegistry } from './platform/registry';
import { preloadRenderedBlocks } from '@ridgeline/renderer';
import { parseUrlStyleAttribute, setUrlStyle } from './platform/urls';

// Links built in the browser carry the locale as the server's do (`<html data-url-style>`), before hydration renders any.
setUrlStyle(parseUrlStyleAttribute(document.documentElement.dataset.urlStyle));

// The server's Content-Security-Policy nonce: hydration renders the same `nonce` attributes, and the `<style>` tags
// added later (Emotion's, and the scroll lock of drawers through get-nonce) carry it, or the policy refuses them.
const nonce = documentNonce();
if (nonce) setNonce(nonce);
// The same key as the server's cache, which takes the ids of the server's critical `<style>` as inserted.
const cache = createEmotionCache({ nonce });
adoptCriticalStyles(cache);
// One TanStack Query client for the page's life: block data stays cached across client navigations.
const queryClient = createQueryClient();

// The code of the blocks the server rendered first: the page then hydrates in one pass.
void preloadRenderedBlocks({ registry: getRegistry(true) }).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <NonceContext.Provider value={nonce}>
          <CacheProvider value={cache}>
            <QueryClientProvider client={queryClient}>
              <HydratedRouter />
            </QueryClientProvider>
          </CacheProvider>
        </NonceContext.Provider>
      </StrictMode>,
    );
  }),
);
