import { readLimited } from '@ridgeline/renderer/server';
import {
  pageParam,
  QUESTIONS_PAGE_PARAM,
  questionsFromWire,
  REVIEWS_PAGE_PARAM,
  REVIEWS_SORT_PARAM,
  reviewsLinks,
  sortParam,
  type ReviewsLinks,
  REVIEW_SORTS,
  REVIEWS_PAGE_SIZE,
  reviewsFromWire,
  statisticsFromWire,
  type ProductReviews,
  type ReviewSort,
} from '../reviews/model';
import { deadlineFetch, withDeadline } from './upstream.server';

/**
 * The reviews service's client (Bazaarvoice Conversations API 5.4: `GET {baseUrl}/data/reviews.json` and
 * `/data/questions.json`), made from a `ReviewsConfig` the caller passes in. Each call has a deadline (body included)
 * and a body-size limit; a failed, slow, oversized or unreadable answer throws `ReviewsServiceError`, and the product
 * page then renders without its reviews.
 */

/** The largest answer read: a page of reviews with long texts stays well below it. */
export const REVIEWS_MAX_BODY_BYTES = 512 * 1024;
/** The API version the client speaks. */
export const REVIEWS_API_VERSION = '5.4';

/** The product page's flags of the reviews service (their names are the platform's). */
export interface ReviewsFlags {
  /** The service at all: off, nothing is asked and the page shows no ratings, reviews or questions. */
  enableBazaarvoice: boolean;
  /** The rating histogram (1 to 5 stars) above the reviews. */
  enableBvRatingHistogram: boolean;
  /** The rating summary and the reviews. */
  enableBvRatingReviews: boolean;
  /** Questions and answers. */
  enableBvQuestionAnswers: boolean;
}

export interface ReviewsConfig extends ReviewsFlags {
  /** `https://api.bazaarvoice.com` on the real service (the sandbox's stand-in: `{sandbox}/bazaarvoice`). */
  baseUrl: string;
  passkey: string;
  /** Deadline of one call, body included. */
  timeoutMs: number;
}

export class ReviewsServiceError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ReviewsServiceError';
  }
}

export interface ReviewsRequest {
  productId: string;
  /** The content locale (`en_US`); the service's own default without it. */
  locale?: string;
  reviewsPage: number;
  sort: ReviewSort;
  questionsPage: number;
}

export interface ReviewsClient {
  readonly flags: ReviewsFlags;
  /** What the product page shows, or undefined when the flags turn everything off. Throws when the service fails. */
  productReviews(request: ReviewsRequest, signal?: AbortSignal): Promise<ProductReviews | undefined>;
}

