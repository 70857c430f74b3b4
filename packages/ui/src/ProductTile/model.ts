import type { BadgeTone } from '../Badge/Badge';
import type { IconName } from '../Icon/paths';
import { priceBounds, type PriceModel } from '../Price/priceModel';

/**
 * The product tile's view model: plain data, already mapped from commerce data by the caller
 * (the mapping from Shopper Products / search responses lives outside `ui`).
 */
export interface ProductTileModel {
  id: string;
  name: string;
  /** Product page URL (the title and image link). */
  href: string;
  /**
   * Prepended to every image `url` (the model's and its colours') and every colour `swatchUrl`: the
   * start the URLs share (e.g. `https://media.example.com/i/shop/`), so a model serialised into a page
   * carries it once instead of with each image. Unset: the URLs are complete. Read the URLs through
   * `tileImages` / `tileSwatches`, which prepend it.
   */
  imageBaseUrl?: string;
  /** Fallback images when a colour has none of its own (or there are no colours). */
  images?: readonly ProductTileImage[];
  /** Colours in display order; each with its own images. */
  colours: readonly ProductTileColour[];
  /** The represented product's colour (`c_colorID`); else the first orderable colour is shown. */
  initialColorId?: string | null;
  /** The price in view-model form; `null` shows 'Price Not Found'. */
  price: PriceModel | null;
  badges?: ProductTileBadges;
  /** Technology code (`c_technologyGridBadge`), e.g. `'72'`. */
  technologyBadge?: string | number | null;
  promotions?: readonly ProductTilePromotion[];
  stock?: ProductTileStock;
  isFavourite?: boolean;
  inCompare?: boolean;
}

export interface ProductTileImage {
  /** After the model's `imageBaseUrl`, when it has one. */
  url: string;
  /** Defaults to "{name}, {colour}". */
  alt?: string;
}

export interface ProductTileColour {
  id: string;
  name: string;
  /** After the model's `imageBaseUrl`, when it has one. */
  swatchUrl?: string;
  /** True when any variant of this colour is orderable. */
  orderable: boolean;
  images: readonly ProductTileImage[];
}

export interface ProductTileBadges {
  memberExclusive?: boolean;
  /** `c_gridBadge.displayValue`, e.g. "Best Seller". */
  gridBadge?: string | null;
  /** `c_isNew`: 'New' (green). */
  isNew?: boolean;
  /** `c_isSale`: 'Sale' (yellow). */
  isSale?: boolean;
  specialDrop?: boolean;
  exclusiveColors?: boolean;
  /** Hides the automatic 'Sale' badge shown when the minimum price is below the maximum. */
  hideSaleBadge?: boolean;
}

export interface ProductTilePromotion {
  /**
   * The callout message as HTML. It is rendered as given: `ui` does NOT sanitize it. The mapping
   * layer must pass only sanitized HTML (e.g. through the renderer's server-side sanitize-html).
   */
  calloutHtml: string;
  /** The callout opens the account drawer (`calloutOpenAccount`): it becomes a button calling `onOpenAccountDrawer`. */
  opensAccountDrawer?: boolean;
}

export interface ProductTileStock {
  orderable: boolean;
  stockLevel?: number | null;
  /** Names the product in the low-stock message ('Only 3 left for {productName}!'). */
  productName?: string | null;
}

/** Carousel limit (docs/behaviour/product-tile.md#image-carousel). */
export const maxTileImages = 4;
/** Product image shape (docs/behaviour/product-tile.md#image): 496:521. */
export const tileImageAspectRatio = 496 / 521;

/**
 * The colour a tile shows first (docs/behaviour/product-tile.md#first-colour): `initialColorId` when it names one of the colours
 * (a pipe-separated list is accepted: the first id that matches wins), else the first orderable
 * colour, else the first colour; undefined without colours.
 */
export function initialColour(
  model: Pick<ProductTileModel, 'colours' | 'initialColorId'>,
): ProductTileColour | undefined {
  const wanted = (model.initialColorId ?? '')
    .split('|')
    .map((id) => id.trim())
    .filter(Boolean);
  for (const id of wanted) {
    const match = model.colours.find((colour) => colour.id === id);
    if (match) return match;
  }
  return model.colours.find((colour) => colour.orderable) ?? model.colours[0];
}

const placeholderMarkers = ['noimage', 'no-image', 'no_image', 'placeholder'];
/** View-type suffixes of images that are not product shots: `…-swatch`, `…_swatch`, `…_sw`. */
const variantSuffix = /[-_](swatch|sw)$/i;

/**
 * Images the tile drops (docs/behaviour/product-tile.md#image). The rule:
 * - a placeholder marker anywhere in the URL, case-insensitively: `noimage`, `no-image`,
 *   `no_image`, `placeholder`;
 * - a variant-style (view-type) suffix on the file name, i.e. the last path segment without
 *   query, fragment and extension ends in `-swatch`, `_swatch` or `_sw` (a swatch chip, not a
 *   product shot: `RM1001-820-swatch`, `1533891_464_sw.jpg`);
 * - an empty URL.
 */
