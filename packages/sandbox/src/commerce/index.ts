import { Hono } from 'hono';
import { createAuthService, type AuthService } from './auth.js';
import { defaultCatalogDir, loadCatalog, type Catalog } from './catalog.js';
import { DEMO_COMMERCE_CONFIG, type CommerceConfig } from './config.js';
import { createEinsteinApi, type ActivityRecord } from './einstein.js';
import { createCustomerGroupsApi, DEMO_CUSTOMER_GROUPS, type CustomerGroup } from './customer-groups.js';
import { createShopperApi } from './shopper-api.js';
import { createShopperContextApi, type ShopperContext } from './shopper-context.js';
import { createShellApis } from './shell-apis.js';

export interface CommerceOptions extends Partial<CommerceConfig> {
  /** catalogue seed folder (default: the demo catalogue in `packages/sandbox/catalog`) */
  catalogDir?: string;
  /** the customer-group list (default `DEMO_CUSTOMER_GROUPS`) */
  customerGroups?: readonly CustomerGroup[];
}

export interface CommerceService {
  app: Hono;
  config: CommerceConfig;
  catalog: Catalog;
  auth: AuthService;
  /** what the activity endpoints received (in memory, last 1000) */
  activities: ActivityRecord[];
  /** the customer groups the custom API lists and shopper contexts accept */
  customerGroups: readonly CustomerGroup[];
  /** shopper contexts by `${siteId}:${usid}` (in memory) */
  shopperContexts: Map<string, ShopperContext>;
}

/** SLAS, Shopper Products, Shopper Search and the Einstein API over the demo catalogue. */
export function createCommerce(options: CommerceOptions = {}): CommerceService {
  const { catalogDir, customerGroups = DEMO_CUSTOMER_GROUPS, ...overrides } = options;
  const config: CommerceConfig = { ...DEMO_COMMERCE_CONFIG, ...overrides };
  const catalog = loadCatalog(catalogDir ?? defaultCatalogDir);
  const auth = createAuthService(config);
  const einstein = createEinsteinApi(() => catalog, config);
  const app = new Hono();
  app.route('/', auth.app);
  app.route('/', createShopperApi(() => catalog, config, auth));
  app.route('/', einstein.app);
  const shopperContext = createShopperContextApi(config, auth, customerGroups);
  app.route('/', shopperContext.app);
  app.route('/', createCustomerGroupsApi(config, auth, customerGroups));
  app.route('/', createShellApis(config, auth));
  return {
    app,
    config,
    catalog,
    auth,
    activities: einstein.activities,
    customerGroups,
    shopperContexts: shopperContext.contexts,
  };
}

export { DEMO_COMMERCE_CONFIG, pricebookIds } from './config.js';
export type { CommerceConfig } from './config.js';
export { loadCatalog, defaultCatalogDir, productArt } from './catalog.js';
export type { Catalog, CatalogProduct, CatalogVariant, CatalogCategory } from './catalog.js';
export { signJwt, verifyJwt } from './auth.js';
export type { TokenResponse } from './auth.js';
export { RECOMMENDERS, ZONES, ACTIVITIES } from './einstein.js';
export type { ActivityRecord, Recommender } from './einstein.js';
export { SORTING_OPTIONS, PRICE_BUCKETS } from './search.js';
export { DEMO_CUSTOMER_GROUPS } from './customer-groups.js';
export type { CustomerGroup } from './customer-groups.js';
export type { ShopperContext } from './shopper-context.js';
export { DEMO_COUNTRIES, DEMO_MARKETING_SLOTS, VIEW_ALL_COUNTRIES_URL, verifyCountry } from './shell-apis.js';
export type { Country, CountryLocale, CountryVerifyAnswer, MarketingAction } from './shell-apis.js';
