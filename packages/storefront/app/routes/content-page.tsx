import type { Route } from './+types/content-page';
import { PageContent } from '../components/PageContent';
import { CONTENT_PAGE_SCHEMA } from '../lib/page.server';
import { requestContextOf } from '../request/context.server';
import { loadPageByKey } from '../request/page.server';
import { headMeta, SITE_NAME } from '../lib/seo';
import { cacheHeaders } from '../lib/headers';
import { ISLANDS_HANDLE } from '../lib/document';

/**
 * `/t/{slug}`: the content-page item whose delivery key is `page/{slug}`; none → the not-found page (404).
 * @caching public
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  return loadPageByKey(`page/${params.slug}`, CONTENT_PAGE_SCHEMA, request, requestContextOf({ request, context }));
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
