import type { CommerceConfig } from './config.server';
import { sdk } from './sdk.server';
import { clientConfig } from './token.server';

/** What the bag page shows of a line's product beyond the basket's own fields. */
export interface LineProduct {
  id: string;
  name?: string;
  /** The image service URL without size parameters. */
  imageBase?: string;
  imageAlt?: string;
  /** The chosen variation values by their display names: `[{ name: 'Colour', value: 'Black' }]`. */
  variationValues: { name: string; value: string }[];
  /** Whether the product can still be ordered online (in stock and orderable). */
  orderable: boolean;
  /** Units available to sell, when the API says. */
  stockLevel?: number;
}

export interface LineProductApi {
  /** The products of the given ids; an id the catalogue no longer has is missing from the map. */
  lineProducts(accessToken: string, ids: readonly string[]): Promise<Map<string, LineProduct>>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an untyped API payload, each field checked where read
type Raw = Record<string, any>;
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** A Shopper Products `Product` (variant) as a `LineProduct`. */
export function toLineProduct(product: Raw): LineProduct | undefined {
  const id = text(product?.id);
  if (!id) return undefined;
  const values = (product.variationValues ?? {}) as Record<string, unknown>;
  const attributes = Array.isArray(product.variationAttributes) ? (product.variationAttributes as Raw[]) : [];
  const variationValues: LineProduct['variationValues'] = [];
  for (const [attributeId, raw] of Object.entries(values)) {
    const value = text(raw);
    if (!value) continue;
    const attribute = attributes.find((candidate) => candidate?.id === attributeId);
    const entry = Array.isArray(attribute?.values)
      ? (attribute.values as Raw[]).find((candidate) => candidate?.value === value)
      : undefined;
    variationValues.push({ name: text(attribute?.name) ?? attributeId, value: text(entry?.name) ?? value });
  }
  const groups = Array.isArray(product.imageGroups) ? (product.imageGroups as Raw[]) : [];
  const group =
    groups.find((candidate) => candidate?.viewType === 'small') ??
    groups.find((candidate) => candidate?.viewType === 'medium') ??
    groups[0];
  const image = Array.isArray(group?.images) ? (group.images as Raw[])[0] : undefined;
  const imageBase = text(image?.disBaseLink) ?? text(image?.link)?.replace(/[?#].*$/, '');
  const inventory = (product.inventory ?? {}) as Raw;
  const stockLevel =
    typeof inventory.ats === 'number'
      ? inventory.ats
      : typeof inventory.stockLevel === 'number'
        ? inventory.stockLevel
        : undefined;
  const orderable = inventory.orderable !== false && (stockLevel === undefined || stockLevel > 0);
  const name = text(product.name);
  return {
    id,
    ...(name ? { name } : {}),
    ...(imageBase ? { imageBase, imageAlt: text(image?.alt) ?? name ?? id } : {}),
    variationValues,
    orderable,
    ...(stockLevel !== undefined ? { stockLevel } : {}),
  };
}

/** Shopper Products `getProducts` with the shopper's own token (the bag page is personal; nothing is shared-cached). */
export function createLineProductApi(config: CommerceConfig, fetchImpl?: typeof fetch): LineProductApi {
  const base = fetchImpl ? clientConfig(config, fetchImpl as never) : clientConfig(config);
  return {
    async lineProducts(accessToken, ids) {
      const out = new Map<string, LineProduct>();
      const unique = [...new Set(ids)].filter((id) => /^[\w.-]{1,100}$/.test(id));
      for (let i = 0; i < unique.length; i += 24) {
        const client = new sdk.ShopperProducts({ ...base, headers: { authorization: `Bearer ${accessToken}` } });
        const result = (await client.getProducts({
          parameters: {
            ids: unique.slice(i, i + 24),
            expand: ['availability', 'images', 'variations'],
            locale: config.locale,
            currency: config.currency,
          },
        })) as { data?: Raw[] };
        for (const raw of result.data ?? []) {
          const product = toLineProduct(raw);
          if (product) out.set(product.id, product);
        }
      }
      return out;
    },
  };
}
