import { defineMessages, useIntl } from 'react-intl';
import { Island, type BlockRegistry, type RenderContext } from '@ridgeline/renderer';
import { WeatherButton } from './overlays/weather/WeatherButton';
import { HeaderBar, HeaderIconLink, HeaderLogoLink, Icon, NoScriptOnly, ScriptOnly, SkipLink } from '@ridgeline/ui';
import type { PageShell } from '@ridgeline/blocks';
import { usePreloadedBlockCode } from '../../platform/document';
import { DEFAULT_LOCALE_ID, urls } from '../../platform/urls';
import { AccountHost } from '../account/dialog/AccountHost';
import { readLoginOptions } from '../account/loginOptions';
import { ToastHost } from './toasts/ToastHost';
import { CartButton } from './CartButton';
import { DesktopNav, type MenuSlots } from './navigation/DesktopNav';
import { MobileMenu } from './navigation/MobileMenu';
import { visibleOn, type MenuCategory } from '@ridgeline/renderer';
import { HeaderSearch } from './search/HeaderSearch';
import { cartButtonMessagesOf, mobileMenuMessagesOf } from './messages';
import { searchMessagesOf } from './search/messages';
import { StickyHeaderWatcher } from './StickyHeaderWatcher';

/** The desktop `<nav>`'s id: the mobile menu button's target without JavaScript. */
export const SITE_MENU_ID = 'site-menu';

export interface HeaderProps {
  /** Menu entries and slot content (`null`: the category tree could not be loaded, the header has no menus). */
  navigation: { categories: MenuCategory[]; slots: MenuSlots; blockAssets?: readonly string[] } | null;
  registry: BlockRegistry;
  context: RenderContext;
  /** The page's shell settings: floating header, its ink over the hero, the collection logo. */
  shell?: PageShell | undefined;
  localeId?: string;
}

/**
 * The site header, complete on the server: skip link, logo (and the page's collection logo) to the home page, menu
 * button, search, account and cart, and the desktop mega menu. Its interactive parts are islands that wake on their
 * own: the scroll watcher and the cart count when the browser is idle, the menu button and each mega menu entry on
 * first interaction. No personal data is in its HTML (the bag count is read in the browser).
 */
const headerMessages = defineMessages({
  skip: { id: 'header.skipToContent', defaultMessage: 'Skip to content' },
  home: { id: 'header.home', defaultMessage: 'Ridgeline home' },
  menu: { id: 'header.menu', defaultMessage: 'Menu' },
  account: { id: 'header.account', defaultMessage: 'Account' },
});

export function Header({ navigation, registry, context, shell, localeId }: HeaderProps) {
  // The menus' slots are blocks too: their code, as the page's (PageContent).
  usePreloadedBlockCode(navigation?.blockAssets ?? []);
  const intl = useIntl();
  const searchMessages = searchMessagesOf(intl);
  // The cart island puts the count in its name in the browser (no message library in the page's first load).
  const cartProps = { ...(localeId ? { localeId } : {}), messages: cartButtonMessagesOf(intl) };
  const desktop = navigation
    ? navigation.categories.map((category) => ({ ...category, children: visibleOn(category.children, 'desktop') }))
    : [];
  const mobile = navigation ? visibleOn(navigation.categories, 'mobile') : [];
  const menuButton = mobile.length ? { categories: mobile, messages: mobileMenuMessagesOf(intl) } : undefined;
  const accountHost = { localeId: localeId ?? DEFAULT_LOCALE_ID, ...readLoginOptions() };
  return (
    <>
      <SkipLink href="#main">{intl.formatMessage(headerMessages.skip)}</SkipLink>
      <HeaderBar
        floating={shell?.floatingHeader === true}
        tone={shell?.logoColor === 'light' ? 'light' : 'dark'}
        logo={
          <HeaderLogoLink href={urls.home(localeId)} aria-label={intl.formatMessage(headerMessages.home)}>
            Ridgeline
          </HeaderLogoLink>
        }
        collectionLogo={shell?.collectionLogo}
        menuButton={
          menuButton ? (
            <>
              <ScriptOnly>
                <Island kind="mobile-menu" trigger="interaction" props={menuButton}>
                  <MobileMenu {...menuButton} />
                </Island>
              </ScriptOnly>
              {/* Without scripts: a link to the category list the desktop <nav> becomes on small screens (:target). */}
              <NoScriptOnly>
                <HeaderIconLink href={`#${SITE_MENU_ID}`} aria-label={intl.formatMessage(headerMessages.menu)}>
                  <Icon name="menu" size="lg" />
                </HeaderIconLink>
              </NoScriptOnly>
            </>
          ) : undefined
        }
        search={<HeaderSearch {...(localeId ? { localeId } : {})} messages={searchMessages} />}
        actions={
          <>
            <WeatherButton />
            {/* a link to /login; once the account island is up, it opens the sign-in dialog or the account drawer */}
            <HeaderIconLink
              href={urls.login(localeId)}
              aria-label={intl.formatMessage(headerMessages.account)}
              data-account-link=""
            >
              <Icon name="user" size="lg" />
            </HeaderIconLink>
            <Island kind="cart-button" trigger="idle" props={cartProps}>
              <CartButton {...cartProps} />
            </Island>
          </>
        }
        navigation={
          desktop.length ? (
            <DesktopNav
              id={SITE_MENU_ID}
              categories={desktop}
              slots={navigation?.slots ?? {}}
              registry={registry}
              context={context}
            />
          ) : undefined
        }
      />
      <Island kind="sticky-header" trigger="idle" props={{}}>
        <StickyHeaderWatcher />
      </Island>
      {/* the sign-in dialog's listener (its code loads on the first request) and the page's toasts */}
      <Island kind="account-host" trigger="idle" props={accountHost}>
        <AccountHost {...accountHost} />
      </Island>
      <Island kind="toast-host" trigger="idle" props={{}}>
        <ToastHost />
      </Island>
    </>
  );
}
