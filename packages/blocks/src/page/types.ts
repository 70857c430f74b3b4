import type { ContentItem } from '@ridgeline/renderer';
import type { ImageLink } from '../shared/cms';

/** The `seo` object of home-page and content-page. */
export interface PageSeoContent {
  title?: string;
  description?: string;
  noindex?: boolean;
  keywords?: string;
  canonicalUrl?: string;
  openGraph?: { ogTitle?: string; ogDescription?: string; ogImage?: ImageLink };
  alternateUrls?: { locale: string; url: string }[];
}

interface PageContentBase extends ContentItem {
  /** Inlined block items, rendered in order. */
  blocks: ContentItem[];
  seo?: PageSeoContent;
}

/** Delivered `https://schema.ridgeline.dev/home-page` content (delivery key `home`). */
export interface HomePageContent extends PageContentBase {
  floatingHeader?: boolean;
}

/** Delivered `https://schema.ridgeline.dev/content-page` content (delivery key `page/{slug}`). */
export interface ContentPageContent extends PageContentBase {
  collectionLogo?: ImageLink;
}

/** Delivered `https://schema.ridgeline.dev/category-landing-page` content (delivery key `category/{categoryId}`). */
export interface CategoryLandingPageContent extends PageContentBase {
  categoryId: string;
  floatingHeader?: boolean;
  collectionLogo?: ImageLink;
}

export type PageContent = HomePageContent | ContentPageContent | CategoryLandingPageContent;
