import { readFileSync } from 'node:fs';
import { usedBlockSchemas, type BlockRegistry } from '@ridgeline/renderer';

/** The part of Vite's build manifest (`build.manifest: true`) this module reads. */
export interface ViteManifestChunk {
  file: string;
  imports?: string[];
}
export type ViteManifest = Record<string, ViteManifestChunk>;

/**
 * `@ridgeline/blocks` builds each block's component to `dist/blocks/{name}.mjs`, `{name}` being the last
 * segment of its schema id (see that package's README, "Lazy blocks"); Vite turns each into a chunk.
 */
function blockModuleSuffix(schema: string): string {
  const name = schema.slice(schema.lastIndexOf('/') + 1);
  return `/blocks/dist/blocks/${name}.mjs`;
}

/**
 * Maps the block schemas a page uses to the JavaScript its blocks need (their chunks and every chunk those
 * import), as URLs to preload. The browser then fetches the blocks' code in parallel with the app's entry
 * instead of discovering it during hydration; blocks the page does not use are never fetched.
 */
export function createBlockAssetResolver(manifest: ViteManifest | undefined, base = '/') {
  const keyBySuffix = new Map<string, string>();
  for (const key of Object.keys(manifest ?? {})) {
    const at = key.lastIndexOf('/blocks/dist/blocks/');
    if (at !== -1) keyBySuffix.set(key.slice(at), key);
  }
  return function blockAssets(schemas: Iterable<string>): string[] {
    if (!manifest) return [];
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    for (const schema of schemas) {
      const key = keyBySuffix.get(blockModuleSuffix(schema));
      if (key) visit(key);
    }
    return [...files].map((file) => `${base}${file}`);
  };
}

export function readClientManifest(): ViteManifest | undefined {
  try {
    // build/server/index.js -> build/client/.vite/manifest.json. Absent under the dev server and in unit
    // tests: then nothing is preloaded and blocks load on demand.
    return JSON.parse(readFileSync(new URL('../client/.vite/manifest.json', import.meta.url), 'utf8')) as ViteManifest;
  } catch {
    return undefined;
  }
}

let resolver: ((schemas: Iterable<string>) => string[]) | undefined;

/** The URLs of the code of every block a prepared content tree uses, for `<link rel="modulepreload">`. */
export function blockAssetsFor(content: unknown, registry: BlockRegistry): string[] {
  resolver ??= createBlockAssetResolver(readClientManifest(), import.meta.env?.BASE_URL ?? '/');
  return resolver(usedBlockSchemas(content, registry));
}
