import { defineConfig, type Options } from 'tsup';
import { moduleEntries } from '../../scripts/packaging/moduleEntries.mjs';

// Five entries: `cli` is the `ridgeline` command (the content lint; node only, run through bin/ridgeline.mjs).
// The other four: `islands` is the browser runtime of islands documents (see README, "Islands"); `index` must stay browser-safe and light (no jsonschema, sanitize-html or
// dc-delivery-sdk-js); `prepare` is the isomorphic preparation (jsonschema + sanitize-html, no node
// built-ins, so Storybook runs it in the browser); `server` = prepare + the content client.
// Shared code is split into chunks so both entries see the same React context objects.
const entry = {
  index: 'src/index.ts',
  prepare: 'src/prepare.ts',
  server: 'src/server.ts',
  islands: 'src/islands.ts',
  cli: 'src/lint/cli.ts',
};

const shared: Options = {
  dts: { entry, compilerOptions: { ignoreDeprecations: '6.0' } },
  splitting: true,
  sourcemap: true,
  treeshake: true,
  target: 'es2022',
  external: [
    'react',
    'react-dom',
    /^react-dom\//,
    'react/jsx-runtime',
    /^@emotion\//,
    // A peer: the app owns the QueryClient, and one copy of TanStack Query (one React context) must serve both.
    /^@tanstack\//,
    'axios',
    'dc-delivery-sdk-js',
    'ioredis',
    'jsonschema',
    'lru-cache',
    'sanitize-html',
  ],
  esbuildOptions(o) {
    o.jsx = 'automatic';
    o.jsxImportSource = '@emotion/react';
  },
};

export default defineConfig([
  // Every module is an entry of the ESM build too (why: `moduleEntries`). Two builds write into one `dist`: each
  // cleans only its own files.
  {
    ...shared,
    entry: { ...moduleEntries('src', (file) => file.startsWith('testing/')), ...entry },
    format: ['esm'],
    clean: ['**/*.mjs', '**/*.mjs.map', '**/*.d.mts'],
  },
  { ...shared, entry, format: ['cjs'], clean: ['**/*.js', '**/*.js.map', '**/*.d.ts'] },
]);
