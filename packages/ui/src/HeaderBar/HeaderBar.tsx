import styled from '@emotion/styled';
import type { HTMLAttributes, ReactNode } from 'react';
import { DISCLOSURE_ATTRIBUTES } from '../DisclosureNav/attributes';
import { mq } from '../theme/mq';
import { theme } from '../theme/theme';

/** The attribute a scroll watcher sets on the header (`"true"` once the page has scrolled past the threshold). */
export const HEADER_STICKY_ATTRIBUTE = 'data-sticky';

/** The ink of a floating header over the page's first block: `light` over dark images. */
export type HeaderTone = 'dark' | 'light';

export interface HeaderBarProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The logo (a link home). */
  logo: ReactNode;
  /** The page's collection logo, beside the logo: decorative, 32 px high. */
  collectionLogo?: { src: string; srcSet?: string | undefined } | undefined;
  /** Below the desktop breakpoint: the button (or link) that opens the menu. */
  menuButton?: ReactNode;
  /** The search control. */
  search?: ReactNode;
  /** Account, bag and other icon controls, at the end of the bar. */
  actions?: ReactNode;
  /** The category navigation: a second row from the desktop breakpoint. */
  navigation?: ReactNode;
  /**
   * Float over the page's first block (a hero): transparent, `position: fixed`, until the page has scrolled, the
   * pointer or focus is in it, or a menu is open. Where scripts do not run it sits over the hero and scrolls away.
   */
  floating?: boolean;
  /** Ink while floating and transparent. Default `dark`. */
  tone?: HeaderTone;
}

const solid = {
  background: theme.colors.background.page,
  color: theme.colors.text.primary,
};

const Root = styled.header({
  position: 'sticky',
  top: 0,
  zIndex: theme.zIndices.header,
  ...solid,
  borderBottom: `1px solid ${theme.colors.border.subtle}`,
  transition: `background-color ${theme.durations.fast} ${theme.easings.standard}, box-shadow ${theme.durations.fast} ${theme.easings.standard}`,
  [`&[${HEADER_STICKY_ATTRIBUTE}="true"]`]: { boxShadow: theme.shadows.md },
  '&[data-floating="true"]': {
    position: 'fixed',
    left: 0,
    right: 0,
    background: 'transparent',
    borderBottomColor: 'transparent',
    color: theme.colors.text.primary,
    '&[data-tone="light"]': { color: theme.colors.text.inverse },
    // While it is transparent over the hero, every control takes the header's ink: a control's own colour (the brand
    // ghost button, the red sale link) is chosen for a white page and vanishes on a dark sky (issue 21: 1.02:1).
    [`&:not([${HEADER_STICKY_ATTRIBUTE}="true"]):not(:hover):not(:focus-within):not(:has([${DISCLOSURE_ATTRIBUTES.nav}][${DISCLOSURE_ATTRIBUTES.open}])) :is(a, button, summary, label)`]:
      { color: 'inherit' },
    // Solid again once it is in use or the page has scrolled: the hero no longer sits behind it.
    [`&[${HEADER_STICKY_ATTRIBUTE}="true"], &:hover, &:focus-within, &:has([${DISCLOSURE_ATTRIBUTES.nav}][${DISCLOSURE_ATTRIBUTES.open}])`]:
      {
        ...solid,
        borderBottomColor: theme.colors.border.subtle,
      },
    // Without scripts nothing watches the scroll to make it solid: it stays over the hero and scrolls away with it,
    // instead of floating, transparent, over the text below.
    '@media (scripting: none)': { position: 'absolute' },
  },
  [mq.reducedMotion]: { transition: 'none' },
});

const Bar = styled.div({
  maxWidth: theme.sizes.content,
  margin: '0 auto',
  padding: `${theme.space[2]} ${theme.space[4]}`,
  display: 'grid',
  alignItems: 'center',
  columnGap: theme.space[3],
  rowGap: theme.space[2],
  gridTemplateColumns: 'auto 1fr auto',
  gridTemplateAreas: '"menu logo actions" "search search search"',
  // A 320 px phone has no room to spare between the menu button, the logo and three icon controls.
  [mq.down('sm')]: { columnGap: theme.space[1], paddingInline: theme.space[3] },
  [mq.up('lg')]: {
    gridTemplateColumns: 'auto 1fr minmax(200px, 360px) auto',
    gridTemplateAreas: '"logo . search actions"',
  },
});

