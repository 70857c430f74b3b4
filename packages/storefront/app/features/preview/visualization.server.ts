import { data } from 'react-router';
import type { ContentItem } from '@ridgeline/renderer';
import { getSecurityConfig } from '../../platform/securityHeaders.server';
import { pageData, type PageData } from '../../platform/page.server';
import { PREVIEW_HEADERS, previewInfo, previewNotFound, type PreviewInfo } from '../../platform/preview/index.server';
import { createRequestContext, type RequestContext } from '../../platform/request/context.server';
import { CONTENT_ID, hubProblem } from '../../platform/preview/index.server';

export interface VisualizationData extends PageData {
  hub: string;
  contentId: string;
  /** the staging environment the item came from, when the request named a configured one */
  preview?: PreviewInfo;
  /** who may frame this page and talk to live visualization (`AMPLIENCE_APP_ORIGINS`) */
  editorOrigins: string[];
}

/** A 400 the route's error boundary shows with its message (never cached, never indexed). */
function badRequest(message: string): never {
  throw data({ message }, { status: 400, statusText: 'Bad Request', headers: { ...PREVIEW_HEADERS } });
}

/**
 * `/visualization/{hub}/{contentId}` and `/contampviz/{hub}/{contentId}`: the item with that delivery id, from the
 * staging environment named by `?vse=` when it is a configured one of that hub (anything else is ignored and logged),
 * else from the hub's public delivery, through a per-request client without cache. Only hubs this storefront serves
 * (`hubProblem`); any other is a 400. Always preview mode (failure cards
 * visible), `no-store`, `noindex`. No cookie is set: these URLs carry the VSE on every request.
 */
export async function loadVisualization(
  params: { hub: string; contentId: string },
  request: Request,
  context: RequestContext = createRequestContext(request),
) {
  const { hub, contentId } = params;
  const refused = hubProblem(hub);
  if (refused) badRequest(refused);
  if (!CONTENT_ID.test(contentId)) {
    badRequest(
      `The content id must be a UUID like 1b3a7f26-8d84-4c8e-9a3e-7f1b2c4d5e6f; got "${contentId.slice(0, 64)}".`,
    );
  }
  const { preview } = context;
  const client = await context.contentClient();
  const result = await client.getById<ContentItem>(contentId);
  if (result.status !== 'found') throw previewNotFound();
  // The request context's groups (toolkit, toolbar, default) and preview mode.
  const rendering = await context.renderContext();
  const page = await pageData(result.item, request.signal, rendering.context, { commerce: context.commerce.commerce });
  const toolkitGroups = (await context.toolkit()).customerGroups;
  const body: VisualizationData = {
    ...page,
    hub,
    contentId,
    ...(preview ? { preview: previewInfo(preview, undefined, toolkitGroups) } : {}),
    editorOrigins: [...getSecurityConfig().editorOrigins],
  };
  return data(body, { headers: { ...PREVIEW_HEADERS } });
}
