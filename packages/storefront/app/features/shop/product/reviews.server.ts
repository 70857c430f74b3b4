import { createReviewsClient, loadProductReviews, loadSizeGuide, type ReviewsConfig } from '@ridgeline/commerce/server';
import { envFrom, type RawEnv } from '../../../platform/env.server';
import { getConfig } from '../../../platform/config.server';
import { log } from '../../../platform/log.server';
import { cappedByBudget, COMMERCE_TIMEOUT_MS } from '../../../platform/upstream.server';

export type { ProductReviewsData } from '@ridgeline/commerce/server';
/** The sandbox's demo passkey of its reviews stand-in (docs/reference/sandbox.md). */
export const SANDBOX_REVIEWS_PASSKEY = 'ridgeline-demo-conversations';

/** The reviews service's settings (docs/behaviour/product-page.md#reviews); undefined when there is no service. */
export function readReviewsConfig(env?: RawEnv): ReviewsConfig | undefined {
  const e = envFrom(env);
  const baseUrl = e.REVIEWS_URL ?? (e.sandbox ? `${e.sandbox}/bazaarvoice` : undefined);
  const passkey = e.REVIEWS_PASSKEY ?? (e.sandbox ? SANDBOX_REVIEWS_PASSKEY : undefined);
  if (!baseUrl || !passkey) return undefined;
  return {
    baseUrl,
    passkey,
    timeoutMs: cappedByBudget(COMMERCE_TIMEOUT_MS, e.RENDER_BUDGET_MS),
    enableBazaarvoice: e.ENABLE_BAZAARVOICE,
    enableBvRatingHistogram: e.ENABLE_BV_RATING_HISTOGRAM,
    enableBvRatingReviews: e.ENABLE_BV_RATING_REVIEWS,
    enableBvQuestionAnswers: e.ENABLE_BV_QUESTION_ANSWERS,
  };
}

/** The page's reviews (none when the service is off, failing or slow: logged, the page renders without them). */
export function productReviews(
  client: ReturnType<typeof createReviewsClient> | undefined,
  productId: string,
  query: URLSearchParams,
  localeId: string,
) {
  const timeoutMs = cappedByBudget(COMMERCE_TIMEOUT_MS, getConfig().renderBudgetMs);
  return loadProductReviews(client, { productId, query, localeId, timeoutMs }, (err) =>
    log.warn({ event: 'product-reviews-failed', productId, err }, 'Product page without reviews'),
  );
}

/** The size-guide service's settings (docs/behaviour/product-page.md#size-guide); undefined when there is none. */
export function readSizeGuideConfig(env?: RawEnv) {
  const e = envFrom(env);
  const baseUrl = e.SIZE_GUIDES_URL ?? (e.sandbox ? `${e.sandbox}/size-guides` : undefined);
  const timeoutMs = cappedByBudget(COMMERCE_TIMEOUT_MS, e.RENDER_BUDGET_MS);
  return baseUrl ? { baseUrl, timeoutMs, enableSizeGuides: e.ENABLE_SIZE_GUIDES } : undefined;
}

/** The product's size guide (none when off, missing, failing or slow: one log line, the page shows no guide). */
export function productSizeGuide(client: Parameters<typeof loadSizeGuide>[0], productId: string, product: object) {
  const timeoutMs = cappedByBudget(COMMERCE_TIMEOUT_MS, getConfig().renderBudgetMs);
  return loadSizeGuide(client, product, timeoutMs, (reason) =>
    log.info({ event: 'product-size-guide-none', productId, reason }, 'Product page without size guide'),
  );
}
