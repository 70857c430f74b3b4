/**
 * The price a component shows, in view-model form (docs/behaviour/product-tile.md#price): a single
 * price (`sales`, optional `list`) or a range (`minSale`…`maxSale`, optional `minList`…`maxList`).
 * Amounts are plain numbers in the currency's major unit (`89.9` = $89.90). The mapping from
 * commerce data (price books `regularPrices_{site}` / `salePrices_{site}`) happens outside `ui`.
 */
export type PriceModel = SinglePrice | RangePrice;

export interface SinglePrice {
  type: 'single';
  /** The current (sale) price. */
  sales: number;
  /** The list (regular) price; a sale when `sales < list`. */
  list?: number | null;
}

export interface RangePrice {
  type: 'range';
  minSale: number;
  maxSale: number;
  minList?: number | null;
  maxList?: number | null;
}

/** What a price model resolves to on screen (pure; see `describePrice`). */
export type PriceDisplay =
  | { kind: 'single'; current: number }
  | { kind: 'range'; min: number; max: number }
  | { kind: 'sale'; current: number; list: number; discountPercent: number }
  | { kind: 'sale-range'; min: number; max: number; listMin: number; listMax: number }
  | { kind: 'not-found' };

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** Whole cents, so comparisons and percentages do not suffer from binary fractions (7.1 * 100 = 709.999…). */
const cents = (amount: number) => Math.round(amount * 100);

/**
 * Percent off, truncated to a whole percent (docs/behaviour/product-tile.md#price): 100 → 66.67 is 33, never rounded up to 34.
 * 0 when there is no discount or the list price is not positive.
 */
export function discountPercent(current: number, list: number): number {
  const listCents = cents(list);
  const currentCents = cents(current);
  if (listCents <= 0 || currentCents >= listCents) return 0;
  return Math.floor(((listCents - currentCents) * 100) / listCents);
}

/**
 * Decides what to show (docs/behaviour/product-tile.md#price): sale when the current price is below the list price; a
 * range when the minimum differs from the maximum (a range whose ends are equal shows as one
 * price); 'Price Not Found' when there is no usable amount.
 */
export function describePrice(price: PriceModel | null | undefined): PriceDisplay {
  if (!price) return { kind: 'not-found' };
  if (price.type === 'single') {
    if (!isAmount(price.sales)) return { kind: 'not-found' };
    if (isAmount(price.list) && cents(price.sales) < cents(price.list)) {
      return {
        kind: 'sale',
        current: price.sales,
        list: price.list,
        discountPercent: discountPercent(price.sales, price.list),
      };
    }
    return { kind: 'single', current: price.sales };
  }
  const { minSale, maxSale } = price;
  if (!isAmount(minSale) || !isAmount(maxSale)) return { kind: 'not-found' };
  const min = Math.min(minSale, maxSale);
  const max = Math.max(minSale, maxSale);
  const listMin = isAmount(price.minList) ? price.minList : undefined;
  const listMax = isAmount(price.maxList) ? price.maxList : listMin;
  if (cents(min) === cents(max)) {
    return describePrice({
      type: 'single',
      sales: min,
      list: listMin !== undefined && cents(listMin) === cents(listMax ?? listMin) ? listMin : undefined,
    });
  }
  if (listMin !== undefined && listMax !== undefined && (cents(min) < cents(listMin) || cents(max) < cents(listMax))) {
    return { kind: 'sale-range', min, max, listMin: Math.min(listMin, listMax), listMax: Math.max(listMin, listMax) };
  }
  return { kind: 'range', min, max };
}

/** Lowest and highest current price of a model (for the tile's 'Sale' badge rule); undefined when unknown. */
export function priceBounds(price: PriceModel | null | undefined): { min: number; max: number } | undefined {
  if (!price) return undefined;
  if (price.type === 'single') return isAmount(price.sales) ? { min: price.sales, max: price.sales } : undefined;
  if (!isAmount(price.minSale) || !isAmount(price.maxSale)) return undefined;
  return { min: Math.min(price.minSale, price.maxSale), max: Math.max(price.minSale, price.maxSale) };
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Formats an amount with `Intl.NumberFormat` (cached per locale and currency). */
export function formatMoney(
  amount: number,
  { locale = 'en-US', currency = 'USD' }: { locale?: string; currency?: string } = {},
): string {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}

/** The required message for a missing price, word for word (docs/behaviour/product-tile.md#price). */
export const priceNotFoundMessage = 'Price Not Found';
