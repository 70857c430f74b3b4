import type { CommerceService } from '../types';
import type { CommerceConfig } from './config.server';
import type { GuestTokenSource } from './token.server';
import {
  excludesMemberExclusive,
  type CategorySource,
  type ListCategory,
  type ProductSearchProvider,
  type ProductSearchResult,
} from '../productSearch';
import { pageCount, withPage, type ListQuery } from '../list/params';
import type { ListTarget } from '../list/view';
import { createScapiSearch } from './scapiSearch.server';
import { createSearchServiceClient } from './searchService/client.server';
import type { SearchProviderConfig } from './searchService/config.server';
import { createSearchServiceProvider } from './searchService/search.server';
import { categoryTag, reportCacheTags } from '@ridgeline/renderer/server';

/**
 * The product list's services: the search provider (`SEARCH_PROVIDER`: `scapi`, the default, is Shopper Search;
 * `unbxd` is the third-party search service, its hits enriched by Shopper Products) and the category source (always
 * Shopper Products: the category's name and parent chain come from the catalogue whichever provider searches). One
 * per locale per process (`request/commerceClients.server.ts`).
 */
export interface ListServices {
  search: ProductSearchProvider;
  categories: CategorySource;
}

/**
 * The list's services in a shop locale (names, labels and prices in its language and currency; `config` is the
 * locale's, `commerceConfigFor(locale)`), reading with the process's guest session; the search service's hits are
 * enriched by the locale's `CommerceService`. `searchProvider` is the storefront's configured provider (the package
 * reads no environment).
 */
export function createListServices(
  locale: { readonly id: string },
  config: CommerceConfig,
  shared: { tokens: GuestTokenSource; commerce: CommerceService; searchProvider: SearchProviderConfig },
): ListServices {
  const scapi = createScapiSearch(config, { tokens: shared.tokens });
  const { service } = shared.searchProvider;
  const search = service
    ? createSearchServiceProvider({
        client: createSearchServiceClient(service),
        commerce: shared.commerce,
        localeId: locale.id,
        currency: config.currency,
      })
    : scapi;
  return { search, categories: scapi };
}

/**
 * A list page's search: the phrase (search mode) or the category, with the query's filters, sort and page. Nothing to
 * search for (no phrase; a category the catalogue does not know) is an empty answer without an upstream call. Past
 * the last page (a hand-edited `page` or `offset`) the last page is searched instead, and its query returned.
 * `customerGroups` are the rendering segment's: without Loyalty Members, member-exclusive products are left out of the
 * search itself, so the total, facets and pages agree with the tiles.
 */
export async function searchListPage(
  services: ListServices,
  {
    target,
    query,
    category,
    customerGroups,
  }: {
    target: ListTarget;
    query: ListQuery;
    category: ListCategory | null;
    customerGroups: () => Promise<readonly string[] | undefined>;
  },
): Promise<{ result: ProductSearchResult; query: ListQuery }> {
  // a category page is built from its category (cache tags): a change to it purges the page
  if (category) reportCacheTags([categoryTag(category.id)]);
  const searchable = target.mode === 'category' ? category !== null : query.q !== '';
  if (!searchable) return { result: { total: 0, offset: 0, hits: [], refinements: [] }, query };
  const excludeMemberExclusive = excludesMemberExclusive(await customerGroups());
  const request = {
    ...(target.mode === 'search' ? { q: query.q } : {}),
    ...(category
      ? {
          category: {
            id: category.id,
            path: category.path.map((entry) => entry.id),
            ...(category.slicesByColour ? { slicesByColour: true } : {}),
          },
        }
      : {}),
    refine: query.refine,
    sort: query.sort,
    limit: query.limit,
    offset: query.offset,
    ...(excludeMemberExclusive ? { excludeMemberExclusive: true } : {}),
  };
  const first = await services.search.search(request);
  if (first.total === 0 || query.offset < first.total) return { result: first, query };
  const last = withPage(query, pageCount(first.total, query.limit));
  return { result: await services.search.search({ ...request, offset: last.offset }), query: last };
}
