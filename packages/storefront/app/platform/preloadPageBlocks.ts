import { preloadBlockSchemas, type BlockRegistry } from '@ridgeline/renderer';
import { getRegistry } from './registry';

/** How long hydration waits for the blocks' code before it starts anyway (blocks then hydrate as their code arrives). */
export const BLOCK_CODE_WAIT_MS = 3000;

/** The schemas of the content items the server rendered (every item's root carries `data-schema`). */
export function schemasInDocument(root: ParentNode = document): string[] {
  const schemas = new Set<string>();
  root.querySelectorAll('[data-schema]').forEach((element) => {
    const schema = element.getAttribute('data-schema');
    if (schema) schemas.add(schema);
  });
  return [...schemas];
}

/**
 * Loads the code of the blocks on the page before hydration starts. The server already asked the browser to
 * fetch it (`modulepreload`), so this mostly waits for downloads in flight; in exchange the page hydrates in
 * one pass, and nothing a shopper types or clicks lands in a block that is still server HTML. A chunk that
 * fails or hangs never blocks hydration: after `BLOCK_CODE_WAIT_MS` (or the failure) it starts anyway.
 */
export function preloadPageBlocks({
  root = document,
  registry = getRegistry(true),
  waitMs = BLOCK_CODE_WAIT_MS,
}: { root?: ParentNode; registry?: BlockRegistry; waitMs?: number } = {}): Promise<void> {
  const loads = preloadBlockSchemas(schemasInDocument(root), registry).catch(() => undefined);
  return Promise.race([loads, new Promise<void>((resolve) => setTimeout(resolve, waitMs))]);
}
