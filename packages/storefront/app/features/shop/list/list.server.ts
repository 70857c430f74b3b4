import {
  breadcrumbJsonLd,
  toTileModels,
  listHead,
  listView,
  parseListQuery,
  SORT_IDS,
  type ListLinks,
  type ListTarget,
  type ListView,
  type ListWords,
} from '@ridgeline/commerce';
import { sanitizeRichText } from '@ridgeline/renderer/server';
import { data, redirect } from 'react-router';
import type { IntlShape } from 'react-intl';
import type { PageHead } from '@ridgeline/blocks';
import { searchListPage, type ListCategory, type ListServices } from '@ridgeline/commerce/server';
import { commerceConfigFor } from '../../../platform/commerce/commerce.server';
import { intlFor } from '../../../platform/i18n/catalogs.server';
import { getConfig, publicUrl } from '../../../platform/config.server';
import { localizedHead, SITE_NAME } from '../../../platform/seo';
import { notFound, NO_STORE } from '../../../platform/content.server';
import { pageCacheControl } from '../../../platform/headers';
import { CATEGORY_LANDING_PAGE_SCHEMA, preparePage, type PageData } from '../../../platform/page.server';
import { redirectTarget } from '../../../platform/safeRedirect';
import { urls } from '../../../platform/urls';
import { wishlistEnabled } from '../../account/wishlist/config.server';
import { previewNotFound } from '../../../platform/preview/index.server';
import { createRequestContext, type RequestContext } from '../../../platform/request/context.server';
import { listMessages, SORT_MESSAGES } from './messages';
import { getEnv } from '../../../platform/env.server';

/** The list's addresses in one locale. */
function listLinks(localeId: string): ListLinks {
  return {
    home: urls.home(localeId),
    category: (id, query) => urls.category(id, localeId, query),
    search: (q, query) => urls.search(q, localeId, query),
    searchPath: urls.searchPath(localeId),
  };
}

/** The words the list's view carries, in the page's locale. */
function listWords(intl: IntlShape): ListWords {
  return {
    home: intl.formatMessage(listMessages.breadcrumbHome),
    searchHeading: (q) =>
      q ? intl.formatMessage(listMessages.searchHeading, { q }) : intl.formatMessage(listMessages.searchHeadingEmpty),
    sorts: Object.fromEntries(SORT_IDS.map((id) => [id, intl.formatMessage(SORT_MESSAGES[id])])) as ListWords['sorts'],
  };
}

export interface ListPageData {
  view: ListView;
  head: PageHead;
  locale: string;
  currency: string;
  /** The category landing page's content, shown above the grid, when the CMS has one for this category. */
  landing?: Pick<PageData, 'content' | 'context' | 'shell' | 'blockAssets' | 'preparedAt'>;
  /** The wish-list hearts are on (`WISHLIST_ENABLED`). */
  wishlist?: boolean;
  /** The Compare boxes and the compare tray are on (`ENABLE_PRODUCT_COMPARE`). */
  compare: boolean;
  /** The landing page has products of its own only (a CMS category the catalogue does not know): no grid. */
  contentOnly?: boolean;
  /** The category of a category page (its data layer's `category.id`). */
  categoryId?: string;
  /** A category page's `BreadcrumbList` (docs/behaviour/seo.md). */
  jsonLd?: unknown[];
}

/**
 * `/c/{id}` without the trailing slash answers 301 to `/c/{id}/` (query kept); the canonical form is left alone.
 * Returns undefined when no redirect is due.
 */
export function trailingSlashRedirect(request: Request): Response | undefined {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/')) return undefined;
  return redirect(redirectTarget(`${url.pathname}/${url.search}`), 301);
}

