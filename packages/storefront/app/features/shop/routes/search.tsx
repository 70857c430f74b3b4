import type { Route } from './+types/search';
import { requestContextOf } from '../../../platform/request/context.server';
import { headMeta, SITE_NAME } from '../../../platform/seo';
import { cacheHeaders } from '../../../platform/headers';
import { ISLANDS_HANDLE } from '../../../platform/document';
import { loadProductList } from '../list/list.server';
import { ProductListPage } from '../list/ProductListPage';

/**
 * `/search?q=`: the search results (filters, sorting, pages as for a category); without a phrase, a search form.
 * @caching public (`noindex, follow`)
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadProductList({ mode: 'search' }, request, requestContextOf({ request, context }));
}

export const headers: Route.HeadersFunction = cacheHeaders;

/** A public page: an islands document (see README, "Islands"). */
export const handle = ISLANDS_HANDLE;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: SITE_NAME }];
  return headMeta(loaderData.head, { fallbackTitle: SITE_NAME });
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  return <ProductListPage data={loaderData} />;
}
