import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The package root, found from this module's own location (src/ in tests, dist/ when built; both
 * sit one level below the package root), so the defaults never depend on the working directory.
 */
export const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The demo content shipped with the package. */
export const defaultContentDir = path.join(packageRoot, 'content');

/** The demo staging content (drafts and scheduled editions) served only through virtual staging. */
export const defaultStagingDir = path.join(packageRoot, 'content-staging');

/** The demo images shipped with the package. */
export const defaultMediaDir = path.join(packageRoot, 'media');

/** Splits a `CONTENT_DIR`-style list (path.delimiter separated); empty entries are dropped. */
export function splitDirList(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(path.delimiter)
    .map((s) => s.trim())
    .filter(Boolean);
}
