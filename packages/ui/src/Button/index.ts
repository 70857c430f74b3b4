export { Button, type ButtonProps, type ButtonAsButtonProps, type ButtonAsLinkProps } from './Button';
export type { ButtonSize } from './buttonStyles';
export { buttonVariants, defaultButtonVariant, defaultButtonColor, type ButtonVariant } from './types';
