import { paletteNames, type PaletteName } from './tokens';

/** Common CMS spellings that are not palette names themselves. */
const paletteAliases: Readonly<Record<string, PaletteName>> = {
  primary: 'brand',
  default: 'brand',
  green: 'brand',
  red: 'sale',
  black: 'dark',
  white: 'light',
  grey: 'gray',
  neutral: 'gray',
  fall: 'autumn',
};

/**
 * Maps a free-text CMS colour value ("Brand", "sale", "White", "Fall", …) to a palette name.
 * Matching ignores case, spaces, dashes and underscores; anything unknown (or not a string)
 * returns `fallback`, so a typo in the CMS never breaks a page.
 */
export function paletteFromCms(value: unknown, fallback: PaletteName): PaletteName {
  if (typeof value !== 'string') return fallback;
  const key = value.trim().toLowerCase().replace(/[\s_-]+/g, '');
  if ((paletteNames as string[]).includes(key)) return key as PaletteName;
  return paletteAliases[key] ?? fallback;
}
