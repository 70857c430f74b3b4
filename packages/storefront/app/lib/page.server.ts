import { data } from 'react-router';
import { imageUrl, isImageLink, type ContentItem, type RenderContext } from '@ridgeline/renderer';
import { getContentClient, notFound, prepare, PUBLIC_CACHE_CONTROL, renderContext, type PreparedContent } from './content.server';
import { readSeo, type PageSeo } from './seo';

export interface PageData {
  content: PreparedContent;
  context: RenderContext;
  seo: PageSeo;
  /** `seo.openGraph.ogImage` resolved to a URL (image-link or plain URL). */
  ogImageUrl?: string;
}

function ogImageUrlOf(seo: PageSeo, context: RenderContext): string | undefined {
  const image = seo.openGraph?.ogImage;
  if (typeof image === 'string') return image || undefined;
  if (isImageLink(image)) return imageUrl(image, { width: 1200, height: 630 }, context);
  return undefined;
}

/** The item's seo fields and prepared tree, or `expectedSchema` mismatch / not found → 404. */
export async function pageData(item: ContentItem, signal?: AbortSignal): Promise<PageData> {
  const context = renderContext();
  const seo = readSeo(item);
  const content = await prepare(item, signal);
  const ogImageUrl = ogImageUrlOf(seo, context);
  return { content, context, seo, ...(ogImageUrl ? { ogImageUrl } : {}) };
}

/** A page by delivery key: the page type's schema must match; anything else is the not-found page. */
export async function loadPageByKey(key: string, expectedSchema: string, request: Request) {
  const result = await getContentClient().getByKey(key);
  if (result.status !== 'found' || result.item._meta?.schema !== expectedSchema) throw notFound();
  const page = await pageData(result.item, request.signal);
  return data(page, { headers: { 'Cache-Control': PUBLIC_CACHE_CONTROL } });
}

export const HOME_PAGE_SCHEMA = 'https://schema.ridgeline.dev/home-page';
export const CONTENT_PAGE_SCHEMA = 'https://schema.ridgeline.dev/content-page';
