/**
 * WCAG 2.x contrast, from colour strings or from measured pixels. Pure functions with no imports: the design tokens
 * use them (the scrim's minimum opacity below), and so does the end-to-end test that measures text against the real
 * pixels behind it (e2e/support/textContrast.ts), which imports this file by path.
 */

/** An sRGB colour, channels 0–255, with an alpha 0–1. */
export interface Rgba {
  readonly r: number;
  readonly g: number;
  readonly b: number;
  readonly a: number;
}

/** WCAG AA: body text needs 4.5:1, large text (24 px, or 18.66 px bold) 3:1. */
export const AA_TEXT_CONTRAST = 4.5;
export const AA_LARGE_TEXT_CONTRAST = 3;

/** WCAG 2.x contrast ratio between two `#RRGGBB` colours (1 to 21). */
export function contrastRatio(foreground: string, background: string): number {
  return luminanceContrast(luminanceOf(parseColor(foreground)), luminanceOf(parseColor(background)));
}

/** The contrast ratio of two relative luminances (order does not matter). */
export function luminanceContrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** WCAG relative luminance of an sRGB colour (its alpha ignored). */
export function luminanceOf({ r, g, b }: Pick<Rgba, 'r' | 'g' | 'b'>): number {
  const [lr, lg, lb] = [r, g, b].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

/**
 * `#RRGGBB`, `rgb(r, g, b)`, `rgba(r, g, b, a)` and the space-separated `rgb(r g b / a)` (what browsers compute).
 * Anything else throws: a colour this cannot read must not pass a contrast check by accident.
 */
export function parseColor(value: string): Rgba {
  const hex = /^#([0-9a-f]{6})$/i.exec(value.trim());
  if (hex?.[1]) {
    const n = parseInt(hex[1], 16);
    return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255, a: 1 };
  }
  const fn = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*(?:[,/]\s*([\d.]+)(%?))?\s*\)$/i.exec(value.trim());
  if (fn) {
    const alpha = fn[4] === undefined ? 1 : Number(fn[4]) / (fn[5] ? 100 : 1);
    return { r: Number(fn[1]), g: Number(fn[2]), b: Number(fn[3]), a: alpha };
  }
  throw new Error(`expected #RRGGBB or rgb()/rgba(), got "${value}"`);
}

/** A translucent colour drawn over an opaque one, blended per channel in sRGB as browsers do. */
export function compositeOver(top: Rgba, bottom: Pick<Rgba, 'r' | 'g' | 'b'>): Rgba {
  const mix = (t: number, u: number) => t * top.a + u * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** WCAG "large scale" text: at least 18 pt (24 px), or 14 pt (18.66 px) and bold. */
export function isLargeText(fontSizePx: number, fontWeight: number): boolean {
  return fontSizePx >= 24 || (fontSizePx >= 18.66 && fontWeight >= 700);
}

/** The AA ratio a text of this size and weight needs. */
export function requiredTextContrast(fontSizePx: number, fontWeight: number): number {
  return isLargeText(fontSizePx, fontWeight) ? AA_LARGE_TEXT_CONTRAST : AA_TEXT_CONTRAST;
}

/**
 * The worst contrast of a text colour against every region of what lies behind it (not their average: a bright
 * patch of sky under one word is enough to lose it). A translucent text colour is blended over each region first.
 */
export function worstContrastAgainst(
  text: Rgba,
  regions: readonly Pick<Rgba, 'r' | 'g' | 'b'>[],
): { ratio: number; region: Pick<Rgba, 'r' | 'g' | 'b'> } | undefined {
  let worst: { ratio: number; region: Pick<Rgba, 'r' | 'g' | 'b'> } | undefined;
  for (const region of regions) {
    const ink = text.a >= 1 ? text : compositeOver(text, region);
    const ratio = luminanceContrast(luminanceOf(ink), luminanceOf(region));
    if (!worst || ratio < worst.ratio) worst = { ratio, region };
  }
  return worst;
}

/**
 * The least opacity of a scrim (a `scrim` colour laid over an image) under which `text` keeps `required` contrast
 * whatever the image is. The image's worst pixel is the one furthest from the scrim: white under a dark scrim, black
 * under a light one; if the blend over that pixel passes, the blend over any other pixel is closer to the scrim colour
 * and passes too (luminance is monotonic in each channel). Found by bisection to 1/1000, rounded up.
 */
export function minimumScrimOpacity(text: string, scrim: string, required: number): number {
  const ink = luminanceOf(parseColor(text));
  const shade = parseColor(scrim);
  const worstPixel = luminanceOf(shade) < ink ? { r: 255, g: 255, b: 255 } : { r: 0, g: 0, b: 0 };
  const passes = (a: number) =>
    luminanceContrast(ink, luminanceOf(compositeOver({ ...shade, a }, worstPixel))) >= required;
  if (!passes(1)) throw new Error(`${text} never reaches ${required}:1 on ${scrim}, even opaque`);
  let low = 0;
  let high = 1;
  while (high - low > 0.0005) {
    const mid = (low + high) / 2;
    if (passes(mid)) high = mid;
    else low = mid;
  }
  return Math.ceil(high * 1000) / 1000;
}
