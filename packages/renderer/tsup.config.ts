import { defineConfig } from 'tsup';

// Two entries: `index` must stay browser-safe (no jsonschema, sanitize-html or
// dc-delivery-sdk-js); `server` holds everything that prepares content on the server.
// Shared code is split into chunks so both entries see the same React context objects.
export default defineConfig({
  entry: { index: 'src/index.ts', server: 'src/server.ts' },
  format: ['esm', 'cjs'],
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  splitting: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
  external: [
    'react',
    'react-dom',
    /^react-dom\//,
    'react/jsx-runtime',
    /^@emotion\//,
    'dc-delivery-sdk-js',
    'jsonschema',
    'sanitize-html',
  ],
  esbuildOptions(o) {
    o.jsx = 'automatic';
    o.jsxImportSource = '@emotion/react';
  },
});
