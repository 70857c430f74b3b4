import type { CSSObject } from '@emotion/react';
import styled from '@emotion/styled';
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { withoutProps } from '../internal/styleProps';
import { theme } from '../theme/theme';
import { safeHref } from './safeHref';

export type LinkVariant = 'inline' | 'standalone' | 'unstyled';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'color'> {
  /** Destination. Unsafe URLs (see `safeHref`) are dropped and the children render as plain text. */
  href: string | null | undefined;
  target?: '_self' | '_blank' | '_parent' | '_top';
  /**
   * `inline` (default): underlined, inherits the text colour — for links inside text.
   * `standalone`: brand colour, underline on hover. `unstyled`: no styles, for wrapping cards/images.
   */
  variant?: LinkVariant;
  children?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

const variantStyles: Record<LinkVariant, CSSObject> = {
  inline: {
    color: 'inherit',
    textDecoration: 'underline',
    textUnderlineOffset: '0.15em',
    '&:hover': { textDecorationThickness: '2px' },
  },
  standalone: {
    color: theme.colors.text.brand,
    fontWeight: theme.fontWeights.semibold,
    textDecoration: 'none',
    '&:hover': { textDecoration: 'underline' },
  },
  unstyled: { color: 'inherit', textDecoration: 'none' },
};

// styled (not a `css` prop) so that a consumer's `css`/className lands after these styles and wins.
const Anchor = styled('a', { shouldForwardProp: withoutProps('variant') })<{ variant: LinkVariant }>(
  ({ variant }) => variantStyles[variant],
);

/** `rel` tokens that stop a new-tab page from reaching back through `window.opener` or seeing the referrer. */
function relFor(target: string | undefined, rel: string | undefined): string | undefined {
  if (target !== '_blank') return rel;
  const tokens = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  tokens.add('noopener');
  tokens.add('noreferrer');
  return [...tokens].join(' ');
}

/**
 * A safe anchor. Refuses `javascript:`, `data:`, `vbscript:` (and any non-web scheme) by rendering
 * a `<span>` without a link, and adds `rel="noopener noreferrer"` to `target="_blank"` links.
 */
export function Link({ href, target, rel, variant = 'inline', children, ref, ...anchorProps }: LinkProps) {
  const safe = safeHref(href);
  if (safe === undefined) {
    // Keep the text readable, drop the behaviour. A span (not an `<a>` without href) so it is
    // neither focusable nor announced as a link.
    return (
      <span className={anchorProps.className} id={anchorProps.id} data-link-refused="">
        {children}
      </span>
    );
  }
  return (
    <Anchor {...anchorProps} ref={ref} href={safe} target={target} rel={relFor(target, rel)} variant={variant}>
      {children}
    </Anchor>
  );
}
