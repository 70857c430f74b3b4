import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The clients run on the server: no DOM. A timeout is a hang guard, never a speed assertion.
    testTimeout: 20_000,
    environment: 'node',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
