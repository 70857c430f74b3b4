import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { isolationProjects } from '../../vitest.isolation.mjs';

export default defineConfig({
  test: {
    // a hang guard, never a speed assertion: under two busy loops some tests took 16-18 s
    testTimeout: 60_000,
    environment: 'node',
    globals: true,
    // Files share a worker and its module cache unless they mock modules (why: vitest.isolation.mjs at the root).
    projects: isolationProjects({
      name: 'commerce',
      packageDir: fileURLToPath(new URL('.', import.meta.url)),
      sourceDir: 'src',
    }),
  },
});
