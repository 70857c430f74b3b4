import type { CachedPages } from '../../platform/request/renderCacheKey.server';

/** The store locator's page, cached per search (`rules.ts`, `parseLocatorQuery`). */
export const STORES_CACHED_PAGES: CachedPages = {
  'routes/store-locator': { reads: { country: 'one', postalCode: 'one', count: 'one' } },
};
