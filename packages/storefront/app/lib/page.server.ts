import { data } from 'react-router';
import type { ContentItem, RenderContext } from '@ridgeline/renderer';
import { pageSeo, pageShell, SCHEMAS, type PageContent, type PageHead, type PageShell } from '@ridgeline/blocks';
import { getContentClient, notFound, NO_STORE, prepare, PUBLIC_CACHE_CONTROL, renderContext, type PreparedContent } from './content.server';
import { toolkitRenderContext } from '../toolkit/toolkit.server';
import { blockAssetsFor } from './blockAssets.server';
import { pageCacheControl } from './headers';
import { getConfig } from './config.server';
import { getRegistry } from './registry';
import { PREVIEW_HEADERS, previewContentClient, previewNotFound, previewRenderContext, resolvePreview } from '../preview/preview.server';

export interface PageData {
  content: PreparedContent;
  context: RenderContext;
  /** The `<head>` description from the page's `seo` (for page types; empty for other items). */
  head: PageHead;
  /** Page-level settings for the shell (h1 fallback and so on); undefined for items that are not pages. */
  shell?: PageShell;
  /** The code of the blocks this page uses, preloaded with the page (`<link rel="modulepreload">`). */
  blockAssets: string[];
  /** When `content` was prepared (epoch ms): the browser counts its block data fresh for 900 s from then. */
  preparedAt: number;
}

const PAGE_SCHEMAS = new Set<string>([SCHEMAS.homePage, SCHEMAS.contentPage, SCHEMAS.categoryLandingPage]);

/**
 * Prepares an item (validation, personalisation, loaders) and describes its head and shell. `context` defaults to the
 * public one; a preview context (mode `preview`) also marks the head `noindex`.
 */
export async function pageData(item: ContentItem, signal?: AbortSignal, context: RenderContext = renderContext()): Promise<PageData> {
  const content = await prepare(item, signal, context);
  const isPage = PAGE_SCHEMAS.has(item._meta?.schema);
  const head = pageSeo(isPage ? (item as unknown as PageContent) : null, context);
  return {
    content,
    context,
    blockAssets: blockAssetsFor(content, getRegistry(getConfig().diagnostics)),
    preparedAt: Date.now(),
    head: context.mode === 'preview' ? { ...head, robots: 'noindex, follow' } : head,
    ...(isPage ? { shell: pageShell(content as unknown as PageContent, context) } : {}),
  };
}

/**
 * A page by delivery key: it must be of the expected page type; anything else is the not-found page (404). In preview
 * (a configured VSE in the query or cookie) the page comes from the staging environment through a per-request client,
 * renders in mode `preview`, and the response is `no-store` + `noindex`; otherwise the public, cached path.
 */
export async function loadPageByKey(key: string, expectedSchema: string, request: Request) {
  const { preview } = resolvePreview(request);
  const client = preview ? await previewContentClient(preview) : getContentClient();
  const result = await client.getByKey(key);
  if (result.status !== 'found' || result.item._meta?.schema !== expectedSchema) {
    throw preview ? previewNotFound() : notFound();
  }
  // The merchandiser toolkit's simulated customer groups (a shopper context for this browser's usid), in preview too,
  // where they take precedence over the toolbar's (lib/customerGroups.ts): never cached.
  const toolkit = await toolkitRenderContext(request, preview ? previewRenderContext(preview) : renderContext());
  const page = await pageData(result.item, request.signal, toolkit.context);
  const cacheControl = toolkit.noStore ? NO_STORE : pageCacheControl(page.content, PUBLIC_CACHE_CONTROL);
  return data(page, { headers: preview ? { ...PREVIEW_HEADERS } : { 'Cache-Control': cacheControl } });
}

export const HOME_PAGE_SCHEMA = SCHEMAS.homePage;
export const CONTENT_PAGE_SCHEMA = SCHEMAS.contentPage;
export const CATEGORY_LANDING_PAGE_SCHEMA = SCHEMAS.categoryLandingPage;
