import { createContext, useContext, type ReactNode } from 'react';
import type { HeadingLevel } from '@ridgeline/ui';

/**
 * Where a block sits on its page: index 0 is the first block. Pages (home-page, content-page)
 * provide it for each entry of `blocks`; a personalised container passes its own position on to
 * its first item and counts on from there. A block rendered alone (visualization, a story) is
 * treated as first.
 */
const BlockPositionContext = createContext<number>(0);

export function BlockPosition({ index, children }: { index: number; children?: ReactNode }) {
  return <BlockPositionContext.Provider value={index}>{children}</BlockPositionContext.Provider>;
}

export function useBlockPosition(): number {
  return useContext(BlockPositionContext);
}

/**
 * The heading rule: the main headline of the first block of a page is the page's `<h1>`; every
 * other block headline is an `<h2>`. Only headline-bearing blocks use level 1 (hero-banner);
 * section headers (button-group) are always `<h2>`.
 */
export function usePageHeadingLevel(): HeadingLevel {
  return useBlockPosition() === 0 ? 1 : 2;
}
