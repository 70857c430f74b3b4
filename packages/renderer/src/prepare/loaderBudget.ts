/**
 * One-pass data loading within a budget: a registry whose block loaders are each held to `budgetMs`, so one slow
 * upstream never holds a whole page. Knows no block and no app: the caller says what to do about a late or failed one.
 */
import type { BlockDefinition, BlockRegistry } from '../types';

/** A block whose loader did not give its data in time (or failed): the page went without it. */
export interface LoaderShortfall {
  schema: string;
  deliveryId?: string;
}

export interface LoaderWatch {
  /** A loader still running when the budget ran out: told once; the block gets no data. */
  onOverBudget(block: LoaderShortfall): void;
  /** A loader that failed within the budget. */
  onFailure?(block: LoaderShortfall): void;
}

/**
 * The registry with every loader held to `budgetMs`: a loader still running then resolves to no data (the block
 * renders its empty state; in the browser its block query fetches the data later) and `watch.onOverBudget` is told
 * once. The loader itself runs on under its own upstream deadlines; its late result or failure is dropped silently.
 */
export function withLoaderBudget(registry: BlockRegistry, budgetMs: number, watch: LoaderWatch): BlockRegistry {
  const budgeted = new Map<string, BlockDefinition>();
  const hold = (definition: BlockDefinition): BlockDefinition => {
    const load = definition.load!;
    return {
      ...definition,
      load: (content, ctx) => {
        const block: LoaderShortfall = {
          schema: definition.schema,
          ...(content._meta?.deliveryId ? { deliveryId: content._meta.deliveryId } : {}),
        };
        return new Promise((resolve, reject) => {
          const timer = setTimeout(() => {
            watch.onOverBudget(block);
            resolve(undefined);
          }, budgetMs);
          Promise.resolve()
            .then(() => load(content, ctx))
            .then(
              (data) => {
                clearTimeout(timer);
                resolve(data);
              },
              (error: unknown) => {
                clearTimeout(timer);
                watch.onFailure?.(block);
                reject(error);
              },
            );
        });
      },
    };
  };
  return {
    has: (schema) => registry.has(schema),
    get schemas() {
      return registry.schemas;
    },
    get(schema) {
      const definition = registry.get(schema);
      if (!definition?.load) return definition;
      let held = budgeted.get(schema);
      if (!held) budgeted.set(schema, (held = hold(definition)));
      return held;
    },
  };
}
