import { describe, expect, it, vi } from 'vitest';
import { countingBody } from '../testing/countingBody';
import { pageParam, reviewsLinks, sortParam } from '../reviews/model';
import {
  createReviewsClient,
  loadProductReviews,
  REVIEWS_MAX_BODY_BYTES,
  ReviewsServiceError,
  type ReviewsConfig,
} from './reviews.server';

const config: ReviewsConfig = {
  baseUrl: 'https://reviews.test/',
  passkey: 'key',
  timeoutMs: 1_000,
  enableBazaarvoice: true,
  enableBvRatingHistogram: true,
  enableBvRatingReviews: true,
  enableBvQuestionAnswers: true,
};
const request = { productId: 'RM1001', reviewsPage: 2, sort: 'highest' as const, questionsPage: 1 };

const reviewsAnswer = {
  Limit: 5,
  Offset: 5,
  TotalResults: 7,
  HasErrors: false,
  Results: [
    {
      Id: 'r1',
      Rating: 5,
      Title: '<b>Dry</b>',
      ReviewText: 'Kept me dry.<script>alert(1)</script>',
      UserNickname: 'Ann',
      SubmissionTime: '2026-01-02T10:00:00.000+00:00',
    },
    { Id: 'r2', Rating: 9, ReviewText: 'out of range' },
  ],
  Includes: {
    Products: {
      RM1001: {
        ReviewStatistics: {
          AverageOverallRating: 4.56,
          TotalReviewCount: 318,
          RatingDistribution: [
            { RatingValue: 5, Count: 200 },
            { RatingValue: 1, Count: 18 },
          ],
        },
      },
    },
  },
};
const questionsAnswer = {
  TotalResults: 1,
  Results: [{ Id: 'q1', QuestionSummary: 'Does it pack?', AnswerIds: ['a1', 'missing'] }],
  Includes: { Answers: { a1: { AnswerText: 'Into its pocket.', UserNickname: 'Ridgeline' } } },
};

function fakeFetch(answers: Record<string, unknown>) {
  return vi.fn(async (input: string) => {
    const url = new URL(input);
    const resource = url.pathname.endsWith('/questions.json') ? 'questions' : 'reviews';
    return new Response(JSON.stringify(answers[resource]), { status: 200 });
  });
}

