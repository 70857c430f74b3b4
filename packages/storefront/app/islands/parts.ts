import type { ComponentType } from 'react';
import { SHELL_OFFLINE_ISLAND, SHELL_OVERLAYS_ISLAND, SHELL_WEATHER_ISLAND } from '../features/shell/overlays/config';

/** The storefront's app-part islands (header controls, shop forms): kind → loader of the component the browser
 * hydrates it with. The server writes the same kind with `<Island kind=…>` (`@ridgeline/renderer`). Each loader is a
 * dynamic import, so a page loads only the parts it shows, when their triggers hold. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an island takes its props as JSON, whatever they are
export const ISLAND_PARTS: Readonly<Record<string, () => Promise<ComponentType<any>>>> = {
  // The product list (app/features/shop/list/ProductListPage.tsx: LIST_TILE_ISLAND, LIST_SELECT_ISLAND, LIST_FILTERS_ISLAND).
  'list-tile': () => import('../features/shop/list/ShopTile').then((m) => m.ShopTile),
  'list-select': () => import('./ui/SortSelect').then((m) => m.SortSelect),
  // The phone's Filters button and drawer (LIST_FILTERS_ISLAND): its text comes formatted in its props.
  'list-filters': () => import('../features/shop/list/FilterDrawer').then((m) => m.FilterDrawer),
  // Filters, sort and pages in place once idle (LIST_IN_PLACE_ISLAND): a document load before, and without JavaScript.
  'list-in-place': () => import('../features/shop/list/ListInPlace').then((m) => m.ListInPlace),
  'reviews-in-place': () => import('../features/shop/product/ReviewsInPlace').then((m) => m.ReviewsInPlace),
  // Wish list and compare (app/features/account/wishlist, app/features/shop/compare): the hearts' marks and the compare tray wake when
  // idle and render nothing on the server; the product page's heart on interaction.
  'wishlist-marks': () => import('../features/account/wishlist/WishlistMarks').then((m) => m.WishlistMarks),
  'wishlist-heart': () => import('../features/account/wishlist/WishlistHeart').then((m) => m.WishlistHeart),
  'compare-tray': () => import('../features/shop/compare/CompareTrayGate').then((m) => m.CompareTrayGate),
  // The header's always-on parts share one small chunk (trigger `idle`).
  'cart-button': () => import('../features/shell/headerParts').then((m) => m.CartButton),
  'sticky-header': () => import('../features/shell/headerParts').then((m) => m.StickyHeaderWatcher),
  'back-to-cart': () => import('../features/shell/headerParts').then((m) => m.BackToCartLink),
  // Accounts (app/features/account/dialog): the sign-in listener (it also takes over the header's account link) and the toast
  // host when idle, each a small chunk (the dialog, react-hook-form and the drawer load on the first request).
  'account-host': () => import('../features/account/dialog/AccountHost').then((m) => m.AccountHost),
  'toast-host': () => import('../features/shell/toasts/ToastHost').then((m) => m.ToastHost),
  // The menus load on first interaction only (hover, touch, focus): never in a page's first load.
  'nav-trigger': () => import('../features/shell/navigation/NavTrigger').then((m) => m.NavTrigger),
  'mobile-menu': () => import('../features/shell/navigation/MobileMenu').then((m) => m.MobileMenu),
  // The shell's overlays, offline handling and page-view activity (app/features/shell/overlays; 'shell-overlays').
  [SHELL_OVERLAYS_ISLAND]: () => import('../features/shell/overlays/OverlayGate').then((m) => m.OverlayGate),
  [SHELL_WEATHER_ISLAND]: () => import('../features/shell/overlays/weather/WeatherWidget').then((m) => m.WeatherWidget),
  [SHELL_OFFLINE_ISLAND]: () => import('../features/shell/offline/OfflineScreen').then((m) => m.OfflinePageScreen),
  // The product page's view, stored for Pick Up Where You Left Off (LAST_VIEWED_PRODUCT_ISLAND, trigger idle).
  'last-viewed-product': () =>
    import('../features/shell/overlays/RememberLastViewed').then((m) => m.RememberLastViewed),
  // The product page's buy box (app/features/shop/product/ProductDetail.tsx; PRODUCT_DETAIL_ISLAND), its phone bar.
  'product-detail': () => import('../features/shop/product/ProductDetail').then((module) => module.ProductDetail),
  'sticky-buy-bar': () => import('./ui/StickyBuyBar').then((m) => m.StickyBuyBar),
  // The product page's recommendations and outfit tool (app/features/shop/recommendations; trigger visible).
  'product-recommendations': () =>
    import('../features/shop/recommendations/ProductRecommendations').then((module) => module.ProductRecommendations),
  'outfit-tool': () =>
    import('../features/shop/recommendations/ProductRecommendations').then((m) => m.ProductRecommendations),
  // The bag and checkout (app/features/shop/cart, the views in @ridgeline/ui): steppers on interaction, the dialog and timer on load.
  // A ui component is imported through a one-line module of its own (`./ui/`): a dynamic import of the package made
  // its whole barrel a chunk, which the bundler also filled with modules the runtime needs (+6.7 KB on every page).
  'cart-quantity': () => import('./ui/CartQuantityForm').then((m) => m.CartQuantityForm),
  'cart-unavailable': () => import('./ui/UnavailableItems').then((m) => m.UnavailableItems),
  'cart-reservation': () =>
    import('../features/shell/reservation/ReservationTimer').then((module) => module.ReservationTimer),
  // The shop pages' data layer and activity calls (app/features/shell/dataLayer; DATA_LAYER_ISLAND).
  'data-layer': () => import('../features/shell/dataLayer/DataLayer').then((module) => module.DataLayer),
  // HEADER_SEARCH_ISLAND (app/features/shell/search/HeaderSearch.tsx); a literal, so the entry does not import that module.
  'header-search': () => import('../features/shell/search/SearchControl').then((module) => module.SearchControl),
  // The store locator (app/features/stores/StoreLocator.tsx; STORE_LOCATOR_ISLAND), trigger `idle`.
  'store-locator': () => import('../features/stores/StoreLocator').then((module) => module.StoreLocator),
  // The profile-completion banner of /account (app/features/account/pages/profiling); its drawer loads on "Get Started".
  'profile-banner': () =>
    import('../features/account/pages/profiling/ProfileBanner').then((module) => module.ProfileBanner),
};

/** The parts whose code formats messages in the browser (ids `island.…`): only these load react-intl (≈ 13 KB gzip)
 * and render inside the locale's IntlProvider, fed by the document's JSON script. Every other part gets its text as
 * props, formatted on the server, so the parts that wake on every page's first load (cart button, overlays) cost no
 * react-intl. */
export const INTL_ISLAND_PARTS: ReadonlySet<string> = new Set(['profile-banner']);
