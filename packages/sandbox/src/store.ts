import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** A content item's delivery body: `_meta` plus the item's own fields. */
export interface DeliveryItem {
  _meta: {
    schema: string;
    name?: string;
    deliveryId: string;
    deliveryKey?: string | null;
    hierarchy?: { parentId?: string; root?: boolean; [k: string]: unknown };
    [k: string]: unknown;
  };
  [field: string]: unknown;
}

export interface StoredItem {
  body: DeliveryItem;
  /** absolute path of the file the item came from */
  file: string;
  /** position in load order (folder order, then sorted path), used as the default sort */
  order: number;
}

export interface StoreProblem {
  file: string;
  message: string;
}

export interface ContentStore {
  byId: Map<string, StoredItem>;
  byKey: Map<string, StoredItem>;
  /** every item, in load order */
  items: StoredItem[];
  /** files that were skipped or overridden, with the reason */
  problems: StoreProblem[];
}

/**
 * A folder at the top of a content folder that holds the decision engine's rules (src/decision-engine.ts), not
 * content items: it is not loaded as content.
 */
const NOT_CONTENT_DIRS = new Set(['_decision-engine']);

function listJsonFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    let entries: import('node:fs').Dirent[];
    try {
      entries = readdirSync(d, { withFileTypes: true });
    } catch (err) {
      throw new Error(`cannot read content folder ${d}: ${(err as Error).message}`, { cause: err });
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const e of entries) {
      if (e.name.startsWith('.') || e.name === 'node_modules') continue;
      const full = path.join(d, e.name);
      if (e.isDirectory()) {
        if (d === dir && NOT_CONTENT_DIRS.has(e.name)) continue;
        walk(full);
      } else if (e.isFile() && e.name.endsWith('.json')) out.push(full);
    }
  };
  walk(dir);
  return out;
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** Checks one parsed file; returns an error message or undefined when the body is a usable item. */
export function checkItem(value: unknown): string | undefined {
  if (!isObject(value)) return 'not a JSON object';
  const meta = value._meta;
  if (!isObject(meta)) return 'missing _meta';
  if (typeof meta.deliveryId !== 'string' || meta.deliveryId === '') return 'missing _meta.deliveryId';
  if (typeof meta.schema !== 'string' || meta.schema === '') return 'missing _meta.schema';
  if (meta.deliveryKey !== undefined && meta.deliveryKey !== null && typeof meta.deliveryKey !== 'string') {
    return '_meta.deliveryKey must be a string';
  }
  return undefined;
}

/**
 * Loads every `*.json` file under each folder (at any depth) as one item's delivery body.
 * Later folders override earlier ones by deliveryId (and by deliveryKey). Broken files are
 * reported in `problems` and skipped.
 */
export function loadContent(dirs: readonly string[]): ContentStore {
  const problems: StoreProblem[] = [];
  const byId = new Map<string, StoredItem>();
  let order = 0;
  dirs.forEach((dir, dirIndex) => {
    const abs = path.resolve(dir);
    let isDir: boolean;
    try {
      isDir = statSync(abs).isDirectory();
    } catch {
      isDir = false;
    }
    if (!isDir) {
      problems.push({ file: abs, message: 'content folder does not exist' });
      return;
    }
    const seenInDir = new Map<string, string>();
    for (const file of listJsonFiles(abs)) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(readFileSync(file, 'utf8'));
      } catch (err) {
        problems.push({ file, message: `invalid JSON: ${(err as Error).message}` });
        continue;
      }
      const bad = checkItem(parsed);
      if (bad) {
        problems.push({ file, message: bad });
        continue;
      }
      const body = parsed as DeliveryItem;
      const id = body._meta.deliveryId;
      const dupe = seenInDir.get(id);
      if (dupe) {
        problems.push({ file, message: `duplicate deliveryId ${id} (also in ${dupe}); this file wins` });
      }
      seenInDir.set(id, file);
      const previous = byId.get(id);
      // an override keeps the original position so sorted listings stay stable
      byId.set(id, { body, file, order: previous && dirIndex > 0 ? previous.order : order++ });
    }
  });

  const items = [...byId.values()].sort((a, b) => a.order - b.order);
  const byKey = new Map<string, StoredItem>();
  for (const item of items) {
    const key = item.body._meta.deliveryKey;
    if (typeof key === 'string' && key !== '') {
      const other = byKey.get(key);
      if (other && other.body._meta.deliveryId !== item.body._meta.deliveryId) {
        problems.push({
          file: item.file,
          message: `duplicate deliveryKey "${key}" (also on ${other.body._meta.deliveryId} in ${other.file}); this file wins`,
        });
      }
      byKey.set(key, item);
    }
  }
  return { byId, byKey, items, problems };
}
