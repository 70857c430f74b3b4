import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm', 'cjs'],
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
  external: [
    'react',
    'react-dom',
    'react/jsx-runtime',
    /^@emotion\//,
    '@ridgeline/ui',
    /^@ridgeline\/renderer/,
    'framer-motion',
  ],
  esbuildOptions(o) {
    o.jsx = 'automatic';
    o.jsxImportSource = '@emotion/react';
  },
});
