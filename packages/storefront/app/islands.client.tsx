// The islands runtime of public pages (see README, "Islands"): the only script an islands document loads. It hydrates
// each interactive block on its own when its trigger holds; static blocks never load code.
import { hydrateIslands } from '@ridgeline/renderer/islands';
import { browserRegistry } from '@ridgeline/blocks/browser';
import { setNonce } from 'get-nonce';
import { createEmotionCache } from './lib/emotion';
import { documentNonce } from './lib/nonce';
import { islandProviders } from './lib/islandProviders';
import { ISLAND_PARTS } from './islands/parts';

// The Content-Security-Policy nonce the server gave this runtime's script: `<style>` tags added later (Emotion's, the
// scroll lock of drawers through get-nonce) carry it, or the policy refuses them.
const nonce = documentNonce();
if (nonce) setNonce(nonce);
// The server's key: the cache adopts the `<style data-emotion="css …">` of the document's head and its ids.
const Providers = islandProviders(createEmotionCache({ nonce }));

hydrateIslands({ registry: browserRegistry, Providers, components: ISLAND_PARTS });
// Each island reports its own state (`data-island-state`); this says the runtime itself has run.
document.documentElement.dataset.islandsRuntime = 'started';
