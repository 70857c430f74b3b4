import type { ContentStore, DeliveryItem } from './store.js';

export const CORE = 'http://bigcontent.io/cms/schema/v1/core#/definitions/';
export const CONTENT_LINK = `${CORE}content-link`;
export const CONTENT_REFERENCE = `${CORE}content-reference`;
export const LOCALIZED_VALUE = `${CORE}localized-value`;

export type Format = 'inlined' | 'linked';

export interface DeliveryParameters {
  /** how many levels of content-links to follow: `all` = Infinity, `root` = 0 */
  depth: number;
  format: Format;
  /** locale query, e.g. `en-US` or a fallback list `fr-CA,fr-*,*`; undefined = leave localized values as-is */
  locale?: string;
}

export const MAX_NUMERIC_DEPTH = 22;

export class BadRequest extends Error {
  constructor(
    message: string,
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'BadRequest';
  }
}

/** Parses the `depth`/`format`/`locale` parameters (query string or fetch/filter `parameters` object). */
export function parseParameters(input: { depth?: unknown; format?: unknown; locale?: unknown }): DeliveryParameters {
  let depth: number;
  const d = input.depth;
  if (d === undefined || d === null || d === '' || d === 'root') depth = 0;
  else if (d === 'all') depth = Number.POSITIVE_INFINITY;
  else if ((typeof d === 'number' || typeof d === 'string') && /^\d+$/.test(String(d))) {
    depth = Number(d);
    if (depth > MAX_NUMERIC_DEPTH) {
      throw new BadRequest(`depth must be "all", "root" or a number from 0 to ${MAX_NUMERIC_DEPTH}`, { depth: d });
    }
  } else {
    throw new BadRequest(`depth must be "all", "root" or a number from 0 to ${MAX_NUMERIC_DEPTH}`, { depth: d });
  }
  const f = input.format ?? 'inlined';
  if (f !== 'inlined' && f !== 'linked') {
    throw new BadRequest('format must be "inlined" or "linked"', { format: f });
  }
  let locale: string | undefined;
  if (input.locale !== undefined && input.locale !== null && input.locale !== '') {
    if (typeof input.locale !== 'string') throw new BadRequest('locale must be a string', { locale: input.locale });
    locale = input.locale;
  }
  return { depth, format: f, ...(locale ? { locale } : {}) };
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function schemaOf(x: unknown): string | undefined {
  if (!isObject(x)) return undefined;
  const meta = x._meta;
  return isObject(meta) && typeof meta.schema === 'string' ? meta.schema : undefined;
}

export function isContentLink(x: unknown): x is { id: string; contentType?: string } {
  return schemaOf(x) === CONTENT_LINK && typeof (x as { id?: unknown }).id === 'string';
}

export function isLocalizedValue(x: unknown): x is { values: { locale: string; value: unknown }[] } {
  return schemaOf(x) === LOCALIZED_VALUE && Array.isArray((x as { values?: unknown }).values);
}

/** Picks a localized value for a locale list such as `en-GB,en-*,*`; falls back to the first value. Entries that are not objects are skipped. */
export function pickLocalized(values: readonly { locale?: unknown; value?: unknown }[], locale: string): unknown {
  const entries = values.filter(isObject);
  const wanted = locale
    .split(',')
    .map((l) => l.trim().toLowerCase())
    .filter(Boolean);
  for (const w of wanted) {
    const hit = entries.find((v) => {
      const l = typeof v.locale === 'string' ? v.locale.toLowerCase() : '';
      if (w === '*') return true;
      if (w.endsWith('-*')) {
        const lang = w.slice(0, -2);
        return l === lang || l.startsWith(`${lang}-`);
      }
      return l === w;
    });
    if (hit) return hit.value;
  }
  return entries[0]?.value ?? null;
}

/** One value still to copy: where its copy goes, and what `step` needs to know about its place. */
interface CopyFrame<S> {
  node: unknown;
  target: Record<string | number, unknown>;
  key: string | number;
  state: S;
}

/**
 * A deep copy in which `step` may replace each value before it is copied (returning `copied` to stop there) and
 * hands the state its children see. Iterative, with an explicit stack: content nested tens of thousands of levels
 * deep is copied like any other (a recursive copy overflows the call stack).
 */
function copyTree<S>(
  root: unknown,
  state: S,
  step: (node: unknown, state: S) => { node: unknown; state: S; copied?: boolean },
): unknown {
  const holder: Record<string, unknown> = {};
  const stack: CopyFrame<S>[] = [{ node: root, target: holder, key: 'root', state }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    const next = step(frame.node, frame.state);
    const { node } = next;
    if (next.copied || (!Array.isArray(node) && !isObject(node))) {
      frame.target[frame.key] = node;
      continue;
    }
    const children: CopyFrame<S>[] = [];
    if (Array.isArray(node)) {
      const out: unknown[] = [];
      node.forEach((child, index) => {
        out.push(undefined);
        children.push({
          node: child,
          target: out as unknown as Record<number, unknown>,
          key: index,
          state: next.state,
        });
      });
      frame.target[frame.key] = out;
    } else {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(node)) {
        out[k] = undefined; // keeps the key's place; its frame writes the copy
        children.push({ node: v, target: out, key: k, state: next.state });
      }
      frame.target[frame.key] = out;
    }
    for (let index = children.length - 1; index >= 0; index--) stack.push(children[index]!);
  }
  return holder.root;
}

