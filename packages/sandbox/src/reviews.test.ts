import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEWS_PASSKEY } from './commerce/reviews.js';
import type { Sandbox } from './server.js';
import { startTestSandbox } from './test-helpers.js';

/** The reviews service's stand-in (`/bazaarvoice/data/…`): its wire format, paging, sorting and refusals. */

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox?.close());

type Answer = {
  HasErrors: boolean;
  Errors: { Code: string }[];
  TotalResults: number;
  Results: { Id: string; Rating?: number; AnswerIds?: string[] }[];
  Includes: {
    Products?: Record<
      string,
      { ReviewStatistics: { TotalReviewCount: number; RatingDistribution: { Count: number }[] } }
    >;
    Answers?: Record<string, { AnswerText: string }>;
  };
};

async function get(resource: string, params: Record<string, string>, passkey = REVIEWS_PASSKEY) {
  const query = new URLSearchParams({ apiversion: '5.4', passkey, ...params });
  const response = await fetch(`${sandbox.url}/bazaarvoice/data/${resource}.json?${query}`);
  return { status: response.status, body: (await response.json()) as Answer };
}

describe('reviews stand-in', () => {
  it('pages a product’s reviews with Limit/Offset, sorts them, and sends its statistics (histogram sums to the count)', async () => {
    const first = await get('reviews', { Filter: 'ProductId:eq:RM1002', Limit: '5', Offset: '0', Stats: 'Reviews' });
    expect(first.status).toBe(200);
    expect(first.body.HasErrors).toBe(false);
    expect(first.body.TotalResults).toBeGreaterThan(5);
    expect(first.body.Results).toHaveLength(5);
    const stats = first.body.Includes.Products!.RM1002!.ReviewStatistics;
    expect(stats.TotalReviewCount).toBe(96);
    expect(stats.RatingDistribution.reduce((sum, entry) => sum + entry.Count, 0)).toBe(96);
    const second = await get('reviews', { Filter: 'ProductId:eq:RM1002', Limit: '5', Offset: '5' });
    expect(second.body.Results.length).toBe(first.body.TotalResults - 5);
    expect(second.body.Results.map((r) => r.Id)).not.toContain(first.body.Results[0]!.Id);
    const lowest = await get('reviews', { Filter: 'ProductId:eq:RM1002', Limit: '100', Sort: 'Rating:asc' });
    const ratings = lowest.body.Results.map((r) => r.Rating!);
    expect(ratings).toEqual([...ratings].sort((a, b) => a - b));
  });

  it('sends questions with their answers, and nothing for a product without any', async () => {
    const questions = await get('questions', { Filter: 'ProductId:eq:RM1005', Include: 'Answers', Limit: '5' });
    expect(questions.body.TotalResults).toBeGreaterThan(0);
    const answerId = questions.body.Results[0]!.AnswerIds![0]!;
    expect(questions.body.Includes.Answers![answerId]!.AnswerText).toBeTruthy();
    const none = await get('reviews', { Filter: 'ProductId:eq:RM1102', Stats: 'Reviews' });
    expect(none.body.TotalResults).toBe(0);
    expect(none.body.Includes.Products!.RM1102!.ReviewStatistics.TotalReviewCount).toBe(0);
  });

  it('refuses a wrong passkey (401), a missing product filter and a bad limit (400)', async () => {
    expect((await get('reviews', { Filter: 'ProductId:eq:RM1002' }, 'wrong')).status).toBe(401);
    const missing = await get('reviews', {});
    expect(missing.status).toBe(400);
    expect(missing.body.HasErrors).toBe(true);
    expect((await get('reviews', { Filter: 'ProductId:eq:RM1002', Limit: '101' })).status).toBe(400);
  });
});
