/**
 * A content path as an editor reads it: `desktopButtons[1].url` → `Desktop buttons › item 2 › Url`,
 * `blocks[2]` → `Blocks › item 3`. Field names are split from camelCase and indices count from 1, the
 * way the Amplience form shows list items; the raw path stays beside it for developers.
 */
export function readablePath(path: string): string {
  if (path === '') return 'This item';
  const parts: string[] = [];
  for (const match of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    if (match[2] !== undefined) parts.push(`item ${Number(match[2]) + 1}`);
    else if (match[1] !== undefined) parts.push(fieldWords(match[1]));
  }
  return parts.join(' › ');
}

function fieldWords(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
