import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { isPlainObject } from '../contentModel';
import type { ExportedItem } from './contentLint';

/** A file of the export: an item, or why it is not one. */
export type ExportEntry = ({ ok: true } & ExportedItem) | { ok: false; file: string; reason: string };

/**
 * The items of a hub export, one file at a time (never the whole export in memory), in a stable order. Two layouts
 * are read: `dc-cli content-item export` (a folder tree, one `{ id, body, … }` file per item) and a content folder
 * as the sandbox serves it (one delivery body per file, `_meta.deliveryId` its id). Folders whose name starts with
 * `_` or `.` hold no items (the sandbox keeps its decision-engine data in `_decision-engine/`). A single JSON file
 * may also be given.
 */
export async function* readContentExport(root: string): AsyncGenerator<ExportEntry> {
  for await (const { file, text } of readAhead(jsonFiles(root))) {
    const shown = path.relative(process.cwd(), file) || file;
    let parsed: unknown;
    try {
      parsed = JSON.parse(await text);
    } catch (error) {
      yield {
        ok: false,
        file: shown,
        reason: `not readable JSON: ${error instanceof Error ? error.message : String(error)}`,
      };
      continue;
    }
    const item = exportedItem(parsed, shown);
    yield item
      ? { ok: true, ...item }
      : { ok: false, file: shown, reason: 'not a content item: no _meta.schema (nor a body that has one)' };
  }
}

/** One parsed file as an item: the dc-cli wrapper's body and id, or a delivery body and its delivery id. */
export function exportedItem(parsed: unknown, file: string): ExportedItem | undefined {
  if (!isPlainObject(parsed)) return undefined;
  const wrapped = isPlainObject(parsed.body) && isPlainObject(parsed.body._meta);
  const body = wrapped ? (parsed.body as Record<string, unknown>) : parsed;
  const meta = body._meta;
  if (!isPlainObject(meta) || typeof meta.schema !== 'string') return undefined;
  const id = (wrapped && typeof parsed.id === 'string' && parsed.id) || meta.deliveryId;
  return { file, id: typeof id === 'string' && id !== '' ? id : file, body };
}

/** Files read ahead, a few at a time: the disk is kept busy while items are checked, and memory stays bounded. */
const READ_AHEAD = 16;

async function* readAhead(files: AsyncGenerator<string>): AsyncGenerator<{ file: string; text: Promise<string> }> {
  const queue: { file: string; text: Promise<string> }[] = [];
  for await (const file of files) {
    const text = readFile(file, 'utf8');
    // a failed read is reported when its turn comes (as "not JSON"), never as an unhandled rejection meanwhile
    text.catch(() => {});
    queue.push({ file, text });
    if (queue.length >= READ_AHEAD) yield queue.shift()!;
  }
  yield* queue;
}

async function* jsonFiles(root: string): AsyncGenerator<string> {
  const entries = await readdir(root, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOTDIR') return undefined;
    throw error;
  });
  if (!entries) {
    yield root;
    return;
  }
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
    const full = path.join(root, entry.name);
    if (entry.isDirectory()) yield* jsonFiles(full);
    else if (entry.isFile() && entry.name.endsWith('.json')) yield full;
  }
}
