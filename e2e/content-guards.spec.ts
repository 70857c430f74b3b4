import { expect, test } from '@playwright/test';

/**
 * `page/e2e-guarded` and `page/e2e-blank` (e2e/fixtures/content/e2e-guards), served in production mode. A block
 * without `_meta` and a block with a field nested 3,000 levels deep each fail alone; a page of which every block
 * failed is still 200, but never cached.
 */
test.describe('content guards', () => {
  test('a block without _meta and a block nested 3,000 deep fail alone: the page renders and is cached as usual', async ({
    request,
  }) => {
    const response = await request.get('/t/e2e-guarded');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toContain('s-maxage=900');
    // the rendered markup, without React Router's hydration data (which carries the raw content of every item)
    const html = (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
    expect(html).toContain('E2E good block before');
    expect(html).toContain('E2E good block after');
    expect(html).not.toContain('e2e no meta on the guarded page');
    expect(html).not.toContain('E2E deep hero');
  });

  test('a page of which every block failed is 200 but no-store, never cached blank', async ({ request }) => {
    const response = await request.get('/t/e2e-blank');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
  });

  test('a page with failed blocks beside good ones keeps its public caching', async ({ request }) => {
    const response = await request.get('/t/e2e-broken');
    expect(response.headers()['cache-control']).toContain('s-maxage=900');
  });
});
