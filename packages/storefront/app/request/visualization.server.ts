import { data } from 'react-router';
import type { ContentItem } from '@ridgeline/renderer';
import { getConfig } from '../lib/config.server';
import { getSecurityConfig } from '../lib/securityHeaders.server';
import { pageData, type PageData } from '../lib/page.server';
import {
  getPreviewConfig,
  PREVIEW_HEADERS,
  previewInfo,
  previewNotFound,
  type PreviewInfo,
} from '../preview/index.server';
import { createRequestContext, type RequestContext } from './context.server';

export const HUB_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/i;

/**
 * The hubs this storefront serves: its own (`AMPLIENCE_HUB`, or the sandbox's `ridgeline`) and those of its staging
 * environments (`PREVIEW_ENVIRONMENTS`). A visualization or block-data request naming any other hub is refused: the
 * storefront must never fetch and render another hub's content for a visitor.
 */
export function isServedHub(hub: string): boolean {
  const name = hub.toLowerCase();
  return (
    getConfig().hubName.toLowerCase() === name ||
    getPreviewConfig().environments.some((environment) => environment.hub.toLowerCase() === name)
  );
}

/** Why a hub in a request is refused, or undefined when it is one this storefront serves. */
export function hubProblem(hub: string): string | undefined {
  if (!HUB_NAME.test(hub)) return `"${hub.slice(0, 64)}" is not a hub name (letters, digits and hyphens).`;
  if (!isServedHub(hub))
    return `"${hub}" is not a hub this storefront serves (AMPLIENCE_HUB or a PREVIEW_ENVIRONMENTS hub).`;
  return undefined;
}
/** A content item id: a UUID (any version, the nil UUID included), case-insensitive. */
export const CONTENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
 * (`isServedHub`); any other is a 400. Always preview mode (failure cards
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
