import { Hono } from 'hono';
import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import {
  createAuthService,
  type AuthService,
  type CredentialCheck,
  type SessionKey,
  type SessionStore,
} from './auth.js';
import {
  customerByLogin,
  DEFAULT_LOGIN_THROTTLE,
  LoginThrottle,
  verifyPassword,
  type LoginThrottleLimits,
} from './accounts.js';
import { defaultCatalogDir, loadCatalog, type Catalog } from './catalog.js';
import { DEMO_COMMERCE_CONFIG, type CommerceConfig } from './config.js';
import { createAnalyticsBeacon } from './analytics-beacon.js';
import { createEinsteinApi, type ActivityRecord } from './einstein.js';
import { createSearchServiceApi } from './search-service.js';
import { createReviewsApi, loadDemoReviews } from './reviews.js';
import { createSizeGuideApi } from './size-guides.js';
import {
  createCustomerGroupsApi,
  DEMO_CUSTOMER_GROUPS,
  type CustomerGroup,
  type CustomerGroupSources,
  type StaticGroupMembers,
} from './customer-groups.js';
import { createShopperApi } from './shopper-api.js';
import { createShopperContextApi, type ShopperContext } from './shopper-context.js';
import { createShellApis } from './shell-apis.js';
import { createBasketsApi, type ShopContext } from './baskets.js';
import { createAuthenticationApi, type PostAuthRecord, type RegisterFormSettings } from './authentication.js';
import { createCustomersApi } from './customers.js';
import { createInventory, type Inventory } from './inventory.js';
import { createOrdersApi } from './orders.js';
import { createRecoveryApi, type RecoveryOptions } from './recovery.js';
import { createProfileApi } from './profile.js';
import { createSiteApis, DEMO_URL_MAPPINGS, type UrlMappingSeed } from './site-apis.js';
import { createStoresApi } from './stores.js';
import { createDatabase, IN_MEMORY, type SandboxDatabase } from '../db/index.js';

