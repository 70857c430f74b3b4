/**
 * @ridgeline/commerce on the server: the clients of the Shopper APIs (commerce-sdk-isomorphic, SLAS guest tokens,
 * baskets, products, search, categories, URL mapping, loyalty), the third-party search service, Einstein, the
 * commerce cache and the deadline helpers. Everything is made from a `CommerceConfig` the caller passes in: nothing
 * here reads the environment or names a default host.
 */
export * from './index';
export {
  installCommerceLogSink,
  type CommerceLogSink,
  type CommerceLogFields,
  type CommerceLogLevel,
} from './server/log.server';
export * from './server/upstream.server';
export * from './server/operations.server';
// The operations endpoints (/healthz, /readyz, /metrics), the metrics registry, the CDN cache tags and purges, and
// the Amplience publish webhook's endpoint.
export * from './server/metrics.server';
export * from './server/operationsEndpoints.server';
export * from './server/cdn.server';
export * from './server/amplienceWebhook.server';
// A storefront route's guards: a request body read within a limit, the same-origin check of state-changing posts.
export * from './server/requestGuards.server';
// How a server reads and checks its environment variables (the mechanism; the app names its variables).
export * from './server/envSettings.server';
export { readLimited, UpstreamBodyTooLargeError } from '@ridgeline/renderer/server';
export * from './server/config.server';
export * from './server/sdk.server';
export * from './server/cache.server';
export * from './server/token.server';
export * from './server/basket.server';
export * from './server/product.server';
export * from './server/scapiSearch.server';
export * from './server/list.server';
export * from './server/categories.server';
export * from './server/loyalty.server';
export * from './server/dataLayerApi.server';
export * from './server/logRedaction';
export * from './server/urlShopperContext.server';
export * from './server/einstein.server';
export * from './server/urlMapping.server';
export * from './server/lineProducts.server';
export * from './server/service.server';
export * from './server/searchService/config.server';
export * from './server/searchService/client.server';
export * from './server/searchService/search.server';
export * from './server/publicClients.server';
export * from './server/quickSearch.server';
// The reviews service's client (ratings, reviews, questions) and its flags.
export * from './server/reviews.server';
// The size-guide service's client (a guide per brand and category).
export * from './server/sizeGuide.server';
// A product's breadcrumbs for its structured data (home, then its category's chain).
export * from './server/productCrumbs.server';
export * from './server/searchService/quickSearch.server';
export * from './server/couponSync.server';
export * from './server/activityCalls.server';
export * from './server/activityEndpoint.server';
// The sign-in and registration calls (SLAS registered login, Shopper Customers, the precheck, post-auth) and the
// guest basket merge at sign-in.
export * from './server/account.server';
export * from './server/basketMerge.server';
// The account pages' calls (profile, orders, addresses, loyalty, profiling) and the wish list's product-list calls.
export * from './server/account/profile.server';
export * from './server/account/wishlist.server';
// The storefront's limits on account requests (mechanism; the numbers are the app's) and the sign-in forms' answers.
export * from './server/account/limits.server';
export * from './server/account/signInForms.server';
// The password reset, passwordless and social sign-in calls, their rules and the signed link e-mail.
export * from './server/account/recovery.server';
export * from './server/account/recoveryForms.server';
export * from './server/account/pages.server';
export * from './server/cartView.server';
export * from './server/checkoutSteps.server';
export * from './server/checkoutActivity.server';
export * from './server/addToBasket.server';
export * from './server/cartChanges.server';
export * from './server/recommendations.server';
export * from './server/stores.server';
export * from './server/siteApi.server';
export * from './server/shopperContext.server';
// The shopper's session (sealed cookie value, SLAS guest login, refresh, logout) and their customer groups.
export * from './server/sessionSeal.server';
export * from './server/shopperSession.server';
export * from './server/shopperGroups.server';
export * from './server/urlResolution.server';
export * from './server/shopper.server';
export * from './server/legacyStorefront.server';
// The sitemaps' sources: every product of the catalogue, every category of the tree.
export * from './server/sitemapSources.server';
export * from './server/sitemapStore.server';
export * from './server/seoEndpoints.server';
