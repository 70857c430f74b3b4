import { QueryClient } from '@tanstack/react-query';

/**
 * The storefront's TanStack Query client: one per request on the server (entry.server: nothing is shared between
 * shoppers), one for the page's life in the browser (entry.client: the cache survives client navigations). Block data
 * queries take their `staleTime` (900 s) from the renderer; a failed fetch is retried once, then the block keeps its
 * last data.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: 1 } } });
}
