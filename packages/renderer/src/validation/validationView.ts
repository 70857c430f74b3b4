import { CORE, STATE_KEY, deliveryIdOf, isPlainObject, metaObjectKind } from '../contentModel';

/**
 * The item as its own schema sees it: every inlined child content item is replaced by the
 * content-link stub it was inlined from. A parent's schema declares content-link there, and the
 * child is validated separately against its own schema, so a bad child never fails its parent.
 */
export function validationView(item: Record<string, unknown>): Record<string, unknown> {
  return copyFields(item) as Record<string, unknown>;
}

function copyFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyNested);
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (key === STATE_KEY) continue;
    copy[key] = key === '_meta' ? field : copyNested(field);
  }
  return copy;
}

function copyNested(value: unknown): unknown {
  if (isPlainObject(value) && metaObjectKind(value) === 'item') {
    const meta = value._meta as { schema: string };
    return { _meta: { schema: CORE.contentLink }, contentType: meta.schema, id: deliveryIdOf(value) ?? 'inlined' };
  }
  return copyFields(value);
}
