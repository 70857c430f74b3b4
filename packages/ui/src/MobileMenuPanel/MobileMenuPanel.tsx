import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { Accordion } from '../Accordion/Accordion';
import { headerIconControlStyles } from '../HeaderBar/HeaderBar';
import { Icon } from '../Icon/Icon';
import { closeNativeDrawer, NativeDrawer, nativeDrawerOpener, openNativeDrawer } from '../NativeDrawer/NativeDrawer';
import { theme } from '../theme/theme';

/** Back returns to the first level after this long. */
export const MOBILE_MENU_BACK_DELAY_MS = 150;

/** One menu entry (the storefront's `MenuCategory` fits): a link and its subcategories. */
export interface MobileMenuEntry {
  id: string;
  name: string;
  href: string;
  /** `sale`: the theme's sale colour. */
  tone: 'default' | 'sale';
  children: readonly MobileMenuEntry[];
}

/** The menu's words, in the page's language. */
export interface MobileMenuText {
  /** The button's name and the drawer's title on the first level. */
  menu: string;
  close: string;
  /** The `<nav>`'s name. */
  categories: string;
  back: string;
  /** "Shop All {name}". */
  shopAll: (name: string) => string;
}

export interface MobileMenuPanelProps {
  /** The entries shown below the desktop breakpoint. */
  categories: readonly MobileMenuEntry[];
  text: MobileMenuText;
  backDelayMs?: number;
}

const List = styled.ul({ listStyle: 'none', margin: 0, padding: 0 });
const rowStyles = {
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: theme.sizes.control.md,
  padding: `${theme.space[2]} 0`,
  border: 0,
  borderBottom: `1px solid ${theme.colors.border.subtle}`,
  background: 'transparent',
  font: 'inherit',
  fontSize: theme.fontSizes.md,
  textAlign: 'left' as const,
  textDecoration: 'none',
  cursor: 'pointer',
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: '2px' },
};
const RowButton = styled.button(rowStyles, { color: theme.colors.text.primary });
const RowLink = styled('a', { shouldForwardProp: (prop) => prop !== 'tone' })<{ tone: MobileMenuEntry['tone'] }>(
  rowStyles,
  ({ tone }) => ({
    color: tone === 'sale' ? theme.colors.sale : theme.colors.text.primary,
  }),
);
const BackButton = styled.button(rowStyles, {
  justifyContent: 'flex-start',
  gap: theme.space[2],
  color: theme.colors.text.primary,
  fontWeight: theme.fontWeights.semibold,
});
const ShopAll = styled(RowLink)({ fontWeight: theme.fontWeights.bold });

/** One entry of the second level: a link, or an accordion of its own subcategories (nested as deep as the tree goes). */
function Branches({
  categories,
  shopAll,
}: {
  categories: readonly MobileMenuEntry[];
  shopAll: (name: string) => string;
}) {
  const leaves = categories.filter((category) => category.children.length === 0);
  const branches = categories.filter((category) => category.children.length > 0);
  return (
    <>
      {leaves.length ? (
        <List>
          {leaves.map((category) => (
            <li key={category.id}>
              <RowLink href={category.href} tone={category.tone}>
                {category.name}
              </RowLink>
            </li>
          ))}
        </List>
      ) : null}
      {branches.length ? (
        <Accordion
          headingLevel={3}
          items={branches.map((category) => ({
            id: category.id,
            title: category.name,
            content: (
              <>
                <ShopAll href={category.href} tone={category.tone}>
                  {shopAll(category.name)}
                </ShopAll>
                <Branches categories={category.children} shopAll={shopAll} />
              </>
            ),
          }))}
        />
      ) : null}
    </>
  );
}

/**
 * The menu button and the mobile menu drawer. The first level lists the menu's categories; picking one with
 * subcategories shows its level: Back (which returns after `backDelayMs`), 'Shop All {name}' and its subcategories as
 * nested accordions. Following a link, closing the drawer or coming back to the page from the history resets it to the
 * first level. Focus follows the level.
 *
 * The drawer is a `NativeDrawer`: its first level is in the server's HTML and the button opens it natively, so a tap
 * before this code has loaded opens the menu at once; the code adds the levels (a level button tapped before it ran is
 * replayed by whoever hydrates it).
 */