export function createReviewsClient(config: ReviewsConfig, options: { fetch?: typeof fetch } = {}): ReviewsClient {
  const doFetch = deadlineFetch(options.fetch ?? fetch, config.timeoutMs);
  const base = config.baseUrl.replace(/\/+$/, '');

  async function get(resource: 'reviews' | 'questions', params: URLSearchParams, signal?: AbortSignal) {
    params.set('apiversion', REVIEWS_API_VERSION);
    params.set('passkey', config.passkey);
    const response = await doFetch(`${base}/data/${resource}.json?${params}`, {
      headers: { accept: 'application/json' },
      ...(signal ? { signal } : {}),
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new ReviewsServiceError(`Reviews service answered ${response.status}`, response.status);
    }
    let body: Buffer;
    try {
      body = await readLimited(response.body, REVIEWS_MAX_BODY_BYTES, response.headers.get('content-length'));
    } catch (error) {
      await response.body?.cancel().catch(() => undefined);
      throw new ReviewsServiceError(`Reviews service answer unreadable: ${(error as Error).message}`);
    }
    let answer: unknown;
    try {
      answer = JSON.parse(body.toString('utf8'));
    } catch {
      throw new ReviewsServiceError('Reviews service answer is not JSON');
    }
    const failed = (answer as { HasErrors?: unknown } | null)?.HasErrors === true;
    if (failed) throw new ReviewsServiceError('Reviews service answered with errors');
    return answer;
  }

  const paging = (request: ReviewsRequest, page: number) => {
    const params = new URLSearchParams({
      Filter: `ProductId:eq:${request.productId}`,
      Limit: String(REVIEWS_PAGE_SIZE),
      Offset: String((page - 1) * REVIEWS_PAGE_SIZE),
    });
    if (request.locale) params.append('Filter', `ContentLocale:eq:${request.locale}`);
    return params;
  };

  return {
    flags: config,
    async productReviews(request, signal) {
      if (!config.enableBazaarvoice || (!config.enableBvRatingReviews && !config.enableBvQuestionAnswers))
        return undefined;
      const reviewsCall = config.enableBvRatingReviews
        ? (() => {
            const params = paging(request, request.reviewsPage);
            params.set('Sort', REVIEW_SORTS[request.sort]);
            params.set('Include', 'Products');
            params.set('Stats', 'Reviews');
            return get('reviews', params, signal);
          })()
        : undefined;
      const questionsCall = config.enableBvQuestionAnswers
        ? (() => {
            const params = paging(request, request.questionsPage);
            params.set('Sort', 'SubmissionTime:desc');
            params.set('Include', 'Answers');
            return get('questions', params, signal);
          })()
        : undefined;
      const [reviewsAnswer, questionsAnswer] = await Promise.all([reviewsCall, questionsCall]);
      const result: ProductReviews = { showHistogram: config.enableBvRatingHistogram };
      if (reviewsAnswer !== undefined) {
        const statistics = statisticsFromWire(reviewsAnswer, request.productId);
        if (statistics) result.statistics = statistics;
        result.reviews = { ...reviewsFromWire(reviewsAnswer), page: request.reviewsPage, sort: request.sort };
      }
      if (questionsAnswer !== undefined)
        result.questions = { ...questionsFromWire(questionsAnswer), page: request.questionsPage };
      return result;
    },
  };
}

/** What the product page gets: the service's answer, the section's links and the section the address is about. */
export type ProductReviewsData = ProductReviews & {
  links: ReviewsLinks;
  /** The section a paging or sorting link is about, open when the page loads. */
  open: ('reviews' | 'questions')[];
};

/**
 * The product's reviews and questions for the page the address asks for (`reviewsPage`, `reviewsSort`,
 * `questionsPage`), under `timeoutMs`. No client, flags off, or a failing or slow service: undefined, the failure
 * given to `onFailure` (the caller logs it), and the page renders without them.
 */
export async function loadProductReviews(
  client: ReviewsClient | undefined,
  request: { productId: string; query: URLSearchParams; localeId: string; timeoutMs: number },
  onFailure: (error: unknown) => void,
): Promise<ProductReviewsData | undefined> {
  if (!client) return undefined;
  const { query } = request;
  try {
    const reviews = await withDeadline(request.timeoutMs, 'Reviews timeout', (signal) =>
      client.productReviews(
        {
          productId: request.productId,
          locale: request.localeId.replace('-', '_'),
          reviewsPage: pageParam(query.get(REVIEWS_PAGE_PARAM)),
          sort: sortParam(query.get(REVIEWS_SORT_PARAM)),
          questionsPage: pageParam(query.get(QUESTIONS_PAGE_PARAM)),
        },
        signal,
      ),
    );
    if (!reviews) return undefined;
    const open: ProductReviewsData['open'] = [REVIEWS_PAGE_PARAM, REVIEWS_SORT_PARAM].some((name) => query.has(name))
      ? ['reviews']
      : [];
    if (query.has(QUESTIONS_PAGE_PARAM)) open.push('questions');
    return { ...reviews, links: reviewsLinks(query, reviews), open };
  } catch (error) {
    onFailure(error);
    return undefined;
  }
}
