import { describe, expect, it } from 'vitest';
import { buttonColorFromCms, buttonVariantFromCms, paletteFromCms } from './cms';

describe('buttonVariantFromCms', () => {
  it.each([
    ['solid', 'solid'],
    ['Solid', 'solid'],
    ['Primary', 'solid'],
    ['filled', 'solid'],
    ['outline', 'outline'],
    ['Outlined', 'outline'],
    ['secondary', 'outline'],
    ['ghost', 'ghost'],
    ['Text', 'ghost'],
    ['link', 'link'],
    ['Text Link', 'link'],
    ['text-link', 'link'],
    ['UNDERLINE', 'link'],
  ])('%j → %s', (value, expected) => {
    expect(buttonVariantFromCms(value)).toBe(expected);
  });

  it.each([undefined, null, '', 'sparkly', 3, ['solid']])('falls back to solid for %j', (value) => {
    expect(buttonVariantFromCms(value)).toBe('solid');
  });
});

describe('buttonColorFromCms', () => {
  it.each([
    ['brand', 'brand'],
    ['Sale', 'sale'],
    ['white', 'light'],
    ['Light', 'light'],
    ['black', 'dark'],
    ['Dark', 'dark'],
    ['Gray', 'gray'],
    ['spring', 'spring'],
    ['Summer', 'summer'],
    ['autumn', 'autumn'],
    ['winter', 'winter'],
  ])('%j → %s', (value, expected) => {
    expect(buttonColorFromCms(value)).toBe(expected);
  });

  it.each([undefined, null, '', 'neon-pink', 7])('falls back to brand for %j', (value) => {
    expect(buttonColorFromCms(value)).toBe('brand');
  });
});

describe('paletteFromCms', () => {
  it.each([
    ['brand', 'brand'],
    ['Brand', 'brand'],
    [' SALE ', 'sale'],
    ['Primary', 'brand'],
    ['white', 'light'],
    ['Black', 'dark'],
    ['grey', 'gray'],
    ['Fall', 'autumn'],
    ['Winter', 'winter'],
  ])('%j → %s', (value, expected) => {
    expect(paletteFromCms(value, 'gray')).toBe(expected);
  });

  it.each([undefined, null, 42, '', 'chartreuse', {}])('falls back for %j', (value) => {
    expect(paletteFromCms(value, 'gray')).toBe('gray');
  });
});
