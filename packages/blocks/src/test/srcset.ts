import { expect } from 'vitest';

/**
 * Reading `srcset`/`sizes` in tests, and choosing a candidate the way a browser does for a viewport
 * and pixel density, to check that an image is never much wider than its slot.
 */

export interface SrcSetCandidate {
  url: string;
  /** `480w` → 480; a density descriptor (`2x`) is kept in `density`. */
  width?: number;
  density?: number;
}

export function srcSetCandidates(srcSet: string | null): SrcSetCandidate[] {
  return (srcSet ?? '')
    .split(/,\s+/)
    .filter(Boolean)
    .map((candidate) => {
      const [url, descriptor = ''] = candidate.trim().split(/\s+/);
      const match = /^(\d+(?:\.\d+)?)([wx])$/.exec(descriptor);
      if (!url || !match) throw new Error(`not a srcset candidate: "${candidate}"`);
      return match[2] === 'w' ? { url, width: Number(match[1]) } : { url, density: Number(match[1]) };
    });
}

/** The slot width `sizes` gives at a viewport width (first matching `(min-width: Npx)`, lengths in px or vw). */
export function slotWidthAt(sizes: string, viewport: number): number {
  for (const entry of sizes.split(/,\s*/)) {
    const conditional = /^\(min-width:\s*(\d+(?:\.\d+)?)px\)\s+(.+)$/.exec(entry.trim());
    if (conditional && viewport < Number(conditional[1])) continue;
    const length = (conditional ? conditional[2]! : entry).trim();
    const match = /^(\d+(?:\.\d+)?)(px|vw)$/.exec(length);
    if (!match) throw new Error(`sizes length not understood here: "${length}"`);
    return match[2] === 'px' ? Number(match[1]) : (Number(match[1]) * viewport) / 100;
  }
  throw new Error(`sizes "${sizes}" has no default length`);
}

/** The width of the candidate a browser fetches: the narrowest covering slot × density, else the widest. */
export function chosenWidth(srcSet: string | null, sizes: string, viewport: number, density: number): { chosen: number; needed: number } {
  const widths = srcSetCandidates(srcSet).map((candidate) => {
    if (candidate.width === undefined) throw new Error('density descriptors: the browser ignores sizes');
    return candidate.width;
  });
  const needed = slotWidthAt(sizes, viewport) * density;
  const covering = widths.filter((width) => width >= needed).sort((a, b) => a - b);
  return { chosen: covering[0] ?? Math.max(...widths), needed };
}

/** Phones, tablets, laptops, desktops (CSS px) and their usual densities. */
export const DEVICES = [
  { viewport: 360, density: 3 },
  { viewport: 375, density: 2 },
  { viewport: 412, density: 2.625 },
  { viewport: 768, density: 2 },
  { viewport: 1024, density: 2 },
  { viewport: 1280, density: 1 },
  { viewport: 1440, density: 2 },
  { viewport: 1920, density: 1 },
] as const;

/**
 * For every device: the candidate chosen is at most 1.5× what the slot needs (so a phone never gets a
 * desktop file) unless it is the narrowest there is, and covers the slot at up to 2x unless it is the widest.
 */
export function expectFitsEveryDevice(img: Element): void {
  const srcSet = img.getAttribute('srcset');
  const sizes = img.getAttribute('sizes');
  if (!sizes) throw new Error('no sizes attribute');
  const widths = srcSetCandidates(srcSet).map((candidate) => candidate.width ?? 0);
  for (const { viewport, density } of DEVICES) {
    const { chosen, needed } = chosenWidth(srcSet, sizes, viewport, density);
    const label = `${viewport} px at ${density}x needs ${Math.round(needed)} px, gets ${chosen}`;
    if (chosen !== Math.min(...widths)) expect(chosen, label).toBeLessThanOrEqual(needed * 1.5);
    if (chosen !== Math.max(...widths)) expect(chosen, label).toBeGreaterThanOrEqual(needed);
    else expect(chosen, label).toBeGreaterThanOrEqual(Math.min(needed, slotWidthAt(sizes, viewport) * 2));
  }
}
