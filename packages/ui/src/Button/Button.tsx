import styled from '@emotion/styled';
import type { ButtonHTMLAttributes, MouseEventHandler, ReactNode, Ref } from 'react';
import { withoutProps } from '../internal/styleProps';
import { Link } from '../Link/Link';
import type { PaletteName } from '../theme/tokens';
import { buttonStyles, type ButtonSize } from './buttonStyles';
import { defaultButtonColor, defaultButtonVariant, type ButtonVariant } from './types';

interface ButtonOwnProps {
  /** `solid` (default) | `outline` | `ghost` | `link`. */
  variant?: ButtonVariant;
  /** A palette name (`brand` default, `sale`, `dark`, `light`, `gray`, seasonal). */
  color?: PaletteName;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Decorative icon before/after the label (pass `<Icon name="…" />`). */
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  children?: ReactNode;
}

export interface ButtonAsButtonProps
  extends ButtonOwnProps, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color' | 'children'> {
  href?: undefined;
  ref?: Ref<HTMLButtonElement>;
}

export interface ButtonAsLinkProps extends ButtonOwnProps {
  /** Renders a button-styled safe `Link` (unsafe URLs render as text, see `safeHref`). */
  href: string;
  target?: '_self' | '_blank' | '_parent' | '_top';
  rel?: string;
  className?: string;
  id?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  'aria-label'?: string;
  ref?: Ref<HTMLAnchorElement>;
}

export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

interface ButtonStyleProps {
  variant: ButtonVariant;
  color: PaletteName;
  size: ButtonSize;
  fullWidth: boolean;
}

// styled (not a `css` prop) so that a consumer's `css`/className is applied after, and wins.
const ButtonRoot = styled('button', {
  shouldForwardProp: withoutProps('variant', 'color', 'size', 'fullWidth'),
})<ButtonStyleProps>(({ variant, color, size, fullWidth }) => buttonStyles(variant, color, size, fullWidth));

/** A button, or a link that looks like one when `href` is given. */
export function Button(props: ButtonProps) {
  const {
    variant = defaultButtonVariant,
    color = defaultButtonColor,
    size = 'md',
    fullWidth = false,
    startIcon,
    endIcon,
    children,
  } = props;
  const content = (
    <>
      {startIcon}
      {children}
      {endIcon}
    </>
  );

  if (props.href !== undefined) {
    const { href, target, rel, className, id, onClick, ref } = props;
    return (
      <Link
        href={href}
        target={target}
        rel={rel}
        className={className}
        id={id}
        onClick={onClick}
        aria-label={props['aria-label']}
        ref={ref}
        variant="unstyled"
        css={buttonStyles(variant, color, size, fullWidth)}
      >
        {content}
      </Link>
    );
  }

  const {
    variant: _variant,
    color: _color,
    size: _size,
    fullWidth: _fullWidth,
    startIcon: _startIcon,
    endIcon: _endIcon,
    children: _children,
    href: _href,
    type = 'button',
    ...buttonProps
  } = props;
  return (
    // `type="button"` by default: a Ridgeline button inside a form never submits it by accident.
    <ButtonRoot type={type} {...buttonProps} variant={variant} color={color} size={size} fullWidth={fullWidth}>
      {content}
    </ButtonRoot>
  );
}
