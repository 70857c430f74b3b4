import { data } from 'react-router';
import type { ContentItem, RenderContext } from '@ridgeline/renderer';
import { pageSeo, pageShell, SCHEMAS, type PageContent, type PageHead, type PageShell } from '@ridgeline/blocks';
import { getContentClient, notFound, prepare, PUBLIC_CACHE_CONTROL, renderContext, type PreparedContent } from './content.server';

export interface PageData {
  content: PreparedContent;
  context: RenderContext;
  /** The `<head>` description from the page's `seo` (for page types; empty for other items). */
  head: PageHead;
  /** Page-level settings for the shell (h1 fallback and so on); undefined for items that are not pages. */
  shell?: PageShell;
}

const PAGE_SCHEMAS = new Set<string>([SCHEMAS.homePage, SCHEMAS.contentPage, SCHEMAS.categoryLandingPage]);

/** Prepares an item (validation, personalisation, loaders) and describes its head and shell. */
export async function pageData(item: ContentItem, signal?: AbortSignal): Promise<PageData> {
  const context = renderContext();
  const content = await prepare(item, signal);
  const isPage = PAGE_SCHEMAS.has(item._meta?.schema);
  return {
    content,
    context,
    head: pageSeo(isPage ? (item as unknown as PageContent) : null, context),
    ...(isPage ? { shell: pageShell(content as unknown as PageContent, context) } : {}),
  };
}

/** A page by delivery key: it must be of the expected page type; anything else is the not-found page (404). */
export async function loadPageByKey(key: string, expectedSchema: string, request: Request) {
  const result = await getContentClient().getByKey(key);
  if (result.status !== 'found' || result.item._meta?.schema !== expectedSchema) throw notFound();
  const page = await pageData(result.item, request.signal);
  return data(page, { headers: { 'Cache-Control': PUBLIC_CACHE_CONTROL } });
}

export const HOME_PAGE_SCHEMA = SCHEMAS.homePage;
export const CONTENT_PAGE_SCHEMA = SCHEMAS.contentPage;
export const CATEGORY_LANDING_PAGE_SCHEMA = SCHEMAS.categoryLandingPage;
