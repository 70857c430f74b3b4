import { describe, expect, it } from 'vitest';
import { compositeOver, luminanceContrast, luminanceOf, parseColor } from './contrast';
import { scrimToneFor, textScrim, textScrimStyles } from './scrim';
import { colors } from './tokens';

/** The ratio of `ink` over the scrim laid on one image pixel. */
function ratioOver(ink: string, scrim: string, pixel: { r: number; g: number; b: number }) {
  const shaded = compositeOver(parseColor(scrim), pixel);
  return luminanceContrast(luminanceOf(parseColor(ink)), luminanceOf(shaded));
}

describe('text scrim', () => {
  it('puts light ink on the dark scrim and dark ink on the light one', () => {
    expect(scrimToneFor(colors.text.inverse)).toBe('dark');
    expect(scrimToneFor(colors.text.primary)).toBe('light');
    expect(scrimToneFor(colors.text.brand)).toBe('light');
  });

  it('holds 4.5:1 for every text ink over any pixel, black, white or anything between', () => {
    // Every 51st value of each channel, 216 pixels, the extremes included.
    const pixels = [];
    for (let r = 0; r <= 255; r += 51)
      for (let g = 0; g <= 255; g += 51) for (let b = 0; b <= 255; b += 51) pixels.push({ r, g, b });
    for (const ink of Object.values(colors.text)) {
      const { color } = textScrim([ink]);
      const worst = Math.min(...pixels.map((pixel) => ratioOver(ink, color, pixel)));
      expect(worst, ink).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('is no darker than it needs to be: white text on a dark scrim a little under 0.6', () => {
    const { opacity, tone } = textScrim([colors.text.inverse]);
    expect(tone).toBe('dark');
    expect(opacity).toBeGreaterThan(0.5);
    expect(opacity).toBeLessThan(0.6);
    // one step less and a white pixel behind it loses the ratio
    const weaker = `rgba(17, 24, 39, ${opacity - 0.01})`;
    expect(ratioOver(colors.text.inverse, weaker, { r: 255, g: 255, b: 255 })).toBeLessThan(4.5);
  });

  it('takes the opacity of the most demanding ink of a group', () => {
    const alone = textScrim([colors.text.inverse]).opacity;
    const withSecondary = textScrim([colors.text.primary, colors.text.secondary]).opacity;
    expect(withSecondary).toBeGreaterThan(textScrim([colors.text.primary]).opacity);
    expect(alone).toBeGreaterThan(0);
    expect(() => textScrim([colors.text.inverse, colors.text.primary])).toThrow(/never reaches/);
  });

  it('draws the box at the guaranteed colour, feathered by a shadow of the same colour', () => {
    const styles = textScrimStyles([colors.text.inverse]);
    expect(styles.background).toBe(textScrim([colors.text.inverse]).color);
    expect(String(styles.boxShadow)).toContain(textScrim([colors.text.inverse]).color);
  });
});
