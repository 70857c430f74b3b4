import { imageUrl, isImageLink, type RenderContext } from '@ridgeline/renderer';
import { safeHref } from '@ridgeline/ui';
import { nonEmpty } from '../cms';
import type { PageContent, PageSeoContent } from './types';

/** A typed description of the page `<head>`, built from the `seo` object. The storefront renders it. */
export interface PageHead {
  title?: string;
  description?: string;
  /** `noindex` → robots "noindex, follow"; otherwise undefined (the default, index). */
  robots?: 'noindex, follow';
  keywords?: string;
  canonical?: string;
  openGraph: {
    title?: string;
    description?: string;
    type: 'website';
    url?: string;
    image?: { url: string; width: number; height: number; alt?: string };
  };
  /** `<link rel="alternate" hreflang href>` entries. */
  alternates: { hreflang: string; href: string }[];
}

/** Open Graph's recommended share image size. */
export const OG_IMAGE = { width: 1200, height: 630 } as const;

function text(value: unknown): string | undefined {
  return nonEmpty(value) ? value.trim() : undefined;
}

function url(value: unknown): string | undefined {
  return nonEmpty(value) ? safeHref(value.trim()) : undefined;
}

/**
 * Maps a page's `seo` to a head description. Pure: no React, no I/O. Unsafe URLs
 * (javascript:, data:) are dropped; Open Graph falls back to the page title and description.
 */
export function pageSeo(
  content: Pick<PageContent, 'seo'> | null | undefined,
  ctx?: Pick<RenderContext, 'mediaHost'>,
): PageHead {
  const seo: PageSeoContent = content?.seo ?? {};
  const title = text(seo.title);
  const description = text(seo.description);
  const canonical = url(seo.canonicalUrl);
  const og = seo.openGraph ?? {};
  const image = isImageLink(og.ogImage)
    ? {
        url: imageUrl(og.ogImage, { ...OG_IMAGE, aspect: '1200:630' }, ctx),
        ...OG_IMAGE,
        alt: text(og.ogTitle) ?? title,
      }
    : undefined;
  const alternates = (Array.isArray(seo.alternateUrls) ? seo.alternateUrls : []).flatMap((entry) => {
    const hreflang = text(entry?.locale);
    const href = url(entry?.url);
    return hreflang && href ? [{ hreflang, href }] : [];
  });
  return {
    title,
    description,
    robots: seo.noindex === true ? 'noindex, follow' : undefined,
    keywords: text(seo.keywords),
    canonical,
    openGraph: {
      title: text(og.ogTitle) ?? title,
      description: text(og.ogDescription) ?? description,
      type: 'website',
      url: canonical,
      image,
    },
    alternates,
  };
}
