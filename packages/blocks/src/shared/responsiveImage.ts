import { imageUrl, imageWidthSrcSet, type ImageLink, type MediaHostContext } from '@ridgeline/renderer';
import { imageSizes, theme, type Breakpoint, type SlotWidths } from '@ridgeline/ui';

/**
 * The widths every fluid CMS image is offered at. One shared ladder keeps the CDN's variants few; steps
 * of at most 1.5× mean the candidate the browser picks is never much wider than its slot times the
 * screen's pixel density.
 */
export const IMAGE_WIDTH_LADDER = [240, 320, 400, 480, 640, 800, 960, 1200, 1440, 1920, 2400, 2880] as const;

/**
 * The ladder's widths a slot needs: from the widest rung at or below `narrowest` (the slot's smallest
 * width at 1x) to the narrowest rung at or above `widest` (its largest width times the densest screen
 * it is meant for), clamped to the ladder.
 */
export function ladderWidths(narrowest: number, widest: number): number[] {
  if (!(narrowest > 0) || !(widest >= narrowest))
    throw new RangeError(`ladderWidths: need 0 < narrowest <= widest, got ${narrowest} and ${widest}.`);
  const from = IMAGE_WIDTH_LADDER.findLastIndex((width) => width <= narrowest);
  const to = IMAGE_WIDTH_LADDER.findIndex((width) => width >= widest);
  return IMAGE_WIDTH_LADDER.slice(Math.max(from, 0), to === -1 ? IMAGE_WIDTH_LADDER.length : to + 1);
}

/** The viewport widths a slot is sized for: a small phone to a large desktop. */
export const VIEWPORT_RANGE = { narrowest: 320, widest: 1920 } as const;

/** Densest screen a fluid image is sharp on at its widest slot (phones' narrow slots are covered anyway). */
const MAX_DENSITY = 2;

function slotPx(length: string, viewport: number): number {
  const match = /^(\d+(?:\.\d+)?)(vw|px)$/.exec(length.trim());
  if (!match) throw new TypeError(`slotRange: "${length}" is not in vw or px.`);
  return match[2] === 'px' ? Number(match[1]) : (Number(match[1]) * viewport) / 100;
}

/**
 * The narrowest and widest the slot is drawn (CSS px) on viewports of `VIEWPORT_RANGE`: each
 * breakpoint's width holds from its min-width up to the next one's. Lengths in vw or px.
 */
export function slotRange(slot: SlotWidths): { narrowest: number; widest: number } {
  const { narrowest: first, widest: last } = VIEWPORT_RANGE;
  const steps = (Object.keys(theme.breakpoints) as Breakpoint[])
    .filter((bp) => slot[bp] !== undefined)
    .map((bp) => ({ from: theme.breakpoints[bp], length: slot[bp]! }))
    .sort((a, b) => a.from - b.from);
  const ranges = [{ from: first, length: slot.base }, ...steps].map((step, index, all) => ({
    ...step,
    to: Math.max(step.from, (all[index + 1]?.from ?? last + 1) - 1),
  }));
  const drawn = ranges.flatMap(({ from, to, length }) => [slotPx(length, from), slotPx(length, to)]);
  return { narrowest: Math.min(...drawn), widest: Math.max(...drawn) };
}

export interface FluidImageSpec {
  /** Crop, `w:h`. */
  aspect: `${number}:${number}`;
  /**
   * Candidate widths; by default the ladder's rungs from the slot's narrowest width (1x) to its
   * widest at 2x (`slotRange`).
   */
  widths?: readonly number[];
}

/** The ladder's rungs a slot needs: its narrowest width at 1x to its widest at 2x. */
export function slotWidths(slot: SlotWidths): number[] {
  const { narrowest, widest } = slotRange(slot);
  return ladderWidths(narrowest, widest * MAX_DENSITY);
}

export interface ResponsiveImageAttributes {
  src: string;
  srcSet: string;
  sizes: string;
}

/**
 * `src`, `srcSet` (width descriptors) and `sizes` for a CMS image whose width follows the layout.
 * `slot` says how wide it is drawn per breakpoint; `src` (for a browser without `srcset`) is the
 * candidate nearest 800 px.
 */
export function fluidImage(
  image: ImageLink,
  spec: FluidImageSpec,
  slot: SlotWidths,
  ctx?: MediaHostContext,
): ResponsiveImageAttributes {
  const widths = spec.widths ?? slotWidths(slot);
  const srcSet = imageWidthSrcSet(image, { widths, aspect: spec.aspect }, ctx);
  const fallback = [...widths].sort((a, b) => Math.abs(a - 800) - Math.abs(b - 800))[0]!;
  const [w, h] = spec.aspect.split(':').map(Number) as [number, number];
  return {
    src: imageUrl(image, { width: fallback, height: Math.round((fallback * h) / w), aspect: spec.aspect }, ctx),
    srcSet,
    sizes: imageSizes(slot),
  };
}

/**
 * `src`, `srcSet` and `sizes` plus `width`/`height` for a CMS image drawn at a fixed size in CSS px
 * (an icon, an avatar): candidates at 1×, 2× and 3× that size, as width descriptors with `sizes` equal
 * to its width, so a 3× phone gets a sharp image and a 1× screen a small one.
 */
export function fixedSizeImage(
  image: ImageLink,
  size: { width: number; height: number },
  ctx?: MediaHostContext,
): ResponsiveImageAttributes & { width: number; height: number } {
  const aspect = `${size.width}:${size.height}` as const;
  return {
    src: imageUrl(image, { width: size.width, height: size.height, aspect }, ctx),
    srcSet: imageWidthSrcSet(image, { widths: [1, 2, 3].map((density) => size.width * density), aspect }, ctx),
    sizes: `${size.width}px`,
    width: size.width,
    height: size.height,
  };
}
