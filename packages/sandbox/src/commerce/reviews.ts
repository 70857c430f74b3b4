import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import type { Context } from 'hono';

/**
 * A stand-in for the reviews service (Bazaarvoice Conversations API 5.4), read-only over the demo data in
 * `catalog/reviews.json` (written by `scripts/generate-reviews.mjs`): `GET /bazaarvoice/data/reviews.json` (reviews of
 * one product, paged with `Limit`/`Offset`, sorted by `Sort`, with the product's statistics under `Stats=Reviews`)
 * and `GET /bazaarvoice/data/questions.json` (questions with their answers under `Include=Answers`). Answers carry
 * `HasErrors` and `Errors` as the service's do; a wrong passkey is 401.
 */

/** The demo passkey: any other is refused. */
export const REVIEWS_PASSKEY = 'ridgeline-demo-conversations';
/** The service's largest page. */
export const REVIEWS_MAX_LIMIT = 100;

interface DemoReview {
  Id: string;
  Rating: number;
  Title?: string;
  ReviewText: string;
  UserNickname?: string;
  SubmissionTime: string;
}
interface DemoQuestion {
  Id: string;
  QuestionSummary: string;
  UserNickname?: string;
  SubmissionTime: string;
  Answers: { Id: string; AnswerText: string; UserNickname?: string }[];
}
interface DemoProductReviews {
  statistics: { AverageOverallRating: number; TotalReviewCount: number; RatingDistribution: unknown[] };
  reviews: DemoReview[];
  questions: DemoQuestion[];
}
export type DemoReviews = Record<string, DemoProductReviews>;

export function loadDemoReviews(catalogDir: string): DemoReviews {
  try {
    return JSON.parse(readFileSync(path.join(catalogDir, 'reviews.json'), 'utf8')) as DemoReviews;
  } catch {
    return {};
  }
}

class ConversationsError extends Error {
  constructor(
    readonly status: 400 | 401,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const SORTS: Record<string, (a: DemoReview, b: DemoReview) => number> = {
  'SubmissionTime:desc': (a, b) => b.SubmissionTime.localeCompare(a.SubmissionTime),
  'SubmissionTime:asc': (a, b) => a.SubmissionTime.localeCompare(b.SubmissionTime),
  'Rating:desc': (a, b) => b.Rating - a.Rating || b.SubmissionTime.localeCompare(a.SubmissionTime),
  'Rating:asc': (a, b) => a.Rating - b.Rating || b.SubmissionTime.localeCompare(a.SubmissionTime),
};

function intParam(c: Context, name: string, fallback: number, min: number, max: number): number {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new ConversationsError(400, 'ERROR_PARAM_INVALID_LIMIT', `${name} must be from ${min} to ${max}`);
  return n;
}

/** The product of `Filter=ProductId:eq:{id}` (other filters, e.g. ContentLocale, are accepted and ignored). */
function productIdOf(c: Context): string {
  for (const filter of c.req.queries('Filter') ?? []) {
    const match = /^ProductId:eq:(.+)$/.exec(filter);
    if (match) return match[1]!;
  }
  throw new ConversationsError(400, 'ERROR_PARAM_MISSING_FILTER', 'Filter=ProductId:eq:{id} is required');
}

export function createReviewsApi(demo: () => DemoReviews) {
  const app = new Hono();
  const answer = (
    c: Context,
    build: (product: DemoProductReviews | undefined, id: string, limit: number, offset: number) => object,
  ) => {
    try {
      if (c.req.query('passkey') !== REVIEWS_PASSKEY)
        throw new ConversationsError(401, 'ERROR_PARAM_INVALID_API_KEY', 'The passkey provided is invalid');
      const id = productIdOf(c);
      const limit = intParam(c, 'Limit', 10, 0, REVIEWS_MAX_LIMIT);
      const offset = intParam(c, 'Offset', 0, 0, 300_000);
      const data = demo();
      const product = Object.hasOwn(data, id) ? data[id] : undefined;
      return c.json({
        Limit: limit,
        Offset: offset,
        HasErrors: false,
        Errors: [],
        ...build(product, id, limit, offset),
      });
    } catch (error) {
      if (!(error instanceof ConversationsError)) throw error;
      return c.json(
        { HasErrors: true, Errors: [{ Code: error.code, Message: error.message }], Results: [], TotalResults: 0 },
        error.status,
      );
    }
  };
  app.get('/bazaarvoice/data/reviews.json', (c) =>
    answer(c, (product, id, limit, offset) => {
      const sort = SORTS[c.req.query('Sort') ?? 'SubmissionTime:desc'] ?? SORTS['SubmissionTime:desc']!;
      const all = [...(product?.reviews ?? [])].sort(sort);
      const withStats = c.req.query('Stats') === 'Reviews' || c.req.query('Include') === 'Products';
      const statistics = product?.statistics ?? {
        AverageOverallRating: null,
        TotalReviewCount: 0,
        RatingDistribution: [],
      };
      return {
        TotalResults: all.length,
        Results: all.slice(offset, offset + limit).map((review) => ({ ...review, ProductId: id })),
        Includes: withStats ? { Products: { [id]: { Id: id, ReviewStatistics: statistics } } } : {},
      };
    }),
  );
  app.get('/bazaarvoice/data/questions.json', (c) =>
    answer(c, (product, id, limit, offset) => {
      const all = [...(product?.questions ?? [])].sort((a, b) => b.SubmissionTime.localeCompare(a.SubmissionTime));
      const page = all.slice(offset, offset + limit);
      const withAnswers = c.req.query('Include') === 'Answers';
      return {
        TotalResults: all.length,
        Results: page.map(({ Answers, ...question }) => ({
          ...question,
          ProductId: id,
          AnswerIds: Answers.map((a) => a.Id),
        })),
        Includes: withAnswers
          ? {
              Answers: Object.fromEntries(
                page.flatMap((q) => q.Answers.map((a) => [a.Id, { ...a, QuestionId: q.Id }] as const)),
              ),
            }
          : {},
      };
    }),
  );
  return app;
}
