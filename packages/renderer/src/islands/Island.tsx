import { useContext, type ReactNode } from 'react';
import type { HydrationTrigger } from '../types';
import { IslandMarker } from './IslandMarker';
import { IslandsContext } from './IslandsContext';

export interface IslandProps {
  /** The name the browser runtime knows the part's component by (`hydrateIslands({ components })`). */
  kind: string;
  /** When the part hydrates. `none` renders it as static HTML. */
  trigger: HydrationTrigger;
  /** JSON-serialisable props: the browser renders `children`'s component with exactly these. */
  props: unknown;
  /**
   * With trigger `interaction`: a CSS selector of the links inside the part that it takes over in place once hydrated.
   * A plain click on one before then is held, the part hydrates, and the click is replayed (no page load).
   */
  holdLinks?: string;
  /** The part, rendered with `props`. */
  children: ReactNode;
}

/**
 * An app part (a header control, an add-to-bag form) that hydrates on its own in an islands document. In a document
 * that hydrates as a whole (development, editor routes, Storybook, tests) it is just its children.
 */
export function Island({ kind, trigger, props, holdLinks, children }: IslandProps) {
  const islands = useContext(IslandsContext);
  if (!islands || trigger === 'none') return <>{children}</>;
  return (
    <IslandMarker islands={islands} kind={kind} trigger={trigger} props={props} holdLinks={holdLinks}>
      {children}
    </IslandMarker>
  );
}
