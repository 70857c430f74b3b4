import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext, type ComponentType } from 'react';
import type { BlockDataQueryProps } from '../blockData/BlockDataQuery';
import type { ServerIslands } from '../islands/IslandsContext';
import { DEFAULT_CUSTOMER_GROUPS } from '../personalisation/container';
import type { BlockDataSource, BlockRegistry, Logger, RenderContext } from '../types';

export interface RendererEnvironment {
  registry: BlockRegistry;
  context: RenderContext;
  logger: Logger;
  /** Set when the ContentRenderer was given `blockData`: blocks with a loader read their data through this client. */
  blockData?: { source: BlockDataSource; client: QueryClient; Query: ComponentType<BlockDataQueryProps> };
  /**
   * Set on the server render of an islands document (outside any island): blocks that hydrate get island markers.
   * Absent inside an island (its nested blocks hydrate with it) and in a document that hydrates as a whole.
   */
  serverIslands?: ServerIslands;
}

export const RendererEnvironmentContext = createContext<RendererEnvironment | null>(null);

/** Used when a block renders outside a ContentRenderer, e.g. alone in a unit test. */
const STANDALONE_CONTEXT: RenderContext = Object.freeze({
  mode: 'development',
  locale: 'en-US',
  customerGroups: DEFAULT_CUSTOMER_GROUPS,
});

/** The render context of the nearest ContentRenderer (mode, locale, customer groups, media host). */
export function useRenderContext(): RenderContext {
  return useContext(RendererEnvironmentContext)?.context ?? STANDALONE_CONTEXT;
}

export function useRendererEnvironment(): RendererEnvironment {
  const environment = useContext(RendererEnvironmentContext);
  if (!environment) {
    throw new Error(
      '<RenderContent> must be rendered inside <ContentRenderer>, which provides the registry and render context.',
    );
  }
  return environment;
}
