import { createContext, type ComponentType, type ReactNode } from 'react';

/**
 * How a server renders islands: given through `<IslandsContext.Provider>` around an islands document (see
 * `createServerIslands` in `@ridgeline/renderer/server`). A ContentRenderer under it writes island markers for the
 * blocks that hydrate; without it (Storybook, tests, a document that hydrates as a whole) it writes none.
 */
export interface ServerIslands {
  /**
   * Renders one island's tree in a React root of its own, as the browser's `hydrateRoot` will (same providers, same
   * `identifierPrefix`), so ids made with `useId` match on both sides. Synchronous: lazy blocks are already loaded.
   */
  renderToString(tree: ReactNode, identifierPrefix: string): string;
  /** The next island id of this document (unique per request). */
  nextId(): string;
}

export const IslandsContext = createContext<ServerIslands | null>(null);

/** Providers every island root is wrapped in, on the server and in the browser. They must render no DOM. */
export type IslandProviders = ComponentType<{ children: ReactNode }>;
