import { CORE, STATE_KEY, deliveryIdOf, isPlainObject, metaObjectKind } from '../contentModel';
import type { FieldPath } from './fieldErrors';

export interface ValidationView {
  /** The item with each inlined child replaced by the content-link stub it was inlined from. */
  view: Record<string, unknown>;
  /** Where those children sit: errors at or below these paths belong to the child, not the parent. */
  childPaths: FieldPath[];
}

/**
 * The item as its own schema sees it. A parent's schema declares content-link where delivery
 * inlined a whole child item; each child is validated separately against its own schema, so a
 * failing child (invalid, unknown schema, no schema) never fails its parent.
 */
export function validationView(item: Record<string, unknown>): ValidationView {
  const childPaths: FieldPath[] = [];

  function copyFields(value: unknown, path: FieldPath): unknown {
    if (Array.isArray(value)) return value.map((entry, index) => copyNested(entry, [...path, index]));
    if (!isPlainObject(value)) return value;
    const copy: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) {
      if (key === STATE_KEY) continue;
      copy[key] = key === '_meta' ? field : copyNested(field, [...path, key]);
    }
    return copy;
  }

  function copyNested(value: unknown, path: FieldPath): unknown {
    if (isPlainObject(value)) {
      const kind = metaObjectKind(value);
      if (kind === 'item' || kind === 'missing-schema') {
        childPaths.push(path);
        const schema = kind === 'item' ? (value._meta as { schema: string }).schema : 'about:missing-schema';
        return { _meta: { schema: CORE.contentLink }, contentType: schema, id: deliveryIdOf(value) ?? 'inlined' };
      }
    }
    return copyFields(value, path);
  }

  return { view: copyFields(item, []) as Record<string, unknown>, childPaths };
}

export function isWithin(path: FieldPath, ancestors: readonly FieldPath[]): boolean {
  return ancestors.some((ancestor) => ancestor.length <= path.length && ancestor.every((segment, index) => path[index] === segment));
}
