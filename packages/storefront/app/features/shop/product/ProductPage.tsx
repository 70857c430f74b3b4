import { CONFLICTING_ANCHORS_MESSAGE } from '@ridgeline/blocks';
import { Island } from '@ridgeline/renderer';
import { defineMessages, useIntl } from 'react-intl';
import { urls } from '../../../platform/urls';
import { carouselWordsFor } from '../../../platform/i18n/blockLabels';
import { ProductRecommendations, type ProductRecommendationsProps } from '../recommendations/ProductRecommendations';
import { hasBothAnchors, OUTFIT_TOOL, PDP_RECOMMENDER, PRODUCT_RECOMMENDATIONS_ISLAND } from '@ridgeline/commerce';
import { OUTFIT_TOOL_ISLAND } from '@ridgeline/commerce';
import { Container, ProductAccordions, QuestionsPanel, RatingSummary, ReviewsPanel, StickyBuyBar } from '@ridgeline/ui';
import type { ProductReviewsData } from './reviews.server';
import { productAccordionsTextOf, reviewsPanelTextOf, shippingReturnsOf } from './productCopyText';
import { ShopDataLayer } from '../../shell/dataLayer/ShopDataLayer';
import { lastViewedOf, productPageData, type ProductCopy } from '@ridgeline/commerce';
import { buyBoxMessagesOf } from './messages';
import { WISHLIST_HEART_ISLAND, WishlistHeart, type WishlistHeartProps } from '../../account/wishlist/WishlistHeart';
import { WISHLIST_MARKS_ISLAND } from '../../account/wishlist/WishlistMarks';
import { PRODUCT_DETAIL_ISLAND, ProductDetail, type ProductDetailProps } from './ProductDetail';
import { log as sharedLog } from '../../../platform/log';

/** The island that tells the shell which product the shopper is looking at (trigger `idle`, nothing rendered; its
 * component lives with the overlays, `shell/overlays/RememberLastViewed.tsx`, so this page imports no shell code). */
export const LAST_VIEWED_PRODUCT_ISLAND = 'last-viewed-product';
const HELD_LINKS = '[data-variation-selector] a, a[data-size-guide-link], a[data-shipping-returns-link]'; // taken over in place

export interface ProductPageProps {
  detail: ProductDetailProps;
  copy: ProductCopy;
  /** The wish-list control (`WISHLIST_ENABLED`), for this locale. */
  wishlist?: { localeId: string };
  /** The reviews service's ratings, reviews and questions (none: the sections say what the product has). */
  reviews?: ProductReviewsData;
}

const messages = defineMessages({
  recommendations: { id: 'product.recommendations.heading', defaultMessage: 'You may also like' },
  outfit: { id: 'product.outfit.heading', defaultMessage: 'Complete the look' },
  previous: { id: 'product.recommendations.previous', defaultMessage: 'Previous products' },
  next: { id: 'product.recommendations.next', defaultMessage: 'Next products' },
});

/** The recommendations island's props, or undefined when nothing may be shown: both product ids and category ids as
 * anchors are refused with a logged error. */
export function recommendationsProps(
  input: Omit<ProductRecommendationsProps, 'endpoint'>,
  log: (message: string, details: Record<string, unknown>) => void = (message, details) =>
    sharedLog.error({ event: 'recommendations-anchors-conflict', ...details }, message),
): ProductRecommendationsProps | undefined {
  if (hasBothAnchors(input)) {
    log(CONFLICTING_ANCHORS_MESSAGE, {
      recommender: input.recommender,
      productIds: input.productIds,
      categoryIds: input.categoryIds,
    });
    return undefined;
  }
  return { ...input, endpoint: urls.recommendations() };
}

