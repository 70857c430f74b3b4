import type { ReactNode } from 'react';
import type { HydrationTrigger } from '../types';
import type { ServerIslands } from './IslandsContext';
import {
  HOLD_LINKS_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  ISLAND_ID_ATTRIBUTE,
  PROPS_ATTRIBUTE,
  TRIGGER_ATTRIBUTE,
} from './markup';
import { serializeForScript } from './serialize';

export interface IslandMarkerProps {
  islands: ServerIslands;
  /** `block`, or the name of an app part the browser runtime was given a component for. */
  kind: string;
  trigger: Exclude<HydrationTrigger, 'none'>;
  /** JSON-serialisable props the browser hydrates the island with. */
  props: unknown;
  /** Links held until hydration (`IslandProps.holdLinks`). */
  holdLinks?: string | undefined;
  /** The island's tree: what the browser renders for these props, without the providers. */
  children: ReactNode;
}

/**
 * Server only. An island's container (`display: contents`, so it changes no layout), then its props as JSON. The
 * container holds a placeholder: the island's tree is rendered in a root of its own after the document (see
 * `createServerIslands`), whose HTML replaces it. The document around it never hydrates.
 */
export function IslandMarker({ islands, kind, trigger, props, holdLinks, children }: IslandMarkerProps) {
  const { id, placeholder } = islands.register(children);
  const container = {
    [ISLAND_ATTRIBUTE]: kind,
    [TRIGGER_ATTRIBUTE]: trigger,
    [ISLAND_ID_ATTRIBUTE]: id,
    ...(holdLinks && trigger === 'interaction' ? { [HOLD_LINKS_ATTRIBUTE]: holdLinks } : {}),
  };
  return (
    <>
      <div {...container} style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: placeholder }} />
      <script
        type="application/json"
        {...{ [PROPS_ATTRIBUTE]: id }}
        dangerouslySetInnerHTML={{ __html: serializeForScript(props) }}
      />
    </>
  );
}
