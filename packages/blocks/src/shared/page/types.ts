import type { ContentItem } from '@ridgeline/renderer';
import type { CategoryLandingPageFields, ContentPageFields, HomePageFields } from '../generated';

/** The `seo` object of every page type (the same definition in each page schema). */
export type PageSeoContent = NonNullable<HomePageFields['seo']>;

/** Delivered `https://schema.ridgeline.dev/home-page` content (delivery key `home`). */
export interface HomePageContent extends ContentItem, Omit<HomePageFields, '_meta'> {}

/** Delivered `https://schema.ridgeline.dev/content-page` content (delivery key `page/{slug}`). */
export interface ContentPageContent extends ContentItem, Omit<ContentPageFields, '_meta'> {}

/** Delivered `https://schema.ridgeline.dev/category-landing-page` content (delivery key `category/{categoryId}`). */
export interface CategoryLandingPageContent extends ContentItem, Omit<CategoryLandingPageFields, '_meta'> {}

export type PageContent = HomePageContent | ContentPageContent | CategoryLandingPageContent;
