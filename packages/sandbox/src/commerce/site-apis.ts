import { Hono } from 'hono';
import type { Context } from 'hono';
import { loadBasketRows, priceBasket, SHIPPING_COUNTRIES, type BasketRow, type Queryable } from './basket-model.js';
import type { ShopContext } from './baskets.js';
import { colorName } from './serialize.js';
import { badRequest, notFound, ScapiError, scapiRoute } from './errors.js';
import type { ShopperContext } from './shopper-context.js';
import { computeCustomerGroups, LOYALTY_EXCLUDED_GROUP, type CustomerGroupSources } from './customer-groups.js';
import { checkRequest } from './shopper-api.js';
import { checkShopper, type Shopper } from './shopper.js';
import { sessionOf } from './auth.js';

/** The customer group the loyalty programme refuses to enrol. */
export { LOYALTY_EXCLUDED_GROUP };

/** One URL mapping (Shopper SEO `UrlMapping`), keyed by the URL segment it answers for. */

export interface UrlMappingSeed {
  /** the path it answers for, without leading or trailing slash; matched case-insensitively */
  urlSegment: string;
  resourceType?: 'CATEGORY' | 'PRODUCT' | 'CONTENT_ASSET';
  resourceSubType?: 'STANDARD_CONTENT_ASSET' | 'PAGE_DESIGNER_CONTENT_ASSET';
  resourceId?: string;
  statusCode?: 301 | 302 | 307;
  destinationUrl?: string;
  copySourceParams?: boolean;
  productCategoryId?: string;
}

/**
 * The demo site's URL rules and redirects. Content assets are named by their content delivery key, so a storefront
 * can fetch the page straight from the CMS.
 */
export const DEMO_URL_MAPPINGS: readonly UrlMappingSeed[] = Object.freeze([
  { urlSegment: 'mens-jackets', resourceType: 'CATEGORY', resourceId: 'mens-jackets' },
  { urlSegment: 'trail-days', resourceType: 'CATEGORY', resourceId: 'trail-days' },
  {
    urlSegment: 'stormbreak-rain-jacket',
    resourceType: 'PRODUCT',
    resourceId: 'RM1001',
    productCategoryId: 'mens-jackets',
  },
  {
    urlSegment: 'about',
    resourceType: 'CONTENT_ASSET',
    resourceSubType: 'STANDARD_CONTENT_ASSET',
    resourceId: 'page/about',
  },
  {
    urlSegment: 'trail-guide',
    resourceType: 'CONTENT_ASSET',
    resourceSubType: 'STANDARD_CONTENT_ASSET',
    resourceId: 'page/trail-guide',
  },
  // a redirect to a resource: the type and id of the destination, plus where to send the shopper
  {
    urlSegment: 'gifts',
    resourceType: 'CATEGORY',
    resourceId: 'gift-guide',
    statusCode: 301,
    destinationUrl: '/category/gift-guide',
  },
  // a plain URI redirect: only the destination
  { urlSegment: 'winter-sale', statusCode: 301, destinationUrl: '/category/sale', copySourceParams: true },
  { urlSegment: 'rewards', statusCode: 302, destinationUrl: '/t/rewards' },
]);

const normaliseSegment = (segment: string): string =>
  segment
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase();

/** The demo loyalty programme: points convert at 100 to one unit of currency; members start with this many points. */
const OPENING_POINTS = 1250;
const POINTS_PER_UNIT = 100;

/**
 * Site-level APIs a storefront calls on every page: Shopper Configurations, Shopper SEO URL mapping, and two
 * custom APIs in the generic custom API shape (`/custom/{apiName}/v1/organizations/{org}/{endpointPath}`):
 * the loyalty status and the data layer (cart and user).
 */
