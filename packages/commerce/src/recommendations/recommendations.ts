import type { RecommendedIds } from '../einstein/recommendations';
import type { ProductTileModel } from '@ridgeline/ui';

/**
 * The product page's recommendations (docs/behaviour/product-page.md#recommendations): rules shared by the server
 * (the island's props, the tiles endpoint) and the browser (the island, `loadRecommendations`). Nothing but types
 * imported: the island's chunk stays small.
 */

/** The island kind (app/islands/parts.ts). */
export const PRODUCT_RECOMMENDATIONS_ISLAND = 'product-recommendations';
/** Einstein's "similar products" recommender, anchored on the product shown. */
export const PDP_RECOMMENDER = 'pdp-similar-items';
/** Einstein's "complete the look" recommender: the outfit tool (docs/behaviour/product-page.md#outfit-tool). */
export const OUTFIT_RECOMMENDER = 'complete-the-look';
/** The outfit tool's switch by default: on (`ENABLE_OUTFIT_TOOL` of the storefront turns it off; product/flags.ts). */
export const ENABLE_OUTFIT_TOOL = true;
/**
 * The outfit tool's request: its recommender, and its minimums (it shows only with at least 3 items in the bag,
 * quantities summed, and at least 3 recommendations).
 */
export const OUTFIT_TOOL = { recommender: OUTFIT_RECOMMENDER, minBagItems: 3, minProducts: 3 } as const;
/** The outfit tool's island kind (app/islands/parts.ts): the recommendations' component under a kind of its own. */
export const OUTFIT_TOOL_ISLAND = 'outfit-tool';
/** At most this many slides (the product carousels' limit). */
export const MAX_RECOMMENDED = 10;
/** A recommender name as Einstein spells them. */
export const RECOMMENDER_NAME = /^[A-Za-z0-9_-]{1,64}$/;
/** A product or category id the endpoint accepts. */
export const ANCHOR_ID = /^[\w.-]{1,100}$/;

export interface RecommendationAnchorIds {
  productIds?: readonly string[];
  categoryIds?: readonly string[];
}

/** Both product ids and category ids: the recommendation is refused (logged) and nothing is shown. */
export function hasBothAnchors(anchors: RecommendationAnchorIds): boolean {
  return (anchors.productIds?.length ?? 0) > 0 && (anchors.categoryIds?.length ?? 0) > 0;
}

/** The tiles endpoint's address: by recommended ids (enrichment only), or by recommender and anchors (non-personal). */
export function recommendationTilesUrl(
  endpoint: string,
  locale: string,
  query: { ids: readonly string[] } | ({ recommender: string } & RecommendationAnchorIds),
): string {
  const params = new URLSearchParams({ locale });
  if ('ids' in query) params.set('ids', query.ids.slice(0, MAX_RECOMMENDED).join(','));
  else {
    params.set('recommender', query.recommender);
    if (query.productIds?.length) params.set('products', query.productIds.join(','));
    if (query.categoryIds?.length) params.set('categories', query.categoryIds.join(','));
  }
  return `${endpoint}?${params}`;
}

/** What the island asks for: a recommender, one kind of anchor, the page's locale, and the tiles endpoint. */
export interface RecommendationRequest extends RecommendationAnchorIds {
  recommender: string;
  /** The shop locale id (tiles' language, links and prices). */
  locale: string;
  /** The tiles endpoint (`/__ridgeline/recommendations`). */
  endpoint: string;
  /** Shown only with at least this many items in the shopper's bag (none: whatever the bag holds). */
  minBagItems?: number;
  /** Shown only with at least this many products (none: 1). */
  minProducts?: number;
}

export interface Recommended {
  products: ProductTileModel[];
  /** The recommender's answer when it was asked for this shopper (the view and click activities name it). */
  reco?: RecommendedIds;
}

/** The browser's ways out: whether activity calls are allowed, the personal recommender call, fetch and the log. */
export interface LoadRecommendationsDeps {
  allowed: () => Promise<boolean>;
  personal: (
    recommender: string,
    anchors: { products?: readonly string[]; categories?: readonly string[] },
  ) => Promise<RecommendedIds | undefined>;
  fetch: typeof fetch;
  /** A failed tiles call (a warning: the carousel is then hidden). */
  logFailure: (message: string) => void;
  /** The items in the shopper's bag (quantities summed), for `minBagItems`; none: 0. */
  bagCount?: () => number;
}

async function recommendedTiles(url: string, deps: LoadRecommendationsDeps): Promise<ProductTileModel[] | undefined> {
  try {
    const response = await deps.fetch(url, { headers: { Accept: 'application/json' } });
    if (!response.ok) {
      deps.logFailure(`${response.status} ${response.statusText}`.trim());
      return undefined;
    }
    const body = (await response.json()) as { products?: unknown };
    return Array.isArray(body.products) ? (body.products as ProductTileModel[]) : undefined;
  } catch (error) {
    deps.logFailure(error instanceof Error ? error.message : String(error));
    return undefined;
  }
}

/**
 * What the carousel shows, or undefined (hidden). When activity calls are allowed the recommender is asked from the
 * browser for this shopper (their cookieId, their userId when registered) and the storefront turns its ids into
 * tiles; under do-not-track (or without the service's configuration) the storefront asks the same recommender
 * itself, for nobody in particular. Conflicting anchors, a failure, or fewer products than `minProducts` (1 by
 * default): hidden. A bag holding fewer items than `minBagItems`: hidden, and nothing is asked.
 */
export async function loadRecommendations(
  request: RecommendationRequest,
  deps: LoadRecommendationsDeps,
): Promise<Recommended | undefined> {
  if (hasBothAnchors(request)) return undefined;
  if (request.minBagItems && (deps.bagCount?.() ?? 0) < request.minBagItems) return undefined;
  const enough = (products: readonly unknown[] | undefined) =>
    (products?.length ?? 0) >= Math.max(1, request.minProducts ?? 1);
  const anchors = {
    ...(request.productIds ? { products: request.productIds } : {}),
    ...(request.categoryIds ? { categories: request.categoryIds } : {}),
  };
  if (await deps.allowed()) {
    const reco = await deps.personal(request.recommender, anchors);
    if (!reco || !enough(reco.ids)) return undefined;
    const products = await recommendedTiles(
      recommendationTilesUrl(request.endpoint, request.locale, { ids: reco.ids }),
      deps,
    );
    return products && enough(products) ? { products, reco } : undefined;
  }
  const products = await recommendedTiles(
    recommendationTilesUrl(request.endpoint, request.locale, {
      recommender: request.recommender,
      ...(request.productIds ? { productIds: request.productIds } : {}),
      ...(request.categoryIds ? { categoryIds: request.categoryIds } : {}),
    }),
    deps,
  );
  return products && enough(products) ? { products } : undefined;
}
