import type { PriceModel, ProductTileColour, ProductTileImage, ProductTileModel, ProductTilePromotion } from '@ridgeline/ui';
import type { CommerceImage, CommerceImageGroup, CommerceProduct, CommerceVariant } from './types';

/** Sanitizes promotion callout HTML (the renderer's `sanitizeRichText` on the server). */
export type HtmlSanitizer = (html: string) => string;

export interface ToTileModelOptions {
  /** Required: callouts are HTML from the commerce back office and `ui` renders them as given. */
  sanitize: HtmlSanitizer;
  /** Product page URL; default `/product/{id}`. */
  productHref?: (id: string) => string;
  /** Where the tile shows (`c_callOutMessageDisplayPages`); default `tile`. */
  displayPage?: string;
}

const REGULAR_PRICEBOOK = /^regularPrices_/i;
const SALE_PRICEBOOK = /^salePrices_/i;
/** Image view types a tile shows, best first: `medium` is sized for tiles (496 wide), `large` is the fallback. */
const TILE_VIEW_TYPES = ['medium', 'large'] as const;

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;

export function productIdOf(product: CommerceProduct): string | undefined {
  return [product.id, product.productId].find(nonEmpty);
}

export function productNameOf(product: CommerceProduct): string {
  return [product.name, product.productName].find(nonEmpty) ?? productIdOf(product) ?? '';
}

/** A custom flag from the product, else its represented product (search hits carry both). */
function flag<K extends keyof NonNullable<CommerceProduct['representedProduct']>>(product: CommerceProduct, key: K) {
  const own = (product as Record<string, unknown>)[key as string];
  if (own !== undefined && own !== null) return own as NonNullable<CommerceProduct['representedProduct']>[K];
  return product.representedProduct?.[key];
}

function listRange(product: CommerceProduct): { min: number; max: number } | undefined {
  const range = product.priceRanges?.find((r) => REGULAR_PRICEBOOK.test(r.pricebook ?? ''));
  if (range && isAmount(range.minPrice)) return { min: range.minPrice, max: isAmount(range.maxPrice) ? range.maxPrice : range.minPrice };
  const regular = Object.entries(product.prices ?? {}).find(([book]) => REGULAR_PRICEBOOK.test(book))?.[1];
  return isAmount(regular) ? { min: regular, max: regular } : undefined;
}

/**
 * The tile's price (seeds §3 "price feed for a tile"): the current price is `price` (lowest
 * effective) … `priceMax`; the list price comes from the `regularPrices_{site}` price book
 * (`priceRanges`, else `prices`). One current amount → `single` (a sale when below the list
 * price), two → `range`. No amount → `null` ('Price Not Found').
 */
export function tilePrice(product: CommerceProduct): PriceModel | null {
  const saleRange = product.priceRanges?.find((r) => SALE_PRICEBOOK.test(r.pricebook ?? ''));
  const min = isAmount(product.price) ? product.price : isAmount(saleRange?.minPrice) ? saleRange.minPrice : undefined;
  if (min === undefined) return null;
  const max = isAmount(product.priceMax) && product.priceMax > min ? product.priceMax : min;
  const list = listRange(product);
  if (Math.round(min * 100) === Math.round(max * 100)) {
    return list && list.max > min ? { type: 'single', sales: min, list: list.max } : { type: 'single', sales: min };
  }
  return {
    type: 'range',
    minSale: min,
    maxSale: max,
    ...(list ? { minList: list.min, maxList: list.max } : {}),
  };
}

function groupColour(group: CommerceImageGroup): string | undefined {
  return group.variationAttributes?.find((a) => a.id === 'color')?.values?.[0]?.value;
}

function toImages(images: readonly CommerceImage[] | undefined): ProductTileImage[] {
  return (images ?? [])
    .filter((image) => nonEmpty(image?.link))
    .map((image) => ({ url: image.link, ...(nonEmpty(image.alt) ? { alt: image.alt } : {}) }));
}

/** The images of one colour (or, with `colourId` undefined, the generic groups), best view type first. */
function imagesFor(product: CommerceProduct, colourId: string | undefined): ProductTileImage[] {
  const groups = product.imageGroups ?? [];
  for (const viewType of TILE_VIEW_TYPES) {
    const group = groups.find((g) => g.viewType === viewType && groupColour(g) === colourId);
    const images = toImages(group?.images);
    if (images.length > 0) return images;
  }
  return [];
}

function variantsOfColour(variants: readonly CommerceVariant[] | undefined, colourId: string): CommerceVariant[] {
  return (variants ?? []).filter((v) => v.variationValues?.color === colourId);
}

/** Colours in catalogue order; a colour is orderable when any of its variants is (seeds §4.1). */
export function tileColours(product: CommerceProduct): ProductTileColour[] {
  const attribute = product.variationAttributes?.find((a) => a.id === 'color');
  return (attribute?.values ?? [])
    .filter((value) => nonEmpty(value.value))
    .map((value) => {
      const variants = variantsOfColour(product.variants, value.value);
      const orderable = variants.length > 0 ? variants.some((v) => v.orderable === true) : value.orderable !== false;
      const own = imagesFor(product, value.value);
      const images = own.length > 0 ? own : toImages(value.image ? [value.image] : []);
      return {
        id: value.value,
        name: nonEmpty(value.name) ? value.name : value.value,
        orderable,
        ...(nonEmpty(value.imageSwatch?.link) ? { swatchUrl: value.imageSwatch.link } : {}),
        images,
      };
    });
}

