import { startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { schemaOf, stateOf } from '../contentModel';
import { preloadBlocks } from '../lazyBlock';
import { consoleLogger } from '../logging';
import { RendererEnvironmentContext, type RendererEnvironment } from '../rendering/RendererEnvironment';
import { renderBlockBoundary } from '../rendering/renderTree';
import type { BlockRegistry, ContentItem, HydrationTrigger, Logger } from '../types';
import { isHydrationTrigger } from './hydration';
import type { IslandProviders } from './IslandsContext';
import { ISLAND_FAILED_EVENT } from './browserSignals';
import {
  BLOCK_ISLAND,
  identifierPrefixOf,
  ISLAND_ATTRIBUTE,
  ISLAND_ID_ATTRIBUTE,
  ISLAND_STATE_ATTRIBUTE,
  PROPS_ATTRIBUTE,
  stopEarlyClickCatcher,
  TRIGGER_ATTRIBUTE,
  type BlockIslandProps,
  type IslandState,
} from './markup';
import { waitForTrigger, type Replay } from './triggers';

export interface HydrateIslandsOptions {
  /** The blocks (lazy components): block islands and the blocks nested in them load their code from here. */
  registry: BlockRegistry;
  /** The providers every island root renders inside, the same as the server's (Emotion cache, theme). No DOM. */
  Providers?: IslandProviders;
  /** App parts that are islands: kind → loader of the component, which gets the island's props. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an island takes its props as JSON, whatever they are
  components?: Readonly<Record<string, () => Promise<ComponentType<any>>>>;
  /** Where a block that throws inside an island is reported. Default: one JSON line on the console. (An island that
   * cannot load its code is reported as one `island-failed` line on the console and an `ISLAND_FAILED_EVENT`.) */
  logger?: Logger;
  /** Where to look for islands. Default: the document. */
  root?: ParentNode;
}

/** One line per island that cannot hydrate, however often it is retried. */
export interface IslandErrorEntry {
  level: 'error';
  event: 'island-failed';
  island: string;
  kind: string;
  schema?: string;
  message: string;
}

const Fragment = ({ children }: { children: ReactNode }) => <>{children}</>;

/**
 * Events a page dispatches on a region whose server HTML it replaces in place (a product list's new filter state):
 * `ISLANDS_REMOVING_EVENT` before it takes the region out (its islands unmount, so their portals, scroll locks and
 * `aria-hidden` marks go with them), `ISLANDS_ADDED_EVENT` on the new region once it is in the document (its islands
 * hydrate as the document's did). Both bubble to the document, where the document's `hydrateIslands` listens.
 */
export const ISLANDS_REMOVING_EVENT = 'ridgeline:islands-removing';
export const ISLANDS_ADDED_EVENT = 'ridgeline:islands-added';

/** Each hydrated island's React root, by its container: what `ISLANDS_REMOVING_EVENT` unmounts. */
const islandRoots = new WeakMap<Element, Root>();

/** Unmounts the hydrated islands inside `region` (the region itself included). */
export function unmountIslands(region: Element): void {
  const containers = [region, ...Array.from(region.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`))];
  for (const container of containers) {
    islandRoots.get(container)?.unmount();
    islandRoots.delete(container);
  }
}

/** The document's runtime answers the in-place events of its regions (once per document). */
const listening = new WeakSet<Node>();
function listenForReplacedRegions(root: Document, options: HydrateIslandsOptions): void {
  if (listening.has(root)) return;
  listening.add(root);
  root.addEventListener(ISLANDS_REMOVING_EVENT, (event) => {
    if (event.target instanceof Element) unmountIslands(event.target);
  });
  root.addEventListener(ISLANDS_ADDED_EVENT, (event) => {
    if (event.target instanceof Element) hydrateIslands({ ...options, root: event.target });
  });
}

/**
 * Hydrates every island of an islands document, each on its own when its trigger holds (see README, "Islands"):
 * reads its props, loads only its code (the block and the blocks nested in it), then `hydrateRoot`s its container
 * with the island's id as `identifierPrefix`. An island whose code fails to load keeps its server HTML (links still
 * navigate) and is logged once. Returns a promise per island, settled when it has hydrated or failed.
 */
export function hydrateIslands(options: HydrateIslandsOptions): Promise<IslandState>[] {
  const root = options.root ?? document;
  if (!options.root) listenForReplacedRegions(document, options);
  const containers = root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]:not([${ISLAND_STATE_ATTRIBUTE}])`);
  const states = Array.from(containers, (container) => hydrateIsland(container, options));
  // Every island's trigger is set up (synchronously, above) and holds its own clicks from here on.
  if (!options.root) stopEarlyClickCatcher();
  return states;
}

/**
 * `'idle'` islands hydrate one after another, each in an idle period of its own once the one before it is done: work
 * that can wait never stacks several islands' code and commits into one long task (Total Blocking Time).
 */
let idleLane: Promise<unknown> = Promise.resolve();

/** Resolves when it is this idle island's turn; call the returned `done` once it has hydrated or failed. */
function takeIdleTurn(container: HTMLElement): { turn: Promise<Replay>; done: () => void } {
  let done!: () => void;
  const finished = new Promise<void>((resolve) => (done = resolve));
  const turn = idleLane.then(() => waitForTrigger(container, 'idle'));
  idleLane = turn.then(() => finished);
  return { turn, done };
}

async function hydrateIsland(container: HTMLElement, options: HydrateIslandsOptions): Promise<IslandState> {
  const kind = container.getAttribute(ISLAND_ATTRIBUTE) ?? '';
  const id = container.getAttribute(ISLAND_ID_ATTRIBUTE) ?? '';
  const trigger: HydrationTrigger = isHydrationTrigger(container.getAttribute(TRIGGER_ATTRIBUTE))
    ? (container.getAttribute(TRIGGER_ATTRIBUTE) as HydrationTrigger)
    : 'load';
  const setState = (state: IslandState) => container.setAttribute(ISLAND_STATE_ATTRIBUTE, state);
  setState('pending');
  let props: unknown;
  let schema: string | undefined;
  let replay: Replay | undefined;
  const idle = trigger === 'idle' ? takeIdleTurn(container) : undefined;
  try {
    props = readProps(container, id);
    if (kind === BLOCK_ISLAND) schema = schemaOf((props as BlockIslandProps).content as ContentItem);
    replay = await (idle ? idle.turn : waitForTrigger(container, trigger === 'none' ? 'load' : trigger));
    setState('loading');
    const tree =
      kind === BLOCK_ISLAND
        ? await blockTree(props as BlockIslandProps, options)
        : await partTree(kind, props, options);
    const Providers = options.Providers ?? Fragment;
    await new Promise<void>((resolve) => {
      startTransition(() => {
        const reactRoot = hydrateRoot(
          container,
          <Providers>
            <HydratedSignal onHydrated={resolve}>{tree}</HydratedSignal>
          </Providers>,
          { identifierPrefix: identifierPrefixOf(id) },
        );
        islandRoots.set(container, reactRoot);
      });
    });
    setState('hydrated');
    return 'hydrated';
  } catch (error) {
    setState('failed');
    const entry: IslandErrorEntry = {
      level: 'error',
      event: 'island-failed',
      island: id,
      kind,
      ...(schema ? { schema } : {}),
      message: error instanceof Error ? error.message : String(error),
    };
    console.error(JSON.stringify(entry));
    if (typeof window !== 'undefined' && typeof CustomEvent === 'function') {
      window.dispatchEvent(new CustomEvent<IslandErrorEntry>(ISLAND_FAILED_EVENT, { detail: entry }));
    }
    return 'failed';
  } finally {
    // After hydration React handles the held click; after a failure the element's native behaviour does.
    replay?.();
    idle?.done();
  }
}

function readProps(container: HTMLElement, id: string): unknown {
  const script = container.nextElementSibling;
  if (!(script instanceof HTMLScriptElement) || script.getAttribute(PROPS_ATTRIBUTE) !== id) {
    throw new Error(`island ${id}: its props script is missing`);
  }
  return JSON.parse(script.textContent ?? 'null');
}

async function blockTree(
  { content, context, blockData }: BlockIslandProps,
  options: HydrateIslandsOptions,
): Promise<ReactNode> {
  const { registry, logger = consoleLogger } = options;
  // The island's block and every block nested in it: hydration must never suspend on code still loading.
  await preloadBlocks(content, registry);
  const item = content as ContentItem;
  const schema = schemaOf(item);
  const definition = schema === undefined ? undefined : registry.get(schema);
  if (!definition) throw new Error(`no block is registered for ${schema ?? 'an item without a schema'}`);
  const state = stateOf(item);
  const data = state?.status === 'ok' ? state.data : undefined;
  if (blockData) {
    // Only an island whose data did not come with the page loads TanStack Query, and fetches.
    const { dataQueryEnvironment } = await import('./dataQuery');
    const environment: RendererEnvironment = { registry, context, logger, blockData: dataQueryEnvironment(blockData) };
    return (
      <RendererEnvironmentContext.Provider value={environment}>
        {renderBlockBoundary(definition, item, data, environment, { query: true })}
      </RendererEnvironmentContext.Provider>
    );
  }
  const environment: RendererEnvironment = { registry, context, logger };
  return (
    <RendererEnvironmentContext.Provider value={environment}>
      {renderBlockBoundary(definition, item, data, environment)}
    </RendererEnvironmentContext.Provider>
  );
}

async function partTree(kind: string, props: unknown, options: HydrateIslandsOptions): Promise<ReactNode> {
  const load = options.components?.[kind];
  if (!load) throw new Error(`no component is registered for islands of kind "${kind}"`);
  const Part = await load();
  return <Part {...(props as object)} />;
}

/** Calls `onHydrated` once the island's tree has committed (effects run after hydration). Renders no DOM. */
function HydratedSignal({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return <>{children}</>;
}
