import styled from '@emotion/styled';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { Drawer } from '../Drawer/Drawer';
import { Link } from '../Link/Link';

// At least 24 px tall (WCAG target size), though it reads as a line of text.
const OpenLink = styled(Link)({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '24px',
  justifySelf: 'start',
});

/**
 * A link to a section of the page that, once hydrated, opens the same content in a drawer instead: a plain left click
 * opens it; a click with a modifier key or another button does what a link does. A link, not a button, so that it
 * works before and without hydration.
 */
export function DrawerLink({
  href,
  label,
  title,
  closeLabel,
  linkAttributes,
  children,
}: {
  href: string;
  label: ReactNode;
  title: string;
  closeLabel: string;
  /** Data attributes naming the link (`data-size-guide-link`), for the page's scripts and tests. */
  linkAttributes?: Record<`data-${string}`, string>;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(true);
  };
  return (
    <>
      <OpenLink href={href} variant="standalone" aria-haspopup="dialog" {...linkAttributes} onClick={onClick}>
        {label}
      </OpenLink>
      <Drawer open={open} onOpenChange={setOpen} title={title} closeLabel={closeLabel}>
        {children}
      </Drawer>
    </>
  );
}
