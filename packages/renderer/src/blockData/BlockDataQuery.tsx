import { hashKey, keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import type { BlockDataSource, ContentItem, Logger, RenderContext } from '../types';
import { BLOCK_DATA_STALE_TIME, blockDataQueryKey, fetchBlockData } from './blockQuery';

export interface BlockDataQueryProps {
  source: BlockDataSource;
  client: QueryClient;
  logger: Logger;
  context: RenderContext;
  content: ContentItem;
  schema: string;
  deliveryId: string | undefined;
  /** The data the tree brought (the server's loader result); undefined when it has none (never loaded, e.g. a live model). */
  serverData: unknown;
  /** Renders the block with the data to show. */
  children: (data: unknown) => ReactNode;
}

/** When the browser first saw each tree item: the default age of the data it carries. */
const firstSeen = new WeakMap<object, number>();
function seenAt(content: object): number {
  let at = firstSeen.get(content);
  if (at === undefined) {
    at = Date.now();
    firstSeen.set(content, at);
  }
  return at;
}

/** Each failed fetch is logged once, however many blocks observe the query. */
const loggedErrors = new WeakSet<object>();

/**
 * A block's loader data as a TanStack query: seeded from the tree (the server's result, so hydration renders the
 * same data and fetches nothing), fresh for `staleTime`, then refetched through the endpoint (window focus, remount);
 * a new content version or render context is a new query. A failed fetch keeps the last good data and logs.
 */
export function BlockDataQuery({
  source,
  client,
  logger,
  context,
  content,
  schema,
  deliveryId,
  serverData,
  children,
}: BlockDataQueryProps) {
  const queryKey = blockDataQueryKey(schema, deliveryId, content, context);
  const hasServerData = serverData !== undefined;
  const serverAt = hasServerData ? (source.updatedAt ?? seenAt(content)) : 0;
  const query = useQuery(
    {
      queryKey,
      queryFn: ({ signal }) => fetchBlockData(source, content, deliveryId, context, signal),
      // A GET names the item by delivery id; without one only a POST of the content can ask for its data.
      enabled: deliveryId !== undefined || source.sendContent === true,
      staleTime: source.staleTime ?? BLOCK_DATA_STALE_TIME,
      ...(hasServerData ? { initialData: serverData, initialDataUpdatedAt: serverAt } : {}),
      // A new key without data yet (a live edit) shows the previous data until its own arrives, not skeletons.
      placeholderData: keepPreviousData,
    },
    client,
  );

  // Data the tree brought that is newer than the cache's for the same key (a revalidated loader, a navigation back
  // to the page) replaces it: initialData only seeds queries that do not exist yet.
  const keyHash = hashKey(queryKey);
  useEffect(() => {
    if (!hasServerData) return;
    const state = client.getQueryState(queryKey);
    if (!state || state.dataUpdatedAt < serverAt) client.setQueryData(queryKey, serverData, { updatedAt: serverAt });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- queryKey is represented by keyHash
  }, [client, keyHash, hasServerData, serverData, serverAt]);

  const error = query.error;
  useEffect(() => {
    if (!error || loggedErrors.has(error)) return;
    loggedErrors.add(error);
    logger.log({
      level: 'warn',
      event: 'content-failure',
      kind: 'loader-failed',
      schema,
      deliveryId,
      path: '',
      message: `block data fetch failed (the block keeps its last data): ${error.message}`,
    });
  }, [error, logger, schema, deliveryId]);

  return children(hasServerData && query.dataUpdatedAt < serverAt ? serverData : query.data);
}
