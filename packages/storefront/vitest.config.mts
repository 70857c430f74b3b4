import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { DEMO_STAGING_ENVIRONMENTS } from '@ridgeline/sandbox/environments';

// Unit tests of the storefront's own modules (config, head tags, headers, critical CSS, session reset).
// The whole app is tested end to end with Playwright against the production build (root `e2e/`).
export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  test: {
    // jsdom renders of whole blocks take seconds on a loaded 2-core machine (and on Node 24 beside Node 20): a
    // timeout is a hang guard here, never a speed assertion (speed is measured by `npm run bench`).
    testTimeout: 20_000,
    environment: 'node',
    include: ['app/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // The tests that run against the in-process sandbox preview its demo staging environments, as `npm start` does.
    env: { PREVIEW_ENVIRONMENTS: JSON.stringify(DEMO_STAGING_ENVIRONMENTS) },
  },
});