export function MobileMenuPanel({ categories, text, backDelayMs = MOBILE_MENU_BACK_DELAY_MS }: MobileMenuPanelProps) {
  const [open, setOpen] = useState(false);
  const [levelId, setLevelId] = useState<string | null>(null);
  const drawerId = `${useId()}menu`;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const backTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const backRef = useRef<HTMLButtonElement>(null);
  const lastPicked = useRef<string | null>(null);
  const level = levelId ? categories.find((category) => category.id === levelId) : undefined;

  const reset = () => {
    clearTimeout(backTimer.current);
    setLevelId(null);
  };

  // The button opens the drawer natively, so it may be open before this code ran (a tap while it loaded).
  useEffect(() => {
    if (dialogRef.current?.open) setOpen(true);
  }, []);

  // A page restored from the back/forward cache is a route change too: back to the top level, closed.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      closeNativeDrawer(dialogRef.current);
      setOpen(false);
      reset();
    };
    window.addEventListener('pageshow', restored);
    return () => {
      window.removeEventListener('pageshow', restored);
      clearTimeout(backTimer.current);
    };
  }, []);

  // Focus follows the level: the Back button on a sub-level, the picked entry back on the first level.
  useEffect(() => {
    if (!open) return;
    if (level) backRef.current?.focus();
    else if (lastPicked.current)
      document.querySelector<HTMLElement>(`[data-menu-level-button="${lastPicked.current}"]`)?.focus();
  }, [level, open]);

  const onNavigate = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) closeNativeDrawer(dialogRef.current);
  };

  return (
    <>
      <button
        css={headerIconControlStyles}
        type="button"
        aria-label={text.menu}
        {...nativeDrawerOpener(drawerId)}
        aria-expanded={open}
        data-menu-button=""
        onClick={(event) => {
          event.preventDefault(); // the native command would open it too, unseen by this state
          openNativeDrawer(dialogRef.current);
          setOpen(true);
        }}
      >
        <Icon name="menu" size="lg" />
      </button>
      <NativeDrawer
        id={drawerId}
        dialogRef={dialogRef}
        onClose={() => {
          setOpen(false);
          reset();
        }}
        title={level ? level.name : text.menu}
        placement="left"
        closeLabel={text.close}
        data-mobile-menu-drawer=""
      >
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- delegated: a link's click (mouse or Enter) bubbles here */}
        <nav aria-label={text.categories} onClick={onNavigate} data-mobile-menu={level ? 'level-2' : 'level-1'}>
          {level ? (
            <>
              <BackButton
                ref={backRef}
                type="button"
                onClick={() => {
                  clearTimeout(backTimer.current);
                  backTimer.current = setTimeout(() => setLevelId(null), backDelayMs);
                }}
              >
                <Icon name="arrow-back" size="sm" /> {text.back}
              </BackButton>
              <List>
                <li>
                  <ShopAll href={level.href} tone={level.tone}>
                    {text.shopAll(level.name)}
                  </ShopAll>
                </li>
              </List>
              <Branches categories={level.children} shopAll={text.shopAll} />
            </>
          ) : (
            <List>
              {categories.map((category) => (
                <li key={category.id}>
                  {category.children.length ? (
                    <RowButton
                      type="button"
                      data-menu-level-button={category.id}
                      // The level it opens replaces this list, so on this level it is always collapsed; said so that a
                      // screen reader announces it as a button that expands something, not as a plain action.
                      aria-expanded={levelId === category.id}
                      css={category.tone === 'sale' ? { color: theme.colors.sale } : undefined}
                      onClick={() => {
                        lastPicked.current = category.id;
                        setLevelId(category.id);
                      }}
                    >
                      {category.name}
                      <Icon name="chevron-right" size="sm" />
                    </RowButton>
                  ) : (
                    <RowLink href={category.href} tone={category.tone}>
                      {category.name}
                    </RowLink>
                  )}
                </li>
              ))}
            </List>
          )}
        </nav>
      </NativeDrawer>
    </>
  );
}
