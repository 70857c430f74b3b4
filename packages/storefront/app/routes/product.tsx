import type { Route } from './+types/product';
import { requestContextOf } from '../request/context.server';
import { loadProductPage } from '../request/productPage.server';
import { notFound } from '../lib/content.server';
import { headMeta, SITE_NAME } from '../lib/seo';
import { cacheHeaders } from '../lib/headers';
import { ISLANDS_HANDLE } from '../lib/document';
import { ProductPage } from '../shop/product/ProductPage';
import { productIdFromSlug } from '../shop/product/slug';

/**
 * The product page: `/product/{id}` and `/p/{slug}` (`/p/noslug-{id}.html` for a product without a slug). See
 * `request/productPage.server.ts` and docs/behaviour/product-page.md.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = 'productId' in params && params.productId ? params.productId : productIdFromSlug('slug' in params ? params.slug : undefined);
  if (!id) throw notFound();
  return loadProductPage(id, request, requestContextOf({ request, context }));
}

export const headers: Route.HeadersFunction = cacheHeaders;

/** A public page: an islands document (see README, "Islands"). */
export const handle = ISLANDS_HANDLE;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: SITE_NAME }];
  return headMeta(loaderData.head, { fallbackTitle: SITE_NAME });
}

export default function Product({ loaderData }: Route.ComponentProps) {
  return <ProductPage detail={loaderData.detail} copy={loaderData.copy} />;
}
