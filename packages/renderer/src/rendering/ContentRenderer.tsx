import { QueryClient, QueryClientContext } from '@tanstack/react-query';
import { useContext, useEffect, useMemo, useRef } from 'react';
import { BlockDataQuery } from '../blockData/BlockDataQuery';
import { IslandsContext } from '../islands/IslandsContext';
import { consoleLogger } from '../logging';
import type { BlockDataSource, BlockRegistry, Logger, RenderContext } from '../types';
import { RendererEnvironmentContext, type RendererEnvironment } from './RendererEnvironment';
import { renderContentWith } from './renderTree';

export { RenderContent, type RenderContentProps } from './renderTree';

export interface ContentRendererProps {
  /** A prepared item (from prepareContent); unprepared content renders too, without validation or loader data. */
  content: unknown;
  registry: BlockRegistry;
  context: RenderContext;
  /** Receives one entry per block that throws in the browser. Default: one JSON line on the console. */
  logger?: Logger;
  /**
   * Where the browser refetches block loader data through TanStack Query (blocks with a `load`): seeded from the
   * tree, fresh for 900 s. Absent (Storybook, tests): blocks get the tree's data as is and nothing is fetched.
   * Pass a stable object (memoised): a new one re-renders every block.
   */
  blockData?: BlockDataSource;
  /** Used with `blockData`. Default: the nearest `QueryClientProvider`'s client, else one owned by this renderer. */
  queryClient?: QueryClient;
}

/** Renders a content tree: the root item's block, which renders its children with <RenderContent>. */
export function ContentRenderer({
  content,
  registry,
  context,
  logger = consoleLogger,
  blockData,
  queryClient,
}: ContentRendererProps) {
  // Under an islands document's provider (server only), blocks that hydrate become islands (see README, "Islands").
  const serverIslands = useContext(IslandsContext);
  const providedClient = useContext(QueryClientContext);
  const ownClient = useRef<QueryClient | undefined>(undefined);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- each choice is stable: a prop, the provider's, or the ref's
  const client = blockData ? (queryClient ?? providedClient ?? (ownClient.current ??= new QueryClient())) : undefined;
  // A client not given through a QueryClientProvider is mounted here (counted: mounting twice is harmless), so
  // window focus and reconnection reach its queries.
  const mountedHere = client !== undefined && client !== providedClient ? client : undefined;
  useEffect(() => {
    if (!mountedHere) return;
    mountedHere.mount();
    return () => mountedHere.unmount();
  }, [mountedHere]);
  const environment = useMemo<RendererEnvironment>(
    () => ({
      registry,
      context,
      logger,
      ...(blockData && client ? { blockData: { source: blockData, client, Query: BlockDataQuery } } : {}),
      ...(serverIslands ? { serverIslands } : {}),
    }),
    [registry, context, logger, blockData, client, serverIslands],
  );
  return (
    <RendererEnvironmentContext.Provider value={environment}>
      {renderContentWith(content, environment)}
    </RendererEnvironmentContext.Provider>
  );
}
