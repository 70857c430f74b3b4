/**
 * Cache tags: what a cacheable response was built from, named so that a publish can find every response it makes
 * stale. The content client and the commerce clients REPORT what they fetched (`reportCacheTags`) into the tag set of
 * the render they run in (`collectCacheTags`, one per render, carried by AsyncLocalStorage so no loader has to pass it
 * on); the server turns the set into the CDN headers (`cacheTagHeaders`) and keeps the whole set with the page in the
 * render cache (purge by tag).
 *
 * Tag names (the same on both sides: the page that used an item, and the webhook that says it changed):
 *
 * - `rl-c-{deliveryId}`: a content item, by delivery id (the page, its slots, every linked item inlined in it)
 * - `rl-k-{deliveryKey}`: a content item, by delivery key (also the key a page looked up and did not find)
 * - `rl-p-{productId}`, `rl-cat-{categoryId}`: a product, a category a page listed or showed
 * - `rl-m-{slot}`: a marketing slot's answer (the commerce site API's, not content)
 * - `rl-all`: every tagged response (purge everything); `rl-overflow`: a response whose tags did not all fit
 *
 * A value outside `[A-Za-z0-9._/-]` or longer than 64 characters is replaced by the first 24 hex digits of its
 * SHA-256 (`rl-k-h-…`): every CDN accepts the result (Akamai refuses `:`, `@`, `*` and more; Fastly splits on spaces,
 * Cloudflare on commas) and no tag exceeds Akamai's 128 characters.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';

export const CACHE_TAG_PREFIX = 'rl-';
/** Carried by every tagged response: purging it purges them all. */
export const ALL_PAGES_TAG = 'rl-all';
/** Carried by a response whose tags were cut to fit the header limits: every content purge purges it too. */
export const OVERFLOW_TAG = 'rl-overflow';

/**
 * The documented limits of the three CDNs (docs/reference/cdn-caching.md names the sources):
 * - Fastly `Surrogate-Key`: each key at most 1,024 bytes, the whole header at most 16,384 bytes (keys past it are
 *   ignored);
 * - Cloudflare `Cache-Tag`: the whole header at most 16 KB after the field name (and at most 1,000 unique tags);
 * - Akamai `Edge-Cache-Tag`: at most 128 tags per object (the rest ignored), each at most 128 characters.
 * One response serves whichever CDN is in front, so the strictest of each applies.
 */
export const CACHE_TAG_LIMITS = {
  maxTags: 128,
  maxTagLength: 128,
  maxHeaderBytes: 16_000,
} as const;

const SAFE_VALUE = /^[A-Za-z0-9._/-]{1,64}$/;

/** A tag for `value` under `kind`; values a CDN could misread, or long ones, hashed. */
export function cacheTag(kind: 'c' | 'k' | 'p' | 'cat' | 'm', value: string): string {
  const safe = SAFE_VALUE.test(value)
    ? value
    : `h-${createHash('sha256').update(value, 'utf8').digest('hex').slice(0, 24)}`;
  return `${CACHE_TAG_PREFIX}${kind}-${safe}`;
}

export const contentIdTag = (deliveryId: string) => cacheTag('c', deliveryId);
export const contentKeyTag = (deliveryKey: string) => cacheTag('k', deliveryKey);
export const productTag = (productId: string) => cacheTag('p', productId);
export const categoryTag = (categoryId: string) => cacheTag('cat', categoryId);
export const marketingSlotTag = (slot: string) => cacheTag('m', slot);

