import type { CachedPages } from './platform/request/renderCacheKey.server';
import { CONTENT_CACHED_PAGES } from './features/content/cachedPages';
import { SHELL_CACHED_PAGES } from './features/shell/cachedPages';
import { SHOP_CACHED_PAGES } from './features/shop/cachedPages';
import { STORES_CACHED_PAGES } from './features/stores/cachedPages';

/**
 * Every public page the render cache may keep, as the features declare them (by base route id: a locale's copy
 * `fr-ca/…` is the same page). A route not listed is never a candidate.
 */
export const RENDER_CACHE_PAGES: CachedPages = {
  ...CONTENT_CACHED_PAGES,
  ...SHOP_CACHED_PAGES,
  ...STORES_CACHED_PAGES,
  ...SHELL_CACHED_PAGES,
};
