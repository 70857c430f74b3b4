import { describe, expect, it } from 'vitest';
import { readReviewsConfig, SANDBOX_REVIEWS_PASSKEY } from './reviews.server';

const SECRET = 'x'.repeat(48);

describe('readReviewsConfig', () => {
  const sandbox = { NODE_ENV: 'production', SESSION_SECRET: SECRET, RIDGELINE_SANDBOX: 'http://localhost:4555' };

  it("beside the sandbox: its stand-in and demo passkey, every flag on; the flags' off values are read", () => {
    expect(readReviewsConfig(sandbox)).toMatchObject({
      baseUrl: 'http://localhost:4555/bazaarvoice',
      passkey: SANDBOX_REVIEWS_PASSKEY,
      enableBazaarvoice: true,
      enableBvRatingHistogram: true,
      enableBvRatingReviews: true,
      enableBvQuestionAnswers: true,
    });
    expect(readReviewsConfig({ ...sandbox, ENABLE_BAZAARVOICE: '0', ENABLE_BV_RATING_HISTOGRAM: 'off' })).toMatchObject(
      { enableBazaarvoice: false, enableBvRatingHistogram: false, enableBvRatingReviews: true },
    );
  });

  it('a service of its own: its URL and passkey; outside production the local sandbox’s stand-in', () => {
    const env = { ...sandbox, REVIEWS_URL: 'https://api.bazaarvoice.com', REVIEWS_PASSKEY: 'k' };
    expect(readReviewsConfig(env)).toMatchObject({ baseUrl: 'https://api.bazaarvoice.com', passkey: 'k' });
    expect(readReviewsConfig({ NODE_ENV: 'development', SESSION_SECRET: SECRET, SANDBOX_PORT: '4555' })?.baseUrl).toBe(
      'http://localhost:4555/bazaarvoice',
    );
  });
});
