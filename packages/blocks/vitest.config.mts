import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { isolationProjects } from '../../vitest.isolation.mjs';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  test: {
    // jsdom renders of whole blocks take seconds on a loaded 2-core machine (and on Node 24 beside Node 20): a
    // timeout is a hang guard here, never a speed assertion (speed is measured by `npm run bench`). Under two busy
    // loops some tests took 16-18 s: 60 s leaves room.
    testTimeout: 60_000,
    environment: 'jsdom',
    globals: true,
    // Blocks render ui components in jsdom, so they need exactly the browser stand-ins ui's own tests use.
    setupFiles: ['../ui/src/test/setup.ts'],
    // Files share a worker and its jsdom unless they mock modules (why: vitest.isolation.mjs at the repository root).
    projects: isolationProjects({
      name: 'blocks',
      packageDir: fileURLToPath(new URL('.', import.meta.url)),
      sourceDir: 'src',
      // It reads every CSS rule in the document; a shared jsdom also holds the Emotion styles of earlier files.
      alsoIsolated: ['src/personalised-container/PersonalisedContainer.fade.test.tsx'],
    }),
  },
});
