import type { ContentItem } from '@ridgeline/renderer';
import type { CategoryLandingPageFields, ContentPageFields, HomePageFields, PageSeo } from '../generated';

/** The `seo` object of every page type: one definition, `page-partials#/definitions/seo`, that each page schema references. */
export type PageSeoContent = PageSeo;

/** Delivered `https://schema.ridgeline.dev/home-page` content (delivery key `home`). */
export interface HomePageContent extends ContentItem, Omit<HomePageFields, '_meta'> {}

/** Delivered `https://schema.ridgeline.dev/content-page` content (delivery key `page/{slug}`). */
export interface ContentPageContent extends ContentItem, Omit<ContentPageFields, '_meta'> {}

/** Delivered `https://schema.ridgeline.dev/category-landing-page` content (delivery key `category/{categoryId}`). */
export interface CategoryLandingPageContent extends ContentItem, Omit<CategoryLandingPageFields, '_meta'> {}

export type PageContent = HomePageContent | ContentPageContent | CategoryLandingPageContent;
