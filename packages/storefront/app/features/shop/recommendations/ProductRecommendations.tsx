import { RecommendationsRail, type CarouselWords } from '@ridgeline/ui';
import {
  loadRecommendations,
  MAX_RECOMMENDED,
  type LoadRecommendationsDeps,
  type Recommended,
  type RecommendationRequest,
} from '@ridgeline/commerce';
import { useEffect, useState } from 'react';
import { pageActivity } from '../../shell/activity/einstein';
import { log } from '../../../platform/log';
import { bagCountFromCookies } from '../../../platform/bagCount';

export interface ProductRecommendationsProps extends RecommendationRequest {
  currency: string;
  heading: string;
  previousLabel: string;
  nextLabel: string;
  carouselWords?: Partial<CarouselWords>;
}

const browserDeps = (): LoadRecommendationsDeps => ({
  allowed: pageActivity.activityAllowed,
  personal: pageActivity.recommenderRecommendations,
  fetch: (...args) => fetch(...args),
  logFailure: (message) => log.warn({ event: 'recommendations-failed' }, message),
  bagCount: () => bagCountFromCookies(document.cookie),
});

/** The product page's recommendations and outfit tool (islands `product-recommendations`, `outfit-tool`, trigger
 * `visible`): an empty marker until loaded (`loadRecommendations`), then ui's rail; it stays empty when there is
 * nothing to show. A personalised answer reports its view (viewReco) and the tile opened (clickReco). */
export function ProductRecommendations(props: ProductRecommendationsProps) {
  const [state, setState] = useState<Recommended | 'pending' | 'hidden'>('pending');
  useEffect(() => {
    let live = true;
    void loadRecommendations(props, browserDeps()).then((result) => {
      if (!live) return;
      setState(result ?? 'hidden');
      if (result?.reco?.recoUUID)
        void pageActivity
          .viewReco(
            result.reco.recommenderName,
            result.reco.recoUUID,
            result.products.map((p) => ({ id: p.id })),
          )
          .catch(() => {});
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
    <RecommendationsRail
      heading={props.heading}
      products={state.products}
      locale={props.locale}
      currency={props.currency}
      previousLabel={props.previousLabel}
      nextLabel={props.nextLabel}
      carouselWords={props.carouselWords}
      maxProducts={MAX_RECOMMENDED}
      {...(reco?.recoUUID
        ? {
            onProductClick: (id: string) =>
              void pageActivity.clickReco(reco.recommenderName, reco.recoUUID!, { id }).catch(() => {}),
          }
        : {})}
    />
  );
}
