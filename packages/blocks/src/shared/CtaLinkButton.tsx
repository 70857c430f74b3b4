import { Button, type ButtonVariant, type PaletteName } from '@ridgeline/ui';
import type { ReactNode } from 'react';
import { targetOf, type CtaButton } from './cms';

export interface CtaLinkButtonProps {
  button: CtaButton;
  variant: ButtonVariant;
  color: PaletteName;
  endIcon?: ReactNode;
  startIcon?: ReactNode;
  className?: string;
}

/** A CMS call-to-action as a ui Button link. ui's Link drops unsafe (javascript:, data:) URLs. */
export function CtaLinkButton({ button, variant, color, endIcon, startIcon, className }: CtaLinkButtonProps) {
  return (
    <Button
      href={button.url}
      target={targetOf(button.urlTarget)}
      variant={variant}
      color={color}
      endIcon={endIcon}
      startIcon={startIcon}
      className={className}
    >
      {button.text}
    </Button>
  );
}