describe('createReviewsClient', () => {
  it('asks for the page, sort and statistics, and reads statistics, reviews and questions as plain text', async () => {
    const fetch = fakeFetch({ reviews: reviewsAnswer, questions: questionsAnswer });
    const result = await createReviewsClient(config, { fetch: fetch as never }).productReviews(request);
    const asked = fetch.mock.calls.map(([url]) => new URL(url));
    const reviewsUrl = asked.find((url) => url.pathname === '/data/reviews.json')!;
    expect(reviewsUrl.searchParams.get('Offset')).toBe('5');
    expect(reviewsUrl.searchParams.get('Limit')).toBe('5');
    expect(reviewsUrl.searchParams.get('Sort')).toBe('Rating:desc');
    expect(reviewsUrl.searchParams.get('Stats')).toBe('Reviews');
    expect(reviewsUrl.searchParams.get('Filter')).toBe('ProductId:eq:RM1001');
    expect(reviewsUrl.searchParams.get('passkey')).toBe('key');
    expect(result?.statistics).toEqual({ average: 4.6, count: 318, histogram: [18, 0, 0, 0, 200] });
    expect(result?.reviews).toEqual({
      items: [
        {
          id: 'r1',
          rating: 5,
          title: '<b>Dry</b>',
          text: 'Kept me dry.<script>alert(1)</script>',
          author: 'Ann',
          date: '2026-01-02',
        },
      ],
      total: 7,
      page: 2,
      sort: 'highest',
    });
    expect(result?.questions?.items).toEqual([
      { id: 'q1', text: 'Does it pack?', answers: [{ id: 'a1', text: 'Into its pocket.', author: 'Ridgeline' }] },
    ]);
  });

  it('asks nothing when enableBazaarvoice is off, and leaves out what a flag turns off', async () => {
    const fetch = fakeFetch({ reviews: reviewsAnswer, questions: questionsAnswer });
    const off = createReviewsClient({ ...config, enableBazaarvoice: false }, { fetch: fetch as never });
    expect(await off.productReviews(request)).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
    const noQuestions = createReviewsClient(
      { ...config, enableBvQuestionAnswers: false, enableBvRatingHistogram: false },
      { fetch: fetch as never },
    );
    const result = await noQuestions.productReviews(request);
    expect(result?.questions).toBeUndefined();
    expect(result?.showHistogram).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('throws on a failed answer, an answer with errors and an oversized body (read no further than the limit)', async () => {
    const failing = createReviewsClient(config, {
      fetch: (async () => new Response('down', { status: 503 })) as never,
    });
    await expect(failing.productReviews(request)).rejects.toThrow(ReviewsServiceError);
    const erring = createReviewsClient(config, {
      fetch: (async () => new Response(JSON.stringify({ HasErrors: true, Errors: [] }))) as never,
    });
    await expect(erring.productReviews(request)).rejects.toThrow('Reviews service answered with errors');
    const body = countingBody(REVIEWS_MAX_BODY_BYTES * 4);
    const huge = createReviewsClient(
      { ...config, enableBvQuestionAnswers: false },
      { fetch: (async () => new Response(body.stream)) as never },
    );
    await expect(huge.productReviews(request)).rejects.toThrow(ReviewsServiceError);
    expect(body.pulled()).toBeLessThan(REVIEWS_MAX_BODY_BYTES * 2);
  });

  it('ends a call that does not answer within its deadline', async () => {
    vi.useFakeTimers();
    try {
      const hanging = createReviewsClient(
        { ...config, enableBvQuestionAnswers: false },
        {
          fetch: ((_: string, init: { signal: AbortSignal }) =>
            new Promise((_resolve, reject) =>
              init.signal.addEventListener('abort', () => reject(init.signal.reason)),
            )) as never,
        },
      );
      const pending = hanging.productReviews(request);
      const settled = expect(pending).rejects.toBeTruthy();
      await vi.advanceTimersByTimeAsync(config.timeoutMs + 1);
      await settled;
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('page and sort parameters', () => {
  it('reads whole pages in range and known sorts only', () => {
    expect(pageParam('2')).toBe(2);
    expect(['0', '-1', '2.5', '51', 'x', null, '1e3'].map(pageParam)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(sortParam('lowest')).toBe('lowest');
    expect(sortParam('constructor')).toBe('newest');
  });
});

describe('reviewsLinks', () => {
  it('keeps the choices in the query, drops one-off notices, and links pages and sorts to their section', () => {
    const query = new URLSearchParams('color=010&added=RM1001&qty=1&reviewsPage=2&reviewsSort=lowest');
    const links = reviewsLinks(query, {
      showHistogram: true,
      reviews: { items: [], page: 2, total: 11, sort: 'lowest' },
      questions: { items: [], page: 1, total: 6 },
    });
    expect(links.moreReviews?.href).toBe('?color=010&reviewsPage=3&reviewsSort=lowest#reviews');
    expect(links.previousReviews?.href).toBe('?color=010&reviewsSort=lowest#reviews');
    expect(links.sorts.map((s) => [s.sort, s.href, Boolean(s.current)])).toEqual([
      ['newest', '?color=010#reviews', false],
      ['highest', '?color=010&reviewsSort=highest#reviews', false],
      ['lowest', '?color=010&reviewsSort=lowest#reviews', true],
    ]);
    expect(links.moreQuestions?.href).toBe('?color=010&reviewsPage=2&reviewsSort=lowest&questionsPage=2#questions');
    expect(links.previousQuestions).toBeUndefined();
    const last = reviewsLinks(new URLSearchParams(), {
      showHistogram: true,
      reviews: { items: [], page: 3, total: 11, sort: 'newest' },
    });
    expect(last.moreReviews).toBeUndefined();
  });
});

describe('loadProductReviews', () => {
  const query = new URLSearchParams('reviewsPage=2');
  const input = { productId: 'RM1001', query, localeId: 'en-US', timeoutMs: 1_000 };
  it('a failing service: undefined, the failure reported (the page renders without reviews)', async () => {
    const failures: unknown[] = [];
    const client = createReviewsClient(config, { fetch: (async () => new Response('', { status: 500 })) as never });
    expect(await loadProductReviews(client, input, (error) => failures.push(error))).toBeUndefined();
    expect(failures).toHaveLength(1);
    expect(await loadProductReviews(undefined, input, (error) => failures.push(error))).toBeUndefined();
  });

  it('asks for the page in the address and opens the section it is about', async () => {
    const fetch = fakeFetch({ reviews: reviewsAnswer, questions: questionsAnswer });
    const client = createReviewsClient(config, { fetch: fetch as never });
    const result = await loadProductReviews(client, input, () => undefined);
    expect(result?.reviews?.page).toBe(2);
    expect(result?.open).toEqual(['reviews']);
    expect(result?.links.previousReviews?.href).toBe('?#reviews');
    const asked = new URL(fetch.mock.calls[0]![0]);
    expect(asked.searchParams.getAll('Filter')).toContain('ContentLocale:eq:en_US');
  });
});
