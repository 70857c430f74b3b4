import type { MetaDescriptor } from 'react-router';

/** The `seo` object of home-page and content-page items (seeds' field names). */
export interface PageSeo {
  title?: string;
  description?: string;
  noindex?: boolean;
  keywords?: string;
  canonicalUrl?: string;
  openGraph?: { ogTitle?: string; ogDescription?: string; ogImage?: string | Record<string, unknown> };
  alternateUrls?: { locale?: string; url?: string }[];
}

export const SITE_NAME = 'Ridgeline';

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Reads `seo` defensively: content may be invalid (the renderer reports that; the head must still render). */
export function readSeo(content: unknown): PageSeo {
  const seo = (content as { seo?: unknown } | null | undefined)?.seo;
  return seo && typeof seo === 'object' ? (seo as PageSeo) : {};
}

/**
 * `<head>` tags from a page's seo: title, description, robots, keywords, canonical link, Open Graph tags and
 * hreflang alternates. `ogImageUrl` is the already-resolved URL of `openGraph.ogImage` (an image-link or a URL).
 */
export function seoMeta(seo: PageSeo, options: { fallbackTitle: string; ogImageUrl?: string; noindex?: boolean }): MetaDescriptor[] {
  const title = str(seo.title) ?? options.fallbackTitle;
  const description = str(seo.description);
  const tags: MetaDescriptor[] = [{ title }];
  if (description) tags.push({ name: 'description', content: description });
  if (seo.noindex === true || options.noindex) tags.push({ name: 'robots', content: 'noindex, nofollow' });
  const keywords = str(seo.keywords);
  if (keywords) tags.push({ name: 'keywords', content: keywords });
  const canonical = str(seo.canonicalUrl);
  if (canonical) tags.push({ tagName: 'link', rel: 'canonical', href: canonical });
  const og = seo.openGraph ?? {};
  tags.push({ property: 'og:title', content: str(og.ogTitle) ?? title });
  const ogDescription = str(og.ogDescription) ?? description;
  if (ogDescription) tags.push({ property: 'og:description', content: ogDescription });
  if (options.ogImageUrl) tags.push({ property: 'og:image', content: options.ogImageUrl });
  if (canonical) tags.push({ property: 'og:url', content: canonical });
  tags.push({ property: 'og:type', content: 'website' });
  tags.push({ property: 'og:site_name', content: SITE_NAME });
  for (const alternate of Array.isArray(seo.alternateUrls) ? seo.alternateUrls : []) {
    const locale = str(alternate?.locale);
    const url = str(alternate?.url);
    if (locale && url) tags.push({ tagName: 'link', rel: 'alternate', hrefLang: locale, href: url });
  }
  return tags;
}
