import styled from '@emotion/styled';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { mq } from '../theme/mq';
import { theme } from '../theme/theme';
import { DISCLOSURE_ATTRIBUTES as A } from './attributes';

/** Columns of a mega menu panel when the caller gives none: 5, each 20% of the panel's width. */
export const MEGA_MENU_DEFAULT_COLUMNS = 5;

/** Where an entry is offered: everywhere, only on desktop (from 992 px) or only below it. */
export type DisclosureNavDisplay = 'all' | 'desktop' | 'mobile';

export interface DisclosureNavProps extends HTMLAttributes<HTMLElement> {
  /** The `<nav>`'s accessible name. */
  label: string;
  children: ReactNode;
}

const Nav = styled.nav({
  // The panels are full width: they are positioned against the nearest positioned ancestor (the sticky header), not
  // against their item or this bar.
  position: 'static',
  [mq.down('lg')]: {
    // Below the desktop breakpoint the bar is not shown; with no JavaScript `#{id}` (the menu link's target) shows it
    // as a plain list, every panel open, so every category link is reachable without scripts.
    display: 'none',
    '&:target': { display: 'block', padding: theme.space[4], background: theme.colors.background.page },
  },
});

const List = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'stretch',
  justifyContent: 'center',
  gap: theme.space[2],
  [mq.down('lg')]: { flexDirection: 'column' },
});

/**
 * The WAI-ARIA APG disclosure navigation (the "top-level links" variant): a `<nav>` with a list of entries, each a link
 * to its page and, when it has a panel, a button that shows or hides it (`DisclosureNavTrigger`). Compose it from
 * `DisclosureNavItem`, `DisclosureNavTrigger`, `DisclosureNavLink` and `MegaMenuPanel`.
 *
 * Markup first: every link is a real link, and before (or without) JavaScript a panel shows while its entry is hovered or
 * holds focus. The triggers may hydrate on their own (each entry's control can be a separate island): they find their
 * item and panel through the DOM, and coordinate through events on this `<nav>`.
 */
export function DisclosureNav({ label, children, ...rest }: DisclosureNavProps) {
  return (
    <Nav aria-label={label} {...{ [A.nav]: '' }} {...rest}>
      <List>{children}</List>
    </Nav>
  );
}

export interface DisclosureNavItemProps extends HTMLAttributes<HTMLLIElement> {
  /** Default `all`. */
  display?: DisclosureNavDisplay;
  children: ReactNode;
}

const panelSelector = `[${A.panel}]`;

const Item = styled.li({
  // `static`: the panel is placed against the nav (full width), not against this item.
  position: 'static',
  display: 'flex',
  alignItems: 'stretch',
  [`&[data-display="desktop"]`]: { [mq.down('lg')]: { display: 'none' } },
  [`&[data-display="mobile"]`]: { [mq.up('lg')]: { display: 'none' } },
  [mq.up('lg')]: {
    [`& > ${panelSelector}`]: { display: 'none' },
    [`&[${A.open}="true"] > ${panelSelector}`]: { display: 'block' },
    // Before the trigger has hydrated (or without JavaScript), hover and focus show the panel.
    [`&:not([${A.enhanced}]):is(:hover, :focus-within) > ${panelSelector}`]: { display: 'block' },
  },
  [mq.down('lg')]: { flexDirection: 'column' },
});

/** One entry of the bar: the trigger (or a plain link) and its panel. */
export function DisclosureNavItem({ display = 'all', children, ...rest }: DisclosureNavItemProps) {
  return (
    <Item data-display={display} {...{ [A.item]: '' }} {...rest}>
      {children}
    </Item>
  );
}

export interface MegaMenuPanelProps extends HTMLAttributes<HTMLDivElement> {
  /** The id the trigger's `aria-controls` names. */
  id: string;
  children: ReactNode;
  /** Full width below the columns (a content slot). */
  bottom?: ReactNode;
}

const Panel = styled.div({
  [mq.up('lg')]: {
    position: 'absolute',
    top: '100%',
    left: 0,
    right: 0,
    // One layer below the popover layer (docs/behaviour/ui.md#layers): popovers opened from the panel sit above it.
    zIndex: theme.zIndices.popoverBelow,
    background: theme.colors.background.page,
    color: theme.colors.text.primary,
    boxShadow: theme.shadows.lg,
    borderTop: `1px solid ${theme.colors.border.default}`,
    padding: `${theme.space[8]} ${theme.space[6]}`,
    maxHeight: 'calc(100vh - 120px)',
    overflowY: 'auto',
  },
  [mq.down('lg')]: { padding: `${theme.space[2]} ${theme.space[4]}` },
});

