import type { FieldError } from './types';

// How much one content item may hold before preparation refuses it. Each limit sits far above what
// real content reaches (the largest demo item holds 256 values, about 4,000 characters, and nests 6
// levels; a page is at most 4 items deep) and well below what makes validation, a server render or
// the JSON sent to the browser slow, or what overflows the stack of a recursive reader (V8's
// JSON.stringify fails between 3,000 and 20,000 levels). A child item starts its own count: a page
// is not limited by the size of its blocks, only by the number of them it lists.

/** Levels of objects and arrays inside one item, counted from the item (its child items start again). */
export const MAX_ITEM_DEPTH = 32;
/** Values one item holds (objects, arrays, strings, numbers, booleans, nulls), a child item counting as one. */
export const MAX_ITEM_VALUES = 2_000;
/** Characters of text one item holds: every string value and field name. */
export const MAX_ITEM_TEXT_LENGTH = 200_000;
/** Items inside items: a page, a container in it, a carousel in that and its cards is 4. */
export const MAX_ITEM_NESTING = 16;
/**
 * Content items in one prepared tree (a page and everything in it; a real page holds a few dozen, the demo home page
 * 40). Past it, the item holding the most items directly fails with them, so the blocks around it still render.
 */
export const MAX_PAGE_ITEMS = 300;
/** Field errors kept on one invalid item; the failure's message still gives the total. */
export const MAX_FIELD_ERRORS = 50;

export type ItemLimit = 'depth' | 'values' | 'text' | 'nesting' | 'page-items';

/** Why an item was refused: which limit, and the field error that says where. */
export interface LimitBreach {
  limit: ItemLimit;
  error: FieldError;
}

const formatCount = (count: number) => count.toLocaleString('en-US');

const LIMIT_MESSAGES: Record<ItemLimit, string> = {
  depth: `nests more than ${MAX_ITEM_DEPTH} levels deep (the most one content item may nest)`,
  values: `takes the item over ${formatCount(MAX_ITEM_VALUES)} values (the most one content item may hold)`,
  text: `takes the item over ${formatCount(MAX_ITEM_TEXT_LENGTH)} characters of text (the most one content item may hold)`,
  nesting: `sits more than ${MAX_ITEM_NESTING} content items deep (items inside items); the deepest items are not rendered`,
  'page-items': `holds the most items of a page that has more than ${MAX_PAGE_ITEMS} content items (children of children counted)`,
};

/** The message of the one failure an over-limit item becomes. */
export const LIMIT_FAILURE_MESSAGE = 'The item is too large or too deeply nested to be rendered.';

export function limitBreach(limit: ItemLimit, path: string): LimitBreach {
  return { limit, error: { path, message: LIMIT_MESSAGES[limit] } };
}

/**
 * What one item holds so far, counted while an item is copied (preparation, the validation view):
 * a walker adds each value as it reaches it and stops copying the item at the first limit crossed,
 * so the cost of an over-limit item is bounded by the limits, not by its size.
 */
export class ItemBudget {
  private values = 0;
  private text = 0;

  /** Counts one value at `depth` levels below the item, reached through a field named `key`; the limit it crosses, if any. */
  count(value: unknown, depth: number, key: string | number): ItemLimit | undefined {
    this.values += 1;
    if (typeof key === 'string') this.text += key.length;
    if (typeof value === 'string') this.text += value.length;
    if (depth > MAX_ITEM_DEPTH) return 'depth';
    if (this.values > MAX_ITEM_VALUES) return 'values';
    if (this.text > MAX_ITEM_TEXT_LENGTH) return 'text';
    return undefined;
  }
}
