import { safeUrl } from '../links/safeUrl';
import { upgradeHttpUrl } from '../links/upgradeHttp';
import type { FieldPath } from '../validation/fieldErrors';
import { sanitizeRichText } from './sanitizeHtml';

type Container = Record<string | number, unknown>;

/** One change made to an item to make it safe: a sanitized HTML value, or an unsafe URL removed. */
export type FieldEdit = { path: FieldPath; value: string } | { path: FieldPath; remove: true };

function parentOf(root: Container, path: FieldPath): Container | undefined {
  let node: unknown = root;
  for (let index = 0; index < path.length - 1; index++) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Container)[path[index]!];
  }
  return node !== null && typeof node === 'object' ? (node as Container) : undefined;
}

function remove(parent: Container, key: string | number): void {
  if (Array.isArray(parent)) parent[key as number] = '';
  else delete parent[key];
}

/**
 * Makes the schema-marked fields of one item (a private copy) safe to render: HTML fields are
 * sanitized; URL fields holding a script or data URL are removed. Markdown fields are text
 * and are left alone. `http://` URLs (fields and HTML links) are upgraded (`upgradeHttpUrl` with
 * `siteOrigin`). Returns the changes made, so the same content version can be made safe
 * again by replaying them (`replayFieldEdits`) instead of re-checking every field.
 */
export function applyFieldSafety(
  item: Container,
  htmlPaths: readonly FieldPath[],
  urlPaths: readonly FieldPath[],
  siteOrigin?: string,
): FieldEdit[] {
  const edits: FieldEdit[] = [];
  for (const path of htmlPaths) {
    const parent = parentOf(item, path);
    const key = path[path.length - 1];
    if (!parent || key === undefined || typeof parent[key] !== 'string') continue;
    const clean = sanitizeRichText(parent[key] as string, siteOrigin);
    if (clean !== parent[key]) {
      parent[key] = clean;
      edits.push({ path, value: clean });
    }
  }
  for (const path of urlPaths) {
    const parent = parentOf(item, path);
    const key = path[path.length - 1];
    if (!parent || key === undefined || typeof parent[key] !== 'string') continue;
    if (safeUrl(parent[key]) === undefined && (parent[key] as string).trim() !== '') {
      remove(parent, key);
      edits.push({ path, remove: true });
      continue;
    }
    const upgraded = upgradeHttpUrl(parent[key] as string, siteOrigin);
    if (upgraded !== parent[key]) {
      parent[key] = upgraded;
      edits.push({ path, value: upgraded });
    }
  }
  return edits;
}

/** Applies the edits `applyFieldSafety` returned for an equal copy of the same content version. */
export function replayFieldEdits(item: Container, edits: readonly FieldEdit[]): void {
  for (const edit of edits) {
    const parent = parentOf(item, edit.path);
    const key = edit.path[edit.path.length - 1];
    if (!parent || key === undefined) continue;
    if ('remove' in edit) remove(parent, key);
    else parent[key] = edit.value;
  }
}
