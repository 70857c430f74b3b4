import { Hono } from 'hono';
import type { Context } from 'hono';
import type { AuthService } from './auth.js';
import { catalogAtRate, type Catalog } from './catalog.js';
import type { CommerceConfig } from './config.js';
import { badRequest, parseBool, parseIntParam, ScapiError, scapiErrorResponse, type RequestContext } from './errors.js';
import { productSearch, searchSuggestions } from './search.js';
import {
  PRODUCT_EXPANDS,
  parseExpand,
  parseImgTypes,
  serializeCategory,
  serializeMaster,
  serializeVariant,
  type ProductView,
} from './serialize.js';

/**
 * What every shopper API checks before answering: a valid Bearer token (401), the organization in the
 * path (404), `siteId` (400), `currency` and `locale`.
 */
export function checkRequest(c: Context, config: CommerceConfig, auth: AuthService): RequestContext {
  const claims = auth.verify(c.req.header('authorization'));
  if ('error' in claims) throw new ScapiError(401, 'unauthorized', 'Unauthorized', String(claims.error));
  const org = c.req.param('org') as string | undefined;
  if (org !== config.organizationId) {
    throw new ScapiError(
      404,
      'organization-not-found',
      'Organization Not Found',
      `No organization with ID "${org}" exists.`,
    );
  }
  const siteId = c.req.query('siteId');
  if (!siteId) throw badRequest('missing-parameter', 'Missing Parameter', 'Required parameter "siteId" is missing.');
  if (siteId !== config.siteId) {
    throw badRequest(
      'site-not-found',
      'Site Not Found',
      `No site with ID "${siteId}" exists (the sandbox serves "${config.siteId}").`,
    );
  }
  const currency = c.req.query('currency') || config.currency;
  const currencies = [config.currency, ...Object.keys(config.currencyRates)];
  if (!currencies.includes(currency)) {
    throw badRequest(
      'unsupported-currency',
      'Unsupported Currency',
      `Currency "${currency}" is not supported by site "${siteId}" (use ${currencies.join(', ')}).`,
    );
  }
  const locale = c.req.query('locale') || config.defaultLocale;
  if (locale !== 'default' && !config.locales.includes(locale)) {
    throw badRequest(
      'unsupported-locale',
      'Unsupported Locale',
      `Locale "${locale}" is not supported by site "${siteId}" (${config.locales.join(', ')}).`,
    );
  }
  return { locale: locale === 'default' ? config.defaultLocale : locale, origin: new URL(c.req.url).origin, currency };
}

/** The catalogue and configuration of a request's currency (its price books; `currency` in every answer). */
function inCurrency(
  catalog: Catalog,
  config: CommerceConfig,
  ctx: RequestContext,
): { catalog: Catalog; config: CommerceConfig } {
  if (ctx.currency === config.currency) return { catalog, config };
  return {
    catalog: catalogAtRate(catalog, config.currencyRates[ctx.currency] ?? 1),
    config: { ...config, currency: ctx.currency },
  };
}

function productView(c: Context, ctx: RequestContext): ProductView {
  const imgTypes = parseImgTypes(c.req.query('imgTypes'));
  return {
    expand: parseExpand(c.req.query('expand'), PRODUCT_EXPANDS),
    allImages: parseBool('allImages', c.req.query('allImages'), false),
    perPricebook: parseBool('perPricebook', c.req.query('perPricebook'), false),
    ...(imgTypes ? { imgTypes } : {}),
    locale: ctx.locale,
    origin: ctx.origin,
  };
}

const splitIds = (raw: string | undefined): string[] =>
  (raw ?? '')
    .replace(/^\((.*)\)$/, '$1')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Shopper Products (`/product/shopper-products/v1`) and Shopper Search (`/search/shopper-search/v1`). */
