import { breakpoints, type Breakpoint } from '../theme/tokens';

/**
 * How wide a slot an image fills, per breakpoint (min-width, as in the styles): a CSS length such as
 * `100vw`, `33.4vw` or `406px`. `base` holds below the first breakpoint given.
 */
export type SlotWidths = { base: string } & Partial<Record<Breakpoint, string>>;

const LENGTH = /^\d+(\.\d+)?(px|vw|em|rem)$|^calc\([^,]+\)$/;

function checkedLength(key: string, value: string | undefined): string {
  const length = value?.trim() ?? '';
  if (!LENGTH.test(length))
    throw new TypeError(
      `imageSizes: ${key} "${String(value)}" is not a length such as "50vw", "320px" or "calc(100vw - 32px)".`,
    );
  return length;
}

/**
 * The `sizes` attribute for an image filling those slots, widest breakpoint first (the browser takes
 * the first condition that matches): `{ base: '50vw', lg: '25vw', xl: '290px' }` →
 * `(min-width: 1280px) 290px, (min-width: 992px) 25vw, 50vw`. With `w` descriptors in the `srcset`,
 * the browser then fetches the narrowest candidate covering the slot at the screen's pixel density.
 */
export function imageSizes(widths: SlotWidths): string {
  const base = checkedLength('base', widths.base);
  const byMinWidth = new Map<number, { breakpoint: Breakpoint; length: string }>();
  for (const breakpoint of Object.keys(breakpoints) as Breakpoint[]) {
    if (widths[breakpoint] === undefined) continue;
    const length = checkedLength(breakpoint, widths[breakpoint]);
    const px = breakpoints[breakpoint];
    const other = byMinWidth.get(px);
    if (other && other.length !== length) {
      throw new TypeError(
        `imageSizes: ${other.breakpoint} and ${breakpoint} are both ${px} px but give different widths (${other.length}, ${length}).`,
      );
    }
    byMinWidth.set(px, { breakpoint, length });
  }
  const conditions = [...byMinWidth.entries()]
    .sort(([a], [b]) => b - a)
    .map(([px, { length }]) => `(min-width: ${px}px) ${length}`);
  return [...conditions, base].join(', ');
}
