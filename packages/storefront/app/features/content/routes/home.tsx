import type { Route } from './+types/home';
import { PageContent } from '../../../platform/components/PageContent';
import { HOME_PAGE_SCHEMA } from '../../../platform/page.server';
import { requestContextOf } from '../../../platform/request/context.server';
import { loadPageByKey } from '../../../platform/request/page.server';
import { headMeta, SITE_NAME } from '../../../platform/seo';
import { cacheHeaders } from '../../../platform/headers';
import { ISLANDS_HANDLE } from '../../../platform/document';

/**
 * `/` and `/home`: the home-page item whose delivery key is `home`.
 * @caching public
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPageByKey('home', HOME_PAGE_SCHEMA, request, requestContextOf({ request, context }));
}

export const headers: Route.HeadersFunction = cacheHeaders;

/** A public page: an islands document (see README, "Islands"). */
export const handle = ISLANDS_HANDLE;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: SITE_NAME }];
  return headMeta(loaderData.head, { fallbackTitle: SITE_NAME });
}

export default function Home({ loaderData }: Route.ComponentProps) {
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
