import { STATE_KEY, isPlainObject, stateOf } from './contentModel';

/** What a prepared tree holds, for the app: how many items, how many failed, and whether anything is left to see. */
export interface PreparedContentSummary {
  /** Content items with a state (the root included). */
  items: number;
  /** Items that failed (a failed item's own children were not prepared and are not counted). */
  failedItems: number;
  /**
   * Nothing of the content renders: the root failed, or it holds blocks and every block a visitor would see failed
   * (every item that holds no other item). A page like that must not be cached, and is worth an error in the log.
   */
  allBlocksFailed: boolean;
}

/**
 * Counts the items of a prepared tree (`prepareContent`'s result, on the server or after it was sent to the
 * browser). Iterative: no recursion on the content's depth; loader data (`__ridgeline.data`) is not walked.
 */
export function summarizePreparedContent(prepared: unknown): PreparedContentSummary {
  const rootState = stateOf(prepared);
  if (!rootState) return { items: 0, failedItems: 0, allBlocksFailed: false };
  let items = 1;
  let failedItems = rootState.status === 'failed' ? 1 : 0;
  if (rootState.status === 'failed') return { items, failedItems, allBlocksFailed: true };

  /** Per item below the root: failed, and whether another item sits inside it. */
  const below: { failed: boolean; holdsItems: boolean }[] = [];
  const stack: { value: unknown; owner: number }[] = [];
  const pushFields = (value: unknown, owner: number) => {
    if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index--) stack.push({ value: value[index], owner });
    } else if (isPlainObject(value)) {
      for (const key in value) {
        if (key !== STATE_KEY && key !== '_meta' && Object.prototype.hasOwnProperty.call(value, key))
          stack.push({ value: value[key], owner });
      }
    }
  };
  pushFields(prepared, -1);
  while (stack.length > 0) {
    const { value, owner } = stack.pop()!;
    const state = stateOf(value);
    if (!state) {
      pushFields(value, owner);
      continue;
    }
    items += 1;
    if (owner >= 0) below[owner]!.holdsItems = true;
    const failed = state.status === 'failed';
    if (failed) failedItems += 1;
    below.push({ failed, holdsItems: false });
    if (!failed) pushFields(value, below.length - 1);
  }
  const visible = below.filter((item) => !item.holdsItems);
  return { items, failedItems, allBlocksFailed: visible.length > 0 && visible.every((item) => item.failed) };
}
