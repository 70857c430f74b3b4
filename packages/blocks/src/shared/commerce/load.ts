import type { LoaderContext } from '@ridgeline/renderer';
import type { ProductTileModel } from '@ridgeline/ui';
import { toTileModels, type HtmlSanitizer } from '@ridgeline/commerce';
import type { CommerceProduct, CommerceService, TileDisplayOptions } from '@ridgeline/commerce';

/** Product carousels show at most 10 slides (docs/behaviour/blocks.md#product-carousels). */
export const MAX_PRODUCT_SLIDES = 10;

/**
 * What the product carousels' loaders return (JSON-serialisable: it travels to the browser in the page's
 * loader data, so `toTileModel` keeps the models to what the tile uses).
 */
export interface ProductCarouselData {
  products: ProductTileModel[];
}

export class MissingCommerceServiceError extends Error {
  constructor() {
    super('No commerce service: pass `services: { commerce }` (a CommerceService) to prepareContent');
    this.name = 'MissingCommerceServiceError';
  }
}

function isCommerceService(value: unknown): value is CommerceService {
  const candidate = value as Partial<CommerceService> | null | undefined;
  return (
    typeof candidate?.productsByCategory === 'function' &&
    typeof candidate.recommendations === 'function' &&
    typeof candidate.productsByIds === 'function'
  );
}

/** `ctx.services.commerce`, checked; throws (→ a `loader-failed` block) when absent. */
export function commerceService(ctx: Pick<LoaderContext, 'services'>): CommerceService {
  const service = ctx.services?.commerce;
  if (!isCommerceService(service)) throw new MissingCommerceServiceError();
  return service;
}

/**
 * The renderer's sanitize-html allow-list, loaded on demand: loaders run on the server, and the
 * dynamic import keeps sanitize-html out of the browser's bundle of the blocks (the registry, and so
 * `load`, is shared with the browser).
 */
export async function serverSanitizer(): Promise<HtmlSanitizer> {
  const { sanitizeRichText } = await import('@ridgeline/renderer/prepare');
  return sanitizeRichText;
}

/**
 * Commerce products → at most 10 tile view models, callouts sanitized, shown as the shop's service says
 * (`tileDisplay`: its switches); member-exclusive products only for Loyalty Members (`customerGroups`: the render
 * context's, so a page's segment decides it).
 */
export async function tileData(
  products: readonly CommerceProduct[],
  customerGroups?: readonly string[],
  display?: TileDisplayOptions,
): Promise<ProductCarouselData> {
  const sanitize = await serverSanitizer();
  const options = { ...display, sanitize, ...(customerGroups ? { customerGroups } : {}) };
  return { products: toTileModels(products, options, MAX_PRODUCT_SLIDES) };
}
