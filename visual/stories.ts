import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Stories left out of the visual suite, each with the reason. Empty means every component's first story is
 * compared.
 */
export const EXCLUDED: Record<string, string> = {};

/** How many components are compared (their first story each); undefined = all. */
export const LIMIT: number | undefined = 12;

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

/** The stories compared: the first story of each component (its main state), in the build's index order. */
export function visualStories(buildDir: string): IndexEntry[] {
  const index = JSON.parse(readFileSync(path.join(buildDir, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  const seen = new Set<string>();
  const chosen: IndexEntry[] = [];
  for (const entry of Object.values(index.entries)) {
    if (entry.type !== 'story' || seen.has(entry.title)) continue;
    seen.add(entry.title);
    if (!(entry.id in EXCLUDED)) chosen.push(entry);
  }
  return chosen.slice(0, LIMIT);
}
