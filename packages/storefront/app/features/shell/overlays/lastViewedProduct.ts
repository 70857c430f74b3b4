/**
 * The last product the shopper viewed, kept in localStorage for Pick Up Where You Left Off (its rules are
 * @ridgeline/renderer's). The product page calls `rememberLastViewedProduct` once it shows a product; the overlays
 * island reads it.
 */
import { LAST_VIEWED_PRODUCT_KEY, parseLastViewedProduct, type LastViewedProduct } from '@ridgeline/renderer';
import { readStorage, writeStorage } from './storage';

/** Stores the product the shopper is looking at; false when it is not a valid product or storage refuses it. */
export function rememberLastViewedProduct(product: LastViewedProduct): boolean {
  const valid = parseLastViewedProduct(product);
  if (!valid) return false;
  return writeStorage('local', LAST_VIEWED_PRODUCT_KEY, JSON.stringify(valid));
}

/** The stored product, if there is a valid one. */
export function readLastViewedProduct(): LastViewedProduct | undefined {
  const raw = readStorage('local', LAST_VIEWED_PRODUCT_KEY);
  if (!raw) return undefined;
  try {
    return parseLastViewedProduct(JSON.parse(raw));
  } catch {
    return undefined;
  }
}