const Area = styled.div<{ area: string }>(({ area }) => ({
  gridArea: area,
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[2],
  minWidth: 0,
}));
const MenuArea = styled(Area)({ [mq.up('lg')]: { display: 'none' } });
const ActionsArea = styled(Area)({ justifyContent: 'flex-end', gap: theme.space[1] });
const NavRow = styled.div({ maxWidth: theme.sizes.content, margin: '0 auto', padding: `0 ${theme.space[4]}` });

/**
 * Shown only where scripts do not run (`@media (scripting: none)`): the no-JavaScript stand-in of a control that needs
 * them, such as a link to a server-rendered list instead of the menu button. `ScriptOnly` is the converse.
 */
export const NoScriptOnly = styled.span({ display: 'none', '@media (scripting: none)': { display: 'contents' } });
export const ScriptOnly = styled.span({ display: 'contents', '@media (scripting: none)': { display: 'none' } });

/**
 * The site header's layout: logo, menu button (below 992 px), search, icon actions, and the category navigation as a
 * second row on desktop. Sticky at the top; `data-sticky="true"` (set by whatever watches the scroll) adds its shadow.
 * Knows nothing of what its slots hold.
 */
export function HeaderBar({
  logo,
  collectionLogo,
  menuButton,
  search,
  actions,
  navigation,
  floating = false,
  tone = 'dark',
  ...rest
}: HeaderBarProps) {
  return (
    <Root data-site-header="" data-floating={floating ? 'true' : undefined} data-tone={tone} {...rest}>
      <Bar>
        {menuButton ? <MenuArea area="menu">{menuButton}</MenuArea> : null}
        <Area area="logo">
          {logo}
          {collectionLogo ? (
            <CollectionLogo
              src={collectionLogo.src}
              srcSet={collectionLogo.srcSet}
              alt=""
              height={32}
              data-collection-logo=""
            />
          ) : null}
        </Area>
        {search ? <Area area="search">{search}</Area> : null}
        {actions ? <ActionsArea area="actions">{actions}</ActionsArea> : null}
      </Bar>
      {navigation ? <NavRow>{navigation}</NavRow> : null}
    </Root>
  );
}

const CollectionLogo = styled.img({ height: '32px', width: 'auto' });

/** The header's round icon control, for a `<button css>` that carries attributes `styled` would drop. */
export const headerIconControlStyles = {
  position: 'relative' as const,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: theme.sizes.control.md,
  minHeight: theme.sizes.control.md,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  borderRadius: theme.radii.md,
  textDecoration: 'none',
  '&:hover': { background: 'rgba(17, 24, 39, 0.06)' },
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
};

/** An icon link of the header (account, bag): at least 44 px square, a focus ring, room for a `CountBadge`. */
export const HeaderIconLink = styled.a(headerIconControlStyles);

/** An icon button of the header (the menu button): the same box as `HeaderIconLink`. */
export const HeaderIconButton = styled.button(headerIconControlStyles);

/** The header's logo link: the wordmark, and an optional collection logo after it. */
export const HeaderLogoLink = styled.a({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: theme.sizes.control.md,
  color: 'inherit',
  textDecoration: 'none',
  fontFamily: theme.fonts.heading,
  fontWeight: theme.fontWeights.bold,
  fontSize: theme.fontSizes.xl,
  letterSpacing: theme.letterSpacings.wide,
  textTransform: 'uppercase',
  // Smaller on a phone, so that the icon controls beside it never cover it (issue 21: 320–430 px).
  [mq.down('sm')]: { fontSize: theme.fontSizes.md, letterSpacing: theme.letterSpacings.normal },
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
});

/** Screen-reader users' first stop: a link to the main content, shown when focused. */
export const SkipLink = styled.a({
  position: 'absolute',
  left: theme.space[2],
  top: theme.space[2],
  zIndex: theme.zIndices.toast,
  padding: `${theme.space[2]} ${theme.space[3]}`,
  background: theme.colors.background.page,
  color: theme.colors.text.primary,
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none', outline: `2px solid ${theme.colors.focusRing}` },
});
