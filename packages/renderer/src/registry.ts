import type { BlockDefinition, BlockRegistry, ContentItem } from './types';

/** Identity function that keeps a block definition's content and data types inferred. */
export function defineBlock<C extends ContentItem, D = undefined>(
  definition: BlockDefinition<C, D>,
): BlockDefinition<C, D> {
  return definition;
}

export class RegistryError extends Error {
  override name = 'RegistryError';
}

/** A schema key must be an absolute http(s) URI: `_meta.schema` is matched against it exactly. */
function schemaUriProblem(schema: unknown): string | undefined {
  if (typeof schema !== 'string' || schema === '') return 'is missing (expected the exact $id of the block schema)';
  if (schema.trim() !== schema) return 'has leading or trailing whitespace';
  let url: URL;
  try {
    url = new URL(schema);
  } catch {
    return 'is not an absolute URI';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `must use http or https, not "${url.protocol}"`;
  if (url.hostname === '') return 'has no host';
  if (url.hash !== '') return 'must not contain a #fragment (a block schema is a whole document)';
  return undefined;
}

/**
 * Builds the lookup from `_meta.schema` to block. Throws on a malformed or duplicate schema URI,
 * because either would silently leave content unrendered.
 */
export function createRegistry(definitions: readonly BlockDefinition[]): BlockRegistry {
  const bySchema = new Map<string, BlockDefinition>();
  definitions.forEach((definition, index) => {
    const problem = schemaUriProblem(definition?.schema);
    const label = `Block definition #${index}${typeof definition?.schema === 'string' && definition.schema ? ` ("${definition.schema}")` : ''}`;
    if (problem) throw new RegistryError(`${label}: schema ${problem}.`);
    if (typeof definition.component !== 'function' && typeof definition.component !== 'object') {
      throw new RegistryError(`${label}: component is missing.`);
    }
    if (bySchema.has(definition.schema)) {
      throw new RegistryError(`${label}: duplicate schema; "${definition.schema}" is already registered.`);
    }
    bySchema.set(definition.schema, definition);
  });
  const schemas = Object.freeze([...bySchema.keys()]);
  return {
    get: (schema) => bySchema.get(schema),
    has: (schema) => bySchema.has(schema),
    schemas,
  };
}