const PanelInner = styled.div({ maxWidth: theme.sizes.content, margin: '0 auto' });
const Bottom = styled.div({ marginTop: theme.space[6] });

/** A full-width popover under the bar: columns (`MegaMenuColumns`) and an optional bottom slot. */
export function MegaMenuPanel({ id, children, bottom, ...rest }: MegaMenuPanelProps) {
  return (
    <Panel id={id} {...{ [A.panel]: '' }} {...rest}>
      <PanelInner>
        {children}
        {bottom ? <Bottom>{bottom}</Bottom> : null}
      </PanelInner>
    </Panel>
  );
}

export interface MegaMenuColumnsProps extends HTMLAttributes<HTMLDivElement> {
  /** How many equal columns the panel has. Default `MEGA_MENU_DEFAULT_COLUMNS` (5, each 20%). */
  columns?: number;
  children: ReactNode;
}

const Columns = styled.div({
  [mq.up('lg')]: {
    display: 'grid',
    gridTemplateColumns: 'repeat(var(--mega-menu-columns), minmax(0, 1fr))',
    columnGap: theme.space[6],
    rowGap: theme.space[4],
  },
  [mq.down('lg')]: { display: 'flex', flexDirection: 'column', gap: theme.space[4] },
});

/** The panel's grid: `columns` equal columns (`100% / columns` each, 20% by default). */
export function MegaMenuColumns({
  columns = MEGA_MENU_DEFAULT_COLUMNS,
  children,
  style,
  ...rest
}: MegaMenuColumnsProps) {
  const width = Math.max(1, Math.floor(columns));
  return (
    <Columns style={{ ...style, ['--mega-menu-columns' as keyof CSSProperties]: width }} {...rest}>
      {children}
    </Columns>
  );
}

export interface MegaMenuColumnProps extends HTMLAttributes<HTMLDivElement> {
  /** 1-based column the content starts in. */
  column: number;
  /** How many columns it spans. Default 1. */
  span?: number;
  children: ReactNode;
}

const Column = styled.div({ minWidth: 0, display: 'flex', flexDirection: 'column', gap: theme.space[4] });

/** Content placed in one column (or several, with `span`) of `MegaMenuColumns`. */
export function MegaMenuColumn({ column, span = 1, children, style, ...rest }: MegaMenuColumnProps) {
  return (
    <Column
      style={{ ...style, gridColumn: `${Math.max(1, Math.floor(column))} / span ${Math.max(1, Math.floor(span))}` }}
      {...rest}
    >
      {children}
    </Column>
  );
}

export type DisclosureNavTone = 'default' | 'sale';

const linkColor = (tone: DisclosureNavTone) => (tone === 'sale' ? theme.colors.sale : 'inherit');

export const MegaMenuHeadingLink = styled('a', { shouldForwardProp: (prop) => prop !== 'tone' })<{
  tone?: DisclosureNavTone;
}>(({ tone = 'default' }) => ({
  display: 'inline-block',
  fontWeight: theme.fontWeights.bold,
  fontSize: theme.fontSizes.md,
  color: linkColor(tone),
  textDecoration: 'none',
  padding: `${theme.space[1]} 0`,
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
}));

export const MegaMenuLink = styled('a', { shouldForwardProp: (prop) => prop !== 'tone' })<{ tone?: DisclosureNavTone }>(
  ({ tone = 'default' }) => ({
    display: 'inline-block',
    fontSize: theme.fontSizes.sm,
    color: tone === 'sale' ? theme.colors.sale : theme.colors.text.secondary,
    textDecoration: 'none',
    padding: `${theme.space[1]} 0`,
    '&:hover': { textDecoration: 'underline', color: tone === 'sale' ? theme.colors.sale : theme.colors.text.primary },
    '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
  }),
);

export const MegaMenuList = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export interface DisclosureNavLinkProps extends HTMLAttributes<HTMLAnchorElement> {
  href: string;
  tone?: DisclosureNavTone;
  children: ReactNode;
}

/** A top-level entry without a panel: a link styled like the triggers' links. */
export function DisclosureNavLink({ href, tone = 'default', children, ...rest }: DisclosureNavLinkProps) {
  return (
    <TopLink href={href} tone={tone} {...{ [A.control]: '' }} {...rest}>
      {children}
    </TopLink>
  );
}

export const TopLink = styled('a', { shouldForwardProp: (prop) => prop !== 'tone' })<{ tone?: DisclosureNavTone }>(
  ({ tone = 'default' }) => ({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: theme.sizes.control.md,
    padding: `0 ${theme.space[2]}`,
    fontWeight: theme.fontWeights.semibold,
    fontSize: theme.fontSizes.md,
    color: linkColor(tone),
    textDecoration: 'none',
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: '-2px' },
  }),
);
