import { defineConfig, type Options } from 'tsup';
import { moduleEntries } from '../../scripts/packaging/moduleEntries.mjs';

// The public entries: `index` is browser-safe (types and the product-to-tile mapping: blocks ship it to the browser);
// `server` holds the clients (commerce-sdk-isomorphic, node built-ins); `testing` the in-memory fake service and its
// sample products (stories and tests only).
const entry = {
  index: 'src/index.ts',
  server: 'src/server.ts',
  testing: 'src/testing.ts',
  'testing-server': 'src/testing-server.ts',
};

// Every module is an entry of the ESM build too (why: `moduleEntries`); the fakes stay in their own entries.
const modules = moduleEntries('src', (file) => file.startsWith('testing'));

const shared: Options = {
  dts: { entry, compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: true,
  treeshake: true,
  // `sdk.server.ts` loads the SDK through `createRequire(import.meta.url)`: the CJS build needs the shim.
  shims: true,
  target: 'es2022',
  external: ['react', 'react-dom', /^@emotion\//, /^@ridgeline\//, 'commerce-sdk-isomorphic'],
};

export default defineConfig([
  // Two builds writing into one `dist`: each cleans only its own files.
  {
    ...shared,
    entry: { ...modules, ...entry },
    format: ['esm'],
    splitting: true,
    clean: ['**/*.mjs', '**/*.mjs.map', '**/*.d.mts'],
  },
  { ...shared, entry, format: ['cjs'], splitting: true, clean: ['**/*.js', '**/*.js.map', '**/*.d.ts'] },
]);
