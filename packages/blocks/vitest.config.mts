import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  test: {
    environment: 'jsdom',
    globals: true,
    // Blocks render ui components in jsdom, so they need exactly the browser stand-ins ui's own tests use.
    setupFiles: ['../ui/src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
