/** Demo Commerce API configuration the sandbox answers to (SCAPI URL shape, SLAS, Einstein). */
export interface CommerceConfig {
  /** `f_ecom_{realm}_{instance}`; the `{org}` path segment */
  organizationId: string;
  /** the `{shortCode}` of `https://{shortCode}.api.commercecloud.salesforce.com`; only reported (the path carries no short code) */
  shortCode: string;
  /** SLAS public client id */
  clientId: string;
  /** SLAS private client secret, for `client_credentials` guest logins (public clients use PKCE) */
  clientSecret: string;
  siteId: string;
  /** the site's own currency: the catalogue's prices are in it */
  currency: string;
  /**
   * other currencies prices may be asked in (`currency=CAD`), each with its rate from `currency`: the demo's second
   * price books, derived (a converted price is rounded up to the next whole unit, less 0.01)
   */
  currencyRates: Readonly<Record<string, number>>;
  locales: readonly string[];
  defaultLocale: string;
  /** Einstein (recommendations and activities) client id, sent as `x-cq-client-id` */
  einsteinClientId: string;
  /** Einstein site id (`{realm}-{siteId}`); the plain site id is accepted too */
  einsteinSiteId: string;
  /**
   * Recommender names a client may ask for, each answered by one of the demo's own recommenders: the names Einstein
   * configures by default (those PWA Kit's retail app asks for) beside the demo's.
   */
  recommenderAliases: Readonly<Record<string, string>>;
  /** Dynamic Media endpoint the product images are served from */
  mediaEndpoint: string;
  /** HMAC secret the access tokens are signed with (HS256). A demo value, not a secret. */
  tokenSecret: string;
  /** access token lifetime in seconds (SLAS: 1800) */
  accessTokenTtl: number;
  /** currencies a basket may be switched to (`updateBasket`); the first basket currency is `currency` */
  basketCurrencies: readonly string[];
  /** most units of one product a basket line may hold (the storefront's default cart maximum) */
  maxOrderQuantity: number;
  /** how long a basket's items stay reserved after the first add (`c_reservationExpirationTime`), in minutes */
  reservationMinutes: number;
  /** the demo sales tax rate applied to products and shipping (net taxation) */
  taxRate: number;
  /** shipping methods every shipment offers; the first is the default */
  shippingMethods: readonly ShippingMethodConfig[];
  /** the coupon codes the site's campaigns accept (matched without regard to case) */
  coupons: readonly CouponConfig[];
}

/** A coupon of an order promotion: a share off the product subtotal. */
export interface CouponConfig {
  code: string;
  promotionId: string;
  /** the adjustment's text in the basket and the order */
  itemText: string;
  percentOff: number;
  /** `c_includeInShopperContext` of the coupon item: the storefront copies such codes into the shopper context */
  includeInShopperContext: boolean;
}

export interface ShippingMethodConfig {
  id: string;
  name: string;
  description: string;
  price: number;
  /** free when the product subtotal reaches this amount (a shipping promotion) */
  freeFrom?: { amount: number; promotionId: string; calloutMsg: string };
  /** carried by air: not applicable to a shipment holding dangerous goods (`c_restrictedProductType: hazmat`) */
  air?: true;
}

export const DEMO_COMMERCE_CONFIG: Readonly<CommerceConfig> = Object.freeze({
  organizationId: 'f_ecom_ridgeline_dev',
  shortCode: 'ridgeline',
  clientId: '7f3c2b8e-4a1d-4e6b-9c55-2d8f0e1a6b34',
  clientSecret: 'ridgeline-sandbox-private-client-secret',
  siteId: 'RidgelineUS',
  currency: 'USD',
  currencyRates: { CAD: 1.35 },
  locales: ['en-US', 'en-CA', 'fr-CA'],
  defaultLocale: 'en-US',
  einsteinClientId: 'c9d1e4a7-0b2f-4f83-a6e5-8b7d3c2f1e90',
  einsteinSiteId: 'rdgl-RidgelineUS',
  recommenderAliases: {
    'complete-the-set': 'complete-the-look',
    'viewed-recently-einstein': 'recently-viewed',
    'product-to-product-einstein': 'pdp-similar-items',
    'home-top-revenue-for-category': 'home-top-rated',
    'products-in-all-categories': 'home-top-rated',
  },
  mediaEndpoint: 'ridgeline',
  tokenSecret: 'ridgeline-sandbox-demo-signing-key',
  accessTokenTtl: 1800,
  // The site currency and every currency prices may be asked in: a basket is priced in its own.
  basketCurrencies: ['USD', 'CAD'],
  maxOrderQuantity: 10,
  reservationMinutes: 15,
  taxRate: 0.08,
  shippingMethods: [
    {
      id: '001',
      name: 'Ground',
      description: '5-7 business days',
      price: 7.99,
      freeFrom: { amount: 75, promotionId: 'free-shipping-over-75', calloutMsg: 'Free shipping over $75' },
    },
    { id: '002', name: '2-Day Express', description: '2 business days', price: 15.99, air: true as const },
    { id: '003', name: 'Overnight', description: 'Next business day', price: 29.99, air: true as const },
  ],
  coupons: [
    {
      code: 'TRAIL10',
      promotionId: 'trail-ten-percent',
      itemText: '10% off your order',
      percentOff: 10,
      includeInShopperContext: true,
    },
    {
      code: 'SUMMIT20',
      promotionId: 'summit-twenty-percent',
      itemText: '20% off your order',
      percentOff: 20,
      includeInShopperContext: false,
    },
  ],
});

export const pricebookIds = (siteId: string) => ({
  list: `regularPrices_${siteId}`,
  sale: `salePrices_${siteId}`,
});