export function createShopperApi(getCatalog: () => Catalog, config: CommerceConfig, auth: AuthService): Hono {
  const app = new Hono();
  const handle = (fn: (c: Context) => unknown) => (c: Context) => {
    try {
      const body = fn(c);
      return c.json(body as object);
    } catch (err) {
      if (err instanceof ScapiError) return scapiErrorResponse(c, err);
      throw err;
    }
  };

  const products = '/product/shopper-products/v1/organizations/:org';
  const render = (ctx: RequestContext, view: ProductView, id: string) => {
    const priced = inCurrency(getCatalog(), config, ctx);
    const master = priced.catalog.productById.get(id);
    if (master) return serializeMaster(priced.catalog, priced.config, view, master);
    const hit = priced.catalog.variantById.get(id);
    if (hit) return serializeVariant(priced.catalog, priced.config, view, hit.product, hit.variant);
    return undefined;
  };

  app.get(
    `${products}/products`,
    handle((c) => {
      const ctx = checkRequest(c, config, auth);
      const ids = splitIds(c.req.query('ids'));
      if (!ids.length)
        throw badRequest('missing-parameter', 'Missing Parameter', 'Required parameter "ids" is missing.');
      if (ids.length > 24)
        throw badRequest(
          'value-out-of-range',
          'Value Out Of Range',
          `At most 24 product IDs are allowed, got ${ids.length}.`,
        );
      const view = productView(c, ctx);
      const data = ids.flatMap((id) => {
        const p = render(ctx, view, id);
        return p ? [p] : [];
      });
      return { limit: data.length, data, total: data.length };
    }),
  );

  app.get(
    `${products}/products/:id`,
    handle((c) => {
      const ctx = checkRequest(c, config, auth);
      const id = c.req.param('id') ?? '';
      const p = render(ctx, productView(c, ctx), id);
      if (!p)
        throw new ScapiError(
          404,
          'product-not-found',
          'Product Not Found',
          `No product with ID "${id}" for site "${config.siteId}" could be found.`,
          { productId: id },
        );
      return p;
    }),
  );

  app.get(
    `${products}/categories`,
    handle((c) => {
      const ctx = checkRequest(c, config, auth);
      const ids = splitIds(c.req.query('ids'));
      if (!ids.length)
        throw badRequest('missing-parameter', 'Missing Parameter', 'Required parameter "ids" is missing.');
      if (ids.length > 50)
        throw badRequest(
          'value-out-of-range',
          'Value Out Of Range',
          `At most 50 category IDs are allowed, got ${ids.length}.`,
        );
      const levels = parseIntParam('levels', c.req.query('levels'), 1, 0, 2);
      const catalog = getCatalog();
      const data = ids.flatMap((id) => {
        const cat = catalog.categories.get(id);
        return cat ? [serializeCategory(cat, levels, ctx, config.mediaEndpoint)] : [];
      });
      return { data, limit: data.length, total: data.length };
    }),
  );

  app.get(
    `${products}/categories/:id`,
    handle((c) => {
      const ctx = checkRequest(c, config, auth);
      const id = c.req.param('id') ?? '';
      // SCAPI's getCategory documents levels 0-2; the storefront's mega menu asks for more, so allow up to 10
      const levels = parseIntParam('levels', c.req.query('levels'), 1, 0, 10);
      const cat = getCatalog().categories.get(id);
      if (!cat)
        throw new ScapiError(
          404,
          'category-not-found',
          'Category Not Found',
          `No category with ID "${id}" could be found.`,
          { categoryId: id },
        );
      return serializeCategory(cat, levels, ctx, config.mediaEndpoint);
    }),
  );

  const search = '/search/shopper-search/v1/organizations/:org';
  app.get(
    `${search}/product-search`,
    handle((c) => {
      const ctx = checkRequest(c, config, auth);
      const priced = inCurrency(getCatalog(), config, ctx);
      return productSearch(priced.catalog, priced.config, c, ctx);
    }),
  );
  app.get(
    `${search}/search-suggestions`,
    handle((c) => {
      const ctx = checkRequest(c, config, auth);
      const priced = inCurrency(getCatalog(), config, ctx);
      return searchSuggestions(priced.catalog, priced.config, c, ctx);
    }),
  );
  return app;
}
