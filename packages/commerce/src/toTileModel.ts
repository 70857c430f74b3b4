import {
  initialColour,
  isDroppedImageUrl,
  maxTileImages,
  stockState,
  withImageBaseUrl,
  type PriceModel,
  type ProductTileColour,
  type ProductTileImage,
  type ProductTileModel,
  type ProductTilePromotion,
} from '@ridgeline/ui';
import type { CommerceImage, CommerceImageGroup, CommerceProduct, CommerceVariant, TileDisplayOptions } from './types';
import { productSlug } from './product/slug';

/** Sanitizes promotion callout HTML (the renderer's `sanitizeRichText` on the server). */
export type HtmlSanitizer = (html: string) => string;

export interface ToTileModelOptions extends TileDisplayOptions {
  /** Required: callouts are HTML from the commerce back office and `ui` renders them as given. */
  sanitize: HtmlSanitizer;
  /** Product page URL from its id and its catalogue slug (`c_slugUrl`), when it has one; default `/p/noslug-{id}.html`. */
  productHref?: (id: string, slug?: string) => string;
  /** Where the tile shows (`c_callOutMessageDisplayPages`); default `tile`. */
  displayPage?: string;
  /**
   * The customer groups the page is personalised for. Member-exclusive products (`c_memberExclusive`) are only for
   * `LOYALTY_MEMBERS_GROUP` (required: "Loyalty members see Member Exclusive items"): with groups that lack it they get no
   * tile. Undefined: every product gets one (a caller that knows no groups, e.g. the shopper's own wish list).
   */
  customerGroups?: readonly string[];
}

/** The customer group that sees member-exclusive products. */
export const LOYALTY_MEMBERS_GROUP = 'Loyalty Members';

/** Whether a shopper of `customerGroups` may see `product` (member-exclusive ones only Loyalty Members). */
export function visibleToGroups(product: CommerceProduct, customerGroups: readonly string[] | undefined): boolean {
  if (!customerGroups || flag(product, 'c_memberExclusive') !== true) return true;
  return customerGroups.includes(LOYALTY_MEMBERS_GROUP);
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
  if (range && isAmount(range.minPrice))
    return { min: range.minPrice, max: isAmount(range.maxPrice) ? range.maxPrice : range.minPrice };
  const regular = Object.entries(product.prices ?? {}).find(([book]) => REGULAR_PRICEBOOK.test(book))?.[1];
  return isAmount(regular) ? { min: regular, max: regular } : undefined;
}

/**
 * The tile's price (docs/behaviour/product-tile.md#price): the current price is `price` (lowest
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

/**
 * The images a tile can show, as ui's `tileImages` would pick them: without the ones it drops
 * (placeholders, swatch chips), without repeats, at most `maxTileImages`. The model travels to the
 * browser with the page, so images the tile would never show are left out here.
 * `defaultAlt` is the alt text the tile gives an image without one ("{name}, {colour}"): an alt equal
 * to it is left out too.
 */
function toImages(images: readonly CommerceImage[] | undefined, defaultAlt?: string): ProductTileImage[] {
  const seen = new Set<string>();
  const out: ProductTileImage[] = [];
  for (const image of images ?? []) {
    if (out.length >= maxTileImages) break;
    const url = image?.link;
    if (!nonEmpty(url) || isDroppedImageUrl(url) || seen.has(url)) continue;
    seen.add(url);
    out.push({ url, ...(nonEmpty(image.alt) && image.alt !== defaultAlt ? { alt: image.alt } : {}) });
  }
  return out;
}

/** The images of one colour (or, with `colourId` undefined, the generic groups), best view type first. */
function imagesFor(product: CommerceProduct, colourId: string | undefined, defaultAlt?: string): ProductTileImage[] {
  const groups = product.imageGroups ?? [];
  for (const viewType of TILE_VIEW_TYPES) {
    const group = groups.find((g) => g.viewType === viewType && groupColour(g) === colourId);
    const images = toImages(group?.images, defaultAlt);
    if (images.length > 0) return images;
  }
  return [];
}

/** The images of no particular colour: the generic groups, else a search hit's one `image`, else the base image. */
function fallbackImages(product: CommerceProduct): ProductTileImage[] {
  const generic = imagesFor(product, undefined);
  if (generic.length > 0) return generic;
  const own = toImages(product.image ? [product.image] : []);
  return own.length > 0 ? own : toImages(baseProductImage(product));
}

