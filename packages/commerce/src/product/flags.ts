import { ENABLE_OUTFIT_TOOL } from '../recommendations/recommendations';
import type { ProductAccordionId } from './model';

/** Every section of the product page's details, in page order (the ids a setting may name). */
export const PRODUCT_ACCORDION_IDS: readonly ProductAccordionId[] = [
  'features',
  'product_details',
  'fabric',
  'gear_up_for_adventure',
  'shipping_and_returns',
  'reviews',
  'questions',
];

/** The sections open when a product page loads, unless configured (docs/behaviour/product-page.md#switches). */
export const DEFAULT_OPEN_PRODUCT_ACCORDIONS: readonly ProductAccordionId[] = [
  'features',
  'product_details',
  'gear_up_for_adventure',
];

/** The product page's switches (docs/behaviour/product-page.md#switches): all on by default. */
export interface ProductPageFlags {
  /** The product's `c_fitTip` under the sizes (`ENABLE_FIT_TIP`). */
  fitTip: boolean;
  /** A Shipping & Returns link in the buy box that opens the shop's terms in a drawer (`ENABLE_SHIPPING_RETURNS_DRAWER`). */
  shippingReturnsDrawer: boolean;
  /** The technology badge under the product's name (`ENABLE_PDP_TECHBADGE`). */
  techBadge: boolean;
  /** The sections open on load (`PDP_OPEN_ACCORDIONS`). */
  openAccordions: readonly ProductAccordionId[];
  /** The outfit tool, "Complete the look" (`ENABLE_OUTFIT_TOOL`). */
  outfitTool: boolean;
  /** Each colour's on-model shots in the gallery after its product shots (`ENABLE_ON_MODEL`). */
  onModel: boolean;
  /** A restricted product's shipping notice in the buy box (`ENABLE_RESTRICTED_PRODUCT_TYPES`). */
  restrictedProductTypes: boolean;
}

export const DEFAULT_PRODUCT_PAGE_FLAGS: ProductPageFlags = {
  fitTip: true,
  shippingReturnsDrawer: true,
  techBadge: true,
  openAccordions: DEFAULT_OPEN_PRODUCT_ACCORDIONS,
  outfitTool: ENABLE_OUTFIT_TOOL,
  onModel: true,
  restrictedProductTypes: true,
};

/** The flags from the storefront's checked environment (its variable names; anything unset keeps its default). */
export function productPageFlags(env: {
  ENABLE_FIT_TIP?: boolean;
  ENABLE_SHIPPING_RETURNS_DRAWER?: boolean;
  ENABLE_PDP_TECHBADGE?: boolean;
  PDP_OPEN_ACCORDIONS?: readonly ProductAccordionId[] | undefined;
  ENABLE_OUTFIT_TOOL?: boolean;
  ENABLE_ON_MODEL?: boolean;
  ENABLE_RESTRICTED_PRODUCT_TYPES?: boolean;
}): ProductPageFlags {
  const d = DEFAULT_PRODUCT_PAGE_FLAGS;
  return {
    fitTip: env.ENABLE_FIT_TIP ?? d.fitTip,
    shippingReturnsDrawer: env.ENABLE_SHIPPING_RETURNS_DRAWER ?? d.shippingReturnsDrawer,
    techBadge: env.ENABLE_PDP_TECHBADGE ?? d.techBadge,
    openAccordions: env.PDP_OPEN_ACCORDIONS ?? d.openAccordions,
    outfitTool: env.ENABLE_OUTFIT_TOOL ?? d.outfitTool,
    onModel: env.ENABLE_ON_MODEL ?? d.onModel,
    restrictedProductTypes: env.ENABLE_RESTRICTED_PRODUCT_TYPES ?? d.restrictedProductTypes,
  };
}

/**
 * `PDP_OPEN_ACCORDIONS`: section ids separated by commas or spaces (`features, reviews`), or `none` for every section
 * closed. An unknown id throws (the storefront refuses to start with it) rather than being silently dropped.
 */
export function parseOpenAccordions(value: string): ProductAccordionId[] {
  const ids = value
    .split(/[,\s]+/)
    .map((id) => id.trim().toLowerCase())
    .filter(Boolean);
  if (ids.length === 1 && ids[0] === 'none') return [];
  const unknown = ids.filter((id) => !PRODUCT_ACCORDION_IDS.includes(id as ProductAccordionId));
  if (unknown.length > 0)
    throw new Error(
      `PDP_OPEN_ACCORDIONS: unknown section ${JSON.stringify(unknown[0]!.slice(0, 40))}; ` +
        `use none or any of ${PRODUCT_ACCORDION_IDS.join(', ')}`,
    );
  return [...new Set(ids as ProductAccordionId[])];
}
