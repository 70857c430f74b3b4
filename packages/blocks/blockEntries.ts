import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// One ESM entry per block component, named by its schema (`https://schema.ridgeline.dev/{name}` ->
// `dist/blocks/{name}.mjs`), so an app's bundler emits one chunk per block under a predictable source
// path (the storefront maps schema -> built asset through Vite's manifest). Derived from the block
// definitions themselves: `src/*/{name}.block.ts` whose `component: lazyBlock(() => import('./X'))`
// names the component module, so adding a block stays one folder (and its schema).
const LAZY_IMPORT = /lazyBlock\(\s*\(\)\s*=>\s*import\(\s*'\.\/([\w.-]+)'\s*\)/;

function findBlockEntries(packageRoot: string): Record<string, string> {
  const entries: Record<string, string> = {};
  const src = join(packageRoot, 'src');
  for (const folder of readdirSync(src, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    for (const file of readdirSync(join(src, folder.name))) {
      if (!file.endsWith('.block.ts')) continue;
      const definition = readFileSync(join(src, folder.name, file), 'utf8');
      const target = LAZY_IMPORT.exec(definition)?.[1];
      if (!target)
        throw new Error(
          `src/${folder.name}/${file}: the component must be given as lazyBlock(() => import('./Component'))`,
        );
      entries[`blocks/${file.slice(0, -'.block.ts'.length)}`] = relative(
        packageRoot,
        join(src, folder.name, `${target}.tsx`),
      );
    }
  }
  return entries;
}

export const blockEntries: Record<string, string> = findBlockEntries(__dirname);
