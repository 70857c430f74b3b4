// The islands runtime of public pages (see README, "Islands"), loaded by app/islands.client.tsx: it hydrates each
// interactive block on its own when its trigger holds; static blocks never load code.
import type { ComponentType } from 'react';
import { hydrateIslands } from '@ridgeline/renderer/islands';
import { browserRegistry } from '@ridgeline/blocks/browser';
import { setNonce } from 'get-nonce';
import { adoptCriticalStyles, createEmotionCache } from '../platform/emotion';
import { documentNonce } from '../platform/nonce';
import { documentIslandFeatures, islandProviders } from './providers';
import { INTL_ISLAND_PARTS, ISLAND_PARTS } from './parts';
import { parseUrlStyleAttribute, setUrlStyle } from '../platform/urls';
import { startIntlWarmUp } from './startIntlWarmUp';

/** Starts hydrating the document's islands. Once per document. */
export function startIslands(): void {
  // The links islands build carry the locale as the server's do (`<html data-url-style>`).
  setUrlStyle(parseUrlStyleAttribute(document.documentElement.dataset.urlStyle));

  // The Content-Security-Policy nonce the server gave this runtime's script: `<style>` tags added later (Emotion's, the
  // scroll lock of drawers through get-nonce) carry it, or the policy refuses them.
  const nonce = documentNonce();
  if (nonce) setNonce(nonce);
  // The server's key: the cache takes the ids of the critical `<style>` in the document's head as inserted.
  const cache = createEmotionCache({ nonce });
  adoptCriticalStyles(cache);
  const Providers = islandProviders(cache, undefined, documentIslandFeatures());

  // The parts that format messages render inside the locale's IntlProvider; react-intl loads with the first of them
  // that wakes, beside its code (the others take their text as props: no react-intl on a page that has none of them).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an island takes its props as JSON, whatever they are
  const parts: Record<string, () => Promise<ComponentType<any>>> = Object.fromEntries(
    Object.entries(ISLAND_PARTS).map(([kind, load]) => [
      kind,
      INTL_ISLAND_PARTS.has(kind)
        ? () =>
            Promise.all([load(), import('../platform/i18n/islandIntl')]).then(([Part, { withIslandIntl }]) =>
              withIslandIntl(Part),
            )
        : load,
    ]),
  );

  hydrateIslands({ registry: browserRegistry, Providers, components: parts });
  // ICU's data for the page's language, loaded by a worker while the page is idle, so that the first island to format
  // a price does not load it on the main thread within a tap (warmUpIntl.ts)
  const warmUp = () => startIntlWarmUp(document.documentElement.lang);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(warmUp, { timeout: 2_000 });
  else setTimeout(warmUp, 1);
  // Each island reports its own state (`data-island-state`); this says the runtime itself has run.
  document.documentElement.dataset.islandsRuntime = 'started';
}
