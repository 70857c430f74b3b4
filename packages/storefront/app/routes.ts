import {
  type RouteConfig,
  type RouteConfigEntry,
  index as baseIndex,
  route as baseRoute,
} from '@react-router/dev/routes';
import { DEFAULT_LOCALE_ID, SHOP_LOCALES } from './platform/urls';

/**
 * A route module's id, as it was before the modules moved into their features (`features/shop/routes/cart.tsx` →
 * `routes/cart`, `features/shell/offline/offline-route.tsx` → `shell/offline/offline-route`): the render cache's page
 * table, the page titles and the tests name pages by these ids.
 */
const idOf = (file: string) =>
  file
    .replace(/^features\/\w+\/routes\//, 'routes/')
    .replace(/^features\//, '')
    .replace(/\.[jt]sx?$/, '');
const route = (path: string, file: string, options?: { id?: string }) =>
  baseRoute(path, file, { id: options?.id ?? idOf(file) });
const index = (file: string, options: { id: string }) => baseIndex(file, options);

/**
 * The shop's pages: each answers at its own path (the default locale, no prefix) and under every other locale's alias
 * (`/fr-ca/t/about`), with the same module (route ids `{alias}/…`). The locale itself is read once per request from
 * the path, by the request context; `/en-us/…` and a bare `/fr-ca` are redirected there, and an unknown `xx-yy` prefix
 * matches nothing but the not-found route. A locale's home page is `/{alias}/home`.
 */
const pages: RouteConfigEntry[] = [
  route('home', 'features/content/routes/home.tsx', { id: 'home' }),
  route('t/*', 'features/content/routes/content-page.tsx'),
  route('c/:categoryId', 'features/shop/routes/category.tsx'),
  route('category/:categoryId', 'features/shop/routes/category-by-id.tsx'),
  route('search', 'features/shop/routes/search.tsx'),
  route('product/:productId', 'features/shop/routes/product.tsx', { id: 'product' }),
  route('p/:slug', 'features/shop/routes/product.tsx', { id: 'product-slug' }),
  route('cart', 'features/shop/routes/cart.tsx'),
  route('checkout', 'features/shop/routes/checkout.tsx'),
  route('checkout/confirmation/:orderNo', 'features/shop/routes/checkout-confirmation.tsx'),
  route('international', 'features/shell/routes/international.tsx'),
  route('login', 'features/account/routes/login.tsx'),
  route('registration', 'features/account/routes/registration.tsx'),
  route('store-locator', 'features/stores/routes/store-locator.tsx'),
  route('reset-password', 'features/account/routes/reset-password.tsx'),
  route('account/wishlist', 'features/account/routes/account-wishlist.tsx'),
  // the signed-in customer's pages (app/features/account/pages)
  route('account', 'features/account/routes/account.tsx'),
  route('account/orders', 'features/account/routes/account-orders.tsx'),
  route('account/addresses', 'features/account/routes/account-addresses.tsx'),
  route('account/membership', 'features/account/routes/account-membership.tsx'),
  // a passwordless link's landing (SLAS knows the bare path; it moves the shopper to their page's locale) and the
  // "Check your email" page of a plain passwordless post, in the locale it was posted from
  route('passwordless-login-callback', 'features/account/routes/passwordless-login-callback.tsx'),
  route('login/passwordless', 'features/account/routes/login-passwordless.tsx'),
  // what the personalisation decision engine does (docs/behaviour/personalisation.md); the visitor's own pages
  route('monetate-example-1', 'features/content/routes/monetate-example.tsx', { id: 'monetate-example-1' }),
  route('monetate-example-2', 'features/content/routes/monetate-example.tsx', { id: 'monetate-example-2' }),
];

/** `entries` again under each non-default locale's alias. */
function underLocales(entries: readonly RouteConfigEntry[]): RouteConfigEntry[] {
  return SHOP_LOCALES.filter((locale) => locale.id !== DEFAULT_LOCALE_ID).flatMap((locale) =>
    entries.map((entry) => {
      const id = entry.id ?? idOf(entry.file);
      return baseRoute(`${locale.alias}/${entry.path ?? ''}`, entry.file, { id: `${locale.alias}/${id}` });
    }),
  );
}

export default [
  index('features/content/routes/home.tsx', { id: 'home-index' }),
  ...pages,
  ...underLocales(pages),
  // One endpoint for every locale: the add-to-bag form carries its return path.
  route('cart/items', 'features/shop/routes/cart-items.tsx'),
  // One sign-out endpoint for every locale (a POST from the sign-in page).
  route('logout', 'features/account/routes/logout.tsx'),
  // The e-mail step of the sign-in dialog and page (one endpoint; the form carries its locale).
  route('login/precheck', 'features/account/routes/login-precheck.tsx'),
  // The dialog's JSON posts (the pages' forms post to /login and /registration themselves).
  route('login/submit', 'features/account/routes/account-json.ts', { id: 'login-submit' }),
  route('registration/submit', 'features/account/routes/account-json.ts', { id: 'registration-submit' }),
  // Password reset, passwordless and social sign-in: SLAS's registered callback URIs and their starts (one path each).
  route('reset-password-callback', 'features/account/routes/reset-password-callback.tsx'),
  route('login/social/:provider', 'features/account/routes/login-social.tsx'),
  route('social-callback', 'features/account/routes/social-callback.tsx', { id: 'social-callback' }),
  route('callback', 'features/account/routes/social-callback.tsx', { id: 'login-callback' }),
  // The profiling drawer's same-origin endpoint (JSON; one for every locale).
  route('account/profiling', 'features/account/routes/account-profiling.ts'),
  route('visualization/:hub/:contentId', 'features/preview/routes/visualization.tsx'),
  route('contampviz/:hub/:contentId', 'features/preview/routes/contampviz.tsx'),
  route('__preview', 'features/preview/routes/preview-action.tsx'),
  route('__toolkit', 'features/toolkit/toolkit-route.ts'),
  route('newsletter/subscribe', 'features/content/routes/newsletter-subscribe.tsx'),
  route('__ridgeline/wishlist', 'features/account/routes/wishlist-api.ts'),
  route('__ridgeline/block-data', 'features/content/routes/block-data.ts'),
  route('__ridgeline/webhooks/amplience', 'features/content/routes/amplience-webhook.ts'),
  route('__ridgeline/search-suggestions', 'features/shell/routes/search-suggestions.ts'),
  route('__ridgeline/stores', 'features/stores/routes/store-search.ts'),
  route('__ridgeline/account-messages', 'features/account/routes/account-messages.ts'),
  // the signed-in customer's first name for the drawer's greeting (private, no-store; never in a script-readable cookie)
  route('__ridgeline/shopper', 'features/account/routes/account-shopper.ts'),
  route('__ridgeline/recommendations', 'features/shop/routes/recommendations.ts'),
  route('__ridgeline/error', 'features/content/routes/diagnostics-error.tsx'),
  route('__ridgeline/visitor', 'features/shell/overlays/visitor-route.ts'),
  route('__ridgeline/consent-cookie', 'features/shell/routes/consent-cookie.ts'),
  // The browser's activity and personal recommendation calls: the server adds who the shopper is (never the page).
  route('__ridgeline/einstein/*', 'features/shell/activity/activity-route.ts'),
  // The Active Data page-view beacon, forwarded first-party to the commerce instance (ACTIVE_DATA_ORIGIN).
  route('__ridgeline/analytics/__Analytics-Start', 'features/shell/routes/active-data.ts'),
  // The browsers' error reports, one log line each (BROWSER_ERRORS).
  route('__ridgeline/errors', 'features/shell/routes/browser-errors.ts'),
  route('__ridgeline/marketing/:slot', 'features/shell/overlays/marketing-route.ts'),
  route('offline', 'features/shell/offline/offline-route.tsx'),
  // Being found: robots.txt, the sitemap index and each locale's sitemaps (docs/behaviour/seo.md).
  route('robots.txt', 'features/seo/routes/robots.ts'),
  route('sitemap.xml', 'features/seo/routes/sitemap-index.ts'),
  route('sitemaps/:file', 'features/seo/routes/sitemap.ts'),
  // The legacy storefront's addresses, redirected here when the hybrid proxy is on (HYBRID_PROXY).
  route('s/*', 'features/content/routes/legacy-storefront.tsx'),
  route('*', 'features/shop/routes/not-found.tsx'),
] satisfies RouteConfig;
