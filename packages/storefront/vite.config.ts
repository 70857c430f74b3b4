import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { DEMO_STAGING_ENVIRONMENTS } from '@ridgeline/sandbox/environments';
import { hoistTransitiveImports } from './app/islands/hoistTransitiveImports.ts';

// `npm run dev` beside the sandbox previews its demo staging environments (production takes PREVIEW_ENVIRONMENTS
// from whoever starts it: scripts/start.mjs, the e2e config). Only the dev server reads this; the build never
// bundles the sandbox.
if (!process.env.AMPLIENCE_HUB && !process.env.PREVIEW_ENVIRONMENTS) {
  process.env.PREVIEW_ENVIRONMENTS = JSON.stringify(DEMO_STAGING_ENVIRONMENTS);
}

/**
 * What the islands entry imports besides React DOM (the log, and Vite's helper around its dynamic import): kept in a
 * chunk of their own, out of the groups below, so that the entry does not load the runtime's and the shell's chunks
 * statically (they come in its second step and at idle).
 */
const LOG_MODULE = path.resolve(import.meta.dirname, 'app/platform/log.ts');
const isEntryHelper = (id: string) => id === LOG_MODULE || /vite[\\/]preload-helper/.test(id);
/** The islands runtime: the islands entry's second step, every islands page loads it. */
const RUNTIME_MODULE = path.resolve(import.meta.dirname, 'app/islands/runtime.tsx');
/** The shell's always-on parts: islands every page's header and overlays wake when idle. */
const SHELL_PART_MODULES = [
  'app/features/shell/headerParts.ts',
  'app/features/account/dialog/AccountHost.tsx',
  'app/features/shell/toasts/ToastHost.tsx',
  'app/features/shell/overlays/OverlayGate.tsx',
].map((file) => path.resolve(import.meta.dirname, file));

/** The chunks of the groups below (and the bundler's runtime), which every islands page has loaded before an island wakes. */
const isLoadedFirst = (fileName: string) =>
  /(^|\/)(islands-(entry-helpers|libraries|runtime|shell)|rolldown-runtime)-[^/]+\.js$/.test(fileName);

export default defineConfig({
  // Vite 8 transforms TS/JSX with oxc: Emotion's JSX runtime gives every element the `css` prop.
  oxc: {
    jsx: { runtime: 'automatic', importSource: '@emotion/react' },
  },
  // An island's chunk names every chunk it needs, not only those it imports itself (see the plugin).
  plugins: [reactRouter(), hoistTransitiveImports(isLoadedFirst)],
  ssr: {
    // Workspace packages and Emotion go through Vite's resolver together, so the app, ui, blocks and
    // @emotion/styled share ONE @emotion/react (one cache context). Left to Node, the dev server would load
    // Emotion's development build for the app and its production build inside @emotion/styled: two contexts,
    // and styles written inline beside each element instead of into the one critical-CSS tag.
    noExternal: [/^@ridgeline\//, /^@emotion\//],
  },
  server: { port: Number(process.env.PORT ?? 3000) },
  build: {
    manifest: true,
    // No preload helper around dynamic imports: for each chunk an import needs, it adds a `<link rel="modulepreload">`
    // at the moment of the import, and Chromium spends 0.5–1 ms of main thread on each. An island's code is 5–25
    // chunks, so waking one cost up to 25 ms on this machine (~100 ms on a phone) in one task: most of the islands
    // runtime's own script time. The browser's module loader fetches those imports by itself. (Preloading the
    // runtime's chunks from the document's head was measured too: they then take bandwidth from the largest image,
    // and Lighthouse's LCP on the category landing page went from 1.2 to 2.3 s.)
    modulePreload: false,
  },
  environments: {
    client: {
      // The islands runtime is an entry of its own beside React Router's (see README, "Islands"); the manifest maps
      // it to its chunk for the documents that load it.
      build: {
        rollupOptions: {
          input: ['app/islands.client.tsx'],
          output: {
            // What every islands page loads before and beside its first islands comes in three chunks instead of
            // the seventy small files automatic splitting made of it (each file costs its import preamble and loses
            // compression across files): the libraries (React, React DOM, Emotion), the islands runtime with what it
            // imports, and the shell's always-on parts with theirs. A group takes its modules and their static
            // imports as the bundler has tree-shaken them, so it holds only code those pages load anyway (a checkout
            // page, which shows fewer of the shell's parts, loads all of them); a part woken by an interaction
            // imports what it shares from these chunks. The service worker precaches two of them by name
            // (scripts/service-worker.mjs). Measured (issue 21, decision 0016): first-load JavaScript of `/` 124.8 →
            // 109.0 KB gzip, 73 → 11 files.
            codeSplitting: {
              groups: [
                { name: 'islands-entry-helpers', priority: 3, test: isEntryHelper },
                {
                  name: 'islands-libraries',
                  priority: 2,
                  test: /node_modules[\\/](react|react-dom|scheduler|@emotion|stylis|hoist-non-react-statics|get-nonce|@babel[\\/]runtime)[\\/]/,
                },
                { name: 'islands-runtime', priority: 1, test: (id: string) => id === RUNTIME_MODULE },
                { name: 'islands-shell', test: (id: string) => SHELL_PART_MODULES.includes(id) },
              ],
            },
          },
        },
      },
    },
  },
});