export function createSiteApis(
  ctx: ShopContext,
  options: {
    urlMappings: readonly UrlMappingSeed[];
    shopperContexts: Map<string, ShopperContext>;
    groupSources?: CustomerGroupSources;
  },
): Hono {
  const { config, auth, database } = ctx;
  const app = new Hono();
  const mappings = new Map(options.urlMappings.map((m) => [normaliseSegment(m.urlSegment), m]));
  // every product slug of the catalogue names its product (a configured rule for the same segment wins)
  for (const product of ctx.catalog().products) {
    const slug = product.seed.slug && normaliseSegment(product.seed.slug);
    if (slug && !mappings.has(slug))
      mappings.set(slug, { urlSegment: slug, resourceType: 'PRODUCT', resourceId: product.id });
  }

  app.get(
    '/configuration/shopper-configurations/v1/organizations/:org/configurations',
    scapiRoute((c) => {
      checkRequest(c, config, auth);
      return {
        configurations: [
          { id: 'defaultCurrency', value: config.currency, configurationType: 'site' },
          { id: 'defaultLocale', value: config.defaultLocale, configurationType: 'site' },
          { id: 'supportedLocales', value: [...config.locales], configurationType: 'site' },
          { id: 'shippingCountries', value: [...SHIPPING_COUNTRIES], configurationType: 'site' },
          { id: 'maxOrderQuantity', value: config.maxOrderQuantity, configurationType: 'custom' },
          { id: 'basketReservationMinutes', value: config.reservationMinutes, configurationType: 'custom' },
        ],
      };
    }),
  );

  app.get(
    '/site/shopper-seo/v1/organizations/:org/url-mapping',
    scapiRoute((c) => {
      checkRequest(c, config, auth);
      const segment = c.req.query('urlSegment');
      if (segment === undefined || segment.trim() === '') {
        throw badRequest('missing-parameter', 'Missing Parameter', 'Required parameter "urlSegment" is missing.');
      }
      const mapping = mappings.get(normaliseSegment(segment));
      if (!mapping) {
        throw notFound(
          'url-mapping-not-found',
          'URL Mapping Not Found',
          `No URL mapping for the URL segment '${segment}' could be found.`,
          {
            urlSegment: segment,
          },
        );
      }
      const { urlSegment: _key, ...answer } = mapping;
      return answer;
    }),
  );

  // the shopper's groups as the folder-root call computes them (one answer for the loyalty status, the data layer and
  // personalisation); without the sources, the system groups and the shopper context's
  const groupsOf = async (shopper: Shopper): Promise<string[]> => {
    if (options.groupSources) return computeCustomerGroups(shopper, options.groupSources);
    const context = options.shopperContexts.get(`${shopper.siteId}:${shopper.usid}`);
    const base = shopper.authType === 'guest' ? ['Everyone', 'Unregistered'] : ['Everyone', 'Registered'];
    return [...new Set([...base, ...(context?.customerGroupIds ?? [])])];
  };

  const enrolled = async (db: Queryable, shopper: Shopper): Promise<boolean> => {
    if (shopper.authType !== 'registered') return false;
    const { rows } = await db.query<{ member: boolean | null }>(
      `select (data->>'c_loyaltyMember')::boolean as member from customers where customer_id = $1`,
      [shopper.customerId],
    );
    return rows[0]?.member === true;
  };

  // Joining the loyalty programme (a registered customer; a guest joins by registering): kept on the customer, so
  // the status above answers as a member from then on. Joining twice changes nothing. Employees are not eligible
  // (409), as staff are kept out of most retail programmes: the one refusal a shopper can meet here.
  app.post(
    '/custom/loyalty/v1/organizations/:org/customer/enrollment',
    scapiRoute(async (c) => {
      const shopper = checkShopper(c, config, auth);
      if (shopper.authType !== 'registered')
        throw new ScapiError(
          403,
          'forbidden',
          'Forbidden',
          'Only a registered customer can join the loyalty programme.',
        );
      if ((await groupsOf(shopper)).includes(LOYALTY_EXCLUDED_GROUP))
        throw new ScapiError(
          409,
          'loyalty-not-eligible',
          'Not Eligible',
          'Employees are not eligible for the loyalty programme.',
        );
      const db = await database.open();
      await db.query(
        `update customers set data = data || '{"c_loyaltyMember": true}'::jsonb, updated_at = now() where customer_id = $1 and auth_type = 'registered'`,
        [shopper.customerId],
      );
      return { enrolled: true };
    }),
  );

  app.get(
    '/custom/loyalty/v1/organizations/:org/customer/status',
    scapiRoute(async (c) => {
      const shopper = checkShopper(c, config, auth);
      const groups = await groupsOf(shopper);
      const db = await database.open();
      // membership comes from the shopper's customer groups (a merchandiser can simulate it with a shopper context),
      // or from joining (the enrolment below)
      if (!groups.includes('Loyalty Members') && !(await enrolled(db, shopper)))
        return { loyaltyActiveInCurrentSession: false };
      const spent = await db.query<{ total: number | null }>(
        `select sum((document->>'productTotal')::float8) as total from orders where customer_id = $1 and site_id = $2`,
        [shopper.customerId, shopper.siteId],
      );
      const points = OPENING_POINTS + Math.floor(spent.rows[0]?.total ?? 0);
      const expires = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 11, 31));
      return {
        loyaltyActiveInCurrentSession: true,
        tier: {
          status: groups.includes('VIP') || groups.includes('Big Spenders') ? 'titanium' : 'member',
          expirationDate: {
            dateValue: expires.toISOString().slice(0, 10),
            formattedString: new Intl.DateTimeFormat(shopper.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
              expires,
            ),
          },
        },
        rewardsBalance: {
          available: {
            points,
            currencyFormattedString: new Intl.NumberFormat(shopper.locale, {
              style: 'currency',
              currency: config.currency,
            }).format(points / POINTS_PER_UNIT),
          },
        },
      };
    }),
  );

  const openBasket = async (shopper: Shopper) => {
    const db = await database.open();
    const { rows } = await db.query<BasketRow>(
      `select basket_id from baskets where customer_id = $1 and site_id = $2 and status = 'open' limit 1`,
      [shopper.customerId, shopper.siteId],
    );
    return rows[0] ? loadBasketRows(db, rows[0].basket_id) : undefined;
  };

  /** The shopper of a legacy storefront call: the path names the site and an SFRA locale (`en_US`, `default`). */
  const legacyShopper = (c: Context): Shopper => {
    const claims = auth.verify(c.req.header('authorization'));
    if ('error' in claims) throw new ScapiError(401, 'unauthorized', 'Unauthorized', String(claims.error));
    const { usid, customerId } = sessionOf(claims);
    if (!customerId) throw new ScapiError(401, 'unauthorized', 'Unauthorized', 'The access token names no customer.');
    if (c.req.param('site') !== `Sites-${config.siteId}-Site`)
      throw notFound('site-not-found', 'Site Not Found', `No site "${c.req.param('site')}".`);
    const named = (c.req.param('locale') ?? '').replace('_', '-');
    const locale = named === 'default' ? config.defaultLocale : named;
    if (!config.locales.includes(locale))
      throw notFound('locale-not-found', 'Locale Not Found', `No locale "${c.req.param('locale')}".`);
    const origin = new URL(c.req.url).origin;
    const authType = /upn:Guest/.test(claims.isb) ? 'guest' : 'registered';
    return { locale, origin, currency: config.currency, customerId, usid, authType, siteId: config.siteId };
  };

  const dataLayerCart = async (shopper: Shopper) => {
    const basket = await openBasket(shopper);
    if (!basket) return { currency: config.currency, itemCount: 0, products: [] };
    const catalog = ctx.catalog();
    const t = priceBasket(catalog, config, basket.row, basket.items);
    return {
      basketId: basket.row.basket_id,
      currency: basket.row.currency,
      itemCount: t.items.reduce((n, i) => n + i.quantity, 0),
      productSubTotal: t.productSubTotal,
      shippingTotal: t.shippingTotal,
      taxTotal: t.taxTotal,
      orderTotal: t.orderTotal,
      ...(basket.row.reservation_expires_at !== null
        ? { c_reservationExpirationTime: basket.row.reservation_expires_at }
        : {}),
      products: t.items.map((i) => {
        const hit = catalog.variantById.get(i.productId);
        return {
          productId: i.productId,
          ...(hit
            ? {
                masterId: hit.product.id,
                brand: hit.product.brand,
                category: hit.product.seed.cat,
                color: colorName(catalog, hit.variant.color, shopper.locale),
                size: hit.variant.size,
              }
            : {}),
          name: i.productName,
          quantity: i.quantity,
          unitPrice: i.basePrice,
          price: i.price,
        };
      }),
    };
  };

  const dataLayerUser = async (shopper: Shopper, c: Context) => {
    const groups = await groupsOf(shopper);
    return {
      customerId: shopper.customerId,
      usid: shopper.usid,
      authType: shopper.authType,
      isRegistered: shopper.authType === 'registered',
      registrationType: shopper.authType === 'registered' ? 'registrationComplete' : 'registrationStart',
      customerGroups: groups.join('|'),
      loyaltyMember: groups.includes('Loyalty Members'),
      locale: shopper.locale,
      currency: config.currency,
      userAgent: c.req.query('c_userAgent') ?? c.req.header('user-agent') ?? '',
    };
  };

  app.get(
    '/custom/data-layer/v1/organizations/:org/cart',
    scapiRoute(async (c) => dataLayerCart(checkShopper(c, config, auth))),
  );
  app.get(
    '/custom/data-layer/v1/organizations/:org/user',
    scapiRoute(async (c: Context) => dataLayerUser(checkShopper(c, config, auth), c)),
  );
  // The legacy storefront's data layer (an SFRA controller): the same cart and user under `dtmLayer`, for a shop
  // that compares the two while it moves to the custom API. `Sites-{siteId}-Site` names the site, as SFRA's do.
  app.get(
    '/on/demandware.store/:site/:locale/DataLayer-Get',
    scapiRoute(async (c: Context) => {
      const shopper = legacyShopper(c);
      const [cart, user] = await Promise.all([dataLayerCart(shopper), dataLayerUser(shopper, c)]);
      return { dtmLayer: { cart, user } };
    }),
  );

  return app;
}
