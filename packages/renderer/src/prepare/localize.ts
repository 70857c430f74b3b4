import {
  ItemBudget,
  LIMIT_FAILURE_MESSAGE,
  MAX_ITEM_NESTING,
  MAX_ITEM_TEXT_LENGTH,
  MAX_PAGE_ITEMS,
  limitBreach,
  type ItemLimit,
  type LimitBreach,
} from '../contentLimits';
import { everyField, isLocalizedValue, isPlainObject, metaObjectKind } from '../contentModel';
import { childSlotsAt, type ChildSlots } from '../validation/childSlots';
import { formatFieldPath } from '../validation/fieldErrors';

/**
 * A localized-value object collapsed to one locale, as Content Delivery does when asked with a
 * `locale`: the exact locale, else the same language (`fr` for `fr-CA`), else the first value.
 * Entries that are not `{ locale, value }` objects are skipped.
 */
export function pickLocalizedValue(values: readonly { locale: string; value: unknown }[], locale: string): unknown {
  const entries = values.filter((entry) => isPlainObject(entry));
  const localeOf = (entry: { locale: unknown }) =>
    typeof entry.locale === 'string' ? entry.locale.toLowerCase() : undefined;
  const wanted = locale.toLowerCase();
  const language = wanted.split('-')[0];
  const exact = entries.find((entry) => localeOf(entry) === wanted);
  if (exact) return exact.value;
  const sameLanguage = entries.find((entry) => localeOf(entry)?.split('-')[0] === language);
  return (sameLanguage ?? entries[0])?.value;
}

export interface CopyHooks {
  /** Told of every object copied that carries `_meta`, with the caller's object it was copied from. */
  onObjectCopy?: (copy: Record<string, unknown>, source: Record<string, unknown>) => void;
  /**
   * Told of every item refused for crossing a limit (`contentLimits.ts`): its copy keeps only a trimmed `_meta`
   * (a refused value in a child slot that is not an object becomes an empty object).
   */
  onLimitBreach?: (copy: Record<string, unknown>, breach: LimitBreach) => void;
  /** Where an item's schema declares children (`ContentValidator.childSlots`): what stands there is counted on its own. */
  childSlots?: (schema: string) => ChildSlots | undefined;
}

/** One content item being copied (or whatever stands in a child slot): its budget, and whether it was refused. */
interface ItemCopy {
  readonly budget: ItemBudget;
  /** 1 for the root item, 2 for its children… */
  readonly nesting: number;
  readonly parent: ItemCopy | undefined;
  /** The frame that copies the item's own value (paths in breaches are relative to it). */
  readonly frame: Frame;
  readonly source: unknown;
  copy?: Record<string | number, unknown>;
  breach?: LimitBreach;
  /** Items started inside this one so far, and those directly inside it. */
  descendants: number;
  children: number;
}

/** A container (object or array) to copy, and where its copy goes. */
interface Frame {
  readonly source: readonly unknown[] | Record<string, unknown>;
  readonly target: Record<string | number, unknown>;
  readonly key: string | number;
  /** Levels below its item's value (the item's own value is 0). */
  readonly depth: number;
  readonly parent: Frame | undefined;
  /** The item this container belongs to; for an item's own object, the enclosing item until the frame starts its own. */
  item: ItemCopy | undefined;
  /** The value stands in a child slot of its parent's schema: it is counted as a child of its own. */
  readonly inSlot: boolean;
  /** The schema's child slots at this position. */
  slots: ChildSlots | undefined;
}

/** Kept of a refused item's `_meta`: what names it on a failure card and in the log, when it is plain text. */
const KEPT_META_FIELDS = ['schema', 'name', 'deliveryId', 'deliveryKey'] as const;
const KEPT_META_LENGTH = 2_048;

function trimmedMeta(source: unknown): Record<string, unknown> | undefined {
  if (!isPlainObject(source) || !isPlainObject(source._meta)) return undefined;
  const meta: Record<string, unknown> = {};
  for (const field of KEPT_META_FIELDS) {
    const value = source._meta[field];
    if (typeof value === 'string' && value.length <= KEPT_META_LENGTH) meta[field] = value;
  }
  return meta;
}

