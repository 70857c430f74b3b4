import type { ContentItem, ContentLinkStub, ContentState, ImageLink, PreparedContent } from './types';

/** Amplience core definition URIs that appear as `_meta.schema` inside content. */
export const CORE = {
  contentLink: 'http://bigcontent.io/cms/schema/v1/core#/definitions/content-link',
  contentReference: 'http://bigcontent.io/cms/schema/v1/core#/definitions/content-reference',
  imageLink: 'http://bigcontent.io/cms/schema/v1/core#/definitions/image-link',
  videoLink: 'http://bigcontent.io/cms/schema/v1/core#/definitions/video-link',
  localizedValue: 'http://bigcontent.io/cms/schema/v1/core#/definitions/localized-value',
} as const;

/** The key preparation writes each item's state under. */
export const STATE_KEY = '__ridgeline';

export const UNRESOLVED_LINK_HINT = 'fetch with depth=all';

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function metaSchemaOf(value: unknown): unknown {
  if (!isPlainObject(value) || !isPlainObject(value._meta)) return undefined;
  return value._meta.schema;
}

export function isContentLink(value: unknown): value is ContentLinkStub {
  const schema = metaSchemaOf(value);
  return schema === CORE.contentLink || schema === CORE.contentReference;
}

export function isImageLink(value: unknown): value is ImageLink {
  return metaSchemaOf(value) === CORE.imageLink;
}

export function isLocalizedValue(value: unknown): value is { values: { locale: string; value: unknown }[] } {
  return metaSchemaOf(value) === CORE.localizedValue && Array.isArray((value as { values?: unknown }).values);
}

/**
 * What an object carrying `_meta` is. Only `item` is a content item that a block renders;
 * media links and localized values are field values and stay as they are.
 */
export type MetaObjectKind = 'item' | 'link-stub' | 'media' | 'localized-value' | 'missing-schema';

export function metaObjectKind(value: Record<string, unknown>): MetaObjectKind | undefined {
  if (!('_meta' in value)) return undefined;
  const schema = metaSchemaOf(value);
  if (typeof schema !== 'string' || schema.trim() === '') return 'missing-schema';
  if (schema === CORE.contentLink || schema === CORE.contentReference) return 'link-stub';
  if (schema === CORE.imageLink || schema === CORE.videoLink) return 'media';
  if (schema === CORE.localizedValue) return 'localized-value';
  return 'item';
}

export function stateOf(value: unknown): ContentState | undefined {
  if (!isPlainObject(value)) return undefined;
  const state = value[STATE_KEY];
  return isPlainObject(state) && (state.status === 'ok' || state.status === 'failed')
    ? (state as ContentState)
    : undefined;
}

export function isPrepared(value: unknown): value is PreparedContent {
  return stateOf(value) !== undefined;
}

/** The item without the renderer's bookkeeping, e.g. for showing raw content JSON. */
export function withoutState(item: Record<string, unknown>): Record<string, unknown> {
  const { [STATE_KEY]: _state, ...rest } = item;
  return rest;
}

export function schemaOf(item: ContentItem | Record<string, unknown>): string | undefined {
  const schema = metaSchemaOf(item);
  return typeof schema === 'string' ? schema : undefined;
}

export function deliveryIdOf(item: Record<string, unknown>): string | undefined {
  if (!isPlainObject(item._meta)) return undefined;
  const id = item._meta.deliveryId;
  return typeof id === 'string' ? id : undefined;
}

/**
 * Visits the entries of an array, or the own fields of an object but the preparation state, in order, until `visit`
 * answers false: the field loop of the iterative copies (validation view, localized copy), which never recurse.
 */
export function everyField(
  source: readonly unknown[] | Record<string, unknown>,
  visit: (key: string | number, value: unknown) => boolean,
): void {
  if (Array.isArray(source)) {
    for (let index = 0; index < source.length; index++) if (!visit(index, source[index])) return;
    return;
  }
  const object = source as Record<string, unknown>;
  for (const key in object) {
    if (key === STATE_KEY || !Object.prototype.hasOwnProperty.call(object, key)) continue;
    if (!visit(key, object[key])) return;
  }
}
