import type { ReactNode } from 'react';
import type { HydrationTrigger } from '../types';
import type { ServerIslands } from './IslandsContext';
import { identifierPrefixOf, ISLAND_ATTRIBUTE, ISLAND_ID_ATTRIBUTE, PROPS_ATTRIBUTE, TRIGGER_ATTRIBUTE } from './markup';
import { serializeForScript } from './serialize';

export interface IslandMarkerProps {
  islands: ServerIslands;
  /** `block`, or the name of an app part the browser runtime was given a component for. */
  kind: string;
  trigger: Exclude<HydrationTrigger, 'none'>;
  /** JSON-serialisable props the browser hydrates the island with. */
  props: unknown;
  /** The island's tree: what the browser renders for these props, without the providers. */
  children: ReactNode;
}

/**
 * Server only. An island's container (`display: contents`, so it changes no layout) holding the island's HTML, then
 * its props as JSON. The tree is rendered in a root of its own (see ServerIslands) and inserted as HTML: the document
 * around it never hydrates. No hooks here: the nested render must not run between this component's hooks.
 */
export function IslandMarker({ islands, kind, trigger, props, children }: IslandMarkerProps) {
  const id = islands.nextId();
  const html = islands.renderToString(children, identifierPrefixOf(id));
  const container = {
    [ISLAND_ATTRIBUTE]: kind,
    [TRIGGER_ATTRIBUTE]: trigger,
    [ISLAND_ID_ATTRIBUTE]: id,
  };
  return (
    <>
      <div {...container} style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />
      <script type="application/json" {...{ [PROPS_ATTRIBUTE]: id }} dangerouslySetInnerHTML={{ __html: serializeForScript(props) }} />
    </>
  );
}
