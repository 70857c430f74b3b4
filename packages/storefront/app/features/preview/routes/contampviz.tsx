import type { Route } from './+types/contampviz';
import { PageContent } from '../../../platform/components/PageContent';
import { requestContextOf } from '../../../platform/request/context.server';
import { loadVisualization } from '../visualization.server';
import { cacheHeaders } from '../../../platform/headers';
import { EDITOR_HANDLE } from '../../../platform/document';
export { ErrorBoundary } from './visualization';

/**
 * `/contampviz/{hub}/{contentId}`: the simple content preview, the same item as `/visualization/{hub}/{contentId}`
 * (from `?vse=` when configured) rendered once on the server, with no live connection to the Amplience app.
 * @caching no-store
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  return loadVisualization(params, request, requestContextOf({ request, context }));
}

export const headers: Route.HeadersFunction = cacheHeaders;

/** The Amplience app frames this route: its `frame-ancestors` name the app's origins. */
export const handle = EDITOR_HANDLE;

export function meta({ loaderData }: Route.MetaArgs) {
  const name = (loaderData?.content as { _meta?: { name?: string } } | undefined)?._meta?.name;
  return [{ title: `Preview${name ? `: ${name}` : ''} | Ridgeline` }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function ContampViz({ loaderData }: Route.ComponentProps) {
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
