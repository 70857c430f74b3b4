import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { IslandProviders, ServerIslands } from './IslandsContext';

export interface ServerIslandsOptions {
  /** The providers every island root renders inside: the same component the browser runtime is given. */
  Providers?: IslandProviders;
  /** Prefix of this document's island ids. Default `i`. */
  idPrefix?: string;
}

/**
 * The islands of one server render (one per request): give it to `<IslandsContext.Provider>` around the document.
 * Each island is rendered with `renderToString` in a root of its own (React supports this re-entrant use), wrapped in
 * `Providers`, with its id as `identifierPrefix`: exactly what `hydrateIslands` renders in the browser.
 */
export function createServerIslands({ Providers, idPrefix = 'i' }: ServerIslandsOptions = {}): ServerIslands {
  let count = 0;
  return {
    nextId: () => `${idPrefix}${++count}`,
    renderToString(tree: ReactNode, identifierPrefix: string) {
      return renderToString(Providers ? <Providers>{tree}</Providers> : <>{tree}</>, { identifierPrefix });
    },
  };
}
