import type { CSSObject } from '@emotion/react';
import { resolveLink, useRenderContext } from '@ridgeline/renderer';
import { Link } from '@ridgeline/ui';
import type { ReactNode } from 'react';
import { accountDrawerTrigger, requestAccountDrawer } from './actions';
import { targetOf, type CmsLink, type UrlTarget } from './cms';

export interface LinkAreaProps {
  /** The CMS link object; resolved with `resolveLink` (unsafe schemes are dropped there). */
  link: CmsLink | null | undefined;
  /** `linkTarget` of the content, used when the link object itself does not ask for a new tab. */
  linkTarget?: UrlTarget;
  children: ReactNode;
  className?: string;
  /** Accessible name when the children do not give one. */
  'aria-label'?: string;
  /** Rendered when the link resolves to nothing: `span` (default) or `div`. */
  fallback?: 'span' | 'div';
  [data: `data-${string}`]: string | undefined;
}

/** No display/width here: the caller's className (applied first by Emotion) would lose to them. */
const buttonReset: CSSObject = {
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'inherit',
  cursor: 'pointer',
};

/**
 * Wraps `children` in what a CMS link resolves to: a ui `Link` (safe href, `rel` for new tabs),
 * a button that asks the storefront to open the account drawer, or a plain element when the link
 * is missing or unsafe (a `javascript:` URL never reaches the DOM).
 */
export function LinkArea({ link, linkTarget, children, className, fallback = 'span', ...rest }: LinkAreaProps) {
  const ctx = useRenderContext();
  const resolved = resolveLink(link, ctx);
  if (resolved.href) {
    return (
      <Link
        href={resolved.href}
        target={resolved.target ?? targetOf(linkTarget)}
        variant="unstyled"
        className={className}
        {...rest}
      >
        {children}
      </Link>
    );
  }
  if (resolved.action === 'account-drawer') {
    return (
      <button
        type="button"
        onClick={requestAccountDrawer}
        aria-haspopup="dialog"
        css={buttonReset}
        className={className}
        {...accountDrawerTrigger}
        {...rest}
      >
        {children}
      </button>
    );
  }
  const Fallback = fallback;
  const { 'aria-label': _label, ...data } = rest;
  return (
    <Fallback className={className} {...data}>
      {children}
    </Fallback>
  );
}
