import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Hang guards, not speed limits: these tests start the embedded database (PGlite, WebAssembly) several times and
    // hash passwords with scrypt; with both cores busy elsewhere one took 30.2 s (npm test under load, 2 cores).
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
