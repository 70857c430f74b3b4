// Types only from ui: this module is in the compare tray's idle chunk, which must not pull ui's code.
import type { CompareTrayProduct, PriceModel } from '@ridgeline/ui';

/** The most products the tray compares at once. */
export const MAX_COMPARE = 4;
/** Where the compare list is kept (localStorage): it outlives page loads, and is this browser's alone. */
export const COMPARE_STORAGE_KEY = 'ridgeline-compare';

/** What the compare limit says, word for word. */
export const COMPARE_LIMIT_WARNING = {
  title: 'Maximum products reached',
  description: 'You can only compare up to 4 products at once.',
} as const;

/**
 * One compared product: the compare entry's fields. The storefront fills what a product tile knows (the catalogue's
 * `priceRanges`, `tieredPrices`, `custom`, `variants` are not in a tile and stay absent until a page that has them
 * adds a product).
 */
export interface CompareEntry {
  productId: string;
  productName: string;
  /** The product page (not a compare-entry field: the tray links each column's product). */
  href?: string;
  image?: { url: string; alt?: string };
  price?: PriceModel | null;
  priceRanges?: { pricebook?: string; minPrice?: number; maxPrice?: number }[];
  tieredPrices?: { quantity?: number; price?: number }[];
  currency?: string;
  custom?: Record<string, unknown>;
  type?: { master?: boolean; variant?: boolean; set?: boolean; bundle?: boolean; item?: boolean };
  variants?: { productId: string; orderable?: boolean; variationValues?: Record<string, string> }[];
  variationAttributes?: { id: string; name: string; values: { value: string; name: string; orderable?: boolean }[] }[];
}

export type CompareResult = 'added' | 'removed' | 'limit';

/**
 * The compare rule: a product already in the list is removed; otherwise it is added while fewer than `MAX_COMPARE`
 * are in it, else nothing changes and the caller warns ('limit'). Never a duplicate.
 */
export function toggleCompare(
  list: readonly CompareEntry[],
  entry: CompareEntry,
): { list: CompareEntry[]; result: CompareResult } {
  if (list.some((item) => item.productId === entry.productId)) {
    return { list: list.filter((item) => item.productId !== entry.productId), result: 'removed' };
  }
  if (list.length >= MAX_COMPARE) return { list: [...list], result: 'limit' };
  return { list: [...list, entry], result: 'added' };
}

const isEntry = (value: unknown): value is CompareEntry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CompareEntry).productId === 'string' &&
  (value as CompareEntry).productId.length > 0 &&
  typeof (value as CompareEntry).productName === 'string';

/** Where storage failures are reported (the storefront's logger, an error each). */
export type CompareLog = (event: string, detail: Record<string, unknown>) => void;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The stored list. A storage that cannot be read (private mode, blocked) is logged and gives an empty list; a stored
 * value that is not a list of compare entries (bad JSON, another shape, more than the maximum) is logged and removed.
 * Duplicates are dropped.
 */
export function readCompareList(
  storage: Pick<Storage, 'getItem' | 'removeItem'> | undefined,
  log: CompareLog,
): CompareEntry[] {
  let raw: string | null;
  try {
    if (!storage) return [];
    raw = storage.getItem(COMPARE_STORAGE_KEY);
  } catch (error) {
    log('compare-storage-read-failed', { message: messageOf(error) });
    return [];
  }
  if (raw === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    parsed = error;
  }
  if (!Array.isArray(parsed) || parsed.length > MAX_COMPARE || !parsed.every(isEntry)) {
    log('compare-storage-corrupted', { message: 'The stored compare list is not a list of products; it was removed.' });
    try {
      storage!.removeItem(COMPARE_STORAGE_KEY);
    } catch (error) {
      log('compare-storage-write-failed', { message: messageOf(error) });
    }
    return [];
  }
  const seen = new Set<string>();
  return parsed.filter((entry) => !seen.has(entry.productId) && Boolean(seen.add(entry.productId)));
}

/** Stores the list (an empty list removes the key); a failed write is logged and the page goes on with its copy. */
export function writeCompareList(
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined,
  list: readonly CompareEntry[],
  log: CompareLog,
): boolean {
  try {
    if (!storage) return false;
    if (list.length === 0) storage.removeItem(COMPARE_STORAGE_KEY);
    else storage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(list));
    return true;
  } catch (error) {
    log('compare-storage-write-failed', { message: messageOf(error) });
    return false;
  }
}

/**
 * What a shopper sees of a compare entry: image, name (a link), price, and one column per variation attribute with
 * its values' names. productId keys the rows; currency formats the price; custom, type, variants, priceRanges and
 * tieredPrices are kept in the stored entry but not shown (internal or, for a list page's products, not known).
 */
export function trayProduct(entry: CompareEntry): CompareTrayProduct {
  return {
    id: entry.productId,
    name: entry.productName,
    ...(entry.href ? { href: entry.href } : {}),
    ...(entry.image ? { image: entry.image } : {}),
    price: entry.price ?? null,
    variations: (entry.variationAttributes ?? []).map((attribute) => ({
      name: attribute.name,
      values: attribute.values.map((value) => value.name),
    })),
  };
}
