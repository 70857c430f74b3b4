/**
 * Shopper Products → the product page's models: the island's `ProductDetailModel` and the static copy of the
 * accordions. Pure; runs on the server (the page's loader), where promotion callouts and the long description are
 * sanitized before anything reaches the browser.
 */
import {
  baseProductImage,
  productIdOf,
  productNameOf,
  technologyBadgeOf,
  tilePrice,
  tilePromotions,
  type HtmlSanitizer,
} from '../toTileModel';
import type { CommerceImage, CommerceProduct } from '../types';
import { isDroppedImageUrl } from '@ridgeline/ui';
import type {
  ProductAccordionId,
  ProductDetailModel,
  ProductImage,
  QuantityPrice,
  VariantModel,
  VariationAttribute,
} from './model';
import { COLOR_ATTRIBUTE } from './selection';

/** What the page reads of a Shopper Products `Product` besides the tile's fields. */
export interface DetailProduct extends CommerceProduct {
  longDescription?: string;
  shortDescription?: string;
  pageTitle?: string;
  pageDescription?: string;
  minOrderQuantity?: number;
  stepQuantity?: number;
  master?: { masterId?: string; orderable?: boolean };
  variationValues?: Record<string, string>;
  primaryCategoryId?: string;
  manufacturerSku?: string;
  c_styleNumber?: string;
  c_bvAverageRating?: number;
  c_bvReviewCount?: number;
  c_features?: unknown;
  c_fit?: unknown;
  c_fitTip?: unknown;
  c_fabric?: unknown;
  c_gearUpForAdventure?: unknown;
  c_questions?: unknown;
}

/** A variant read on its own (`getProducts` with the variant ids): its price books and inventory. */
export interface VariantDetail {
  id?: string;
  price?: number;
  prices?: Record<string, number>;
  inventory?: { orderable?: boolean; stockLevel?: number; ats?: number };
}

/** The accordions' copy (static HTML; nothing of it hydrates). */
export interface ProductCopy {
  features: string[];
  /** Sanitized HTML. */
  detailsHtml?: string;
  styleNumber?: string;
  /** The manufacturer's article number (`manufacturerSku`), shown under Product Details. */
  manufacturerSku?: string;
  fit?: string;
  fabric?: string;
  gearUpForAdventure?: string;
  rating?: number;
  reviewCount?: number;
  questions: { question: string; answer: string }[];
  /** The sections open when the page loads (`PDP_OPEN_ACCORDIONS`); absent: the page's defaults. */
  defaultOpen?: readonly ProductAccordionId[];
}

