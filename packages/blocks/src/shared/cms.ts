import { theme, type PaletteName, type SpaceToken, type TextColor } from '@ridgeline/ui';
import type { ImageLink, LinkObject } from '@ridgeline/renderer';

/** Schema `$id`s, one per content type in /schemas. */
export const SCHEMA_BASE = 'https://schema.ridgeline.dev/';
export const SCHEMAS = {
  heroBanner: `${SCHEMA_BASE}hero-banner`,
  messagingBanner: `${SCHEMA_BASE}messaging-banner`,
  buttonGroup: `${SCHEMA_BASE}button-group`,
  personalisedContainer: `${SCHEMA_BASE}personalised-container`,
  homePage: `${SCHEMA_BASE}home-page`,
  contentPage: `${SCHEMA_BASE}content-page`,
  diagnosticThrow: `${SCHEMA_BASE}diagnostic-throw`,
  card: `${SCHEMA_BASE}card`,
  cardCarousel: `${SCHEMA_BASE}card-carousel`,
  productCategoryCarousel: `${SCHEMA_BASE}product-category-carousel`,
  productRecommendationsCarousel: `${SCHEMA_BASE}product-recommendations-carousel`,
  categoryLandingPage: `${SCHEMA_BASE}category-landing-page`,
  navigationTileGrid: `${SCHEMA_BASE}navigation-tile-grid`,
  storySlider: `${SCHEMA_BASE}story-slider`,
  marketingBanner: `${SCHEMA_BASE}marketing-banner`,
  footer: `${SCHEMA_BASE}footer`,
  autoRefresh: `${SCHEMA_BASE}auto-refresh`,
} as const;

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
