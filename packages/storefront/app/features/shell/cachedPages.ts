import type { CachedPages } from '../../platform/request/renderCacheKey.server';

/** The country chooser's page (`/international`) reads nothing from the query. */
export const SHELL_CACHED_PAGES: CachedPages = { 'routes/international': { reads: {} } };
