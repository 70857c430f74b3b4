import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  test: {
    // jsdom renders of whole blocks take seconds on a loaded 2-core machine (and on Node 24 beside Node 20): a
    // timeout is a hang guard here, never a speed assertion (speed is measured by `npm run bench`).
    testTimeout: 20_000,
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
  },
});
