import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Catalog } from './catalog.js';

type Queryable = Pick<PGlite | Transaction, 'query'>;

/**
 * Stock: the catalogue's seed stock minus what placed orders took (`inventory_sold`). The catalogue variants'
 * `ats` (what Shopper Products and Search report) is kept equal to that; checks that must not race read the
 * database inside their transaction instead.
 */
export interface Inventory {
  /** the catalogue's stock before any order (undefined for an unknown product) */
  seed(productId: string): number | undefined;
  /** units left, from the database (use inside the transaction that then takes them) */
  availableIn(db: Queryable, productId: string): Promise<number>;
  /** records units as sold; the caller has checked they are available in the same transaction */
  take(db: Queryable, items: readonly { productId: string; quantity: number }[]): Promise<void>;
  /** brings the catalogue's `ats` in line with the database (after opening it, after an order commits) */
  refresh(db: Queryable, productIds?: readonly string[]): Promise<void>;
}

export function createInventory(catalog: Catalog): Inventory {
  const seeds = new Map<string, number>();
  for (const [id, { variant }] of catalog.variantById) seeds.set(id, variant.ats);

  const sold = async (db: Queryable, productId: string): Promise<number> => {
    const { rows } = await db.query<{ quantity: number }>('select quantity from inventory_sold where product_id = $1', [
      productId,
    ]);
    return rows[0]?.quantity ?? 0;
  };

  return {
    seed: (productId) => seeds.get(productId),
    async availableIn(db, productId) {
      const seed = seeds.get(productId);
      if (seed === undefined) return 0;
      return Math.max(0, seed - (await sold(db, productId)));
    },
    async take(db, items) {
      for (const { productId, quantity } of items) {
        await db.query(
          `insert into inventory_sold (product_id, quantity) values ($1, $2)
           on conflict (product_id) do update set quantity = inventory_sold.quantity + excluded.quantity`,
          [productId, quantity],
        );
      }
    },
    async refresh(db, productIds) {
      const { rows } = productIds
        ? await db.query<{ product_id: string; quantity: number }>(
            'select product_id, quantity from inventory_sold where product_id = any($1::text[])',
            [productIds],
          )
        : await db.query<{ product_id: string; quantity: number }>('select product_id, quantity from inventory_sold');
      for (const { product_id, quantity } of rows) {
        const hit = catalog.variantById.get(product_id);
        const seed = seeds.get(product_id);
        if (hit && seed !== undefined) hit.variant.ats = Math.max(0, seed - quantity);
      }
    },
  };
}
