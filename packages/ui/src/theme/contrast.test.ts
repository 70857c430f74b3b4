import { describe, expect, it } from 'vitest';
import {
  compositeOver,
  contrastRatio,
  isLargeText,
  luminanceContrast,
  luminanceOf,
  minimumScrimOpacity,
  parseColor,
  requiredTextContrast,
  worstContrastAgainst,
} from './contrast';

describe('contrast', () => {
  it('gives the WCAG extremes and a known pair', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBe(1);
    // gray 500 on white, the value the tokens quote
    expect(contrastRatio('#6B7280', '#FFFFFF')).toBeCloseTo(4.83, 2);
    expect(luminanceContrast(0, 1)).toBeCloseTo(21, 5);
  });

  it('reads the colour forms browsers compute, and refuses the rest', () => {
    expect(parseColor('rgb(17, 24, 39)')).toEqual({ r: 17, g: 24, b: 39, a: 1 });
    expect(parseColor('rgba(255, 255, 255, 0.5)')).toEqual({ r: 255, g: 255, b: 255, a: 0.5 });
    expect(parseColor('rgb(0 0 0 / 25%)')).toEqual({ r: 0, g: 0, b: 0, a: 0.25 });
    expect(() => parseColor('color(display-p3 1 0 0)')).toThrow(/expected #RRGGBB/);
    expect(() => contrastRatio('white', '#000000')).toThrow(/expected/);
  });

  it('blends translucent ink over the background', () => {
    expect(compositeOver({ r: 255, g: 255, b: 255, a: 0.5 }, { r: 0, g: 0, b: 0 })).toEqual({
      r: 127.5,
      g: 127.5,
      b: 127.5,
      a: 1,
    });
  });

  it('knows large text: 24 px, or 18.66 px bold', () => {
    expect(isLargeText(24, 400)).toBe(true);
    expect(isLargeText(20, 700)).toBe(true);
    expect(isLargeText(20, 600)).toBe(false);
    expect(requiredTextContrast(16, 400)).toBe(4.5);
    expect(requiredTextContrast(48, 700)).toBe(3);
  });

  it('takes the worst region behind the text, not the average', () => {
    const white = parseColor('#FFFFFF');
    const regions = [
      { r: 0, g: 0, b: 0 },
      { r: 0, g: 0, b: 0 },
      { r: 240, g: 240, b: 240 },
    ];
    const worst = worstContrastAgainst(white, regions);
    expect(worst?.region).toEqual({ r: 240, g: 240, b: 240 });
    expect(worst?.ratio).toBeLessThan(1.2);
    expect(worstContrastAgainst(white, [])).toBeUndefined();
    // a translucent white ink is closer to a dark background than an opaque one
    const faint = worstContrastAgainst({ ...white, a: 0.5 }, [{ r: 0, g: 0, b: 0 }])!.ratio;
    expect(faint).toBeLessThan(worstContrastAgainst(white, [{ r: 0, g: 0, b: 0 }])!.ratio);
    expect(luminanceOf({ r: 255, g: 255, b: 255 })).toBe(1);
  });

  it('finds the least scrim opacity that holds the ratio over a white or a black pixel', () => {
    const dark = minimumScrimOpacity('#FFFFFF', '#111827', 4.5);
    const blend = (a: number) => compositeOver({ ...parseColor('#111827'), a }, { r: 255, g: 255, b: 255 });
    const ratioAt = (a: number) => luminanceContrast(1, luminanceOf(blend(a)));
    expect(ratioAt(dark)).toBeGreaterThanOrEqual(4.5);
    expect(ratioAt(dark - 0.01)).toBeLessThan(4.5);
    const light = minimumScrimOpacity('#111827', '#FFFFFF', 4.5);
    expect(light).toBeGreaterThan(0);
    expect(light).toBeLessThan(1);
    expect(() => minimumScrimOpacity('#FFFFFF', '#F3F4F6', 4.5)).toThrow(/never reaches/);
  });
});
