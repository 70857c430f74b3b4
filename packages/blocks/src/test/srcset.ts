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
export function chosenWidth(
  srcSet: string | null,
  sizes: string,
  viewport: number,
  density: number,
): { chosen: number; needed: number } {
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

/** A file this narrow is cheap whatever the slot: offering narrower ones is not required. */
const SMALL_ENOUGH = 320;

/**
 * What is wrong with the image's `srcset`/`sizes` on the usual devices (empty when nothing): the
 * candidate chosen is more than 1.5× what the slot needs (a phone getting a desktop file) and wider
 * than 320 px, or falls short of the slot at up to 2x though a wider one exists.
 */
export function deviceFitProblems(img: Element): string[] {
  const srcSet = img.getAttribute('srcset');
  const sizes = img.getAttribute('sizes');
  if (!sizes) return ['no sizes attribute'];
  const problems: string[] = [];
  for (const { viewport, density } of DEVICES) {
    const { chosen, needed } = chosenWidth(srcSet, sizes, viewport, density);
    const label = `${viewport} px at ${density}x needs ${Math.round(needed)} px, gets ${chosen} px`;
    if (chosen > needed * 1.5 && chosen > SMALL_ENOUGH) problems.push(`${label}: too wide`);
    const cover = Math.min(needed, slotWidthAt(sizes, viewport) * 2);
    if (chosen < cover) problems.push(`${label}: too narrow`);
  }
  return problems;
}

/**
 * In a browser, at the current layout: what is wrong with the image (empty when nothing). `sizes` must
 * match the layout (the slot it names is 0.95 to 1.35 times the width the image is drawn at), and the
 * candidate the `srcset` offers for that slot at this pixel density must be at most 1.5× the drawn width
 * in device px (or 320 px wide at most). The candidate is worked out rather than read from `currentSrc`:
 * a browser may keep a wider file it already has (from a wider viewport, another story) instead.
 */
export function renderedFitProblems(img: HTMLImageElement): string[] {
  const view = img.ownerDocument.defaultView!;
  const drawn = img.getBoundingClientRect().width;
  if (!(drawn > 0)) return ['not drawn'];
  const picture = img.parentElement?.tagName === 'PICTURE' ? img.parentElement : undefined;
  const source = [...(picture?.querySelectorAll('source') ?? [])].find((s) => view.matchMedia(s.media).matches);
  const srcSet = (source ?? img).getAttribute('srcset');
  const sizes = (source ?? img).getAttribute('sizes') ?? img.getAttribute('sizes');
  if (!sizes) return ['no sizes attribute'];
  const problems: string[] = [];
  const slot = slotWidthAt(sizes, view.innerWidth);
  if (slot < drawn * 0.95 || slot > drawn * 1.35)
    problems.push(`sizes gives ${Math.round(slot)} px for an image drawn ${Math.round(drawn)} px wide`);
  const { chosen } = chosenWidth(srcSet, sizes, view.innerWidth, view.devicePixelRatio);
  const needed = drawn * view.devicePixelRatio;
  if (chosen > needed * 1.5 && chosen > SMALL_ENOUGH)
    problems.push(`offers ${chosen} px for ${Math.round(needed)} device px`);
  if (chosen < needed) problems.push(`offers only ${chosen} px for ${Math.round(needed)} device px`);
  return problems;
}
