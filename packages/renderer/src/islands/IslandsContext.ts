import { createContext, type ComponentType, type ReactNode } from 'react';

/**
 * How a server renders islands: given through `<IslandsContext.Provider>` around an islands document (see
 * `createServerIslands` in `@ridgeline/renderer/server`). A ContentRenderer under it writes island markers for the
 * blocks that hydrate; without it (Storybook, tests, a document that hydrates as a whole) it writes none.
 */
export interface ServerIslands {
  /**
   * Takes an island's tree, to be rendered in a React root of its own once the document is rendered (as the
   * browser's `hydrateRoot` will), and gives its id (unique in the document) and the placeholder its HTML replaces.
   */
  register(tree: ReactNode): { id: string; placeholder: string };
}

export const IslandsContext = createContext<ServerIslands | null>(null);

/** Providers every island root is wrapped in, on the server and in the browser. They must render no DOM. */
export type IslandProviders = ComponentType<{ children: ReactNode }>;
