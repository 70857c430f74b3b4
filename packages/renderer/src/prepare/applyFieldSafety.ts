import { safeUrl } from '../links/safeUrl';
import type { FieldPath } from '../validation/fieldErrors';
import { sanitizeRichText } from './sanitizeHtml';

type Container = Record<string | number, unknown>;

function parentOf(root: Container, path: FieldPath): Container | undefined {
  let node: unknown = root;
  for (const segment of path.slice(0, -1)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Container)[segment];
  }
  return node !== null && typeof node === 'object' ? (node as Container) : undefined;
}

/**
 * Makes the schema-marked fields of one item (a private copy) safe to render: HTML fields are
 * sanitized; URL fields holding a script or data URL are removed. Markdown fields are text
 * and are left alone.
 */
export function applyFieldSafety(item: Container, htmlPaths: readonly FieldPath[], urlPaths: readonly FieldPath[]): void {
  for (const path of htmlPaths) {
    const parent = parentOf(item, path);
    const key = path[path.length - 1];
    if (!parent || key === undefined || typeof parent[key] !== 'string') continue;
    parent[key] = sanitizeRichText(parent[key] as string);
  }
  for (const path of urlPaths) {
    const parent = parentOf(item, path);
    const key = path[path.length - 1];
    if (!parent || key === undefined || typeof parent[key] !== 'string') continue;
    if (safeUrl(parent[key]) === undefined && (parent[key] as string).trim() !== '') {
      if (Array.isArray(parent)) parent[key as number] = '';
      else delete parent[key];
    }
  }
}
