import { data } from 'react-router';
import { organizationJsonLd, webSiteJsonLd } from '@ridgeline/commerce';
import type { Route } from './+types/home';
import { JsonLd } from '../../../platform/components/JsonLd';
import { getConfig } from '../../../platform/config.server';
import { urls } from '../../../platform/urls';
import { PageContent } from '../../../platform/components/PageContent';
import { HOME_PAGE_SCHEMA } from '../../../platform/page.server';
import { requestContextOf } from '../../../platform/request/context.server';
import { loadPageByKey } from '../../../platform/request/page.server';
import { headMeta, SITE_NAME } from '../../../platform/seo';
import { cacheHeaders } from '../../../platform/headers';
import { ISLANDS_HANDLE } from '../../../platform/document';

/**
 * `/` and `/home`: the home-page item whose delivery key is `home`, with the shop's `Organization` and `WebSite` (its
 * site search) as JSON-LD (docs/behaviour/seo.md).
 * @caching public
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const requestContext = requestContextOf({ request, context });
  const page = await loadPageByKey('home', HOME_PAGE_SCHEMA, request, requestContext);
  const localeId = requestContext.locale.id;
  const origin = getConfig().publicOrigin;
  const home = new URL(urls.home(localeId), origin).href;
  const jsonLd = [
    organizationJsonLd({ name: SITE_NAME, url: new URL('/', origin).href, logo: new URL('/favicon.svg', origin).href }),
    webSiteJsonLd({
      name: SITE_NAME,
      url: home,
      inLanguage: localeId,
      searchUrl: (term) => new URL(urls.search(term, localeId), origin).href,
    }),
  ];
  return data({ ...page.data, jsonLd }, page.init ?? undefined);
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
    <>
      <JsonLd documents={loaderData.jsonLd} />
      <PageContent
        content={content}
        context={context}
        blockAssets={loaderData.blockAssets}
        preparedAt={loaderData.preparedAt}
        {...(shell ? { shell } : {})}
        {...(head.title ? { title: head.title } : {})}
      />
    </>
  );
}
