import { defineConfig } from 'tsup';

// Three entries: `index` is browser-safe (types and the product-to-tile mapping: blocks ship it to the browser);
// `server` holds the clients (commerce-sdk-isomorphic, node built-ins); `testing` the in-memory fake service and its
// sample products (stories and tests only).
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    server: 'src/server.ts',
    testing: 'src/testing.ts',
    'testing-server': 'src/testing-server.ts',
  },
  format: ['esm', 'cjs'],
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  splitting: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  // `sdk.server.ts` loads the SDK through `createRequire(import.meta.url)`: the CJS build needs the shim.
  shims: true,
  target: 'es2022',
  external: ['react', 'react-dom', /^@emotion\//, /^@ridgeline\//, 'commerce-sdk-isomorphic'],
});
