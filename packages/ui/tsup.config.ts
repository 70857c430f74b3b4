import { defineConfig, type Options } from 'tsup';
import { moduleEntries } from '../../scripts/packaging/moduleEntries.mjs';

/**
 * Every module is an entry of the ESM build (why: `moduleEntries`), each component folder's `index` among them, so a
 * consumer's bundler can drop whole files it never imports (`sideEffects: false`): Radix Dialog, embla, etc. only
 * ship with the components that use them, and a module-level `styled()` call only with its component. The CJS build
 * is the barrel alone.
 */
const modules = moduleEntries('src', (file) => file.startsWith('stories/') || file.startsWith('test/'));

const shared: Options = {
  treeshake: true,
  sourcemap: true,
  target: 'es2022',
  // TypeScript 6 deprecates options that tsup's d.ts step still sets internally.
  dts: { entry: 'src/index.ts', compilerOptions: { ignoreDeprecations: '6.0' } },
  external: ['react', 'react-dom', /^@emotion\//, /^react\//, /^react-dom\//],
  esbuildOptions(options) {
    options.jsx = 'automatic';
    options.jsxImportSource = '@emotion/react';
  },
};

export default defineConfig([
  // Two builds write into one `dist`: each cleans only its own files.
  { ...shared, entry: modules, format: ['esm'], splitting: true, clean: ['**/*.mjs', '**/*.mjs.map', '**/*.d.mts'] },
  { ...shared, entry: ['src/index.ts'], format: ['cjs'], clean: ['**/*.js', '**/*.js.map', '**/*.d.ts'] },
]);
