import type { ContentItem, RenderContext } from '@ridgeline/renderer';
import { pageSeo, pageShell, SCHEMAS, type PageContent, type PageHead, type PageShell } from '@ridgeline/blocks';
import { prepareWithinBudget, type BlockServices, type PreparedContent } from './content.server';
import { blockAssetsFor } from './blockAssets.server';
import { getConfig } from './config.server';
import { getRegistry } from './registry';

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
 * Prepares an item (validation, personalisation, loaders held to the render budget) and describes its head and shell.
 * `context` defaults to the public one; a preview context (mode `preview`) also marks the head `noindex`. `incomplete`
 * counts the blocks sent without their data (loader over the render budget, or failed).
 */
export async function preparePage(
  item: ContentItem,
  signal: AbortSignal | undefined,
  context: RenderContext,
  services: BlockServices,
): Promise<{ page: PageData; incomplete: number }> {
  const { content, overBudget, failedLoaders } = await prepareWithinBudget(item, signal, context, services);
  const isPage = PAGE_SCHEMAS.has(item._meta?.schema);
  const head = pageSeo(isPage ? (item as unknown as PageContent) : null, context);
  const page: PageData = {
    content,
    context,
    blockAssets: blockAssetsFor(content, getRegistry(getConfig().diagnostics)),
    preparedAt: Date.now(),
    head: context.mode === 'preview' ? { ...head, robots: 'noindex, follow' } : head,
    ...(isPage ? { shell: pageShell(content as unknown as PageContent, context) } : {}),
  };
  return { page, incomplete: overBudget.length + failedLoaders.length };
}

/** `preparePage`'s page data alone. */
export async function pageData(
  item: ContentItem,
  signal: AbortSignal | undefined,
  context: RenderContext,
  services: BlockServices,
): Promise<PageData> {
  return (await preparePage(item, signal, context, services)).page;
}

export const HOME_PAGE_SCHEMA = SCHEMAS.homePage;
export const CONTENT_PAGE_SCHEMA = SCHEMAS.contentPage;
export const CATEGORY_LANDING_PAGE_SCHEMA = SCHEMAS.categoryLandingPage;
