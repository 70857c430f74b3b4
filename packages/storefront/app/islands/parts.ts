import type { ComponentType } from 'react';
import { SHELL_OFFLINE_ISLAND, SHELL_OVERLAYS_ISLAND, SHELL_WEATHER_ISLAND } from '../shell/overlays/config';

/**
 * The storefront's app-part islands (header controls, shop forms): kind → loader of the component the browser
 * hydrates it with. The server writes the same kind with `<Island kind=…>` (`@ridgeline/renderer`). Each loader is a
 * dynamic import, so a page loads only the parts it shows, when their triggers hold.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an island takes its props as JSON, whatever they are
export const ISLAND_PARTS: Readonly<Record<string, () => Promise<ComponentType<any>>>> = {
  // The product list (app/shop/list/ProductListPage.tsx: LIST_TILE_ISLAND, LIST_SELECT_ISLAND, LIST_FILTERS_ISLAND).
  'list-tile': () => import('../shop/list/parts').then((m) => m.ProductTile),
  'list-select': () => import('../shop/list/selectPart').then((m) => m.SortSelect),
  // The phone's Filters button and drawer (LIST_FILTERS_ISLAND): its text comes formatted in its props.
  'list-filters': () => import('../shop/list/FilterDrawer').then((m) => m.FilterDrawer),
  // Wish list and compare (app/account/wishlist, app/shop/compare): the hearts' marks and the compare tray wake when
  // idle and render nothing on the server; the product page's heart on interaction.
  'wishlist-marks': () => import('../account/wishlist/WishlistMarks').then((m) => m.WishlistMarks),
  'wishlist-heart': () => import('../account/wishlist/WishlistHeart').then((m) => m.WishlistHeart),
  'compare-tray': () => import('../shop/compare/CompareTrayGate').then((m) => m.CompareTrayGate),
  // The header's always-on parts share one small chunk (trigger `idle`).
  'cart-button': () => import('../shell/headerParts').then((m) => m.CartButton),
  'sticky-header': () => import('../shell/headerParts').then((m) => m.StickyHeaderWatcher),
  'back-to-cart': () => import('../shell/headerParts').then((m) => m.BackToCartLink),
  // Accounts (app/account/dialog): the sign-in listener (it also takes over the header's account link) and the toast
  // host when idle, each a small chunk (the dialog, react-hook-form and the drawer load on the first request).
  'account-host': () => import('../account/dialog/AccountHost').then((m) => m.AccountHost),
  'toast-host': () => import('../shell/toasts/ToastHost').then((m) => m.ToastHost),
  // The menus load on first interaction only (hover, touch, focus): never in a page's first load.
  'nav-trigger': () => import('../shell/navigation/NavTrigger').then((m) => m.NavTrigger),
  'mobile-menu': () => import('../shell/navigation/MobileMenu').then((m) => m.MobileMenu),
  // The shell's overlays, offline handling and page-view activity (app/shell/overlays; 'shell-overlays').
  [SHELL_OVERLAYS_ISLAND]: () => import('../shell/overlays/OverlayGate').then((m) => m.OverlayGate),
  [SHELL_WEATHER_ISLAND]: () => import('../shell/overlays/weather/WeatherWidget').then((m) => m.WeatherWidget),
  [SHELL_OFFLINE_ISLAND]: () => import('../shell/offline/OfflineScreen').then((m) => m.OfflinePageScreen),
  // The product page's view, stored for Pick Up Where You Left Off (LAST_VIEWED_PRODUCT_ISLAND, trigger idle).
  'last-viewed-product': () => import('../shell/overlays/RememberLastViewed').then((m) => m.RememberLastViewed),
  // The product page's buy box (app/shop/product/ProductDetail.tsx; kind PRODUCT_DETAIL_ISLAND).
  'product-detail': () => import('../shop/product/ProductDetail').then((module) => module.ProductDetail),
  // The product page's recommendations (app/shop/recommendations; PRODUCT_RECOMMENDATIONS_ISLAND, trigger visible).
  'product-recommendations': () =>
    import('../shop/recommendations/ProductRecommendations').then((module) => module.ProductRecommendations),
  // The bag and checkout (app/shop/cart, app/shop/checkout): steppers on interaction, the dialog and timer on load.
  'cart-quantity': () => import('../shop/cart/CartQuantityForm').then((module) => module.CartQuantityForm),
  'cart-unavailable': () => import('../shop/cart/UnavailableItems').then((module) => module.UnavailableItems),
  'cart-reservation': () => import('../shop/cart/ReservationTimer').then((module) => module.ReservationTimer),
  // The shop pages' data layer and activity calls (app/shell/dataLayer; DATA_LAYER_ISLAND).
  'data-layer': () => import('../shell/dataLayer/DataLayer').then((module) => module.DataLayer),
  // HEADER_SEARCH_ISLAND (app/shell/search/HeaderSearch.tsx); a literal, so the entry does not import that module.
  'header-search': () => import('../shell/search/SearchControl').then((module) => module.SearchControl),
  // The store locator (app/stores/StoreLocator.tsx; STORE_LOCATOR_ISLAND), trigger `idle`.
  'store-locator': () => import('../stores/StoreLocator').then((module) => module.StoreLocator),
  // The profile-completion banner of /account (app/account/pages/profiling); its drawer loads on "Get Started".
  'profile-banner': () => import('../account/pages/profiling/ProfileBanner').then((module) => module.ProfileBanner),
};

/**
 * The parts whose code formats messages in the browser (ids `island.…`): only these load react-intl (≈ 13 KB gzip)
 * and render inside the locale's IntlProvider, fed by the document's JSON script. Every other part gets its text as
 * props, formatted on the server, so the parts that wake on every page's first load (cart button, overlays) cost no
 * react-intl.
 */
export const INTL_ISLAND_PARTS: ReadonlySet<string> = new Set(['mobile-menu', 'profile-banner']);
