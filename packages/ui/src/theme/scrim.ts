import type { CSSObject } from '@emotion/react';
import { AA_TEXT_CONTRAST, luminanceOf, minimumScrimOpacity, parseColor } from './contrast';
import { colors, radii, space } from './tokens';

export type ScrimTone = keyof typeof colors.scrim;

/**
 * Below this relative luminance an ink contrasts more with white than with black (the two ratios meet at
 * √(1.05 × 0.05) − 0.05 ≈ 0.179): such an ink goes on the light scrim, a brighter one on the dark scrim.
 */
const INK_LUMINANCE_MIDPOINT = Math.sqrt(1.05 * 0.05) - 0.05;

/** The scrim an ink needs: dark under light text, light under dark text. */
export function scrimToneFor(ink: string): ScrimTone {
  return luminanceOf(parseColor(ink)) > INK_LUMINANCE_MIDPOINT ? 'dark' : 'light';
}

/**
 * The scrim under a group of texts of these inks (the first decides the tone), at the least opacity that gives every
 * one of them 4.5:1 over ANY image: the worst pixel under a dark scrim is white, under a light one black, and the
 * opacity that holds the ratio there holds it everywhere (theme/contrast.ts, `minimumScrimOpacity`). An ink that
 * cannot reach 4.5:1 on the chosen scrim even opaque (a light and a dark text in one group) throws: choose inks that
 * belong together.
 */
export function textScrim(inks: readonly [string, ...string[]]): { tone: ScrimTone; opacity: number; color: string } {
  const tone = scrimToneFor(inks[0]);
  const base = colors.scrim[tone];
  const opacity = Math.max(...inks.map((ink) => minimumScrimOpacity(ink, base, AA_TEXT_CONTRAST)));
  const { r, g, b } = parseColor(base);
  return { tone, opacity, color: `rgba(${r}, ${g}, ${b}, ${opacity})` };
}

/**
 * Styles that put a box of text on its scrim: the box itself at the guaranteed opacity (the text never leaves it:
 * the padding keeps it off the edges), and a blurred shadow of the same colour that fades it out into the image
 * around it, so it reads as a soft shade rather than a panel.
 */
export function textScrimStyles(inks: readonly [string, ...string[]]): CSSObject {
  const { color } = textScrim(inks);
  return {
    background: color,
    boxShadow: `0 0 ${space[10]} ${space[2]} ${color}`,
    borderRadius: radii.lg,
    padding: space[4],
  };
}
