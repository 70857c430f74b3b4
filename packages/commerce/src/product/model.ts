/**
 * The product page's view model: what the server reads from Shopper Products, reduced to what the page and its
 * island show. It travels to the browser as the island's props, so it holds no raw API payload, only plain values.
 * Browser-safe: no server code, no CMS code.
 */
import type { PriceModel } from '@ridgeline/ui';

/** One product image, as the media service serves it: `base` takes `?w=` / `q=` parameters. */
export interface ProductImage {
  /** The image service URL without size parameters (SCAPI `disBaseLink`, else the link without its query). */
  base: string;
  alt: string;
}

export interface VariationValue {
  /** The value sent to the API and written in the page URL (`?color=010`). */
  value: string;
  /** What the shopper reads ('Black', 'M'). */
  name: string;
  /** Colour chip (48 px), colours only. */
  swatch?: string;
}

/** A variation attribute (`color`, `size`, …) in the catalogue's order. */
export interface VariationAttribute {
  id: string;
  /** Its label ('Color', 'Size'). */
  name: string;
  values: VariationValue[];
}

/** One sellable variant. Prices and stock come from the variant itself when it was read, else from the master. */
export interface VariantModel {
  id: string;
  /** attribute id → value (`{ color: '010', size: 'M' }`) */
  values: Record<string, string>;
  orderable: boolean;
  /** Effective (lowest) price. */
  price?: number;
  /** The list price (`regularPrices_{site}`), when known. */
  list?: number;
  /** Units available to sell, when known. */
  stockLevel?: number;
}

export interface ProductAccordionSection {
  /** `features`, `product_details`, `fabric`, `gear_up_for_adventure`, `shipping_and_returns`, `reviews`, `questions` */
  id: ProductAccordionId;
  title: string;
  open: boolean;
}

export type ProductAccordionId =
  | 'features'
  | 'product_details'
  | 'fabric'
  | 'gear_up_for_adventure'
  | 'shipping_and_returns'
  | 'reviews'
  | 'questions';

/** From `quantity` items on one line, each costs `price`. */
export interface QuantityPrice {
  quantity: number;
  price: number;
}

export interface ProductDetailModel {
  /** The master's id (or the product's own id when it has no variants). */
  id: string;
  name: string;
  /** The page's own path (`/product/{id}`), the base of every variation link. */
  path: string;
  locale: string;
  currency: string;
  /** `color` first when there is one, then the others (`size`, …), in the catalogue's order. */
  attributes: VariationAttribute[];
  variants: VariantModel[];
  /** Images per colour value; `''` holds the images of no particular colour (the fallback). */
  images: Record<string, ProductImage[]>;
  /** The colour shown before the shopper picks one (`c_colorID`, else the first orderable colour). */
  initialColor?: string;
  /** The master's price (no selection, or variants without prices of their own). */
  price: PriceModel | null;
  /** Technology badge code (`c_technologyGridBadge`). */
  technologyBadge?: string;
  /** A short line on how it fits (`c_fitTip`, plain text), shown under the size choice. */
  fitTip?: string;
  /** A Shipping & Returns link in the buy box opens the shop's terms in a drawer (`ENABLE_SHIPPING_RETURNS_DRAWER`). */
  shippingReturnsDrawer?: true;
  /** The outfit tool ("Complete the look") under the page (`ENABLE_OUTFIT_TOOL`). */
  outfitTool?: true;
  /** Promotion callouts shown on the product page, sanitized HTML. */
  promotions: string[];
  /** Quantity prices beyond one item, lowest quantity first (`tieredPrices` cheaper than the usual price). */
  quantityPrices?: QuantityPrice[];
  /** The price per unit of measure, shown under the price: `price` per `per` `measure` (3.46 per 100 g). */
  unitPrice?: { price: number; per: number; measure: string };
  /** The product's restricted type (`ENABLE_RESTRICTED_PRODUCT_TYPES`): the buy box says what it means for shipping. */
  restrictedType?: string;
  /** Orderable at all (any variant, or the product's own inventory). */
  orderable: boolean;
  /** The product's own stock level (products without variants). */
  stockLevel?: number;
  minOrderQuantity: number;
  stepQuantity: number;
  /** The most one line can hold: the site's maximum order quantity. */
  maxOrderQuantity: number;
}

/** The selected value per attribute id; an attribute without a choice is absent. */
export type Selection = Readonly<Record<string, string>>;

/** Query parameters the page reads a selection from, besides one per attribute id (`?color=…&size=…`). */
export const VARIANT_ID_PARAM = 'pid';
