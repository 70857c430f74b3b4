import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', cli: 'src/cli.ts', environments: 'src/staging/environments.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  dts: {
    entry: { index: 'src/index.ts', environments: 'src/staging/environments.ts' },
    compilerOptions: { ignoreDeprecations: '6.0' },
  },
  clean: true,
  sourcemap: true,
  splitting: true,
  // runtime dependencies stay external (sharp has native binaries)
  external: ['hono', '@hono/node-server', 'sharp'],
});