/** An object that starts a content item of its own (a child item has its own limits). */
function startsItem(value: Record<string, unknown>): boolean {
  if (value._meta === undefined) return false;
  const kind = metaObjectKind(value);
  return kind === 'item' || kind === 'missing-schema';
}

function refused(item: ItemCopy | undefined): boolean {
  for (let current = item; current; current = current.parent) if (current.breach) return true;
  return false;
}

/** The path of `key` under `frame`, relative to the item `frame` belongs to. */
function pathInItem(frame: Frame, key: string | number | undefined): string {
  const segments: (string | number)[] = key === undefined ? [] : [key];
  for (let current: Frame | undefined = frame; current && current !== frame.item!.frame; current = current.parent)
    segments.unshift(current.key);
  return formatFieldPath(segments);
}

function resolveLocalized(value: unknown, locale: string): unknown {
  let resolved = value;
  while (isPlainObject(resolved) && isLocalizedValue(resolved)) resolved = pickLocalizedValue(resolved.values, locale);
  return resolved;
}

/** JSON values only: functions, symbols and bigints are dropped as JSON.stringify would. */
function isJsonValue(value: unknown): boolean {
  return value !== undefined && typeof value !== 'function' && typeof value !== 'symbol' && typeof value !== 'bigint';
}

/**
 * A deep, JSON-only copy of a content tree with localized values collapsed. Preparation works on
 * this copy so the caller's object (often a shared cache entry) is never changed.
 *
 * Iterative (an explicit stack, no recursion on the content's depth) and guarded: each content
 * item is counted against the limits of `contentLimits.ts` as it is copied, and an item that crosses
 * one is not copied further. Its copy keeps only a trimmed `_meta`, and `onLimitBreach` says which
 * limit and where, so preparation fails that item alone. A child item counts as one value of its
 * parent; so does whatever stands in a child slot its parent's schema declares (`childSlots`), even
 * when it is not an item (an object without `_meta`, a list, a string): it is counted, and refused,
 * on its own. Everything after the copy works on a tree whose every item is within the limits.
 */
