import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { DEMO_STAGING_ENVIRONMENTS } from '@ridgeline/sandbox/environments';
import { isolationProjects } from '../../vitest.isolation.mjs';

// Unit tests of the storefront's own modules (config, head tags, headers, critical CSS, session reset).
// The whole app is tested end to end with Playwright against the production build (root `e2e/`).
export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  test: {
    // jsdom renders of whole blocks take seconds on a loaded 2-core machine (and on Node 24 beside Node 20): a
    // timeout is a hang guard here, never a speed assertion (speed is measured by `npm run bench`). Under two busy
    // loops some tests took 16-18 s: 60 s leaves room.
    testTimeout: 60_000,
    environment: 'node',
    restoreMocks: true,
    setupFiles: ['./vitest.setup.ts'],
    // The tests that run against the in-process sandbox preview its demo staging environments, as `npm start` does.
    env: { PREVIEW_ENVIRONMENTS: JSON.stringify(DEMO_STAGING_ENVIRONMENTS) },
    // Files share a worker and its module cache unless they mock modules (why: vitest.isolation.mjs at the root);
    // what a file must leave as it found it (environment, spies, timers, the DOM) is checked in vitest.setup.ts.
    projects: isolationProjects({
      name: 'storefront',
      packageDir: fileURLToPath(new URL('.', import.meta.url)),
      sourceDir: 'app',
      alsoIsolated: [
        // It tests the browser's side of log.ts (lines on the console): once any server file in the worker has loaded
        // log.server.ts, that module has made itself log.ts's sink for the rest of the worker's life, as on a server.
        'app/platform/log.test.ts',
      ],
    }),
  },
});
