import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'tsup';

/**
 * One entry per component folder (plus the barrel). With ESM code splitting every component
 * lands in its own chunk, so a consumer's bundler can drop whole chunks it never imports
 * (`sideEffects: false`) – Radix Dialog, embla, etc. only ship with the components that use them.
 * A single bundled file would keep every module-level `styled()` call alive instead.
 */
const componentEntries = readdirSync('src')
  .filter((name) => statSync(join('src', name)).isDirectory() && existsSync(join('src', name, 'index.ts')))
  .map((name) => `src/${name}/index.ts`);

export default defineConfig({
  entry: ['src/index.ts', ...componentEntries],
  format: ['esm', 'cjs'],
  splitting: true,
  treeshake: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // TypeScript 6 deprecates options that tsup's d.ts step still sets internally.
  dts: { entry: 'src/index.ts', compilerOptions: { ignoreDeprecations: '6.0' } },
  external: ['react', 'react-dom', /^@emotion\//, /^react\//, /^react-dom\//],
  esbuildOptions(options) {
    options.jsx = 'automatic';
    options.jsxImportSource = '@emotion/react';
  },
});