/**
 * `c_baseProductImageURL` as an image, when it is an absolute `https:` URL (never another scheme, never a relative or
 * protocol-relative address): the last resort of a product without images of its own.
 */
export function baseProductImage(product: { c_baseProductImageURL?: unknown }): CommerceImage[] {
  const value = product.c_baseProductImageURL;
  if (typeof value !== 'string' || value.length > 2048) return [];
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' && !url.username && !url.password ? [{ link: url.href }] : [];
  } catch {
    return [];
  }
}

/** `badges.gridBadge` as the custom attribute's shape (`{ displayValue }`), text or object. */
function badgeOf(value: { displayValue?: string } | string | null | undefined): { displayValue?: string } | undefined {
  if (typeof value === 'string') return { displayValue: value };
  return value ?? undefined;
}

/** The technology badge code: `c_technologyGridBadge` (the product's, else its represented product's), else `badges.gridTechBadge`. */
export function technologyBadgeOf(product: CommerceProduct): string | number | null | undefined {
  return flag(product, 'c_technologyGridBadge') ?? product.badges?.gridTechBadge;
}

function variantsOfColour(variants: readonly CommerceVariant[] | undefined, colourId: string): CommerceVariant[] {
  return (variants ?? []).filter((v) => v.variationValues?.color === colourId);
}

/** Colours in catalogue order; a colour is orderable when any of its variants is (docs/behaviour/product-tile.md#first-colour). */
export function tileColours(product: CommerceProduct): ProductTileColour[] {
  const attribute = product.variationAttributes?.find((a) => a.id === 'color');
  return (attribute?.values ?? [])
    .filter((value) => nonEmpty(value.value))
    .map((value) => {
      const variants = variantsOfColour(product.variants, value.value);
      const orderable = variants.length > 0 ? variants.some((v) => v.orderable === true) : value.orderable !== false;
      const name = nonEmpty(value.name) ? value.name : value.value;
      // The tile's alt for an image without one.
      const defaultAlt = `${productNameOf(product)}, ${name}`;
      const own = imagesFor(product, value.value, defaultAlt);
      const images = own.length > 0 ? own : toImages(value.image ? [value.image] : [], defaultAlt);
      return {
        id: value.value,
        name,
        orderable,
        ...(nonEmpty(value.imageSwatch?.link) ? { swatchUrl: value.imageSwatch.link } : {}),
        images,
      };
    });
}

/** Drops `<a …>` / `</a>` tags (keeping their text) from sanitized HTML. */
export function unwrapLinks(html: string): string {
  return html
    .replace(/<a\b[^>]*>/gi, '')
    .replace(/<\/a\s*>/gi, '')
    .trim();
}

/**
 * Promotion callouts for a tile: those shown on `displayPage` (or everywhere), HTML sanitized,
 * empty ones dropped, duplicates (same sanitized HTML) once.
 */
