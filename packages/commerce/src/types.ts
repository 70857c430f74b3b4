/**
 * The commerce data the product carousels need, and the service that fetches it. Blocks define the
 * interface; the storefront implements it with commerce-sdk-isomorphic (Shopper Products, Shopper
 * Search, Einstein) and passes it to `prepareContent` as `services.commerce`. Loaders run on the
 * server only.
 *
 * The product types are the subset of SCAPI's `Product` / `ProductSearchHit` the tile mapping reads
 * (structural: the SDK's own types are assignable to them). Both shapes are accepted: a search hit
 * has `productId`/`productName`, a product `id`/`name`.
 */
export interface CommerceImage {
  link: string;
  disBaseLink?: string;
  alt?: string;
  title?: string;
}

export interface CommerceImageGroup {
  viewType: string;
  images: CommerceImage[];
  variationAttributes?: { id: string; values?: { value: string }[] }[];
}

export interface CommerceVariationValue {
  value: string;
  name?: string;
  orderable?: boolean;
  image?: CommerceImage;
  imageSwatch?: CommerceImage;
}

export interface CommerceVariationAttribute {
  id: string;
  name?: string;
  values?: CommerceVariationValue[];
}

export interface CommerceVariant {
  productId: string;
  orderable?: boolean;
  price?: number;
  variationValues?: Record<string, string>;
}

export interface CommercePriceRange {
  pricebook?: string;
  minPrice?: number;
  maxPrice?: number;
}

export interface CommercePromotion {
  promotionId?: string;
  calloutMsg?: string;
  promotionalPrice?: number;
  /** Project convention: the callout asks to open the account drawer. */
  c_calloutOpenAccount?: boolean;
  /** Where the callout shows (`tile`, `pdp`, ...); absent means everywhere. */
  c_callOutMessageDisplayPages?: string[];
  c_isExclusive?: boolean;
}

/** Custom attributes the tile reads (on the product, the hit, or the hit's represented product). */
export interface CommerceCustomFlags {
  c_isNew?: boolean;
  c_isSale?: boolean;
  c_memberExclusive?: boolean;
  c_gridBadge?: { displayValue?: string; value?: string } | null;
  c_technologyGridBadge?: string | number | null;
  /** Pipe-separated colour ids, the colour to show first first. */
  c_colorID?: string | null;
  c_specialDrop?: boolean;
  c_exclusiveColors?: boolean;
}

export interface CommerceProduct extends CommerceCustomFlags {
  /** Product (`getProducts`). */
  id?: string;
  name?: string;
  /** Search hit (`productSearch`). */
  productId?: string;
  productName?: string;
  currency?: string;
  orderable?: boolean;
  /** Lowest effective price. */
  price?: number;
  /** Highest effective price (only when it differs from `price`). */
  priceMax?: number;
  /** `perPricebook=true`: `{ regularPrices_{site}: 120, salePrices_{site}: 89.9 }`. */
  prices?: Record<string, number>;
  priceRanges?: CommercePriceRange[];
  image?: CommerceImage;
  imageGroups?: CommerceImageGroup[];
  variationAttributes?: CommerceVariationAttribute[];
  variants?: CommerceVariant[];
  inventory?: { orderable?: boolean; stockLevel?: number; ats?: number };
  productPromotions?: CommercePromotion[];
  representedProduct?: ({ id?: string } & CommerceCustomFlags) | null;
  type?: {
    master?: boolean;
    variant?: boolean;
    /** A master's variation group (a colour of it, say): shown as its master with the group's values chosen. */
    variationGroup?: boolean;
    set?: boolean;
    bundle?: boolean;
    item?: boolean;
  };
  slugUrl?: string;
  /** Another catalogue's shape of the two grid badges; the custom attributes above win when both are set. */
  badges?: { gridBadge?: { displayValue?: string } | string | null; gridTechBadge?: string | number | null } | null;
  /** The product's base image on the image service (an absolute https URL): the image of a product with no other. */
  c_baseProductImageURL?: string | null;
  /** Quantity prices (`perPricebook`): from `quantity` items on, each costs `price`; quantity 1 is the usual price. */
  tieredPrices?: { price?: number; pricebook?: string; quantity?: number }[];
  /** The price of one unit of measure (the price divided by `unitQuantity`), with what one item holds. */
  pricePerUnit?: number;
  unitMeasure?: string;
  unitQuantity?: number;
  /** A restricted product type (`hazmat`: dangerous goods, ground shipping only). */
  c_restrictedProductType?: unknown;
}

export interface RecommendationsRequest {
  /** Einstein recommender name (e.g. `home-top-rated`). */
  recommender: string;
  /** Anchor products (recommender-dependent). */
  productIds?: readonly string[];
  /** Anchor categories. */
  categoryIds?: readonly string[];
}

/** How the shop's tiles show its products, whoever maps them (the storefront's switches; every one on by default). */
export interface TileDisplayOptions {
  /** `false` (`ENABLE_DYNAMIC_SALE_BADGE=off`): no automatic 'Sale' badge for a product whose prices span a range. */
  dynamicSaleBadge?: boolean;
}

/**
 * What the product carousels' loaders call (server side). Implementations cache and batch as they
 * see fit (the storefront: enrichment in batches of 8 with a 15 s timeout, 900 s cache + 900 s stale).
 */
export interface CommerceService {
  /** The category's products (its subcategories included), in merchandising order, at most `limit`. */
  productsByCategory(categoryId: string, limit: number): Promise<CommerceProduct[]>;
  /** The recommender's products, in its order. */
  recommendations(request: RecommendationsRequest): Promise<CommerceProduct[]>;
  /** Products by id, in the order asked; unknown ids are left out. */
  productsByIds(ids: readonly string[]): Promise<CommerceProduct[]>;
  /** How this shop's tiles show these products: what a loader mapping them to tiles passes on. */
  readonly tileDisplay?: TileDisplayOptions;
}
