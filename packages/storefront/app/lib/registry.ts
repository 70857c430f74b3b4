import { createRegistry, type BlockRegistry } from '@ridgeline/renderer';
import { blockDefinitions, diagnosticBlocks, registry } from '@ridgeline/blocks';

let withDiagnostics: BlockRegistry | undefined;

/**
 * The block registry, identical on the server and in the browser (the root loader tells the browser whether the
 * diagnostic blocks are on, so hydration renders the same tree the server prepared).
 */
export function getRegistry(diagnostics: boolean): BlockRegistry {
  if (!diagnostics) return registry;
  withDiagnostics ??= createRegistry([...blockDefinitions, ...diagnosticBlocks]);
  return withDiagnostics;
}
