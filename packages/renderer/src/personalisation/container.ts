import { isPlainObject } from '../contentModel';
import type { ContentItem } from '../types';

/** The groups every shopper is in until their own are known. */
export const DEFAULT_CUSTOMER_GROUPS: readonly string[] = Object.freeze(['Unregistered', 'Everyone']);

/**
 * The groups a shopper is in by their login state alone, when nothing better is known (a commerce fault). Required:
 * "Defaults are Unregistered and Everyone"; a registered shopper's system groups are Registered and Everyone.
 */
export function systemGroupsFor(signedIn: boolean): readonly string[] {
  return signedIn ? ['Registered', 'Everyone'] : ['Unregistered', 'Everyone'];
}

/**
 * A segment is `{ id }` in Ridgeline's schema; the SFCC accelerator's schema stores plain strings.
 * Both are accepted.
 */
export type Segment = { id: string } | string;

export interface PersonalisationVariant {
  segment?: readonly Segment[];
  matchMode?: 'Any' | 'All';
  content?: readonly unknown[];
}

export interface PersonalisedContainer {
  variants?: readonly PersonalisationVariant[];
  maxNumberMatches?: number;
  defaultContent?: readonly unknown[];
}

function segmentIds(variant: PersonalisationVariant): string[] {
  if (!Array.isArray(variant.segment)) return [];
  return variant.segment
    .map((segment: unknown) =>
      typeof segment === 'string' ? segment : isPlainObject(segment) ? segment.id : undefined,
    )
    .filter((id): id is string => typeof id === 'string' && id !== '');
}

/** A variant without segments targets nobody, whatever its match mode. */
function variantMatches(variant: PersonalisationVariant, groups: ReadonlySet<string>): boolean {
  const ids = segmentIds(variant);
  if (ids.length === 0) return false;
  return variant.matchMode === 'All' ? ids.every((id) => groups.has(id)) : ids.some((id) => groups.has(id));
}

function contentItems(list: unknown): ContentItem[] {
  return Array.isArray(list) ? list.filter((entry): entry is ContentItem => isPlainObject(entry)) : [];
}

/**
 * The items a personalised container shows to a shopper: the content of the first
 * `maxNumberMatches` (default 1) variants whose segments match the customer groups, in order;
 * `defaultContent` when none matches. `Any` needs one segment in the groups, `All` every one
 * (a missing matchMode means Any). No groups (undefined or empty) means the defaults.
 */
export function resolvePersonalisedContent(
  container: PersonalisedContainer,
  customerGroups: readonly string[] = DEFAULT_CUSTOMER_GROUPS,
): ContentItem[] {
  const groups = new Set(customerGroups.length > 0 ? customerGroups : DEFAULT_CUSTOMER_GROUPS);
  const limit =
    typeof container.maxNumberMatches === 'number' &&
    Number.isInteger(container.maxNumberMatches) &&
    container.maxNumberMatches >= 1
      ? container.maxNumberMatches
      : 1;
  const variants = Array.isArray(container.variants) ? container.variants : [];
  const matching = variants
    .filter((variant) => isPlainObject(variant) && variantMatches(variant, groups))
    .slice(0, limit);
  if (matching.length === 0) return contentItems(container.defaultContent);
  return matching.flatMap((variant) => contentItems(variant.content));
}
