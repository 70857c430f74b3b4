import type { ProductTileModel } from '@ridgeline/ui';
import { useEffect, useState } from 'react';
import { activityAllowed, clickReco, viewReco } from '../../shell/activity/einstein';
import type { RecommendedIds } from '@ridgeline/commerce';
import { recommenderRecommendations } from '../../shell/activity/recommendations';
import { RecommendationsCarousel } from './RecommendationsCarousel';
import { hasBothAnchors, recommendationTilesUrl, type RecommendationAnchors } from './rules';
import { log } from '../../../platform/log';

export interface ProductRecommendationsProps extends RecommendationAnchors {
  recommender: string;
  /** The shop locale id (tiles' language, links and prices). */
  locale: string;
  currency: string;
  /** The tiles endpoint (`/__ridgeline/recommendations`). */
  endpoint: string;
  heading: string;
  previousLabel: string;
  nextLabel: string;
}

export interface Recommended {
  products: ProductTileModel[];
  /** The recommender's answer when it was asked for this shopper (the view and click activities name it). */
  reco?: RecommendedIds;
}

export interface LoadDeps {
  allowed: () => Promise<boolean>;
  personal: typeof recommenderRecommendations;
  fetch: typeof fetch;
}

const browserDeps = (): LoadDeps => ({
  allowed: activityAllowed,
  personal: recommenderRecommendations,
  fetch: (...args) => fetch(...args),
});

function logFailure(message: string): void {
  log.warn({ event: 'recommendations-failed' }, message);
}

async function tiles(url: string, doFetch: typeof fetch): Promise<ProductTileModel[] | undefined> {
  try {
    const response = await doFetch(url, { headers: { Accept: 'application/json' } });
    if (!response.ok) {
      logFailure(`${response.status} ${response.statusText}`.trim());
      return undefined;
    }
    const body = (await response.json()) as { products?: unknown };
    return Array.isArray(body.products) ? (body.products as ProductTileModel[]) : undefined;
  } catch (error) {
    logFailure(error instanceof Error ? error.message : String(error));
    return undefined;
  }
}

/**
 * What the carousel shows, or undefined (hidden). When activity calls are allowed the recommender is asked from the
 * browser for this shopper (their cookieId, their userId when registered) and the storefront turns its ids into
 * tiles; under do-not-track (or without the service's configuration) the storefront asks the same recommender
 * itself, for nobody in particular. Conflicting anchors, a failure, or no products: hidden.
 */
export async function loadRecommendations(
  props: ProductRecommendationsProps,
  deps: LoadDeps = browserDeps(),
): Promise<Recommended | undefined> {
  if (hasBothAnchors(props)) return undefined;
  const anchors = {
    ...(props.productIds ? { products: props.productIds } : {}),
    ...(props.categoryIds ? { categories: props.categoryIds } : {}),
  };
  if (await deps.allowed()) {
    const reco = await deps.personal(props.recommender, anchors);
    if (!reco || reco.ids.length === 0) return undefined;
    const products = await tiles(recommendationTilesUrl(props.endpoint, props.locale, { ids: reco.ids }), deps.fetch);
    return products?.length ? { products, reco } : undefined;
  }
  const products = await tiles(
    recommendationTilesUrl(props.endpoint, props.locale, {
      recommender: props.recommender,
      ...(props.productIds ? { productIds: props.productIds } : {}),
      ...(props.categoryIds ? { categoryIds: props.categoryIds } : {}),
    }),
    deps.fetch,
  );
  return products?.length ? { products } : undefined;
}

/**
 * The product page's recommendations (island `product-recommendations`, trigger `visible`): an empty marker until
 * loaded, then the carousel; it stays empty when there is nothing to show. A personalised answer reports its view
 * (viewReco) and the tile opened (clickReco).
 */
export function ProductRecommendations(props: ProductRecommendationsProps) {
  const [state, setState] = useState<Recommended | 'pending' | 'hidden'>('pending');
  useEffect(() => {
    let live = true;
    void loadRecommendations(props).then((result) => {
      if (!live) return;
      setState(result ?? 'hidden');
      if (result?.reco?.recoUUID)
        void viewReco(
          result.reco.recommenderName,
          result.reco.recoUUID,
          result.products.map((p) => ({ id: p.id })),
        ).catch(() => {});
    });
    return () => {
      live = false;
    };
    // Loaded once: the props are the page's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (state === 'pending' || state === 'hidden') return <div data-product-recommendations={state} />;
  const reco = state.reco;
  return (
    <RecommendationsCarousel
      heading={props.heading}
      products={state.products}
      locale={props.locale}
      currency={props.currency}
      previousLabel={props.previousLabel}
      nextLabel={props.nextLabel}
      {...(reco?.recoUUID
        ? {
            onProductClick: (id: string) =>
              void clickReco(reco.recommenderName, reco.recoUUID!, { id }).catch(() => {}),
          }
        : {})}
    />
  );
}
