import { MAX_ITEM_DEPTH } from '../contentLimits';
import { isPlainObject } from '../contentModel';

/**
 * Where a content type's schema declares child items (a content-link or content-reference), as a tree of field
 * names, `*` standing for any list index: home-page → `blocks` → `*` is a slot. Preparation counts what stands in
 * a slot as a child of its own, whatever it is, so an oversized value where a block belongs fails alone.
 */
export interface ChildSlots {
  /** This position is a child's place. */
  readonly slot: boolean;
  readonly children: ReadonlyMap<string, ChildSlots>;
}

interface MutableSlots {
  slot: boolean;
  children: Map<string, MutableSlots>;
}

export const ANY_INDEX = '*';

/** The slot tree below `slots` for the field `key` (a list index matches `*`). */
export function childSlotsAt(slots: ChildSlots | undefined, key: string | number): ChildSlots | undefined {
  return slots?.children.get(typeof key === 'number' ? ANY_INDEX : key);
}

function pointerTarget(document: unknown, fragment: string): unknown {
  let node: unknown = document;
  if (fragment === '' || fragment === '/') return node;
  for (const raw of fragment.replace(/^\//, '').split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isPlainObject(node) && !Array.isArray(node)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/**
 * The slot tree of one schema. `documents` maps each schema `$id` (without `#`) to its schema; `isChildDeclaration`
 * says whether a (resolved) schema node is the content-link or content-reference definition. Follows `$ref`,
 * `allOf`/`anyOf`/`oneOf`, `properties` and `items`, down to `MAX_ITEM_DEPTH` fields; schemas are trusted code,
 * and a `$ref` cycle ends there.
 */
export function childSlotsOf(
  schemaId: string,
  documents: ReadonlyMap<string, unknown>,
  isChildDeclaration: (node: unknown) => boolean,
): ChildSlots {
  const root: MutableSlots = { slot: false, children: new Map() };
  const seen = new Set<string>();
  const nodeIds = new Map<object, number>();
  const idOf = (node: object) => {
    let id = nodeIds.get(node);
    if (id === undefined) nodeIds.set(node, (id = nodeIds.size));
    return id;
  };
  const stack: { node: unknown; base: string; path: string[]; slots: MutableSlots }[] = [
    { node: documents.get(schemaId), base: schemaId, path: [], slots: root },
  ];
  while (stack.length > 0) {
    const { node, base, path, slots } = stack.pop()!;
    if (!isPlainObject(node) || path.length > MAX_ITEM_DEPTH) continue;
    const visit = `${idOf(node)}|${path.join('\u0000')}`;
    if (seen.has(visit)) continue;
    seen.add(visit);
    if (isChildDeclaration(node)) {
      slots.slot = true;
      continue;
    }
    const below = (key: string) => {
      let child = slots.children.get(key);
      if (!child) slots.children.set(key, (child = { slot: false, children: new Map() }));
      return child;
    };
    if (typeof node.$ref === 'string') {
      const [document = '', fragment = ''] = node.$ref.split('#');
      const documentId = document === '' ? base : document;
      stack.push({ node: pointerTarget(documents.get(documentId), fragment), base: documentId, path, slots });
    }
    for (const combinator of ['allOf', 'anyOf', 'oneOf'] as const) {
      const options = node[combinator];
      if (Array.isArray(options)) for (const option of options) stack.push({ node: option, base, path, slots });
    }
    if (isPlainObject(node.properties)) {
      for (const [name, property] of Object.entries(node.properties))
        stack.push({ node: property, base, path: [...path, name], slots: below(name) });
    }
    if (isPlainObject(node.items))
      stack.push({ node: node.items, base, path: [...path, ANY_INDEX], slots: below(ANY_INDEX) });
  }
  return root;
}