/** The category landing page for `categoryId`, prepared, or undefined when the CMS has none (or another type). */
async function landingPage(categoryId: string, request: Request, context: RequestContext) {
  const rendering = context.renderContext();
  const client = await context.contentClient();
  const result = await client.getByKey(`category/${categoryId}`);
  if (result.status !== 'found' || result.item._meta?.schema !== CATEGORY_LANDING_PAGE_SCHEMA) return undefined;
  return preparePage(result.item, request.signal, (await rendering).context, { commerce: context.commerce.commerce });
}

/**
 * A product list page: a category's (`target.mode === 'category'`) or the search results for `?q=`. Reads the query
 * (bad values clamped or ignored: never an error), looks the category up (unknown → the not-found page) and its
 * landing page in the CMS (in parallel), searches through the configured provider, maps the hits to tile models and
 * builds every link of the page. Public pages: the request context's cache policy (a page sent without some landing
 * block's data is cached a minute).
 */
export async function loadProductList(
  target: ListTarget,
  request: Request,
  context: RequestContext = createRequestContext(request),
  services: ListServices = context.commerce.list,
) {
  const url = new URL(request.url);
  // Names, labels and prices in the request's locale and its currency.
  const commerce = commerceConfigFor(context.locale);
  const localeId = context.locale.id;
  const intl = intlFor(localeId);
  const parsed = parseListQuery(url.searchParams, target.mode);
  let category: ListCategory | null = null;
  let landing: Awaited<ReturnType<typeof landingPage>>;
  if (target.mode === 'category') {
    [category, landing] = await Promise.all([
      services.categories.category(target.categoryId),
      landingPage(target.categoryId, request, context),
    ]);
    if (!category && !landing) throw context.preview ? previewNotFound() : notFound();
  }
  // The page is rendered once per segment (its groups, toolkit and preview choices included), never per person.
  const { result, query } = await searchListPage(services, {
    target,
    query: parsed,
    category,
    customerGroups: async () => (await context.renderContext()).context.customerGroups,
  });
  const tiles = toTileModels(
    result.hits,
    {
      dynamicSaleBadge: getEnv().ENABLE_DYNAMIC_SALE_BADGE,
      sanitize: sanitizeRichText,
      productHref: (id, slug) => urls.product(id, { localeId, slug }),
    },
    query.limit,
  );
  const view = listView({
    target,
    query,
    total: result.total,
    tiles,
    refinements: result.refinements,
    category,
    ...(result.suggestedPhrase ? { suggestedPhrase: result.suggestedPhrase } : {}),
    links: listLinks(localeId),
    words: listWords(intl),
  });
  const page = landing?.page;
  const body: ListPageData = {
    view,
    head: localizedHead(listHead(view, query, category, page?.head, SITE_NAME), publicUrl(request), localeId),
    locale: commerce.locale,
    currency: commerce.currency,
    ...(wishlistEnabled() ? { wishlist: true } : {}),
    compare: getEnv().ENABLE_PRODUCT_COMPARE,
    ...(page
      ? {
          landing: {
            content: page.content,
            context: page.context,
            blockAssets: page.blockAssets,
            preparedAt: page.preparedAt,
            ...(page.shell ? { shell: page.shell } : {}),
          },
        }
      : {}),
    ...(target.mode === 'category' && !category ? { contentOnly: true } : {}),
    ...(target.mode === 'category' ? { categoryId: target.categoryId } : {}),
    ...(view.breadcrumbs.length
      ? {
          jsonLd: [
            breadcrumbJsonLd(
              view.breadcrumbs.map((crumb) => ({
                name: crumb.label,
                ...(crumb.href ? { url: new URL(crumb.href, getConfig().publicOrigin).href } : {}),
              })),
            ),
          ],
        }
      : {}),
  };
  const headers = await context.cacheHeaders(landing?.incomplete ?? 0);
  const cacheControl = page
    ? pageCacheControl(page.content, headers['Cache-Control'] ?? NO_STORE)
    : (headers['Cache-Control'] ?? NO_STORE);
  return data(body, { headers: { ...headers, 'Cache-Control': cacheControl } });
}