export function copyAndLocalize(value: unknown, locale: string, hooks: CopyHooks = {}): unknown {
  const root: Record<string, unknown> = {};
  const rootValue = resolveLocalized(value, locale);
  if (!Array.isArray(rootValue) && !isPlainObject(rootValue)) return isJsonValue(rootValue) ? rootValue : undefined;
  const refusedItems: ItemCopy[] = [];
  let pageItems = 0;
  /** Every item started, the root first: where a full page looks for what to refuse. */
  const started: ItemCopy[] = [];
  const stack: Frame[] = [
    {
      source: rootValue,
      target: root,
      key: 'root',
      depth: 0,
      parent: undefined,
      item: undefined,
      inSlot: true,
      slots: undefined,
    },
  ];

  const refuse = (item: ItemCopy, limit: ItemLimit, path: string) => {
    item.breach = limitBreach(limit, path);
    refusedItems.push(item);
  };

  while (stack.length > 0) {
    const frame = stack.pop()!;
    if (refused(frame.item)) continue;
    const { source } = frame;
    let depth = frame.depth;
    const isItem = isPlainObject(source) && startsItem(source);
    if (frame.inSlot || isItem) {
      const parent = frame.item;
      if (parent && pageItems >= MAX_PAGE_ITEMS) {
        // The page is full. The item holding the most items directly (a container of hundreds) made it so: it fails
        // with them, which frees what they counted, and the blocks around it still render. When the page itself
        // lists the most, the new item fails.
        let largest: ItemCopy | undefined;
        for (const candidate of started) {
          if (candidate.parent === undefined || refused(candidate)) continue;
          if (
            !largest ||
            candidate.children > largest.children ||
            (candidate.children === largest.children && candidate.descendants > largest.descendants)
          )
            largest = candidate;
        }
        const root = started[0]!;
        if (largest && largest.children > 0 && largest.children >= root.children) {
          refuse(largest, 'page-items', '');
          largest.parent!.children -= 1;
          for (let ancestor = largest.parent; ancestor; ancestor = ancestor.parent)
            ancestor.descendants -= 1 + largest.descendants;
          pageItems -= 1 + largest.descendants;
          if (refused(frame.item)) continue;
        } else {
          const refusedItem: ItemCopy = {
            budget: new ItemBudget(),
            nesting: parent.nesting + 1,
            parent,
            frame,
            source,
            descendants: 0,
            children: 0,
            copy: {},
          };
          frame.target[frame.key] = refusedItem.copy;
          refuse(refusedItem, 'page-items', '');
          continue;
        }
      }
      pageItems += 1;
      if (parent) parent.children += 1;
      for (let ancestor = parent; ancestor; ancestor = ancestor.parent) ancestor.descendants += 1;
      const nesting = (parent?.nesting ?? 0) + 1;
      frame.item = { budget: new ItemBudget(), nesting, parent, frame, source, descendants: 0, children: 0 };
      started.push(frame.item);
      frame.slots = isItem && hooks.childSlots ? childSlotsOfItem(source, hooks.childSlots) : undefined;
      depth = 0;
      if (nesting > MAX_ITEM_NESTING) {
        frame.item.copy = {};
        frame.target[frame.key] = frame.item.copy;
        refuse(frame.item, 'nesting', '');
        continue;
      }
    }
    const item = frame.item!;
    const isArray = Array.isArray(source);
    const copy: Record<string | number, unknown> = isArray ? ([] as never) : {};
    frame.target[frame.key] = copy;
    if (item.frame === frame) item.copy = copy;
    const children: Frame[] = [];
    const copyField = (key: string | number, raw: unknown): boolean => {
      const field = resolveLocalized(raw, locale);
      if (!isJsonValue(field)) {
        if (isArray) copy[key] = null;
        return true;
      }
      const fieldSlots = childSlotsAt(frame.slots, key);
      const inSlot = fieldSlots?.slot === true;
      // What stands in a child slot is one value of this item; its own size counts against its own limits.
      const limit = item.budget.count(inSlot ? undefined : field, depth + 1, key);
      if (limit) {
        refuse(item, limit, pathInItem(frame, key));
        return false;
      }
      if (Array.isArray(field) || isPlainObject(field)) {
        copy[key] = undefined; // keeps the field's place; its frame writes the copy
        children.push({
          source: field,
          target: copy,
          key,
          depth: depth + 1,
          parent: frame,
          item,
          inSlot,
          slots: inSlot ? undefined : fieldSlots,
        });
      } else if (inSlot && typeof field === 'string' && field.length > MAX_ITEM_TEXT_LENGTH) {
        const placeholder: Record<string, unknown> = {};
        copy[key] = placeholder;
        hooks.onLimitBreach?.(placeholder, limitBreach('text', ''));
      } else {
        copy[key] = field;
      }
      return true;
    };
    everyField(source as unknown[] | Record<string, unknown>, copyField);
    if (item.breach) continue;
    for (let index = children.length - 1; index >= 0; index--) stack.push(children[index]!);
    if (hooks.onObjectCopy && !isArray && '_meta' in copy) hooks.onObjectCopy(copy, source as Record<string, unknown>);
  }

  for (const item of refusedItems) {
    // Inside a refused item nothing is kept anyway; writing into its cleared copy would bring fields back.
    if (refused(item.parent)) continue;
    let copy = item.copy!;
    if (Array.isArray(copy)) {
      copy = {};
      item.frame.target[item.frame.key] = copy;
    }
    for (const key of Object.keys(copy)) delete copy[key];
    const meta = trimmedMeta(item.source);
    if (meta) copy._meta = meta;
    hooks.onLimitBreach?.(copy, item.breach!);
  }
  return root.root;
}

function childSlotsOfItem(
  item: Record<string, unknown>,
  childSlots: (schema: string) => ChildSlots | undefined,
): ChildSlots | undefined {
  const schema = isPlainObject(item._meta) ? item._meta.schema : undefined;
  return typeof schema === 'string' ? childSlots(schema) : undefined;
}

export { LIMIT_FAILURE_MESSAGE };