const REGULAR_PRICEBOOK = /^regularPrices_/i;
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;
const wholeAtLeast = (value: unknown, min: number, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min ? value : fallback;

/** The image group of a colour's on-model shots (a catalogue's own view type; the demo catalogue's name). */
export const ON_MODEL_VIEW_TYPE = 'onmodel';

/** The image service URL without size parameters: `disBaseLink`, else the link without its query. */
export function imageBase(image: CommerceImage): string | undefined {
  const base = text(image.disBaseLink) ?? text(image.link)?.replace(/[?#].*$/, '');
  return base && !isDroppedImageUrl(base) ? base : undefined;
}

function toImages(images: readonly CommerceImage[] | undefined, fallbackAlt: string): ProductImage[] {
  const seen = new Set<string>();
  const out: ProductImage[] = [];
  for (const image of images ?? []) {
    const base = image ? imageBase(image) : undefined;
    if (!base || seen.has(base)) continue;
    seen.add(base);
    out.push({ base, alt: text(image.alt) ?? fallbackAlt });
  }
  return out;
}

/** Gallery images per colour (`large` groups), `''` for the groups of no colour. */
function imagesByColour(
  product: DetailProduct,
  name: string,
  colourNames: Map<string, string>,
  onModel: boolean,
): Record<string, ProductImage[]> {
  const out: Record<string, ProductImage[]> = {};
  const colourOf = (group: NonNullable<DetailProduct['imageGroups']>[number]) =>
    group.variationAttributes?.find((a) => a.id === COLOR_ATTRIBUTE)?.values?.[0]?.value ?? '';
  const altOf = (colour: string) => (colour && colourNames.has(colour) ? `${name}, ${colourNames.get(colour)}` : name);
  for (const group of product.imageGroups ?? []) {
    if (group.viewType !== 'large') continue;
    const colour = colourOf(group);
    if (out[colour]?.length) continue;
    const images = toImages(group.images, altOf(colour));
    if (images.length > 0) out[colour] = images;
  }
  // On-model shots (`onmodel` groups) follow the product shots of their colour, once each.
  for (const group of onModel ? (product.imageGroups ?? []) : []) {
    if (group.viewType !== ON_MODEL_VIEW_TYPE) continue;
    const colour = colourOf(group);
    const shots = toImages(group.images, `${altOf(colour)}, on model`);
    const own = out[colour] ?? [];
    for (const shot of shots) if (!own.some((image) => image.base === shot.base)) own.push(shot);
    if (own.length > 0) out[colour] = own;
  }
  if (Object.keys(out).length === 0) {
    const images = toImages(product.image ? [product.image] : baseProductImage(product), name);
    if (images.length > 0) out[''] = images;
  }
  return out;
}

/** Variation attributes, colour first, values with a name (swatch chips for colours). */
function attributesOf(product: DetailProduct): VariationAttribute[] {
  const attributes = (product.variationAttributes ?? [])
    .filter((attribute) => text(attribute.id))
    .map((attribute) => ({
      id: attribute.id,
      name: text(attribute.name) ?? attribute.id,
      values: (attribute.values ?? [])
        .filter((value) => text(value.value))
        .map((value) => ({
          value: value.value,
          name: text(value.name) ?? value.value,
          ...(attribute.id === COLOR_ATTRIBUTE && text(value.imageSwatch?.link)
            ? { swatch: value.imageSwatch!.link }
            : {}),
        })),
    }))
    .filter((attribute) => attribute.values.length > 0);
  return [...attributes.filter((a) => a.id === COLOR_ATTRIBUTE), ...attributes.filter((a) => a.id !== COLOR_ATTRIBUTE)];
}

function listPriceOf(prices: Record<string, number> | undefined): number | undefined {
  const entry = Object.entries(prices ?? {}).find(([book]) => REGULAR_PRICEBOOK.test(book));
  return entry && isAmount(entry[1]) ? entry[1] : undefined;
}

/** The master's list price when it is one amount (every variant lists the same), else undefined. */
function masterListPrice(product: DetailProduct): number | undefined {
  const range = product.priceRanges?.find((r) => REGULAR_PRICEBOOK.test(r.pricebook ?? ''));
  if (range && isAmount(range.minPrice) && range.minPrice === range.maxPrice) return range.minPrice;
  return range ? undefined : listPriceOf(product.prices);
}

function variantsOf(product: DetailProduct, details: ReadonlyMap<string, VariantDetail>): VariantModel[] {
  const fallbackList = masterListPrice(product);
  return (product.variants ?? [])
    .filter((variant) => text(variant.productId))
    .map((variant) => {
      const detail = details.get(variant.productId);
      const price = isAmount(detail?.price) ? detail.price : isAmount(variant.price) ? variant.price : undefined;
      const list = listPriceOf(detail?.prices) ?? fallbackList;
      const stock = detail?.inventory?.stockLevel ?? detail?.inventory?.ats;
      const orderable = detail?.inventory?.orderable ?? variant.orderable === true;
      return {
        id: variant.productId,
        values: { ...(variant.variationValues ?? {}) },
        orderable: orderable && (!isAmount(stock) || stock > 0),
        ...(price !== undefined ? { price } : {}),
        ...(list !== undefined ? { list } : {}),
        ...(isAmount(stock) ? { stockLevel: Math.floor(stock) } : {}),
      };
    });
}

/** The colour shown first: the first id of `c_colorID` that is a colour of the product, else the first orderable. */
function initialColourOf(
  product: DetailProduct,
  attributes: VariationAttribute[],
  variants: VariantModel[],
): string | undefined {
  const colours = attributes.find((a) => a.id === COLOR_ATTRIBUTE)?.values.map((v) => v.value) ?? [];
  if (colours.length === 0) return undefined;
  const represented = (product.variationValues?.[COLOR_ATTRIBUTE] ?? text(product.c_colorID) ?? '')
    .split('|')
    .map((id) => id.trim());
  const wanted = represented.find((id) => colours.includes(id));
  if (wanted) return wanted;
  return colours.find((id) => variants.some((v) => v.values[COLOR_ATTRIBUTE] === id && v.orderable)) ?? colours[0];
}

export interface DetailModelOptions {
  sanitize: HtmlSanitizer;
  /** The page's own path (the storefront's product URL), the base of the selection links. */
  path: string;
  locale: string;
  currency: string;
  maxOrderQuantity: number;
  /** The fit tip flag (`ENABLE_FIT_TIP`): false leaves `fitTip` out. Default on. */
  fitTip?: boolean;
  /** The technology badge flag (`ENABLE_PDP_TECHBADGE`): false leaves `technologyBadge` out. Default on. */
  techBadge?: boolean;
  /** The shipping-returns drawer flag (`ENABLE_SHIPPING_RETURNS_DRAWER`): true sets `shippingReturnsDrawer`. */
  shippingReturnsDrawer?: boolean;
  /** The outfit tool flag (`ENABLE_OUTFIT_TOOL`): true sets `outfitTool`. */
  outfitTool?: boolean;
  /** The on-model flag (`ENABLE_ON_MODEL`): true adds each colour's on-model shots after its product shots. */
  onModel?: boolean;
  /** The restricted product types flag (`ENABLE_RESTRICTED_PRODUCT_TYPES`): false leaves `restrictedType` out. */
  restrictedProductTypes?: boolean;
}

/** At most this many quantity prices are shown (a catalogue's long ladder is cut, the cheapest steps kept first). */
export const MAX_QUANTITY_PRICES = 4;
const RESTRICTED_TYPE = /^[a-z][a-z0-9-]{0,31}$/i;

/**
 * The quantity prices worth showing: `tieredPrices` beyond one item that are cheaper than one item's price (`price`),
 * one per quantity, each cheaper than the step before, lowest quantity first. In the usual price book only: a sale
 * price book's tiers would compete with the sale price itself.
 */
export function quantityPricesOf(product: CommerceProduct, price: number | undefined): QuantityPrice[] {
  if (!isAmount(price) || !Array.isArray(product.tieredPrices)) return [];
  const tiers = product.tieredPrices
    .filter((tier) => !tier?.pricebook || REGULAR_PRICEBOOK.test(tier.pricebook))
    .flatMap((tier) =>
      Number.isInteger(tier?.quantity) && tier.quantity! > 1 && isAmount(tier.price)
        ? [{ quantity: tier.quantity!, price: tier.price }]
        : [],
    )
    .sort((a, b) => a.quantity - b.quantity);
  const out: QuantityPrice[] = [];
  for (const tier of tiers) {
    const previous = out.at(-1)?.price ?? price;
    if (tier.price < previous && tier.quantity !== out.at(-1)?.quantity) out.push(tier);
  }
  return out.slice(0, MAX_QUANTITY_PRICES);
}

/** Units sold by the gram or millilitre are priced per 100 of them; any other unit per one. */
const PER_HUNDRED = new Set(['g', 'ml', 'cm']);

/** The price per unit of measure to show, or undefined when the product does not sell by measure. */
export function unitPriceOf(product: CommerceProduct): ProductDetailModel['unitPrice'] {
  const measure = text(product.unitMeasure);
  if (!measure || measure.length > 12 || !isAmount(product.pricePerUnit) || product.pricePerUnit === 0)
    return undefined;
  const per = PER_HUNDRED.has(measure.toLowerCase()) ? 100 : 1;
  return { price: Math.round(product.pricePerUnit * per * 100) / 100, per, measure };
}

/** The longest fit tip shown: a line, not a paragraph (a longer one is left out). */
export const FIT_TIP_MAX_LENGTH = 200;

/** The island's model of a Shopper Products master (or variant, or standalone product). */
export function toProductDetailModel(
  product: DetailProduct,
  details: ReadonlyMap<string, VariantDetail>,
  options: DetailModelOptions,
): ProductDetailModel {
  const id = text(product.master?.masterId) ?? productIdOf(product) ?? '';
  const name = productNameOf(product);
  const attributes = attributesOf(product);
  const colourNames = new Map(
    (attributes.find((a) => a.id === COLOR_ATTRIBUTE)?.values ?? []).map((v) => [v.value, v.name]),
  );
  const variants = variantsOf(product, details);
  const initialColor = initialColourOf(product, attributes, variants);
  const inventory = product.inventory;
  const orderable =
    variants.length > 0
      ? variants.some((v) => v.orderable)
      : (inventory?.orderable ?? product.orderable ?? false) && (inventory?.stockLevel ?? 1) > 0;
  const technologyBadge = technologyBadgeOf(product);
  const fitTip = text(product.c_fitTip);
  const minOrderQuantity = wholeAtLeast(product.minOrderQuantity, 1, 1);
  return {
    id,
    name,
    path: options.path,
    locale: options.locale,
    currency: text(product.currency) ?? options.currency,
    attributes,
    variants,
    images: imagesByColour(product, name, colourNames, options.onModel ?? false),
    ...(initialColor ? { initialColor } : {}),
    price: tilePrice(product),
    ...(options.techBadge !== false &&
    technologyBadge !== undefined &&
    technologyBadge !== null &&
    String(technologyBadge).trim()
      ? { technologyBadge: String(technologyBadge).trim() }
      : {}),
    ...(fitTip && fitTip.length <= FIT_TIP_MAX_LENGTH && options.fitTip !== false ? { fitTip } : {}),
    ...(options.shippingReturnsDrawer ? { shippingReturnsDrawer: true as const } : {}),
    ...(options.outfitTool ? { outfitTool: true as const } : {}),
    promotions: tilePromotions(product, options.sanitize, 'pdp').map((promotion) => promotion.calloutHtml),
    ...quantityAndUnitPrices(product),
    ...(options.restrictedProductTypes !== false && restrictedTypeOf(product)
      ? { restrictedType: restrictedTypeOf(product)! }
      : {}),
    orderable,
    ...(variants.length === 0 && isAmount(inventory?.stockLevel)
      ? { stockLevel: Math.floor(inventory.stockLevel) }
      : {}),
    minOrderQuantity,
    stepQuantity: wholeAtLeast(product.stepQuantity, 1, 1),
    maxOrderQuantity: Math.max(minOrderQuantity, options.maxOrderQuantity),
  };
}

function quantityAndUnitPrices(product: CommerceProduct): Pick<ProductDetailModel, 'quantityPrices' | 'unitPrice'> {
  const single = product.tieredPrices?.find((tier) => tier?.quantity === 1)?.price ?? product.price;
  const quantityPrices = quantityPricesOf(product, single);
  const unitPrice = unitPriceOf(product);
  return { ...(quantityPrices.length ? { quantityPrices } : {}), ...(unitPrice ? { unitPrice } : {}) };
}

function restrictedTypeOf(product: CommerceProduct): string | undefined {
  const type = text(product.c_restrictedProductType);
  return type && RESTRICTED_TYPE.test(type) ? type.toLowerCase() : undefined;
}

function questionsOf(value: unknown): { question: string; answer: string }[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const question = text((entry as { question?: unknown })?.question);
    const answer = text((entry as { answer?: unknown })?.answer);
    return question && answer ? [{ question, answer }] : [];
  });
}

/** The accordions' copy; the long description is sanitized here (it is HTML from the back office). */
export function toProductCopy(product: DetailProduct, sanitize: HtmlSanitizer): ProductCopy {
  const details = text(product.longDescription) ?? text(product.shortDescription);
  const features = Array.isArray(product.c_features)
    ? product.c_features.map(text).filter((f): f is string => Boolean(f))
    : [];
  const detailsHtml = details ? sanitize(details).trim() : '';
  return {
    features,
    ...(detailsHtml ? { detailsHtml } : {}),
    ...(text(product.c_styleNumber) ? { styleNumber: text(product.c_styleNumber)! } : {}),
    ...(text(product.manufacturerSku) ? { manufacturerSku: text(product.manufacturerSku)!.slice(0, 100) } : {}),
    ...(text(product.c_fit) ? { fit: text(product.c_fit)! } : {}),
    ...(text(product.c_fabric) ? { fabric: text(product.c_fabric)! } : {}),
    ...(text(product.c_gearUpForAdventure) ? { gearUpForAdventure: text(product.c_gearUpForAdventure)! } : {}),
    ...(isAmount(product.c_bvAverageRating) ? { rating: product.c_bvAverageRating } : {}),
    ...(isAmount(product.c_bvReviewCount) ? { reviewCount: Math.floor(product.c_bvReviewCount) } : {}),
    questions: questionsOf(product.c_questions),
  };
}

/** Every variant id of the product (what the page reads stock and prices for). */
export function variantIdsOf(product: DetailProduct): string[] {
  return [...new Set((product.variants ?? []).map((v) => v.productId).filter((id): id is string => Boolean(text(id))))];
}
