import type { Plugin } from 'vite';

/** What the plugin reads of a rendered chunk (Rolldown's `RenderedChunk`). */
export interface ChunkImports {
  imports: readonly string[];
}

/**
 * The chunks a chunk needs that it does not import itself: the imports of its imports, and so on,
 * minus `skip` (chunks the page has always loaded first). Its code gains an empty `import "./…"` of each, so that the
 * browser asks for all of them as soon as it has read the chunk instead of discovering them one level at a time (each
 * level a round trip with the main thread idle). Rollup does this with `output.hoistTransitiveImports`, which Rolldown
 * has not implemented.
 */
export function transitiveImportsToHoist(
  chunk: ChunkImports,
  chunks: Readonly<Record<string, ChunkImports>>,
  skip: (fileName: string) => boolean = () => false,
): string[] {
  const direct = new Set(chunk.imports);
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName) || skip(fileName)) return;
    seen.add(fileName);
    chunks[fileName]?.imports.forEach(visit);
  };
  for (const fileName of chunk.imports) if (!skip(fileName)) chunks[fileName]?.imports.forEach(visit);
  return [...seen].filter((fileName) => !direct.has(fileName));
}

const relativeTo = (from: string, to: string) => {
  const fromDir = from.slice(0, from.lastIndexOf('/') + 1);
  return to.startsWith(fromDir) && !to.slice(fromDir.length).includes('/') ? `./${to.slice(fromDir.length)}` : `/${to}`; // not beside it: the site's root path (the client build has no base path)
};

/**
 * Hoists the transitive imports of every chunk of the client build (`transitiveImportsToHoist`): an island's code then
 * loads in two steps (its chunk, then everything it needs, in parallel) instead of one step per level of its import
 * graph. It never loads more: a chunk's transitive imports load with it anyway. The chunk an island imports is often
 * not a dynamic entry of its own (the bundler put the island's module in a chunk it shares), so every chunk gets them.
 */
export function hoistTransitiveImports(skip?: (fileName: string) => boolean): Plugin {
  return {
    name: 'ridgeline:hoist-transitive-imports',
    applyToEnvironment: (environment) => environment.name === 'client',
    renderChunk(code, chunk, _options, meta) {
      const hoisted = transitiveImportsToHoist(chunk, meta.chunks, skip);
      if (hoisted.length === 0) return null;
      return {
        code:
          hoisted.map((fileName) => `import ${JSON.stringify(relativeTo(chunk.fileName, fileName))};`).join('') + code,
        map: null,
      };
    },
  };
}
