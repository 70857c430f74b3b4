import type { BlockDefinition, ContentItem, HydrationTrigger } from '../types';

export const HYDRATION_TRIGGERS: readonly HydrationTrigger[] = ['none', 'load', 'idle', 'visible', 'interaction'];

export function isHydrationTrigger(value: unknown): value is HydrationTrigger {
  return typeof value === 'string' && (HYDRATION_TRIGGERS as readonly string[]).includes(value);
}

/**
 * How a block hydrates for this item: its definition's `hydrate` (a trigger, or a function of the item), `'none'` when
 * absent. A function that throws or answers something else counts as `'load'`: interactive code that cannot say when
 * it is needed is safer hydrated than dead.
 */
export function hydrationOf(definition: Pick<BlockDefinition, 'hydrate'>, content: ContentItem): HydrationTrigger {
  const { hydrate } = definition;
  if (hydrate === undefined) return 'none';
  if (typeof hydrate !== 'function') return isHydrationTrigger(hydrate) ? hydrate : 'load';
  try {
    const trigger = hydrate(content);
    return isHydrationTrigger(trigger) ? trigger : 'load';
  } catch {
    return 'load';
  }
}
