import type { ListCategory } from '../productSearch';
import { DEFAULT_LIMIT, DEFAULT_SORT, hasRefinements, type ListQuery } from './params';
import type { ListView } from './view';

/** A page's head as the storefront's blocks describe it (`PageHead` of `@ridgeline/blocks`). */
export interface ListPageHead {
  title?: string;
  description?: string;
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
  alternates: { hreflang: string; href: string }[];
}

/**
 * A list page's head: the category landing page's SEO fields when the CMS has them, else the list's own ("{name} |
 * {siteName}", the category's description). Search results, and category pages narrowed or reordered, are not pages
 * to index (an endless space of addresses): `noindex, follow`.
 */
export function listHead(
  view: ListView,
  query: ListQuery,
  category: ListCategory | null,
  landingHead: ListPageHead | undefined,
  siteName: string,
): ListPageHead {
  const name = view.mode === 'category' ? (category?.name ?? view.heading) : view.heading;
  // The CMS's SEO title is complete as written; the list's own gets the site's name.
  const title = landingHead?.title ?? `${name} | ${siteName}`;
  const description = view.mode === 'category' ? (landingHead?.description ?? category?.description) : undefined;
  const narrowed = hasRefinements(query) || query.sort !== DEFAULT_SORT || query.limit !== DEFAULT_LIMIT;
  const robots = view.mode === 'search' || narrowed || landingHead?.robots ? ('noindex, follow' as const) : undefined;
  return {
    title,
    ...(description ? { description } : {}),
    ...(robots ? { robots } : {}),
    ...(landingHead?.keywords ? { keywords: landingHead.keywords } : {}),
    ...(landingHead?.canonical ? { canonical: landingHead.canonical } : {}),
    openGraph: { ...(landingHead?.openGraph ?? {}), title: landingHead?.openGraph.title ?? name, type: 'website' },
    alternates: landingHead?.alternates ?? [],
  };
}
