import { type RouteConfig, type RouteConfigEntry, index, route } from '@react-router/dev/routes';
import { DEFAULT_LOCALE_ID, SHOP_LOCALES } from './lib/urls';

/**
 * The shop's pages: each answers at its own path (the default locale, no prefix) and under every other locale's alias
 * (`/fr-ca/t/about`), with the same module (route ids `{alias}/…`). The locale itself is read once per request from
 * the path, by the request context; `/en-us/…` and a bare `/fr-ca` are redirected there, and an unknown `xx-yy` prefix
 * matches nothing but the not-found route. A locale's home page is `/{alias}/home`.
 */
const pages: RouteConfigEntry[] = [
  route('home', 'routes/home.tsx', { id: 'home' }),
  route('t/:slug', 'routes/content-page.tsx'),
  route('c/:categoryId', 'routes/category.tsx'),
  route('category/:categoryId', 'routes/category-by-id.tsx'),
  route('search', 'routes/search.tsx'),
  route('product/:productId', 'routes/product.tsx', { id: 'product' }),
  route('p/:slug', 'routes/product.tsx', { id: 'product-slug' }),
  route('cart', 'routes/cart.tsx'),
  route('checkout', 'routes/checkout.tsx'),
  route('checkout/confirmation/:orderNo', 'routes/checkout-confirmation.tsx'),
  route('international', 'routes/international.tsx'),
  route('login', 'routes/login.tsx'),
  route('registration', 'routes/registration.tsx'),
  route('store-locator', 'routes/store-locator.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('account/wishlist', 'routes/account-wishlist.tsx'),
  // the signed-in customer's pages (app/account/pages)
  route('account', 'routes/account.tsx'),
  route('account/orders', 'routes/account-orders.tsx'),
  route('account/addresses', 'routes/account-addresses.tsx'),
  route('account/membership', 'routes/account-membership.tsx'),
  // a passwordless link's landing (SLAS knows the bare path; it moves the shopper to their page's locale) and the
  // "Check your email" page of a plain passwordless post, in the locale it was posted from
  route('passwordless-login-callback', 'routes/passwordless-login-callback.tsx'),
  route('login/passwordless', 'routes/login-passwordless.tsx'),
  // what the personalisation decision engine does (docs/behaviour/personalisation.md); the visitor's own pages
  route('monetate-example-1', 'routes/monetate-example.tsx', { id: 'monetate-example-1' }),
  route('monetate-example-2', 'routes/monetate-example.tsx', { id: 'monetate-example-2' }),
];

/** `entries` again under each non-default locale's alias. */
function underLocales(entries: readonly RouteConfigEntry[]): RouteConfigEntry[] {
  return SHOP_LOCALES.filter((locale) => locale.id !== DEFAULT_LOCALE_ID).flatMap((locale) =>
    entries.map((entry) => {
      const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, '');
      return route(`${locale.alias}/${entry.path ?? ''}`, entry.file, { id: `${locale.alias}/${id}` });
    }),
  );
}

export default [
  index('routes/home.tsx', { id: 'home-index' }),
  ...pages,
  ...underLocales(pages),
  // One endpoint for every locale: the add-to-bag form carries its return path.
  route('cart/items', 'routes/cart-items.tsx'),
  // One sign-out endpoint for every locale (a POST from the sign-in page).
  route('logout', 'routes/logout.tsx'),
  // The e-mail step of the sign-in dialog and page (one endpoint; the form carries its locale).
  route('login/precheck', 'routes/login-precheck.tsx'),
  // The dialog's JSON posts (the pages' forms post to /login and /registration themselves).
  route('login/submit', 'routes/account-json.ts', { id: 'login-submit' }),
  route('registration/submit', 'routes/account-json.ts', { id: 'registration-submit' }),
  // Password reset, passwordless and social sign-in: SLAS's registered callback URIs and their starts (one path each).
  route('reset-password-callback', 'routes/reset-password-callback.tsx'),
  route('login/social/:provider', 'routes/login-social.tsx'),
  route('social-callback', 'routes/social-callback.tsx', { id: 'social-callback' }),
  route('callback', 'routes/social-callback.tsx', { id: 'login-callback' }),
  // The profiling drawer's same-origin endpoint (JSON; one for every locale).
  route('account/profiling', 'routes/account-profiling.ts'),
  route('visualization/:hub/:contentId', 'routes/visualization.tsx'),
  route('contampviz/:hub/:contentId', 'routes/contampviz.tsx'),
  route('__preview', 'routes/preview-action.tsx'),
  route('__toolkit', 'toolkit/toolkit-route.ts'),
  route('newsletter/subscribe', 'routes/newsletter-subscribe.tsx'),
  route('__ridgeline/wishlist', 'routes/wishlist-api.ts'),
  route('__ridgeline/block-data', 'routes/block-data.ts'),
  route('__ridgeline/search-suggestions', 'routes/search-suggestions.ts'),
  route('__ridgeline/stores', 'routes/store-search.ts'),
  route('__ridgeline/account-messages', 'routes/account-messages.ts'),
  // the signed-in customer's first name for the drawer's greeting (private, no-store; never in a script-readable cookie)
  route('__ridgeline/shopper', 'routes/account-shopper.ts'),
  route('__ridgeline/recommendations', 'routes/recommendations.ts'),
  route('__ridgeline/error', 'routes/diagnostics-error.tsx'),
  route('__ridgeline/visitor', 'shell/overlays/visitor-route.ts'),
  // The browser's activity and personal recommendation calls: the server adds who the shopper is (never the page).
  route('__ridgeline/einstein/*', 'shell/activity/activity-route.ts'),
  route('__ridgeline/marketing/:slot', 'shell/overlays/marketing-route.ts'),
  route('offline', 'shell/offline/offline-route.tsx'),
  // The legacy storefront's addresses, redirected here when the hybrid proxy is on (HYBRID_PROXY).
  route('s/*', 'routes/legacy-storefront.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
