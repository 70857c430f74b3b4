import type { Route } from './+types/content-page';
import { PageContent } from '../../../platform/components/PageContent';
import { CONTENT_PAGE_SCHEMA } from '../../../platform/page.server';
import { requestContextOf } from '../../../platform/request/context.server';
import { loadPageByKey } from '../../../platform/request/page.server';
import { headMeta, SITE_NAME } from '../../../platform/seo';
import { cacheHeaders } from '../../../platform/headers';
import { notFound } from '../../../platform/content.server';
import { contentPageKey } from '@ridgeline/renderer';
import { ISLANDS_HANDLE } from '../../../platform/document';

/**
 * `/t/{slug}` and `/t/{slug}/{sub-path}`: the content-page item whose delivery key is `page/{slug}[/{sub-path}]`
 * (renderer's `contentPageKey`); none, or a path that is no slug → the not-found page (404).
 * @caching public
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const key = contentPageKey(params['*']);
  if (!key) throw notFound();
  return loadPageByKey(key, CONTENT_PAGE_SCHEMA, request, requestContextOf({ request, context }));
}

export const headers: Route.HeadersFunction = cacheHeaders;

/** A public page: an islands document (see README, "Islands"). */
export const handle = ISLANDS_HANDLE;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: SITE_NAME }];
  return headMeta(loaderData.head, { fallbackTitle: SITE_NAME });
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
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
