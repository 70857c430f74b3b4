import type { BlockDefinition } from '@ridgeline/renderer';
import { diagnosticThrowBlock } from './diagnostic-throw.block';

/**
 * Test-only blocks. Not part of `blockDefinitions`/`registry`: the storefront adds them
 * (`createRegistry([...blockDefinitions, ...diagnosticBlocks])`) only when RIDGELINE_DIAGNOSTICS=1.
 */
export const diagnosticBlocks: readonly BlockDefinition[] = [diagnosticThrowBlock];
export { diagnosticThrowBlock };
