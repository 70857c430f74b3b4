import { createContext, useContext } from 'react';
import { preloadModule } from 'react-dom';

/**
 * An islands document (see README, "Islands"): final server HTML with no router runtime and no route data; only the
 * islands runtime, which hydrates each interactive part on its own. Set by entry.server for public pages; absent for a
 * document that hydrates as a whole (editor routes, the merchandiser toolkit, error pages, the dev server).
 */
export interface IslandsDocument {
  /** URL of the islands runtime (the `islands.client` entry's chunk). */
  entry: string;
}

/** A route module's `handle` that makes its pages islands documents (public pages; see README, "Islands"). */
export interface IslandsHandle {
  islands: true;
}

export const ISLANDS_HANDLE: IslandsHandle = { islands: true };

/**
 * A route module's `handle` for editor documents (`/visualization/…`, `/contampviz/…`): the Amplience app frames them,
 * so their `frame-ancestors` name its origins instead of `'none'` (see README, "Security headers").
 */
export interface EditorHandle {
  editor: true;
}

export const EDITOR_HANDLE: EditorHandle = { editor: true };

export const IslandsDocumentContext = createContext<IslandsDocument | null>(null);

export function useIslandsDocument(): IslandsDocument | null {
  return useContext(IslandsDocumentContext);
}

/**
 * Asks the browser for the code of the blocks a part of the page renders (`blockAssetsFor`, server side) in a document
 * that hydrates as a whole, which needs every block's code before it hydrates: React hoists these into `<head>` as
 * `modulepreload` links. An islands document loads a block's code only when its island wakes (see README, "Islands").
 */
export function usePreloadedBlockCode(assets: readonly string[]): void {
  const islands = useIslandsDocument() !== null;
  if (!islands) for (const href of assets) preloadModule(href, { as: 'script' });
}

/**
 * Speculation Rules for an islands document: same-origin page links are prefetched on hover or touch start
 * (`moderate`), so the normal page load that replaces client navigation starts early. Resource and editor routes are
 * left out.
 */
export const SPECULATION_RULES = {
  prefetch: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: ['/__*', '/visualization/*', '/contampviz/*', '/newsletter/*'] } },
          { not: { selector_matches: '[rel~="nofollow"], [target="_blank"]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
} as const;
