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
  /** The part, rendered with `props`. */
  children: ReactNode;
}

/**
 * An app part (a header control, an add-to-bag form) that hydrates on its own in an islands document. In a document
 * that hydrates as a whole (development, editor routes, Storybook, tests) it is just its children.
 */
export function Island({ kind, trigger, props, children }: IslandProps) {
  const islands = useContext(IslandsContext);
  if (!islands || trigger === 'none') return <>{children}</>;
  return (
    <IslandMarker islands={islands} kind={kind} trigger={trigger} props={props}>
      {children}
    </IslandMarker>
  );
}
