import { ItemBudget, limitBreach, type LimitBreach } from '../contentLimits';
import { CORE, deliveryIdOf, everyField, isPlainObject, metaObjectKind } from '../contentModel';
import { childSlotsAt, type ChildSlots } from './childSlots';
import { formatFieldPath, type FieldPath } from './fieldErrors';

export interface ValidationView {
  /** The item with each inlined child replaced by the content-link stub it was inlined from. */
  view: Record<string, unknown>;
  /** Where those children sit: errors at or below these paths belong to the child, not the parent. */
  childPaths: FieldPath[];
  /** Set when the item crosses a limit of `contentLimits.ts`: then `view` is incomplete and must not be validated. */
  breach?: LimitBreach;
}

interface Frame {
  readonly source: readonly unknown[] | Record<string, unknown>;
  readonly target: Record<string | number, unknown>;
  readonly key: string | number;
  readonly depth: number;
  readonly parent: Frame | undefined;
  readonly slots: ChildSlots | undefined;
}

function pathOf(frame: Frame, key: string | number): FieldPath {
  const path: (string | number)[] = [key];
  for (let current: Frame | undefined = frame; current?.parent; current = current.parent) path.unshift(current.key);
  return path;
}

/** An inlined child (or an object with a broken `_meta`), as the content-link stub its parent's schema expects. */
function childStub(value: Record<string, unknown>): Record<string, unknown> | undefined {
  const kind = metaObjectKind(value);
  if (kind !== 'item' && kind !== 'missing-schema') return undefined;
  const schema = kind === 'item' ? (value._meta as { schema: string }).schema : 'about:missing-schema';
  return { _meta: { schema: CORE.contentLink }, contentType: schema, id: deliveryIdOf(value) ?? 'inlined' };
}

/**
 * What the parent's validation sees in one of its child slots: the stub of an inlined item, the link fields of a
 * link stub, or an empty value of the same type for anything else (judged on its own, never the parent's error).
 */
function slotView(value: unknown): unknown {
  if (isPlainObject(value)) {
    const stub = childStub(value);
    if (stub) return stub;
    if (metaObjectKind(value) === 'link-stub') {
      const { contentType, id } = value;
      return {
        _meta: { schema: (value._meta as { schema: string }).schema },
        ...(typeof contentType === 'string' ? { contentType } : {}),
        ...(typeof id === 'string' ? { id } : {}),
      };
    }
    return {};
  }
  if (Array.isArray(value)) return [];
  return typeof value === 'string' ? '' : value;
}

/**
 * The item as its own schema sees it. A parent's schema declares content-link where delivery
 * inlined a whole child item; each child is validated separately against its own schema, so a
 * failing child (invalid, unknown schema, no schema) never fails its parent.
 *
 * Iterative (no recursion on the content's depth), and counted against the limits of
 * `contentLimits.ts`: the copy stops at the first limit crossed. Whatever stands in one of the schema's child
 * `slots` counts as one value, whatever it holds, as does an inlined child anywhere.
 */
export function validationView(item: Record<string, unknown>, slots?: ChildSlots): ValidationView {
  const childPaths: FieldPath[] = [];
  const budget = new ItemBudget();
  const root: Record<string, unknown> = {};
  const stack: Frame[] = [{ source: item, target: root, key: 'view', depth: 0, parent: undefined, slots }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    const { source, depth } = frame;
    const isArray = Array.isArray(source);
    const copy: Record<string | number, unknown> = isArray ? ([] as never) : {};
    frame.target[frame.key] = copy;
    const children: Frame[] = [];
    let breach: LimitBreach | undefined;
    const copyField = (key: string | number, field: unknown): boolean => {
      const fieldSlots = childSlotsAt(frame.slots, key);
      if (fieldSlots?.slot) {
        const limit = budget.count(undefined, depth + 1, key);
        if (limit) {
          breach = limitBreach(limit, formatFieldPath(pathOf(frame, key)));
          return false;
        }
        childPaths.push(pathOf(frame, key));
        copy[key] = slotView(field);
        return true;
      }
      const limit = budget.count(field, depth + 1, key);
      if (limit) {
        breach = limitBreach(limit, formatFieldPath(pathOf(frame, key)));
        return false;
      }
      // An object with an item's _meta is a child where the schema says nothing; where it declares a field (an
      // image-link, say) the value is that field, validated as the parent's, whatever its _meta claims.
      const stub = key !== '_meta' && fieldSlots === undefined && isPlainObject(field) ? childStub(field) : undefined;
      if (stub) {
        childPaths.push(pathOf(frame, key));
        copy[key] = stub;
      } else if (Array.isArray(field) || isPlainObject(field)) {
        copy[key] = undefined; // keeps the field's place; its frame writes the copy
        children.push({
          source: field as Frame['source'],
          target: copy,
          key,
          depth: depth + 1,
          parent: frame,
          slots: fieldSlots,
        });
      } else {
        copy[key] = field;
      }
      return true;
    };
    everyField(source as unknown[] | Record<string, unknown>, copyField);
    if (breach) return { view: root.view as Record<string, unknown>, childPaths, breach };
    for (let index = children.length - 1; index >= 0; index--) stack.push(children[index]!);
  }
  return { view: root.view as Record<string, unknown>, childPaths };
}

/** A set of field paths, asked whether a path lies at or below any of them. */
export class PathSet {
  private readonly root = new Map<string, PathNode>();

  constructor(paths: Iterable<FieldPath> = []) {
    for (const path of paths) this.add(path);
  }

  add(path: FieldPath): void {
    let children = this.root;
    let node: PathNode | undefined;
    for (const segment of path) {
      const key = String(segment);
      node = children.get(key);
      if (!node) children.set(key, (node = { end: false, children: new Map() }));
      children = node.children;
    }
    if (node) node.end = true;
  }

  /** True when `path` is one of the set's paths or lies below one. */
  covers(path: FieldPath): boolean {
    let children = this.root;
    for (const segment of path) {
      const node = children.get(String(segment));
      if (!node) return false;
      if (node.end) return true;
      children = node.children;
    }
    return false;
  }
}

interface PathNode {
  end: boolean;
  children: Map<string, PathNode>;
}