/** Deep copy with localized-value objects collapsed to the locale's value (no-op without a locale). */
function localize(node: unknown, locale: string | undefined): unknown {
  return copyTree(node, undefined, (value) => {
    let resolved = value;
    while (locale && isLocalizedValue(resolved)) resolved = pickLocalized(resolved.values, locale);
    return { node: resolved, state: undefined };
  });
}

interface InlineState {
  remaining: number;
  chain: ReadonlySet<string>;
}

/**
 * Inlined format: content-links within `depth` levels are replaced by the linked item's body
 * (recursively; a link back into the current chain, or to a missing item, stays a link stub).
 * content-references are never inlined, as in Content Delivery 2.
 */
function inline(node: unknown, store: ContentStore, remaining: number, chain: ReadonlySet<string>): unknown {
  return copyTree<InlineState>(node, { remaining, chain }, (value, state) => {
    let resolved = value;
    let { remaining: left, chain: seen } = state;
    while (isContentLink(resolved) && left > 0) {
      const target = store.byId.get(resolved.id);
      if (!target || seen.has(resolved.id)) return { node: { ...resolved }, state, copied: true };
      const next = new Set(seen);
      next.add(resolved.id);
      seen = next;
      left -= 1;
      resolved = target.body;
    }
    return { node: resolved, state: left === state.remaining ? state : { remaining: left, chain: seen } };
  });
}

/** Linked format: the root as stored plus every item reachable through content-links within `depth`. */
function collectLinked(root: DeliveryItem, store: ContentStore, depth: number): DeliveryItem[] {
  const seen = new Set<string>([root._meta.deliveryId]);
  const out: DeliveryItem[] = [];
  let frontier: unknown[] = [root];
  let level = 0;
  while (frontier.length > 0 && level < depth) {
    const next: unknown[] = [];
    // An explicit stack, not recursion: stored items may nest deeper than the call stack allows.
    const pending = [...frontier].reverse();
    while (pending.length > 0) {
      const n = pending.pop();
      if (Array.isArray(n)) {
        for (let index = n.length - 1; index >= 0; index--) pending.push(n[index]);
      } else if (isObject(n)) {
        if (isContentLink(n)) {
          const target = store.byId.get(n.id);
          if (target && !seen.has(n.id)) {
            seen.add(n.id);
            out.push(target.body);
            next.push(target.body);
          }
          continue;
        }
        const values = Object.values(n);
        for (let index = values.length - 1; index >= 0; index--) pending.push(values[index]);
      }
    }
    frontier = next;
    level += 1;
  }
  return out;
}

export interface DeliveredContent {
  content: unknown;
  linkedContent?: unknown[];
}

/** Renders one stored item the way Content Delivery 2 delivers it for the given parameters. */
export function deliver(item: DeliveryItem, store: ContentStore, params: DeliveryParameters): DeliveredContent {
  if (params.format === 'linked') {
    const linked = collectLinked(item, store, params.depth);
    const result: DeliveredContent = { content: localize(item, params.locale) };
    if (linked.length > 0) result.linkedContent = linked.map((l) => localize(l, params.locale));
    return result;
  }
  const inlined = inline(item, store, params.depth, new Set([item._meta.deliveryId]));
  return { content: localize(inlined, params.locale) };
}

/** RFC 6901 JSON pointer lookup; `undefined` when the path does not exist. */
export function getPointer(doc: unknown, pointer: string): unknown {
  if (pointer === '') return doc;
  if (!pointer.startsWith('/')) return undefined;
  let cur: unknown = doc;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(cur)) {
      if (!/^\d+$/.test(key)) return undefined;
      cur = cur[Number(key)];
    } else if (isObject(cur)) {
      if (!Object.prototype.hasOwnProperty.call(cur, key)) return undefined;
      cur = cur[key];
    } else return undefined;
  }
  return cur;
}