export function tilePromotions(
  product: CommerceProduct,
  sanitize: HtmlSanitizer,
  displayPage = 'tile',
): ProductTilePromotion[] {
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
 * Stock (docs/behaviour/product-tile.md#stock): out of stock when a product with variants has no orderable variant, or when
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

/**
 * The initial colour, stored only when the tile would not pick it by itself: ui's `initialColour`
 * resolves the `c_colorID` pipe list to the first id that names a colour, and falls back to the first
 * orderable colour, so the model keeps the one id that matters, or none when that is the fallback.
 */
function initialColourId(colours: readonly ProductTileColour[], wanted: string | null | undefined): string | undefined {
  if (!nonEmpty(wanted)) return undefined;
  const chosen = initialColour({ colours, initialColorId: wanted });
  const fallback = initialColour({ colours });
  return chosen && chosen.id !== fallback?.id ? chosen.id : undefined;
}

/** Every image and swatch URL of a model, in order. */
function modelUrls(model: Pick<ProductTileModel, 'images' | 'colours'>): string[] {
  return [
    ...(model.images ?? []).map((image) => image.url),
    ...model.colours.flatMap((colour) => [
      ...(colour.swatchUrl ? [colour.swatchUrl] : []),
      ...colour.images.map((image) => image.url),
    ]),
  ];
}

/**
 * The start the URLs share, up to and including a `/` (their common folder, e.g.
 * `https://media.example.com/i/shop/`); undefined with fewer than two URLs or when they share no
 * more than a scheme or a root `/`.
 */
export function sharedUrlBase(urls: readonly string[]): string | undefined {
  if (urls.length < 2) return undefined;
  let prefix = urls[0]!;
  for (const url of urls) {
    let length = 0;
    while (length < prefix.length && length < url.length && prefix[length] === url[length]) length += 1;
    prefix = prefix.slice(0, length);
  }
  const base = prefix.slice(0, prefix.lastIndexOf('/') + 1);
  return base.length > 1 && !/^[a-z][a-z\d+.-]*:\/*$/i.test(base) ? base : undefined;
}

/**
 * The model with the start its image and swatch URLs share stored once, in `imageBaseUrl`, and taken
 * off each URL (ui's tile prepends it again). Equal strings cost one copy in the page's data, but
 * near-equal URLs do not: the repeated host and folder were about a quarter of a tile's bytes.
 */
function withImageBase(model: ProductTileModel): ProductTileModel {
  const base = sharedUrlBase(modelUrls(model));
  return base ? withImageBaseUrl(model, base) : model;
}

/**
 * Maps a Shopper Products `Product` or a Shopper Search hit to ui's `ProductTileModel`.
 *
 * The model is serialised into the page for hydration, so it holds only what the tile shows or
 * needs to switch colours: the model-level `images` only when some colour has none of its own (the
 * tile's fallback), image alts only when they differ from the tile's "{name}, {colour}", at most
 * `maxTileImages` usable images per colour, the initial colour only when it is not the first
 * orderable one, `stock` only when it shows a message ('Out of stock', 'Only n left!'), no empty
 * `badges`, and the start all its image and swatch URLs share once, in `imageBaseUrl`.
 */
export function toTileModel(product: CommerceProduct, options: ToTileModelOptions): ProductTileModel | undefined {
  const id = productIdOf(product);
  if (!id || !visibleToGroups(product, options.customerGroups)) return undefined;
  const name = productNameOf(product);
  const colours = tileColours(product);
  // The model-level images are only the tile's fallback for a colour without images of its own.
  const needsFallbackImages = colours.length === 0 || colours.some((colour) => colour.images.length === 0);
  const images = needsFallbackImages ? fallbackImages(product) : [];
  const gridBadge = flag(product, 'c_gridBadge') ?? badgeOf(product.badges?.gridBadge);
  const technologyBadge = technologyBadgeOf(product);
  const initialColorId = initialColourId(colours, product.representedProduct?.c_colorID ?? product.c_colorID);
  const promotions = tilePromotions(product, options.sanitize, options.displayPage);
  const stock = tileStock(product);
  const badges = {
    ...(flag(product, 'c_memberExclusive') === true ? { memberExclusive: true } : {}),
    ...(nonEmpty(gridBadge?.displayValue) ? { gridBadge: gridBadge.displayValue } : {}),
    ...(flag(product, 'c_isNew') === true ? { isNew: true } : {}),
    ...(flag(product, 'c_isSale') === true ? { isSale: true } : {}),
    ...(flag(product, 'c_specialDrop') === true ? { specialDrop: true } : {}),
    ...(flag(product, 'c_exclusiveColors') === true ? { exclusiveColors: true } : {}),
    ...(options.dynamicSaleBadge === false ? { hideSaleBadge: true } : {}),
  };
  return withImageBase({
    id,
    name,
    href: options.productHref
      ? options.productHref(id, productSlug(product))
      : `/p/noslug-${encodeURIComponent(id)}.html`,
    ...(images.length > 0 ? { images } : {}),
    colours,
    ...(initialColorId ? { initialColorId } : {}),
    price: tilePrice(product),
    ...(Object.keys(badges).length > 0 ? { badges } : {}),
    ...(technologyBadge !== undefined && technologyBadge !== null && String(technologyBadge).trim()
      ? { technologyBadge }
      : {}),
    ...(promotions.length > 0 ? { promotions } : {}),
    ...(stock && stockState(stock).status !== 'in-stock' ? { stock } : {}),
  });
}

/** Maps a list, dropping products without an id (and those the groups may not see), at most `limit`. */
export function toTileModels(
  products: readonly CommerceProduct[],
  options: ToTileModelOptions,
  limit = Infinity,
): ProductTileModel[] {
  const out: ProductTileModel[] = [];
  for (const product of products) {
    if (out.length >= limit) break;
    const model = toTileModel(product, options);
    if (model) out.push(model);
  }
  return out;
}
