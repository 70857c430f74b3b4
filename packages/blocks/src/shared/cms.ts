import {
  defaultButtonColor,
  defaultButtonVariant,
  paletteNames,
  theme,
  type ButtonVariant,
  type PaletteName,
  type SpaceToken,
  type TextColor,
} from '@ridgeline/ui';
import type { ImageLink, LinkObject } from '@ridgeline/renderer';

/** Schema `$id`s (one per content type in /schemas) and their common start, generated from /schemas. */
export { SCHEMAS, SCHEMA_BASE } from './generated/blocks/schemaIds';

/** `urlTarget` / `linkTarget` fields. */
export type UrlTarget = '_self' | '_blank';

/** The CMS link object (every field called `link`; docs/behaviour/blocks.md#links). */
export type CmsLink = LinkObject;

export type { ImageLink };

/** A call-to-action as the schemas store it: `{ text, url, urlTarget }`. */
export interface CtaButton {
  text: string;
  url: string;
  urlTarget?: UrlTarget;
}

/** Text colour names editors choose (schemas: `color`, `bodyColor`, `fontColor`). */
export type CmsTextColor = 'white' | 'black' | 'brand' | 'sale' | 'gray';

const textColorTokens: Record<CmsTextColor, TextColor> = {
  white: 'inverse',
  black: 'primary',
  brand: 'brand',
  sale: 'sale',
  gray: 'secondary',
};

/** Maps a CMS text colour to a ui text colour token; unknown values give `fallback`. */
export function textColorFromCms(value: unknown, fallback: TextColor): TextColor {
  return typeof value === 'string' && value in textColorTokens ? textColorTokens[value as CmsTextColor] : fallback;
}

/** The hex value of a CMS text colour (for contrast checks). */
export function textColorHex(value: CmsTextColor): string {
  return theme.colors.text[textColorTokens[value]];
}

export type CmsFont = 'Heading' | 'Body';

export function fontFromCms(value: unknown): string {
  return value === 'Body' ? theme.fonts.body : theme.fonts.heading;
}

/** `spaceBelow` values and the spacing token each maps to. */
export type SpaceBelow = 'None' | 'Small' | 'Medium' | 'Large';
const spaceBelowTokens: Record<SpaceBelow, SpaceToken> = { None: 0, Small: 4, Medium: 8, Large: 12 };

export function spaceBelowFromCms(value: unknown): string {
  const token = typeof value === 'string' && value in spaceBelowTokens ? spaceBelowTokens[value as SpaceBelow] : 0;
  return theme.space[token];
}

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
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
  if ((paletteNames as string[]).includes(key)) return key as PaletteName;
  return paletteAliases[key] ?? fallback;
}

/** CMS spellings for each variant (compared lower-case without spaces, dashes or underscores). */
const variantAliases: Readonly<Record<string, ButtonVariant>> = {
  solid: 'solid',
  filled: 'solid',
  fill: 'solid',
  primary: 'solid',
  contained: 'solid',
  outline: 'outline',
  outlined: 'outline',
  secondary: 'outline',
  bordered: 'outline',
  ghost: 'ghost',
  text: 'ghost',
  tertiary: 'ghost',
  plain: 'ghost',
  link: 'link',
  textlink: 'link',
  underline: 'link',
  underlined: 'link',
};

/**
 * Maps the CMS `btnVariant` value ("Solid", "outline", "Text Link", …) to a `ButtonVariant`.
 * Unknown or missing values fall back to `solid` rather than failing the page.
 */
export function buttonVariantFromCms(value: unknown): ButtonVariant {
  if (typeof value !== 'string') return defaultButtonVariant;
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
  return variantAliases[key] ?? defaultButtonVariant;
}

/**
 * Maps the CMS `btnColor` / `buttonColor` value to a palette name ("Brand" → `brand`, "White" →
 * `light`, "Black" → `dark`, "Fall" → `autumn`, …). Unknown values fall back to `brand`.
 */
export function buttonColorFromCms(value: unknown): PaletteName {
  return paletteFromCms(value, defaultButtonColor);
}

/** `messaging-banner.backgroundColor`: one of the theme's palette names. */
export function paletteOf(name: unknown, fallback: PaletteName = 'brand'): PaletteName {
  return typeof name === 'string' && name in theme.colors.palettes ? (name as PaletteName) : fallback;
}

/** `_blank` → `'_blank'`, anything else → undefined (same tab). */
export function targetOf(value: unknown): '_blank' | undefined {
  return value === '_blank' ? '_blank' : undefined;
}

export function nonEmpty(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}