const CONTENT_LINK_SCHEMAS = new Set([
  'http://bigcontent.io/cms/schema/v1/core#/definitions/content-link',
  'http://bigcontent.io/cms/schema/v1/core#/definitions/content-reference',
]);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The tags of a delivered content item and of every item inside it (`format=inlined` puts linked items, slots'
 * content and references in the page's own JSON): each `_meta.deliveryId` and `_meta.deliveryKey`, and the `id` of a
 * link or reference left unresolved. Walks at most `maxNodes` objects (a hostile item cannot make it spin).
 */
export function contentItemTags(item: unknown, maxNodes = 20_000): string[] {
  const tags = new Set<string>();
  const stack: unknown[] = [item];
  let visited = 0;
  while (stack.length > 0 && visited < maxNodes) {
    const node = stack.pop();
    visited += 1;
    if (Array.isArray(node)) {
      for (let index = node.length - 1; index >= 0; index -= 1) stack.push(node[index]);
      continue;
    }
    if (!isObject(node)) continue;
    const meta = node._meta;
    if (isObject(meta)) {
      if (typeof meta.deliveryId === 'string' && meta.deliveryId) tags.add(contentIdTag(meta.deliveryId));
      if (typeof meta.deliveryKey === 'string' && meta.deliveryKey) tags.add(contentKeyTag(meta.deliveryKey));
      if (typeof meta.schema === 'string' && CONTENT_LINK_SCHEMAS.has(meta.schema) && typeof node.id === 'string')
        tags.add(contentIdTag(node.id));
    }
    for (const [name, value] of Object.entries(node))
      if (name !== '_meta' && typeof value === 'object') stack.push(value);
  }
  return [...tags];
}

// On globalThis: the content client (renderer) and the commerce clients may be loaded as two copies of this module
// (ESM and CJS builds), and a render must see one tag set whichever copy reports into it.
const STORE_KEY = Symbol.for('ridgeline.cacheTags');
const globalStore = globalThis as unknown as Record<symbol, AsyncLocalStorage<Set<string>> | undefined>;
const store: AsyncLocalStorage<Set<string>> = (globalStore[STORE_KEY] ??= new AsyncLocalStorage<Set<string>>());

/** Runs `render` with a fresh tag set that every `reportCacheTags` inside it fills; returns its result and the set. */
export async function collectCacheTags<T>(render: () => Promise<T>): Promise<{ value: T; tags: Set<string> }> {
  const tags = new Set<string>();
  const value = await store.run(tags, render);
  return { value, tags };
}

/** Adds tags to the current render's set; outside a render (a background refresh, a test) it does nothing. */
export function reportCacheTags(tags: Iterable<string>): void {
  const current = store.getStore();
  if (!current) return;
  for (const tag of tags) if (tag) current.add(tag);
}

/** The tags a render collected, in order of discovery, as the three CDN headers accept them. */
export interface CacheTagHeaders {
  /** Fastly: space-separated. */
  'Surrogate-Key': string;
  /** Cloudflare: comma-separated. */
  'Cache-Tag': string;
  /** Akamai: comma-separated (sent only when Akamai is the CDN). */
  'Edge-Cache-Tag': string;
  /** The tags that fit (what the CDN can be asked to purge). */
  tags: string[];
  /** Some tags did not fit: the response carries `OVERFLOW_TAG` in their place. */
  overflow: boolean;
}

/**
 * The headers for a response built from `collected`: `rl-all` first, then the tags in the order they were reported
 * (the page's own item first), at most `maxTags` of them and `maxHeaderBytes` joined. When some do not fit, the last
 * place goes to `rl-overflow`, which every content purge names, so a response never outlives an edit it cannot name.
 */
export function cacheTagHeaders(
  collected: Iterable<string>,
  limits: { maxTags: number; maxTagLength: number; maxHeaderBytes: number } = CACHE_TAG_LIMITS,
): CacheTagHeaders {
  const wanted = [ALL_PAGES_TAG, ...[...new Set(collected)].filter((tag) => tag !== ALL_PAGES_TAG)].filter(
    (tag) => tag.length > 0 && tag.length <= limits.maxTagLength && !/[\s,]/.test(tag),
  );
  const joinedBytes = (tags: readonly string[]) => Buffer.byteLength(tags.join(' '));
  const fits = (tags: readonly string[]) => tags.length <= limits.maxTags && joinedBytes(tags) <= limits.maxHeaderBytes;
  let kept = wanted;
  const overflow = !fits(wanted);
  if (overflow) {
    // the longest head of the list that still fits with the overflow tag after it
    kept = [];
    for (const tag of wanted) {
      if (!fits([...kept, tag, OVERFLOW_TAG])) break;
      kept.push(tag);
    }
    kept.push(OVERFLOW_TAG);
  }
  return {
    'Surrogate-Key': kept.join(' '),
    'Cache-Tag': kept.join(','),
    'Edge-Cache-Tag': kept.join(','),
    tags: kept,
    overflow,
  };
}
