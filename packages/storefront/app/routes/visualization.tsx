import { data } from 'react-router';
import type { Route } from './+types/visualization';
import { PageContent } from '../components/PageContent';
import { getContentClient, NO_STORE, notFound } from '../lib/content.server';
import { pageData } from '../lib/page.server';
import { cacheHeaders } from '../lib/headers';

const HUB_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/i;

/**
 * `/visualization/{hub}/{contentId}`: the item with that delivery id, whatever its schema, rendered alone (the
 * editor's preview of one item). Never indexed, never cached.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  if (!HUB_NAME.test(params.hub)) throw notFound();
  const result = await getContentClient(params.hub).getById(params.contentId);
  if (result.status !== 'found') throw notFound();
  const page = await pageData(result.item, request.signal);
  return data(page, { headers: { 'Cache-Control': NO_STORE, 'X-Robots-Tag': 'noindex, nofollow' } });
}

export const headers: Route.HeadersFunction = cacheHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  const name = (loaderData?.content as { _meta?: { name?: string } } | undefined)?._meta?.name;
  return [{ title: `Visualization${name ? `: ${name}` : ''} | Ridgeline` }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function Visualization({ loaderData }: Route.ComponentProps) {
  const { content, context, shell, head } = loaderData;
  return <PageContent content={content} context={context} {...(shell ? { shell } : {})} {...(head.title ? { title: head.title } : {})} />;
}
