export { Button, type ButtonProps, type ButtonAsButtonProps, type ButtonAsLinkProps } from './Button';
export type { ButtonSize } from './buttonStyles';
export {
  buttonVariantFromCms,
  buttonColorFromCms,
  buttonVariants,
  defaultButtonVariant,
  defaultButtonColor,
  type ButtonVariant,
} from './cms';
