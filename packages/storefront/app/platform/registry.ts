import { createRegistry, type BlockRegistry } from '@ridgeline/renderer';
import { blockDefinitions, diagnosticBlocks, registry } from '@ridgeline/blocks';

let withDiagnostics: BlockRegistry | undefined;
const withoutLoaders = new Map<boolean, BlockRegistry>();

/**
 * The block registry, identical on the server and in the browser (the root loader tells the browser whether the
 * diagnostic blocks are on, so hydration renders the same tree the server prepared).
 */
export function getRegistry(diagnostics: boolean): BlockRegistry {
  if (!diagnostics) return registry;
  withDiagnostics ??= createRegistry([...blockDefinitions, ...diagnosticBlocks]);
  return withDiagnostics;
}

/**
 * The same blocks without their loaders, for preparing content in the browser (live visualization): loaders need the
 * server's services. Rendering still uses `getRegistry`, whose definitions keep `load`, so those blocks fetch their
 * data through the renderer's block queries.
 */
export function getRegistryWithoutLoaders(diagnostics: boolean): BlockRegistry {
  let registry = withoutLoaders.get(diagnostics);
  if (!registry) {
    const full = getRegistry(diagnostics);
    registry = createRegistry(full.schemas.map((schema) => ({ ...full.get(schema)!, load: undefined })));
    withoutLoaders.set(diagnostics, registry);
  }
  return registry;
}
