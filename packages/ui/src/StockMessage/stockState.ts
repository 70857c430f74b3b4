/** The low-inventory threshold (docs/behaviour/product-tile.md#stock): stock at or below it gets an "Only n left" message. */
export const lowStockThreshold = 5;

export interface StockInput {
  /** False when the product (or the chosen variation) cannot be ordered. */
  orderable: boolean;
  /** Units available to sell (`inventory.stockLevel`). */
  stockLevel?: number | null;
  /** Names the product in the low-stock message (`lowestStockLevelProductName`). */
  productName?: string | null;
}

export type StockStatus = 'out-of-stock' | 'low-stock' | 'in-stock';

export interface StockState {
  status: StockStatus;
  /** The message, word for word as required; undefined when in stock. */
  message?: string;
}

/**
 * Stock message (docs/behaviour/product-tile.md#stock): 'Out of stock' when not orderable or nothing is left;
 * 'Only {stockLevel} left!' (or 'Only {stockLevel} left for {productName}!') when 1 to
 * `threshold` (5) units remain; nothing otherwise, including an unknown stock level.
 */
export function stockState(
  { orderable, stockLevel, productName }: StockInput,
  threshold = lowStockThreshold,
): StockState {
  const level = typeof stockLevel === 'number' && Number.isFinite(stockLevel) ? Math.floor(stockLevel) : undefined;
  if (!orderable || (level !== undefined && level <= 0)) return { status: 'out-of-stock', message: 'Out of stock' };
  if (level !== undefined && level <= threshold) {
    const name = productName?.trim();
    return { status: 'low-stock', message: name ? `Only ${level} left for ${name}!` : `Only ${level} left!` };
  }
  return { status: 'in-stock' };
}
