import { defineConfig, type Options } from 'tsup';
import { blockEntries } from './blockEntries';

// ESM: the index, the components subpath and one entry per block component (see blockEntries.ts),
// code-split so each block's code is its own file.
const shared: Options = {
  sourcemap: true,
  treeshake: true,
  target: 'es2022',
  dts: {
    entry: { index: 'src/index.ts', components: 'src/components.ts', browser: 'src/browser.ts', host: 'src/host.ts' },
    compilerOptions: { ignoreDeprecations: '6.0' },
  },
  external: [
    'react',
    'react-dom',
    'react/jsx-runtime',
    /^@emotion\//,
    '@ridgeline/ui',
    /^@ridgeline\/renderer/,
    /^@ridgeline\/commerce/,
    'framer-motion',
  ],
  esbuildOptions(o) {
    o.jsx = 'automatic';
    o.jsxImportSource = '@emotion/react';
  },
};

export default defineConfig([
  {
    ...shared,
    entry: {
      index: 'src/index.ts',
      components: 'src/components.ts',
      browser: 'src/browser.ts',
      host: 'src/host.ts',
      ...blockEntries,
    },
    format: ['esm'],
    splitting: true,
    clean: true,
  },
  {
    ...shared,
    entry: { index: 'src/index.ts', components: 'src/components.ts', browser: 'src/browser.ts', host: 'src/host.ts' },
    format: ['cjs'],
    splitting: false,
  },
]);
