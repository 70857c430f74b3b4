import { data, redirect } from 'react-router';
import { Container } from '@ridgeline/ui';
import type { Route } from './+types/not-found';
import { PageContent } from '../../../platform/components/PageContent';
import { getConfig } from '../../../platform/config.server';
import { notFound } from '../../../platform/content.server';
import { ISLANDS_HANDLE } from '../../../platform/document';
import { cacheHeaders } from '../../../platform/headers';
import { CONTENT_PAGE_SCHEMA } from '../../../platform/page.server';
import { headMeta, SITE_NAME } from '../../../platform/seo';
import { localeOfPath } from '../../../platform/urls';
import { requestContextOf } from '../../../platform/request/context.server';
import { loadPageByKey } from '../../../platform/request/page.server';
import { resolveUnknownPath } from '../../../platform/request/urlResolution';
import { loadProductList } from '../list/list.server';
import { ProductListPage } from '../list/ProductListPage';
import { log } from '../../../platform/log.server';

/** The not-found page is public: an islands document with no island (see README, "Islands"). */
export const handle = ISLANDS_HANDLE;

/**
 * Every other path. Before answering the not-found page (404, rendered by the root ErrorBoundary), the commerce API's
 * URL mapping is asked what the address stands for (docs/behaviour/urls.md, "Addresses no route knows"): a redirect is
 * followed, a category or content asset renders here (at its address with a trailing slash), a product goes to its
 * page; a failed lookup gets one reload (`?r=1`), then the not-found page.
 * @caching public (a failed lookup `no-store`)
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const located = localeOfPath(url.pathname, url.search);
  if (located.kind !== 'locale') throw notFound();
  const requestContext = requestContextOf({ request, context });
  const resolution = await resolveUnknownPath({
    url,
    path: located.path,
    localeId: located.locale.id,
    publicOrigin: getConfig().publicOrigin,
    lookup: requestContext.commerce.urlMapping,
    log: ({ level: _level, ...entry }) => log.warn(entry),
  });
  switch (resolution.kind) {
    case 'redirect':
      throw redirect(resolution.location, resolution.status);
    case 'category':
      return loadProductList({ mode: 'category', categoryId: resolution.categoryId }, request, requestContext);
    case 'content':
      return loadPageByKey(resolution.key, CONTENT_PAGE_SCHEMA, request, requestContext);
    case 'retry':
      return data(
        { retry: resolution.location },
        { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': String(RETRY_AFTER_S) } },
      );
    default:
      throw notFound();
  }
}

/** How long the reload page waits before its one reload. */
const RETRY_AFTER_S = 2;

export const headers: Route.HeadersFunction = cacheHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData || 'retry' in loaderData || !('head' in loaderData))
    return [{ title: SITE_NAME }, { name: 'robots', content: 'noindex' }];
  return headMeta(loaderData.head, { fallbackTitle: SITE_NAME });
}

export default function UnknownPathRoute({ loaderData }: Route.ComponentProps) {
  if ('retry' in loaderData) return <ReloadOnce location={loaderData.retry} />;
  if ('view' in loaderData) return <ProductListPage data={loaderData} />;
  if ('content' in loaderData) {
    const { content, context, shell, head } = loaderData;
    return (
      <PageContent
        content={content}
        context={context}
        blockAssets={loaderData.blockAssets}
        preparedAt={loaderData.preparedAt}
        {...(shell ? { shell } : {})}
        {...(head.title ? { title: head.title } : {})}
      />
    );
  }
  return null;
}

/** The page a failed lookup answers: it reloads itself once, without JavaScript (a meta refresh). */
function ReloadOnce({ location }: { location: string }) {
  return (
    <Container role="status" paddingBlock={16}>
      <meta httpEquiv="refresh" content={`${RETRY_AFTER_S};url=${location}`} />
      <h1>Loading this page…</h1>
      <p>
        It is taking longer than usual. This page reloads by itself in a moment, or <a href={location}>reload it now</a>
        .
      </p>
    </Container>
  );
}
