import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Unit tests of the storefront's own modules (config, head tags, headers, critical CSS, session reset).
// The whole app is tested end to end with Playwright against the production build (root `e2e/`).
export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  test: {
    environment: 'node',
    include: ['app/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
});
