import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from '@emotion/styled';
import { Accordion, Drawer, HeaderIconButton, Icon, theme } from '@ridgeline/ui';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { MENU_BACK_DELAY_MS } from '../constants';
import type { MenuCategory } from './menuModel';

export interface MobileMenuProps {
  /** The entries shown below the desktop breakpoint (`visibleOn(…, 'mobile')`). */
  categories: MenuCategory[];
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
const RowLink = styled('a', { shouldForwardProp: (prop) => prop !== 'tone' })<{ tone: MenuCategory['tone'] }>(
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
function Branches({ categories }: { categories: MenuCategory[] }) {
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
                  Shop All {category.name}
                </ShopAll>
                <Branches categories={category.children} />
              </>
            ),
          }))}
        />
      ) : null}
    </>
  );
}

/**
 * The menu button and the mobile menu drawer (an island, trigger `interaction`). The first level lists the menu's
 * categories; picking one with subcategories shows its level: Back (which returns after `MENU_BACK_DELAY_MS`),
 * 'Shop All {name}' and its subcategories as nested accordions. Following a link, closing the drawer or coming back to
 * the page from the history resets it to the first level. A tap before the island has hydrated is held and replayed once
 * it has (the islands runtime does that for buttons). Without JavaScript the header shows a link to the server-rendered
 * category list instead (see Header).
 */
// Formatted in the browser: ids `island.…` travel in the document's JSON script (INTL_ISLAND_PARTS).
const menuMessages = defineMessages({
  menu: { id: 'island.menu.title', defaultMessage: 'Menu' },
  close: { id: 'island.menu.close', defaultMessage: 'Close menu' },
  categories: { id: 'island.menu.categories', defaultMessage: 'Categories' },
  back: { id: 'island.menu.back', defaultMessage: 'Back' },
});

export function MobileMenu({ categories }: MobileMenuProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [levelId, setLevelId] = useState<string | null>(null);
  const backTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const backRef = useRef<HTMLButtonElement>(null);
  const lastPicked = useRef<string | null>(null);
  const level = levelId ? categories.find((category) => category.id === levelId) : undefined;

  const reset = () => {
    clearTimeout(backTimer.current);
    setLevelId(null);
  };

  // A page restored from the back/forward cache is a route change too: back to the top level, closed.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
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
    if (event.target instanceof Element && event.target.closest('a[href]')) {
      setOpen(false);
      reset();
    }
  };

  return (
    <>
      <HeaderIconButton
        type="button"
        aria-label={intl.formatMessage(menuMessages.menu)}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-menu-button=""
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" size="lg" />
      </HeaderIconButton>
      <Drawer
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) reset();
        }}
        title={level ? level.name : intl.formatMessage(menuMessages.menu)}
        placement="left"
        closeLabel={intl.formatMessage(menuMessages.close)}
      >
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- delegated: a link's click (mouse or Enter) bubbles here */}
        <nav
          aria-label={intl.formatMessage(menuMessages.categories)}
          onClick={onNavigate}
          data-mobile-menu={level ? 'level-2' : 'level-1'}
        >
          {level ? (
            <>
              <BackButton
                ref={backRef}
                type="button"
                onClick={() => {
                  clearTimeout(backTimer.current);
                  backTimer.current = setTimeout(() => setLevelId(null), MENU_BACK_DELAY_MS);
                }}
              >
                <Icon name="arrow-back" size="sm" /> <FormattedMessage {...menuMessages.back} />
              </BackButton>
              <List>
                <li>
                  <ShopAll href={level.href} tone={level.tone}>
                    <FormattedMessage
                      id="island.menu.shopAll"
                      defaultMessage="Shop All {name}"
                      values={{ name: level.name }}
                    />
                  </ShopAll>
                </li>
              </List>
              <Branches categories={level.children} />
            </>
          ) : (
            <List>
              {categories.map((category) => (
                <li key={category.id}>
                  {category.children.length ? (
                    <RowButton
                      type="button"
                      data-menu-level-button={category.id}
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
      </Drawer>
    </>
  );
}
