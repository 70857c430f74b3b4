import { data } from 'react-router';
import type { Route } from './+types/product';
import { requestContextOf } from '../../../platform/request/context.server';
import { loadProductPage } from '../product/productPage.server';
import { notFound } from '../../../platform/content.server';
import { headMeta, SITE_NAME } from '../../../platform/seo';
import { cacheHeaders } from '../../../platform/headers';
import { ISLANDS_HANDLE } from '../../../platform/document';
import { ProductPage } from '../product/ProductPage';
import { productIdOfRoute } from '@ridgeline/commerce';
import { wishlistEnabled } from '../../account/wishlist/config.server';
import { JsonLd } from '../../../platform/components/JsonLd';

/**
 * The product page: `/product/{id}`, `/p/{slug}`, `/p/noslug-{id}.html`, 301 to its one address (behaviour/urls.md).
 * @caching public (`no-store` after a form post)
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const context_ = requestContextOf({ request, context });
  const id = await productIdOfRoute(params, context_.commerce.urlMapping);
  if (!id) throw notFound();
  const page = await loadProductPage(id, request, context_);
  // The heart's configuration only: whether it is on and the locale (the shopper's list is read in the browser).
  return wishlistEnabled()
    ? data({ ...page.data, wishlist: { localeId: context_.locale.id } }, page.init ?? undefined)
    : page;
}

export const headers: Route.HeadersFunction = cacheHeaders;

/** A public page: an islands document (see README, "Islands"). */
export const handle = ISLANDS_HANDLE;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: SITE_NAME }];
  return headMeta(loaderData.head, { fallbackTitle: SITE_NAME });
}

export default function Product({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <JsonLd documents={loaderData.jsonLd} />
      <ProductPage
        detail={loaderData.detail}
        copy={loaderData.copy}
        {...('wishlist' in loaderData && loaderData.wishlist ? { wishlist: loaderData.wishlist } : {})}
        {...('reviews' in loaderData && loaderData.reviews ? { reviews: loaderData.reviews } : {})}
      />
    </>
  );
}
