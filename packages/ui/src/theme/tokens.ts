/**
 * Design tokens. Components read these through the Emotion theme (or import them directly for
 * values needed outside a render, e.g. media queries). Never write a raw colour, size or
 * duration in a component: add a token here instead, so the whole system changes in one place.
 */

const gray = {
  50: '#F9FAFB',
  100: '#F3F4F6',
  200: '#E5E7EB',
  300: '#D1D5DB',
  400: '#9CA3AF',
  500: '#6B7280', // 4.83:1 on white: the lightest gray allowed for text
  600: '#4B5563',
  700: '#374151',
  800: '#1F2937',
  900: '#111827',
} as const;

/**
 * A palette is a background with the text colour that passes WCAG AA on it (≥ 4.5:1), plus a
 * hover shade and an `ink` colour for outline/ghost/link use on a page background.
 * CMS colour fields (`btnColor`, messaging-banner `backgroundColor`, …) resolve to these names.
 */
export interface Palette {
  /** Solid fill (button background, banner background). */
  readonly base: string;
  /** Text and icons drawn on `base`. */
  readonly contrast: string;
  /** `base` on hover/press. */
  readonly hover: string;
  /** Foreground when the palette is used without a fill (outline, ghost, link, text). */
  readonly ink: string;
  /** A faint tint of the palette for hover backgrounds of unfilled variants. */
  readonly subtle: string;
}

const palettes = {
  /** Ridgeline pine green. 9.63:1 against white. */
  brand: { base: '#1F4D3A', contrast: '#FFFFFF', hover: '#163828', ink: '#1F4D3A', subtle: '#E3F1E3' },
  /**
   * The "text-sale" colour (docs/behaviour/ui.md#colours). The style is required but has no value: this is a strong
   * red (#C8102E) with 5.88:1 against white, so it is AA as text on white and as a fill under white text.
   */
  sale: { base: '#C8102E', contrast: '#FFFFFF', hover: '#A00D25', ink: '#C8102E', subtle: '#FDECEE' },
  dark: { base: gray[900], contrast: '#FFFFFF', hover: gray[700], ink: gray[900], subtle: gray[100] },
  /** For dark backgrounds (e.g. over hero images): unfilled variants draw in white. */
  light: {
    base: '#FFFFFF',
    contrast: gray[900],
    hover: gray[100],
    ink: '#FFFFFF',
    subtle: 'rgba(255, 255, 255, 0.16)',
  },
  gray: { base: gray[100], contrast: gray[900], hover: gray[200], ink: gray[700], subtle: gray[100] },
  // Seasonal campaign palettes (messaging banners, badges). Light fills with deep text.
  spring: { base: '#E3F1E3', contrast: '#1E3A2B', hover: '#CDE6CD', ink: '#1B6E3C', subtle: '#F1F8F1' },
  summer: { base: '#FCE38A', contrast: '#3D2E00', hover: '#F9D65C', ink: '#8A5A00', subtle: '#FEF6D8' },
  autumn: { base: '#9A3412', contrast: '#FFFFFF', hover: '#7C2A0E', ink: '#9A3412', subtle: '#FBEDE6' },
  winter: { base: '#DCEBF7', contrast: '#12324F', hover: '#C4DCF0', ink: '#1D4F91', subtle: '#EEF5FB' },
} as const satisfies Record<string, Palette>;

export type PaletteName = keyof typeof palettes;
export const paletteNames = Object.keys(palettes) as PaletteName[];

export const colors = {
  white: '#FFFFFF',
  black: '#000000',
  brand: palettes.brand.base,
  sale: palettes.sale.base,
  gray,
  palettes,
  /** Semantic aliases: prefer these in components. */
  text: {
    primary: gray[900],
    secondary: gray[600],
    muted: gray[500],
    inverse: '#FFFFFF',
    brand: palettes.brand.ink,
    sale: palettes.sale.ink,
  },
  background: { page: '#FFFFFF', subtle: gray[50], muted: gray[100] },
  border: { subtle: gray[200], default: gray[300], strong: gray[500] },
  focusRing: '#1D4F91',
  overlay: 'rgba(17, 24, 39, 0.6)',
  /**
   * What text over an image sits on (theme/scrim.ts): the dark one under light ink, the light one under dark ink. Their
   * opacity is not a token: it is computed from the ink so that AA holds over any pixel (docs/behaviour/ui.md).
   */
  scrim: { dark: gray[900], light: '#FFFFFF' },
  status: {
    info: { base: '#1D4F91', contrast: '#FFFFFF', subtle: '#EEF5FB' },
    success: { base: '#1B6E3C', contrast: '#FFFFFF', subtle: '#F1F8F1' },
    warning: { base: '#8A5A00', contrast: '#FFFFFF', subtle: '#FEF6D8' },
    error: { base: '#C8102E', contrast: '#FFFFFF', subtle: '#FDECEE' },
  },
} as const;