/** Drops `<a …>` / `</a>` tags (keeping their text) from sanitized HTML. */
export function unwrapLinks(html: string): string {
  return html.replace(/<a\b[^>]*>/gi, '').replace(/<\/a\s*>/gi, '').trim();
}

/**
 * Promotion callouts for a tile: those shown on `displayPage` (or everywhere), HTML sanitized,
 * empty ones dropped, duplicates (same sanitized HTML) once.
 */
export function tilePromotions(product: CommerceProduct, sanitize: HtmlSanitizer, displayPage = 'tile'): ProductTilePromotion[] {
  const seen = new Set<string>();
  const out: ProductTilePromotion[] = [];
  for (const promotion of product.productPromotions ?? []) {
    const pages = promotion.c_callOutMessageDisplayPages;
    if (Array.isArray(pages) && pages.length > 0 && !pages.includes(displayPage)) continue;
    if (!nonEmpty(promotion.calloutMsg)) continue;
    const opensAccountDrawer = promotion.c_calloutOpenAccount === true;
    let html = sanitize(promotion.calloutMsg).trim();
    // A callout that opens the account drawer is itself a button: links inside it would be nested
    // interactive content (axe `nested-interactive`), so they are unwrapped to their text.
    if (opensAccountDrawer) html = unwrapLinks(html);
    if (!html || seen.has(html)) continue;
    seen.add(html);
    out.push({ calloutHtml: html, ...(opensAccountDrawer ? { opensAccountDrawer: true } : {}) });
  }
  return out;
}

/**
 * Stock (seeds §4.1): out of stock when a product with variants has no orderable variant, or when
 * the inventory says it is not orderable; the stock level from the inventory when known.
 */
export function tileStock(product: CommerceProduct): ProductTileModel['stock'] {
  const variants = product.variants ?? [];
  const inventory = product.inventory;
  const variantsOrderable = variants.length > 0 ? variants.some((v) => v.orderable === true) : undefined;
  const orderable = (variantsOrderable ?? true) && (inventory?.orderable ?? product.orderable ?? true);
  const stockLevel = isAmount(inventory?.stockLevel) ? inventory.stockLevel : undefined;
  if (!inventory && variantsOrderable === undefined && product.orderable === undefined) return undefined;
  return { orderable, ...(stockLevel !== undefined ? { stockLevel } : {}) };
}

/** Maps a Shopper Products `Product` or a Shopper Search hit to ui's `ProductTileModel`. */
export function toTileModel(product: CommerceProduct, options: ToTileModelOptions): ProductTileModel | undefined {
  const id = productIdOf(product);
  if (!id) return undefined;
  const name = productNameOf(product);
  const colours = tileColours(product);
  const generic = imagesFor(product, undefined);
  const images = generic.length > 0 ? generic : toImages(product.image ? [product.image] : []);
  const gridBadge = flag(product, 'c_gridBadge');
  const technologyBadge = flag(product, 'c_technologyGridBadge');
  const initialColorId = product.representedProduct?.c_colorID ?? product.c_colorID;
  const promotions = tilePromotions(product, options.sanitize, options.displayPage);
  const stock = tileStock(product);
  return {
    id,
    name,
    href: options.productHref ? options.productHref(id) : `/product/${encodeURIComponent(id)}`,
    ...(images.length > 0 ? { images } : {}),
    colours,
    ...(nonEmpty(initialColorId) ? { initialColorId } : {}),
    price: tilePrice(product),
    badges: {
      ...(flag(product, 'c_memberExclusive') === true ? { memberExclusive: true } : {}),
      ...(nonEmpty(gridBadge?.displayValue) ? { gridBadge: gridBadge.displayValue } : {}),
      ...(flag(product, 'c_isNew') === true ? { isNew: true } : {}),
      ...(flag(product, 'c_isSale') === true ? { isSale: true } : {}),
      ...(flag(product, 'c_specialDrop') === true ? { specialDrop: true } : {}),
      ...(flag(product, 'c_exclusiveColors') === true ? { exclusiveColors: true } : {}),
    },
    ...(technologyBadge !== undefined && technologyBadge !== null && String(technologyBadge).trim() ? { technologyBadge } : {}),
    ...(promotions.length > 0 ? { promotions } : {}),
    ...(stock ? { stock } : {}),
  };
}

/** Maps a list, dropping products without an id, at most `limit`. */
export function toTileModels(products: readonly CommerceProduct[], options: ToTileModelOptions, limit = Infinity): ProductTileModel[] {
  const out: ProductTileModel[] = [];
  for (const product of products) {
    if (out.length >= limit) break;
    const model = toTileModel(product, options);
    if (model) out.push(model);
  }
  return out;
}
