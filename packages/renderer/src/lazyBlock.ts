import type { ComponentType } from 'react';
import { isPlainObject, schemaOf, stateOf } from './contentModel';
import type {
  BlockComponent,
  BlockDefinition,
  BlockProps,
  BlockRegistry,
  ContentItem,
  LazyBlockComponent,
} from './types';

type Loaded<P> = ComponentType<P> | { default: ComponentType<P> };

const LAZY_BLOCK = Symbol.for('ridgeline.lazyBlock');

/** A thenable React's `use()` reads synchronously once settled (React checks `status`/`value`). */
interface TrackedPromise<T> extends Promise<T> {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
}

/**
 * A block component whose code is loaded on demand: `component: lazyBlock(() => import('./HeroBanner'))`
 * (a module with a `default` export) or `lazyBlock(() => import('./HeroBanner').then((m) => m.HeroBanner))`.
 * The loader runs once (a failed load is retried on the next call). `prepareContent` and `preloadBlocks`
 * load the components a tree uses, so a server render never suspends; a block whose code is not loaded
 * yet suspends inside its own Suspense boundary (during hydration React keeps the server HTML meanwhile).
 */
export function lazyBlock<C extends ContentItem = ContentItem, D = unknown>(
  loader: () => Promise<Loaded<BlockProps<C, D>>>,
): LazyBlockComponent<C, D> {
  let promise: TrackedPromise<ComponentType<BlockProps<C, D>>> | undefined;
  const lazy: LazyBlockComponent<C, D> = {
    [LAZY_BLOCK]: true,
    get loaded() {
      return promise?.status === 'fulfilled' ? promise.value : undefined;
    },
    load() {
      if (promise && promise.status !== 'rejected') return promise;
      const tracked: TrackedPromise<ComponentType<BlockProps<C, D>>> = Promise.resolve()
        .then(loader)
        .then((loaded) => {
          const component = isModule(loaded) ? loaded.default : loaded;
          // A function component, or memo/forwardRef/lazy (objects that React tags with $$typeof).
          if (typeof component !== 'function' && !(isPlainObject(component) && '$$typeof' in component)) {
            throw new TypeError(
              'lazyBlock: the loader resolved to no component (give a module with a default export, or the component).',
            );
          }
          return component;
        });
      tracked.status = 'pending';
      tracked.then(
        (value) => {
          tracked.status = 'fulfilled';
          tracked.value = value;
        },
        (reason: unknown) => {
          tracked.status = 'rejected';
          tracked.reason = reason;
        },
      );
      promise = tracked;
      return tracked;
    },
  } as LazyBlockComponent<C, D>;
  return lazy;
}

function isModule<P>(value: Loaded<P>): value is { default: ComponentType<P> } {
  return typeof value === 'object' && value !== null && 'default' in value && !('$$typeof' in value);
}

export function isLazyBlock(component: unknown): component is LazyBlockComponent {
  return isPlainObject(component) && (component as Record<symbol, unknown>)[LAZY_BLOCK] === true;
}

/** A block's component, loading its code first when it is lazy. */
export async function loadBlockComponent<C extends ContentItem, D>(
  definition: Pick<BlockDefinition<C, D>, 'component'>,
): Promise<ComponentType<BlockProps<C, D>>> {
  const component: BlockComponent<C, D> = definition.component;
  return isLazyBlock(component)
    ? (component.load() as Promise<ComponentType<BlockProps<C, D>>>)
    : (component as ComponentType<BlockProps<C, D>>);
}

/** Every schema with a registered block among the items of a (prepared or raw) tree, in first-seen order. Failed items are skipped. */
export function usedBlockSchemas(content: unknown, registry: BlockRegistry): string[] {
  const schemas = new Set<string>();
  // An explicit stack, in document order: raw content may nest deeper than the call stack allows.
  const stack: unknown[] = [content];
  while (stack.length > 0) {
    const value = stack.pop();
    if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index--) stack.push(value[index]);
      continue;
    }
    if (!isPlainObject(value) || stateOf(value)?.status === 'failed') continue;
    const schema = '_meta' in value ? schemaOf(value) : undefined;
    if (schema !== undefined && registry.has(schema)) schemas.add(schema);
    const fields: unknown[] = [];
    for (const key in value) {
      if (key !== '_meta' && key !== '__ridgeline' && Object.prototype.hasOwnProperty.call(value, key))
        fields.push(value[key]);
    }
    for (let index = fields.length - 1; index >= 0; index--) stack.push(fields[index]);
  }
  return [...schemas];
}

/**
 * Loads the code of every lazy block a content tree uses, so rendering it never suspends (server render,
 * hydration, client navigation), and returns the schemas of all blocks it uses (lazy or not), e.g. for
 * the server to preload their chunks. Rejects when a block's code fails to load.
 */
export async function preloadBlocks(content: unknown, registry: BlockRegistry): Promise<string[]> {
  const schemas = usedBlockSchemas(content, registry);
  await preloadBlockSchemas(schemas, registry);
  return schemas;
}

/** Loads the code of the given schemas' lazy blocks (unknown schemas are ignored). */
export async function preloadBlockSchemas(schemas: Iterable<string>, registry: BlockRegistry): Promise<void> {
  const loads: Promise<unknown>[] = [];
  for (const schema of schemas) {
    const component = registry.get(schema)?.component;
    if (isLazyBlock(component) && !component.loaded) loads.push(component.load());
  }
  await Promise.all(loads);
}

/** How long hydration waits for the blocks' code before it starts anyway (blocks then hydrate as their code arrives). */
export const BLOCK_CODE_WAIT_MS = 3000;

/** The schemas of the content items a server rendered into `root` (every block's root carries `data-schema`). */
export function schemasInDocument(root: ParentNode = document): string[] {
  const schemas = new Set<string>();
  root.querySelectorAll('[data-schema]').forEach((element) => {
    const schema = element.getAttribute('data-schema');
    if (schema) schemas.add(schema);
  });
  return [...schemas];
}

/**
 * Loads the code of the blocks a server-rendered page shows, before hydration starts. The server already asked the
 * browser to fetch it (`modulepreload`), so this mostly waits for downloads in flight; in exchange the page hydrates
 * in one pass, and nothing a shopper types or clicks lands in a block that is still server HTML. A chunk that fails
 * or hangs never blocks hydration: after `waitMs` (or the failure) it resolves anyway.
 */
export function preloadRenderedBlocks({
  registry,
  root = document,
  waitMs = BLOCK_CODE_WAIT_MS,
}: {
  registry: BlockRegistry;
  root?: ParentNode;
  waitMs?: number;
}): Promise<void> {
  const loads = preloadBlockSchemas(schemasInDocument(root), registry).catch(() => undefined);
  return Promise.race([loads, new Promise<void>((resolve) => setTimeout(resolve, waitMs))]);
}