export interface CommerceOptions extends Partial<CommerceConfig> {
  /** catalogue seed folder (default: the demo catalogue in `packages/sandbox/catalog`) */
  catalogDir?: string;
  /** the customer-group list (default `DEMO_CUSTOMER_GROUPS`) */
  customerGroups?: readonly CustomerGroup[];
  /**
   * where baskets, orders, customers and product lists are kept: a folder (created if missing; the database
   * opens when the sandbox starts) or `memory://` (the default: nothing survives a restart; opens on first use)
   */
  dataDir?: string;
  /** Shopper SEO URL mappings (default `DEMO_URL_MAPPINGS`) */
  urlMappings?: readonly UrlMappingSeed[];
  /** when failed registered logins lock an account or an address (default `DEFAULT_LOGIN_THROTTLE`) */
  loginThrottle?: Partial<LoginThrottleLimits>;
  /** the registration form the precheck describes (default `DEMO_REGISTER_FORM_SETTINGS`) */
  registerFormSettings?: RegisterFormSettings;
  /** passwordless, password reset and social login: registered callback URIs, link lifetimes, the clock */
  recovery?: Partial<RecoveryOptions>;
  /** customer-care lists of the static groups (Employees, VIP, Trail Crew Volunteers) by login; default none */
  staticGroupMembers?: StaticGroupMembers;
  /** whether an email is on the newsletter list (Newsletter Subscribers); the sandbox server passes its list */
  newsletterSubscribed?: (email: string) => boolean;
  /** the clock the dynamic groups count back from (Big Spenders' 12 months); default the real one */
  groupsClock?: () => Date;
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
  /** the embedded database of baskets, orders, customers and product lists */
  database: SandboxDatabase;
  /** stock left per variant (seed stock minus placed orders) */
  inventory: Inventory;
  /** the storefront's post-auth calls (in memory, last 1000) */
  postAuth: PostAuthRecord[];
  /** closes the database (the sandbox's `close()` does) */
  close(): Promise<void>;
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** SLAS refresh tokens in the database (hashed), so they outlive a restart like the baskets they lead to. */
function sessionStore(database: SandboxDatabase): SessionStore {
  return {
    async save(token, session, expires) {
      const db = await database.open();
      await db.query(
        `insert into slas_sessions (refresh_token_hash, usid, customer_id, expires_at, upn, uidn) values ($1, $2, $3, $4, $5, $6)
         on conflict (refresh_token_hash) do update set expires_at = excluded.expires_at`,
        [
          tokenHash(token),
          session.usid,
          session.customerId,
          new Date(expires),
          session.registered?.login ?? null,
          session.registered?.name ?? null,
        ],
      );
    },
    async find(token) {
      const db = await database.open();
      const { rows } = await db.query<{
        usid: string;
        customer_id: string;
        expires_at: Date;
        upn: string | null;
        uidn: string | null;
      }>('select usid, customer_id, expires_at, upn, uidn from slas_sessions where refresh_token_hash = $1', [
        tokenHash(token),
      ]);
      const row = rows[0];
      if (!row) return undefined;
      return {
        usid: row.usid,
        customerId: row.customer_id,
        expires: row.expires_at.getTime(),
        ...(row.upn ? { registered: { login: row.upn, name: row.uidn ?? '' } } : {}),
      };
    },
    async remove(token) {
      const db = await database.open();
      await db.query('delete from slas_sessions where refresh_token_hash = $1', [tokenHash(token)]);
    },
    async revoke(sessions, reason) {
      const db = await database.open();
      await db.transaction(async (tx) => {
        for (const { usid, customerId } of sessions) {
          await tx.query(
            `insert into slas_revoked_sessions (usid, customer_id, reason) values ($1, $2, $3)
             on conflict (usid, customer_id) do update set reason = excluded.reason, revoked_at = now()`,
            [usid, customerId, reason],
          );
          await tx.query('delete from slas_sessions where usid = $1 and customer_id = $2', [usid, customerId]);
        }
      });
    },
    async sessionsOf(customerId) {
      const db = await database.open();
      const { rows } = await db.query<{ usid: string }>(
        'select distinct usid from slas_sessions where customer_id = $1',
        [customerId],
      );
      return rows.map((row) => ({ usid: row.usid, customerId }));
    },
  };
}

/**
 * How long an ended session is remembered: longer than any token issued before the end lives (refresh tokens 30 days,
 * access tokens far less), so forgetting it lets nothing back in.
 */
const REVOCATION_MEMORY_DAYS = 31;

/** The ended sessions still worth remembering (older ones are deleted). */
async function revokedSessions(db: PGlite): Promise<SessionKey[]> {
  await db.query(`delete from slas_revoked_sessions where revoked_at < now() - make_interval(days => $1)`, [
    REVOCATION_MEMORY_DAYS,
  ]);
  const { rows } = await db.query<{ usid: string; customer_id: string }>(
    'select usid, customer_id from slas_revoked_sessions',
  );
  return rows.map((row) => ({ usid: row.usid, customerId: row.customer_id }));
}

/**
 * SLAS, Shopper Products, Search, Context, Baskets, Orders, Customers, Configurations and SEO, the custom APIs
 * and Einstein over the demo catalogue.
 */
export function createCommerce(options: CommerceOptions = {}): CommerceService {
  const {
    catalogDir,
    customerGroups = DEMO_CUSTOMER_GROUPS,
    dataDir,
    urlMappings = DEMO_URL_MAPPINGS,
    loginThrottle,
    registerFormSettings,
    recovery,
    staticGroupMembers,
    newsletterSubscribed,
    groupsClock,
    ...overrides
  } = options;
  const config: CommerceConfig = { ...DEMO_COMMERCE_CONFIG, ...overrides };
  const catalog = loadCatalog(catalogDir ?? defaultCatalogDir);
  // the database is created first: with a data folder SLAS keeps refresh tokens in it, so a restart logs nobody
  // out (an in-memory database would not outlive the process anyway, and logins need not open it)
  const inventory = createInventory(catalog);
  // assigned below, before the database can open (and call onOpen)
  let auth: AuthService;
  const database = createDatabase({
    ...(dataDir !== undefined ? { dataDir } : {}),
    onOpen: async (db) => {
      await inventory.refresh(db);
      // ended sessions are checked on every request (synchronously, in memory), so they are read back at open
      auth.restoreRevoked(await revokedSessions(db));
    },
  });
  const persistent = database.dataDir !== IN_MEMORY;
  const throttle = new LoginThrottle({ ...DEFAULT_LOGIN_THROTTLE, ...loginThrottle });
  const checkCredentials: CredentialCheck = async (login, password) => {
    const customer = await customerByLogin(await database.open(), login);
    if (!(await verifyPassword(password, customer?.password_hash))) return undefined;
    return {
      customerId: customer!.customer_id,
      login: customer!.login!,
      name: [customer!.first_name, customer!.last_name].filter(Boolean).join(' '),
    };
  };
  auth = createAuthService(config, persistent ? sessionStore(database) : undefined, { checkCredentials, throttle });
  const einstein = createEinsteinApi(() => catalog, config);
  const app = new Hono();
  if (persistent) {
    // startSandbox opens a data folder before listening; an app used without it (createSandboxApp) opens it here, so
    // no token is checked before the ended sessions are read back
    app.use('*', async (_c, next) => {
      await database.open();
      await next();
    });
  }
  // before SLAS's own routes: its authorize hands social hints (apple, google) to the stand-in identity provider
  app.route('/', createRecoveryApi({ config, auth, database }, recovery).app);
  app.route('/', auth.app);
  app.route(
    '/',
    createShopperApi(() => catalog, config, auth),
  );
  app.route('/', einstein.app);
  app.route('/', createAnalyticsBeacon(config));
  /**
   * Diagnostics: a registered customer's id and the usids of their live SLAS sessions, by login (`?login=`), so a
   * developer or a test can check that the activities a signed-in shopper sent name their session (cookieId) and
   * themselves (userId); and the shopper context each of those usids has (`contexts`, by usid, of every site), so a
   * test can check which shopper a page address wrote a context for.
   */
  app.get('/__sandbox/sessions', async (c) => {
    const login = c.req.query('login')?.trim().toLowerCase();
    if (!login) return c.json({ error: { status: 400, message: 'login is required.' } }, 400);
    const customer = await customerByLogin(await database.open(), login);
    if (!customer)
      return c.json({ error: { status: 404, message: `No customer with login "${login.slice(0, 100)}".` } }, 404);
    const usids = await auth.liveUsids(customer.customer_id);
    const contexts = Object.fromEntries(
      [...shopperContext.contexts].filter(([key]) => usids.some((usid) => key.endsWith(`:${usid}`))),
    );
    return c.json({ customerId: customer.customer_id, usids, contexts });
  });
  app.route(
    '/',
    createSearchServiceApi(() => catalog, config),
  );
  const demoReviews = loadDemoReviews(catalogDir ?? defaultCatalogDir);
  app.route(
    '/',
    createReviewsApi(() => demoReviews),
  );
  app.route('/', createSizeGuideApi());
  const shopperContext = createShopperContextApi(config, auth, customerGroups);
  app.route('/', shopperContext.app);
  const groupSources: CustomerGroupSources = {
    database,
    shopperContexts: shopperContext.contexts,
    ...(staticGroupMembers ? { staticGroupMembers } : {}),
    ...(newsletterSubscribed ? { newsletterSubscribed } : {}),
    ...(groupsClock ? { now: groupsClock } : {}),
  };
  app.route('/', createCustomerGroupsApi(config, auth, customerGroups, groupSources));
  app.route('/', createShellApis(config, auth));
  app.route('/', createStoresApi(config, auth));
  const shop: ShopContext = { config, catalog: () => catalog, auth, database, inventory };
  app.route('/', createBasketsApi(shop));
  app.route('/', createOrdersApi(shop));
  app.route('/', createCustomersApi(shop));
  const authentication = createAuthenticationApi(shop, registerFormSettings);
  app.route('/', authentication.app);
  app.route('/', createProfileApi(shop));
  app.route('/', createSiteApis(shop, { urlMappings, shopperContexts: shopperContext.contexts, groupSources }));
  return {
    app,
    config,
    catalog,
    auth,
    activities: einstein.activities,
    customerGroups,
    shopperContexts: shopperContext.contexts,
    database,
    inventory,
    postAuth: authentication.postAuth,
    close: () => database.close(),
  };
}

export { DEMO_COMMERCE_CONFIG, pricebookIds } from './config.js';
export type { CommerceConfig, ShippingMethodConfig } from './config.js';
export { DEMO_URL_MAPPINGS } from './site-apis.js';
export type { UrlMappingSeed } from './site-apis.js';
export { loadCatalog, defaultCatalogDir, productArt } from './catalog.js';
export type { Catalog, CatalogProduct, CatalogVariant, CatalogCategory } from './catalog.js';
export { signJwt, verifyJwt } from './auth.js';
export { DEFAULT_LOGIN_THROTTLE, hashPassword, verifyPassword, LoginThrottle } from './accounts.js';
export type { LoginThrottleLimits } from './accounts.js';
export type { TokenResponse } from './auth.js';
export { DEFAULT_RECOVERY, isRegisteredUri, SOCIAL_PROVIDERS } from './recovery.js';
export type { OutboxMail, RecoveryOptions } from './recovery.js';
export { RECOMMENDERS, ZONES, ACTIVITIES } from './einstein.js';
export { REVIEWS_PASSKEY } from './reviews.js';
export { SEARCH_SERVICE_API_KEY, searchServiceSiteKey, TOP_SEARCH_QUERIES } from './search-service.js';
export type { ActivityRecord, Recommender } from './einstein.js';
export { SORTING_OPTIONS, PRICE_BUCKETS } from './search.js';
export { DEMO_CUSTOMER_GROUPS, computeCustomerGroups, BIG_SPENDER_THRESHOLD } from './customer-groups.js';
export { greatCircleDistance, loadStores, locatePostalCode, storesNear, STORE_SEARCH_LIMITS } from './stores.js';
export type { DemoStore, DistanceUnit, PostalCodeTable } from './stores.js';
export { DEMO_PREFERENCE_TYPES, MAX_ADDRESSES } from './profile.js';
export type { PreferenceType } from './profile.js';
export type { CustomerGroup, CustomerGroupSources, StaticGroupMembers } from './customer-groups.js';
export type { ShopperContext } from './shopper-context.js';
export { DEMO_COUNTRIES, DEMO_MARKETING_SLOTS, VIEW_ALL_COUNTRIES_URL, verifyCountry } from './shell-apis.js';
export type { Country, CountryLocale, CountryVerifyAnswer, MarketingAction } from './shell-apis.js';
export { DEMO_REGISTER_FORM_SETTINGS, DEMO_PASSWORD_CONSTRAINTS, DEMO_LOYALTY_JOIN_BANNER } from './authentication.js';
export type { RegisterFormSettings, PostAuthRecord } from './authentication.js';
