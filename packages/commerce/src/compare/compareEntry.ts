import { initialColour, tileImages, type ProductTileModel } from '@ridgeline/ui';
import type { CompareEntry } from './compareList';

/** The compare entry of a product tile's model (what a list page knows of a product). */
export function compareEntryOf(product: ProductTileModel, currency: string): CompareEntry {
  const first = tileImages(product, initialColour(product)?.id)[0];
  return {
    productId: product.id,
    productName: product.name,
    href: product.href,
    ...(first ? { image: { url: first.url, alt: first.alt ?? product.name } } : {}),
    price: product.price,
    currency,
    type: { master: product.colours.length > 0 },
    ...(product.colours.length > 0
      ? {
          variationAttributes: [
            {
              id: 'color',
              name: 'Colour',
              values: product.colours.map((c) => ({ value: c.id, name: c.name, orderable: c.orderable })),
            },
          ],
        }
      : {}),
  };
}
