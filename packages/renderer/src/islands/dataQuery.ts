import { QueryClient } from '@tanstack/react-query';
import { BlockDataQuery } from '../blockData/BlockDataQuery';
import type { RendererEnvironment } from '../rendering/RendererEnvironment';
import type { BlockDataSource } from '../types';

let client: QueryClient | undefined;

/**
 * The block query of an island whose loader data did not come with the page: one TanStack Query client for every such
 * island of the page (mounted, so a tab coming back refetches stale data), loaded on demand by the islands runtime.
 */
export function dataQueryEnvironment(source: BlockDataSource): NonNullable<RendererEnvironment['blockData']> {
  if (!client) {
    client = new QueryClient();
    client.mount();
  }
  return { source, client, Query: BlockDataQuery };
}
