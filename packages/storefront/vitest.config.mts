import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { DEMO_STAGING_ENVIRONMENTS } from '@ridgeline/sandbox/environments';

// Unit tests of the storefront's own modules (config, head tags, headers, critical CSS, session reset).
// The whole app is tested end to end with Playwright against the production build (root `e2e/`).
export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  test: {
    environment: 'node',
    include: ['app/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // The tests that run against the in-process sandbox preview its demo staging environments, as `npm start` does.
    env: { PREVIEW_ENVIRONMENTS: JSON.stringify(DEMO_STAGING_ENVIRONMENTS) },
  },
});
