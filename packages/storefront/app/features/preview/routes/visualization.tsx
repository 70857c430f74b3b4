import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from 'react-router';
import { Heading, Text, VisuallyHidden } from '@ridgeline/ui';
import { useMemo } from 'react';
import type { Route } from './+types/visualization';
import { PageContent } from '../../../platform/components/PageContent';
import { requestContextOf } from '../../../platform/request/context.server';
import { loadVisualization } from '../visualization.server';
import { failedItemCount, liveEditAnnouncement, useLiveVisualization, type RenderContext } from '@ridgeline/renderer';
import { log, messageOf } from '../../../platform/log';
import { cacheHeaders } from '../../../platform/headers';
import { EDITOR_HANDLE } from '../../../platform/document';
import type { PlatformRootData } from '../../../platform/rootData';

/**
 * `/visualization/{hub}/{contentId}` (real-time visualization): the item with that delivery id (a UUID), whatever its
 * schema, rendered alone from the staging environment of `?vse=` (when configured); inside the Amplience app the form's
 * edits re-render it live through dc-visualization-sdk. Never indexed, never cached.
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
  return [
    { title: `Visualization${name ? `: ${name}` : ''} | Ridgeline` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export default function Visualization({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData('root') as PlatformRootData | undefined;
  const { context, shell, head } = loaderData;
  const { content, status } = useLiveVisualization(loaderData.content, {
    enabled: true,
    editorOrigins: loaderData.editorOrigins,
    // the SDK and the preparation (schemas, sanitizing) are chunks of their own, loaded only inside the app
    loadSdk: () => import('dc-visualization-sdk'),
    prepare: (model) => prepareInBrowser(model, context, root?.diagnostics ?? false),
    onRefusedOrigin: (origin) =>
      log.warn(
        { event: 'visualization-origin-refused', origin },
        `ignored messages from ${origin}: not an Amplience app origin (AMPLIENCE_APP_ORIGINS)`,
      ),
    onPrepareFailed: (error) =>
      log.error({ event: 'visualization-prepare-failed' }, `could not prepare the model: ${messageOf(error)}`),
  });
  const failed = useMemo(() => failedItemCount(content), [content]);
  const edited = content !== loaderData.content;
  return (
    <div data-visualization={status}>
      {/* Editors using a screen reader hear the result of each live edit (an invalid field shows its card silently). */}
      <VisuallyHidden role="status" data-live-announcement="">
        {edited ? liveEditAnnouncement(failed) : ''}
      </VisuallyHidden>
      <PageContent
        content={content}
        context={context}
        blockAssets={loaderData.blockAssets}
        preparedAt={loaderData.preparedAt}
        {...(shell ? { shell } : {})}
        {...(head.title ? { title: head.title } : {})}
      />
    </div>
  );
}

const prepareInBrowser = (model: unknown, context: RenderContext, diagnostics: boolean) =>
  import('../visualization/live').then((live) => live.prepareLiveModel(model, context, diagnostics));

/** A bad hub or content id (400) says what is wrong; a missing item is the not-found page. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 400) {
    const message = (error.data as { message?: string } | undefined)?.message ?? 'Bad request';
    return <VisualizationError message={message} />;
  }
  throw error;
}

export function VisualizationError({ message }: { message: string }) {
  return (
    <section aria-labelledby="visualization-error" data-visualization-error="">
      <Heading level={1} id="visualization-error">
        This item cannot be shown
      </Heading>
      <Text>{message}</Text>
    </section>
  );
}
