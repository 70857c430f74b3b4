import { data, redirect } from 'react-router';
import { OG_IMAGE, type PageHead } from '@ridgeline/blocks';
import { sanitizeRichText } from '@ridgeline/renderer/prepare';
import { commerceConfigFor } from '../../../platform/commerce/commerce.server';
import { localizedHead } from '../../../platform/seo';
import { getConfig, publicUrl } from '../../../platform/config.server';
import { envFrom } from '../../../platform/env.server';
import type { ProductClient } from '@ridgeline/commerce/server';
import { BAG_COUNT_COOKIE } from '../../../platform/bagCount';
import { notFound, NO_STORE } from '../../../platform/content.server';
import { urls } from '../../../platform/urls';
import { redirectTarget } from '../../../platform/safeRedirect';
import { maxOrderQuantity } from '../bag/action.server';
import { ADDED_PARAM, ADDED_QUANTITY_PARAM, BAG_ERROR_PARAM, isBagErrorCode } from '../bag/messages';
import { canonicalProductLocation, productPageJsonLd, productPageParts, productSlug } from '@ridgeline/commerce';
import { bagNoticeOf, PRODUCT_ID, productPageFlags } from '@ridgeline/commerce';
import { productCrumbs } from '@ridgeline/commerce/server';
import { intlFor } from '../../../platform/i18n/catalogs.server';
import { log } from '../../../platform/log.server';
import { cappedByBudget, COMMERCE_TIMEOUT_MS } from '../../../platform/upstream.server';
import { listMessages } from '../list/messages';
import type { ProductPageProps } from './ProductPage';
import { createRequestContext, type RequestContext } from '../../../platform/request/context.server';
import { productReviews, productSizeGuide } from './reviews.server';

export interface ProductPageData extends ProductPageProps {
  head: PageHead;
  /** The `Product` and its `BreadcrumbList` (docs/behaviour/seo.md). */
  jsonLd: unknown[];
}

/** The product's breadcrumbs for its structured data (commerce's `productCrumbs`): home, then its category's chain. */
function crumbsOf(product: object, context: RequestContext, origin: string) {
  const localeId = context.locale.id;
  return productCrumbs(product, {
    home: {
      name: intlFor(localeId).formatMessage(listMessages.breadcrumbHome),
      url: new URL(urls.home(localeId), origin).href,
    },
    categoryUrl: (id) => new URL(urls.category(id, localeId), origin).href,
    category: (id) => context.commerce.list.categories.category(id),
    timeoutMs: cappedByBudget(COMMERCE_TIMEOUT_MS, getConfig().renderBudgetMs),
    onFailure: (categoryId, err) =>
      log.warn({ event: 'product-breadcrumbs-failed', categoryId, err }, 'Product breadcrumbs without category'),
  });
}

/** What the page says after a form post without JavaScript (`?added=…&qty=…` or `?bagError=…`; commerce's `bagNoticeOf`). */
export function bagNotice(url: URL, cookies: Readonly<Record<string, string>>) {
  const params = { added: ADDED_PARAM, quantity: ADDED_QUANTITY_PARAM, error: BAG_ERROR_PARAM };
  return bagNoticeOf(url.searchParams, cookies[BAG_COUNT_COOKIE], params, isBagErrorCode);
}

/**
 * The product page: the product from Shopper Products with its variants' stock and prices, the island's model, the
 * selection the address asks for, the copy and the head, at the product's one address (its slug's, else its id's; any
 * other 301s there, query kept; a variant's own id renders, canonical its master's). No such product → 404. Public and
 * cached like any page; an answer about the shopper's add (`?added`, `?bagError`) has their bag count, `no-store`.
 */
export async function loadProductPage(
  productId: string,
  request: Request,
  context: RequestContext = createRequestContext(request),
  client: ProductClient = context.commerce.products,
) {
  if (!PRODUCT_ID.test(productId)) throw notFound();
  // Names, copy and prices in the request's locale and its currency.
  const config = commerceConfigFor(context.locale);
  const localeId = context.locale.id;
  const found = await client.productDetail(productId);
  if (!found) throw notFound();
  const url = new URL(request.url);
  const origin = getConfig().publicOrigin;
  const parts = productPageParts(found, productId, {
    sanitize: sanitizeRichText,
    productPath: (masterId) => urls.product(masterId, { localeId, slug: productSlug(found.product) }),
    origin,
    locale: config.locale,
    currency: config.currency,
    maxOrderQuantity: maxOrderQuantity(),
    flags: productPageFlags(envFrom()),
    query: url.searchParams,
    ogImage: OG_IMAGE,
  });
  const { model, selection, copy, head } = parts;
  const location = model.id === productId ? canonicalProductLocation(url, head.canonical!) : undefined;
  if (location) throw redirect(redirectTarget(location), 301);
  const [crumbs, reviews, sizeGuide] = await Promise.all([
    crumbsOf(found.product, context, origin),
    productReviews(context.commerce.reviews.client, model.id, url.searchParams, localeId),
    productSizeGuide(context.commerce.sizeGuides.client, model.id, found.product),
  ]);
  const notice = bagNotice(url, context.cookies);
  const page: ProductPageData = {
    head: localizedHead({ ...head, alternates: [] }, publicUrl(url), localeId),
    jsonLd: productPageJsonLd(found.product, parts, crumbs, reviews),
    copy,
    ...(reviews ? { reviews } : {}),
    detail: {
      model,
      selection,
      links: { addToBag: urls.addToBag(), checkout: urls.checkout(localeId), cart: urls.cart(localeId) },
      ...(notice ? { notice } : {}),
      ...(sizeGuide ? { sizeGuide } : {}),
    },
  };
  const headers = await context.cacheHeaders(0);
  return data(page, { headers: notice ? { ...headers, 'Cache-Control': NO_STORE } : headers });
}
