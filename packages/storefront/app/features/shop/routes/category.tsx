import type { Route } from './+types/category';
import { requestContextOf } from '../../../platform/request/context.server';
import { headMeta, SITE_NAME } from '../../../platform/seo';
import { cacheHeaders } from '../../../platform/headers';
import { ISLANDS_HANDLE } from '../../../platform/document';
import { loadProductList, trailingSlashRedirect } from '../list/list.server';
import { ProductListPage } from '../list/ProductListPage';
import { JsonLd } from '../../../platform/components/JsonLd';

/**
 * `/c/{categoryId}/`: the category page: the category landing page's content (delivery key `category/{categoryId}`)
 * when the CMS has one, above the category's product list. `/c/{categoryId}` answers 301 to it; a category neither
 * the catalogue nor the CMS knows is the not-found page (404).
 * @caching public
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const redirect = trailingSlashRedirect(request);
  if (redirect) return redirect;
  return loadProductList(
    { mode: 'category', categoryId: params.categoryId },
    request,
    requestContextOf({ request, context }),
  );
}

export const headers: Route.HeadersFunction = cacheHeaders;

/** A public page: an islands document (see README, "Islands"). */
export const handle = ISLANDS_HANDLE;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData || !('view' in loaderData)) return [{ title: SITE_NAME }];
  return headMeta(loaderData.head, { fallbackTitle: SITE_NAME });
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  if (!('view' in loaderData)) return null;
  return (
    <>
      <JsonLd documents={loaderData.jsonLd} />
      <ProductListPage data={loaderData} />
    </>
  );
}