export function isDroppedImageUrl(url: string | null | undefined): boolean {
  const text = (url ?? '').trim();
  if (!text) return true;
  const lower = text.toLowerCase();
  if (placeholderMarkers.some((marker) => lower.includes(marker))) return true;
  if (lower.startsWith('data:')) return false;
  const path = text.split(/[?#]/)[0] ?? '';
  const file = (path.split('/').pop() ?? '').replace(/\.[a-z0-9]+$/i, '');
  return variantSuffix.test(file);
}

/**
 * The model with `base` stored once as `imageBaseUrl` and taken off every image and swatch URL that
 * starts with it (the inverse of `tileImageUrl`): for a mapping that wants the page's data small.
 */
export function withImageBaseUrl(model: ProductTileModel, base: string): ProductTileModel {
  const strip = (url: string) => (url.startsWith(base) ? url.slice(base.length) : url);
  const images = (list: readonly ProductTileImage[]) => list.map((image) => ({ ...image, url: strip(image.url) }));
  return {
    ...model,
    imageBaseUrl: base,
    ...(model.images ? { images: images(model.images) } : {}),
    colours: model.colours.map((colour) => ({
      ...colour,
      ...(colour.swatchUrl ? { swatchUrl: strip(colour.swatchUrl) } : {}),
      images: images(colour.images),
    })),
  };
}

/** An image or swatch URL of the model, complete: its `imageBaseUrl` (if any) + `url`. */
export function tileImageUrl(model: Pick<ProductTileModel, 'imageBaseUrl'>, url: string): string {
  return model.imageBaseUrl ? `${model.imageBaseUrl}${url}` : url;
}

/**
 * The images a tile shows for a colour: the colour's images (else the model's), without dropped
 * ones, without duplicates, at most `maxTileImages`; URLs complete (`imageBaseUrl` prepended).
 */
export function tileImages(
  model: Pick<ProductTileModel, 'images' | 'colours' | 'imageBaseUrl'>,
  colourId: string | undefined,
): ProductTileImage[] {
  const colour = model.colours.find((c) => c.id === colourId);
  const pick = (images: readonly ProductTileImage[] | undefined) => {
    const seen = new Set<string>();
    const out: ProductTileImage[] = [];
    for (const image of images ?? []) {
      const url = tileImageUrl(model, image.url);
      if (isDroppedImageUrl(url) || seen.has(url)) continue;
      seen.add(url);
      out.push({ ...image, url });
    }
    return out;
  };
  const own = pick(colour?.images);
  return (own.length > 0 ? own : pick(model.images)).slice(0, maxTileImages);
}

/** The colours with complete swatch URLs (`imageBaseUrl` prepended), for the swatch strip. */
export function tileSwatches(model: Pick<ProductTileModel, 'colours' | 'imageBaseUrl'>): readonly ProductTileColour[] {
  if (!model.imageBaseUrl) return model.colours;
  return model.colours.map((colour) =>
    colour.swatchUrl ? { ...colour, swatchUrl: tileImageUrl(model, colour.swatchUrl) } : colour,
  );
}

export interface TileBadge {
  key: string;
  label: string;
  tone: BadgeTone;
  icon?: IconName;
}

/**
 * The tile's badges, in order (docs/behaviour/product-tile.md#badges): one primary badge – 'Member Exclusive' (lock icon),
 * else the grid badge, else 'Sale' when the minimum price is below the maximum (unless
 * `hideSaleBadge`) – then 'New' (green), 'Sale' (yellow, `isSale`; not repeated when a 'Sale'
 * badge is already shown), 'Special Drop', 'Exclusive Colors'.
 */
export function tileBadges(model: Pick<ProductTileModel, 'badges' | 'price'>): TileBadge[] {
  const flags = model.badges ?? {};
  const badges: TileBadge[] = [];
  const gridBadge = flags.gridBadge?.trim();
  const bounds = priceBounds(model.price);
  if (flags.memberExclusive)
    badges.push({ key: 'member-exclusive', label: 'Member Exclusive', tone: 'brand', icon: 'lock' });
  else if (gridBadge) badges.push({ key: 'grid', label: gridBadge, tone: 'neutral' });
  else if (!flags.hideSaleBadge && bounds && Math.round(bounds.min * 100) < Math.round(bounds.max * 100)) {
    badges.push({ key: 'range-sale', label: 'Sale', tone: 'sale' });
  }
  if (flags.isNew) badges.push({ key: 'new', label: 'New', tone: 'new' });
  if (flags.isSale && !badges.some((badge) => badge.label === 'Sale'))
    badges.push({ key: 'sale', label: 'Sale', tone: 'highlight' });
  if (flags.specialDrop) badges.push({ key: 'special-drop', label: 'Special Drop', tone: 'info' });
  if (flags.exclusiveColors) badges.push({ key: 'exclusive-colors', label: 'Exclusive Colors', tone: 'neutral' });
  return badges;
}
