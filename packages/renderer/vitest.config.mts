import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { isolationProjects } from '../../vitest.isolation.mjs';

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  test: {
    // jsdom renders of whole blocks take seconds on a loaded 2-core machine (and on Node 24 beside Node 20): a
    // timeout is a hang guard here, never a speed assertion (speed is measured by `npm run bench`). Under two busy
    // loops some tests took 16-18 s: 60 s leaves room.
    testTimeout: 60_000,
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./vitest.setup.ts'],
    // Files share a worker and its environment unless they mock modules (why: vitest.isolation.mjs at the root).
    projects: isolationProjects({
      name: 'renderer',
      packageDir: fileURLToPath(new URL('.', import.meta.url)),
      sourceDir: 'src',
      // These assert how React reports a render error or a hydration mismatch and when TanStack Query refetches: that
      // hangs on global state (React's act queue and error reporting, Query's focus manager) which other files'
      // renders leave behind in a shared worker, in an order that changes from run to run.
      alsoIsolated: [
        'src/rendering/ContentRenderer.test.tsx',
        'src/lazyBlock.test.tsx',
        'src/islands/islands.test.tsx',
        'src/blockData/BlockDataQuery.test.tsx',
      ],
    }),
  },
});
