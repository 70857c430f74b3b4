import { UNRESOLVED_LINK_HINT, deliveryIdOf, isPlainObject, metaObjectKind } from './contentModel';
import type { BlockDefinition, BlockRegistry, ContentFailure, ContentItem } from './types';

export type Classification =
  | { type: 'block'; item: ContentItem; definition: BlockDefinition }
  | { type: 'failed'; failure: ContentFailure }
  /** Media links, localized values and non-objects: nothing for a block to render. */
  | { type: 'not-content' };

/**
 * Decides what a value in a content tree is, from its `_meta` alone: a renderable item, one of
 * the failures detectable without validation, or not content at all. Shared by server-side
 * preparation and by the renderer for content that was never prepared.
 */
export function classifyContent(value: unknown, registry: BlockRegistry, location: string): Classification {
  if (!isPlainObject(value)) return { type: 'not-content' };
  const kind = metaObjectKind(value) ?? 'missing-schema';
  const meta = isPlainObject(value._meta) ? value._meta : {};
  switch (kind) {
    case 'media':
    case 'localized-value':
      return { type: 'not-content' };
    case 'missing-schema':
      return {
        type: 'failed',
        failure: {
          kind: 'missing-schema',
          deliveryId: deliveryIdOf(value),
          location,
          message: 'The content has no _meta.schema, so no block can be chosen for it.',
        },
      };
    case 'link-stub': {
      const contentType = typeof value.contentType === 'string' ? value.contentType : undefined;
      const id = typeof value.id === 'string' ? value.id : undefined;
      return {
        type: 'failed',
        failure: {
          kind: 'unresolved-link',
          schema: contentType,
          deliveryId: id,
          location,
          message: `The linked item ${id ?? '(no id)'}${contentType ? ` (${contentType})` : ''} was not inlined in the delivery response.`,
          hint: UNRESOLVED_LINK_HINT,
        },
      };
    }
    case 'item': {
      const schema = meta.schema as string;
      const definition = registry.get(schema);
      if (!definition) {
        return {
          type: 'failed',
          failure: {
            kind: 'unknown-schema',
            schema,
            deliveryId: deliveryIdOf(value),
            location,
            message: `No block is registered for schema ${schema}.`,
          },
        };
      }
      return { type: 'block', item: value as ContentItem, definition };
    }
  }
}