type Anchor = { model: { id: string; locale: string; currency: string }; outfit?: boolean };
/** Below the page's content: the outfit tool, products like this one; loaded when the shopper scrolls near. */
function Recommendations({ model, outfit }: Anchor) {
  const intl = useIntl();
  const carouselWords = carouselWordsFor(intl);
  const props = recommendationsProps({
    ...(carouselWords ? { carouselWords } : {}),
    ...(outfit ? OUTFIT_TOOL : { recommender: PDP_RECOMMENDER }),
    productIds: [model.id],
    locale: model.locale,
    currency: model.currency,
    heading: intl.formatMessage(outfit ? messages.outfit : messages.recommendations),
    previousLabel: intl.formatMessage(messages.previous),
    nextLabel: intl.formatMessage(messages.next),
  });
  if (!props) return null;
  return (
    <Island kind={outfit ? OUTFIT_TOOL_ISLAND : PRODUCT_RECOMMENDATIONS_ISLAND} trigger="visible" props={props}>
      <ProductRecommendations {...props} />
    </Island>
  );
}

/** The product page: the buy box is one island (`interaction`: its code loads on the shopper's first pointer, touch,
 * focus or key in it); the accordions below are static HTML. */
export function ProductPage({ detail: loaded, copy, wishlist, reviews }: ProductPageProps) {
  const intl = useIntl();
  const detail = {
    ...loaded,
    messages: buyBoxMessagesOf(intl),
    ...(loaded.model.shippingReturnsDrawer ? { shippingReturns: shippingReturnsOf(intl) } : {}),
  } satisfies ProductDetailProps;
  const reviewsText = reviewsPanelTextOf(intl);
  const bar = { name: loaded.model.name, addToBagLabel: detail.messages.addToBag, moreLabel: detail.messages.more };
  const heart: WishlistHeartProps | undefined = wishlist
    ? { productId: detail.model.id, productName: detail.model.name, localeId: wishlist.localeId }
    : undefined;
  const lastViewed = lastViewedOf(detail.model, detail.selection);
  return (
    <Container paddingBlock={6} paddingBlockEnd={16} data-product-page={detail.model.id}>
      {lastViewed ? (
        <Island kind={LAST_VIEWED_PRODUCT_ISLAND} trigger="idle" props={lastViewed}>
          {null}
        </Island>
      ) : null}
      <Island kind={PRODUCT_DETAIL_ISLAND} trigger="interaction" props={detail} holdLinks={HELD_LINKS}>
        <ProductDetail {...detail} />
      </Island>
      {heart ? (
        <>
          <Island kind={WISHLIST_HEART_ISLAND} trigger="interaction" props={heart}>
            <WishlistHeart {...heart} />
          </Island>
          <Island kind={WISHLIST_MARKS_ISLAND} trigger="idle" props={{}}>
            {null}
          </Island>
        </>
      ) : null}
      {reviews?.statistics ? (
        <RatingSummary
          average={reviews.statistics.average}
          count={reviews.statistics.count}
          href="#reviews"
          text={reviewsText}
        />
      ) : null}
      <ProductAccordions
        copy={copy}
        text={productAccordionsTextOf(intl)}
        open={reviews?.open}
        sizeGuide={detail.sizeGuide && { guide: detail.sizeGuide, text: detail.messages! }}
        reviews={reviews?.reviews && <ReviewsPanel {...reviews} reviews={reviews.reviews.items} text={reviewsText} />}
        questions={
          reviews?.questions && (
            <QuestionsPanel questions={reviews.questions.items} links={reviews.links} text={reviewsText} />
          )
        }
      />
      {reviews ? <Island kind="reviews-in-place" trigger="idle" props={{}} children={null} /> : null}
      {detail.model.outfitTool ? <Recommendations model={detail.model} outfit /> : null}
      <Recommendations model={detail.model} />
      <Island kind="sticky-buy-bar" trigger="visible" props={bar}>
        <StickyBuyBar {...bar} />
      </Island>
      <ShopDataLayer data={productPageData(detail)} />
    </Container>
  );
}
