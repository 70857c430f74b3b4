import type { PriceModel } from '../Price/priceModel';

export interface PricedColour {
  id: string;
  name: string;
  price: PriceModel | null;
}

export interface PriceTier {
  /** Stable key of the tier (the price it stands for). */
  key: string;
  price: PriceModel | null;
  colours: { id: string; name: string }[];
}

const amount = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.round(value * 100) : 'x';

/** Identity of a price for grouping: equal amounts (to the cent) form one tier. */
export function priceKey(price: PriceModel | null): string {
  if (!price) return 'none';
  return price.type === 'single'
    ? `s:${amount(price.sales)}:${amount(price.list)}`
    : `r:${amount(price.minSale)}:${amount(price.maxSale)}:${amount(price.minList)}:${amount(price.maxList)}`;
}

const lowest = (price: PriceModel | null) =>
  !price ? Number.POSITIVE_INFINITY : price.type === 'single' ? price.sales : Math.min(price.minSale, price.maxSale);

/**
 * Groups colours by price tier: colours with the same price share a tier. Tiers are ordered by
 * their (lowest current) price, cheapest first; colours keep their order; colours without a
 * price come last.
 */
export function groupPriceTiers(colours: readonly PricedColour[]): PriceTier[] {
  const tiers = new Map<string, PriceTier>();
  for (const colour of colours) {
    const key = priceKey(colour.price);
    let tier = tiers.get(key);
    if (!tier) {
      tier = { key, price: colour.price, colours: [] };
      tiers.set(key, tier);
    }
    tier.colours.push({ id: colour.id, name: colour.name });
  }
  return [...tiers.values()].sort((a, b) => lowest(a.price) - lowest(b.price));
}
