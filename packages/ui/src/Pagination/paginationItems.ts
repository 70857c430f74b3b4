/** A page number to link, or a gap (`…`) standing for the pages left out. */
export type PaginationItem = { type: 'page'; page: number } | { type: 'gap'; key: string };

/**
 * The page numbers a pagination control shows: always the first and the last page, the current one with `siblings`
 * on each side, and a gap wherever pages are left out (a gap never stands for a single page: that page is shown
 * instead). `page` is clamped into 1…`count`; a `count` below 1 counts as 1.
 */
export function paginationItems(page: number, count: number, siblings = 1): PaginationItem[] {
  const last = Math.max(1, Math.floor(count));
  const current = Math.min(Math.max(1, Math.floor(page)), last);
  const shown = new Set<number>([1, last]);
  for (let p = current - siblings; p <= current + siblings; p += 1) if (p >= 1 && p <= last) shown.add(p);
  const pages = [...shown].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  pages.forEach((p, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && p - previous === 2) items.push({ type: 'page', page: p - 1 });
    else if (previous !== undefined && p - previous > 2) items.push({ type: 'gap', key: `gap-${previous}-${p}` });
    items.push({ type: 'page', page: p });
  });
  return items;
}