export type TextColor = keyof typeof colors.text;
export type StatusName = keyof typeof colors.status;

export const fonts = {
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  heading: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
} as const;

export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.875rem',
  '4xl': '2.25rem',
  '5xl': '3rem',
  '6xl': '3.75rem',
} as const;
export type FontSize = keyof typeof fontSizes;

export const fontWeights = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const;
export type FontWeight = keyof typeof fontWeights;

export const letterSpacings = { normal: '0', wide: '0.04em' } as const;

export const lineHeights = { none: 1, tight: 1.15, snug: 1.3, normal: 1.5, relaxed: 1.65 } as const;

/** 4 px grid: `space[4]` is 16px. */
export const space = {
  0: '0px',
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  8: '32px',
  10: '40px',
  12: '48px',
  16: '64px',
  20: '80px',
  24: '96px',
} as const;
export type SpaceToken = keyof typeof space;

/** Fixed component dimensions (icons, hit targets, overlay widths). */
export const sizes = {
  icon: { sm: '16px', md: '20px', lg: '24px', xl: '32px' },
  /** WCAG 2.2 target size: controls are at least this tall. */
  control: { sm: '32px', md: '44px', lg: '52px' },
  drawer: 'min(420px, 100vw)',
  modal: 'min(560px, calc(100vw - 32px))',
  toast: 'min(420px, calc(100vw - 32px))',
  dot: '10px',
  content: '1280px',
  /** Max widths of a page's content column (`Container`): a sign-in form, a status page, a landing, the account area. */
  container: { xs: '440px', sm: '640px', md: '960px', lg: '1100px', xl: '1280px' },
} as const;
export type ContainerWidth = keyof typeof sizes.container;

export const radii = { none: '0', sm: '2px', md: '4px', lg: '8px', xl: '16px', full: '9999px' } as const;

export const shadows = {
  sm: '0 1px 2px rgba(17, 24, 39, 0.08)',
  md: '0 4px 12px rgba(17, 24, 39, 0.12)',
  lg: '0 12px 32px rgba(17, 24, 39, 0.18)',
  xl: '0 24px 64px rgba(17, 24, 39, 0.24)',
} as const;

/**
 * Min-width breakpoints in px. `lg` is the desktop breakpoint (992 px, docs/behaviour/ui.md#breakpoints); `heroMd`/`heroLg`
 * are the hero-image art-direction breakpoints (1024/1280 px).
 */
export const breakpoints = { sm: 480, md: 768, lg: 992, heroMd: 1024, heroLg: 1280, xl: 1280 } as const;
export type Breakpoint = keyof typeof breakpoints;

const popover = 1400;
/** Stacking layers. Popover-anchored UI sits one layer below the popover layer (docs/behaviour/ui.md#layers). */
export const zIndices = {
  base: 0,
  header: 1100,
  popoverBelow: popover - 1,
  popover,
  drawer: 1500,
  modal: 1600,
  toast: 1700,
} as const;

export const durations = { instant: '0ms', fast: '150ms', normal: '250ms', slow: '400ms', shimmer: '1400ms' } as const;

export const opacities = { disabled: 0.55 } as const;
/** Same durations in seconds, for framer-motion transitions. */
export const motionDurations = { fast: 0.15, normal: 0.25, slow: 0.4 } as const;
export const easings = {
  standard: 'cubic-bezier(0.2, 0, 0, 1)',
  /** framer-motion form of `standard`. */
  standardCurve: [0.2, 0, 0, 1] as [number, number, number, number],
} as const;
