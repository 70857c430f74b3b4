import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { DEMO_STAGING_ENVIRONMENTS } from '@ridgeline/sandbox/environments';

// `npm run dev` beside the sandbox previews its demo staging environments (production takes PREVIEW_ENVIRONMENTS
// from whoever starts it: scripts/start.mjs, the e2e config). Only the dev server reads this; the build never
// bundles the sandbox.
if (!process.env.AMPLIENCE_HUB && !process.env.PREVIEW_ENVIRONMENTS) {
  process.env.PREVIEW_ENVIRONMENTS = JSON.stringify(DEMO_STAGING_ENVIRONMENTS);
}

export default defineConfig({
  // Vite 8 transforms TS/JSX with oxc: Emotion's JSX runtime gives every element the `css` prop.
  oxc: {
    jsx: { runtime: 'automatic', importSource: '@emotion/react' },
  },
  plugins: [reactRouter()],
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
            codeSplitting: {
              groups: [
                {
                  // The libraries every islands page runs before any island (React, React DOM, Emotion and what they
                  // bring): one chunk, not the dozen small ones automatic splitting makes of them (each file costs
                  // its import preamble and loses compression across files): 3 KB less first-load JavaScript per
                  // page, measured (issue 21). Every islands page loads all of them anyway: no page gets code it did not load.
                  name: 'islands-libraries',
                  test: /node_modules[\\/](react|react-dom|scheduler|@emotion|stylis|hoist-non-react-statics|get-nonce|@babel[\\/]runtime)[\\/]/,
                },
              ],
            },
          },
        },
      },
    },
  },
});
