import { isPlainObject, schemaOf, STATE_KEY, stateOf } from './contentModel';
import type { ContentFailure, ContentItem, RenderMode } from './types';

/**
 * What of a prepared tree may reach a shopper's browser. In production a failed item is replaced by its place only:
 * its schema and delivery id (for the log line's correlation) and a failure of the same kind with no message, fields
 * or hint, so the item's raw payload (unsanitized HTML, unsafe links) and the failure details never leave the server
 * (they are in the server's log). In preview and development the tree is returned as is: editors see failure cards.
 * Items that did not fail are shared, not copied.
 */
export function redactFailures<T>(content: T, mode: RenderMode): T {
  if (mode !== 'production') return content;
  return redact(content, 0) as T;
}

/** Failed items stop the walk, and preparation bounds how deep items nest; this bound only guards hand-made trees. */
const MAX_WALK_DEPTH = 512;

function redact(value: unknown, depth: number): unknown {
  if (depth > MAX_WALK_DEPTH) return null;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((entry, index) => {
      const next = redact(entry, depth + 1);
      if (next !== entry) (copy ??= value.slice())[index] = next;
    });
    return copy ?? value;
  }
  if (!isPlainObject(value)) return value;
  const state = stateOf(value);
  if (state?.status === 'failed') return placeOf(value, state.failure);
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(value)) {
    if (key === '_meta') continue;
    const entry = value[key];
    const next = redact(entry, depth + 1);
    if (next !== entry) (copy ??= { ...value })[key] = next;
  }
  return copy ?? value;
}

function placeOf(item: Record<string, unknown>, failure: ContentFailure): ContentItem {
  const schema = isPlainObject(item._meta) ? schemaOf(item as unknown as ContentItem) : undefined;
  const deliveryId =
    isPlainObject(item._meta) && typeof item._meta.deliveryId === 'string' ? item._meta.deliveryId : undefined;
  const redacted = { kind: failure.kind, location: failure.location, message: '' } as ContentFailure;
  return {
    _meta: { schema: schema ?? '', ...(deliveryId ? { deliveryId } : {}) },
    [STATE_KEY]: { status: 'failed', failure: redacted },
  } as ContentItem;
}
