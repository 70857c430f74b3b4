import type { PaletteName } from '../theme/tokens';

export const buttonVariants = ['solid', 'outline', 'ghost', 'link'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const defaultButtonVariant: ButtonVariant = 'solid';
export const defaultButtonColor: PaletteName = 'brand';
