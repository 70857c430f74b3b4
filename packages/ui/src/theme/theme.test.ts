import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { mediaCondition, mq } from './mq';
import { theme } from './theme';
import { colors, paletteNames, zIndices } from './tokens';

const isHex = (value: string) => /^#[0-9a-f]{6}$/i.test(value);

describe('theme tokens', () => {
  it('uses the required breakpoints: desktop 992, hero 1024/1280', () => {
    expect(theme.breakpoints).toEqual({ sm: 480, md: 768, lg: 992, heroMd: 1024, heroLg: 1280, xl: 1280 });
  });

  it('builds media queries from breakpoints', () => {
    expect(mq.up('lg')).toBe('@media (min-width: 992px)');
    expect(mq.down('lg')).toBe('@media (max-width: 991.98px)');
    expect(mq.between('md', 'lg')).toBe('@media (min-width: 768px) and (max-width: 991.98px)');
    expect(mediaCondition('heroLg')).toBe('(min-width: 1280px)');
  });

  it('puts popover-anchored UI one layer below the popover layer, and orders overlays', () => {
    expect(zIndices.popoverBelow).toBe(zIndices.popover - 1);
    expect(zIndices.header).toBeLessThan(zIndices.popoverBelow);
    expect(zIndices.popover).toBeLessThan(zIndices.drawer);
    expect(zIndices.drawer).toBeLessThan(zIndices.modal);
    expect(zIndices.modal).toBeLessThan(zIndices.toast);
  });

  it('has space[4] = 16px on a 4px grid', () => {
    expect(theme.space[4]).toBe('16px');
    for (const [step, value] of Object.entries(theme.space)) expect(value).toBe(`${Number(step) * 4}px`);
  });

  it('exposes brand, sale, grays 50–900 and seasonal palettes', () => {
    expect(colors.sale).toBe('#C8102E');
    expect(Object.keys(colors.gray)).toEqual(['50', '100', '200', '300', '400', '500', '600', '700', '800', '900']);
    expect(paletteNames).toEqual(
      expect.arrayContaining(['brand', 'sale', 'gray', 'spring', 'summer', 'autumn', 'winter']),
    );
  });
});

describe('colour contrast (WCAG AA, 4.5:1 for text)', () => {
  it.each(paletteNames)('palette %s: contrast text on base', (name) => {
    const palette = colors.palettes[name];
    expect(contrastRatio(palette.contrast, palette.base)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(paletteNames.filter((name) => name !== 'light'))(
    'palette %s: ink on white and on its subtle tint',
    (name) => {
      const palette = colors.palettes[name];
      expect(contrastRatio(palette.ink, colors.white)).toBeGreaterThanOrEqual(4.5);
      if (isHex(palette.subtle)) expect(contrastRatio(palette.ink, palette.subtle)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('light palette ink is readable on the dark palette (its intended backdrop)', () => {
    expect(contrastRatio(colors.palettes.light.ink, colors.palettes.dark.base)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.entries(colors.text).filter(([name]) => name !== 'inverse'))(
    'text.%s on the page background',
    (_, value) => {
      expect(contrastRatio(value, colors.background.page)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(value, colors.background.subtle)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(Object.entries(colors.status))('status %s: contrast on base, base on subtle', (_, status) => {
    expect(contrastRatio(status.contrast, status.base)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(status.base, status.subtle)).toBeGreaterThanOrEqual(4.5);
  });

  it('computes known ratios', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBe(1);
    expect(() => contrastRatio('red', '#FFFFFF')).toThrow(/#RRGGBB/);
  });
});
