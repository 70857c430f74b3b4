import { paletteFromCms } from '../theme/paletteFromCms';
import type { PaletteName } from '../theme/tokens';

export const buttonVariants = ['solid', 'outline', 'ghost', 'link'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const defaultButtonVariant: ButtonVariant = 'solid';
export const defaultButtonColor: PaletteName = 'brand';

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
  const key = value.trim().toLowerCase().replace(/[\s_-]+/g, '');
  return variantAliases[key] ?? defaultButtonVariant;
}

/**
 * Maps the CMS `btnColor` / `buttonColor` value to a palette name ("Brand" → `brand`, "White" →
 * `light`, "Black" → `dark`, "Fall" → `autumn`, …). Unknown values fall back to `brand`.
 */
export function buttonColorFromCms(value: unknown): PaletteName {
  return paletteFromCms(value, defaultButtonColor);
}
