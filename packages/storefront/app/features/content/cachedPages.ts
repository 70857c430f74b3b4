import type { CachedPages } from '../../platform/request/renderCacheKey.server';

/** The content pages the render cache may keep (home and `/t/{slug}`): they read nothing from the query. */
export const CONTENT_CACHED_PAGES: CachedPages = {
  'home-index': { reads: {} },
  home: { reads: {} },
  'routes/content-page': { reads: {} },
};
