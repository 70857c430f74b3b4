import { expect, test, type APIRequestContext } from '@playwright/test';
import { gotoReady } from './helpers';

/**
 * Product addresses (docs/behaviour/urls.md, "Product addresses"): a product with a catalogue slug lives at
 * `/p/{slug}`, one without at `/p/noslug-{id}.html`; every other form answers 301 there with the query kept, and nothing a
 * request puts in the slug can send the shopper to another site.
 */

const SLUG = '/p/womens-stormbreak-ii-rain-jacket';

/** The status and `Location` of one request, redirects not followed. */
async function first(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return [response.status(), response.headers()['location'] ?? null];
}

test('a product reached by its slug, by /p/noslug-{id}.html and by /product/{id} ends on one canonical URL', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  expect(await first(request, '/product/RW2001?color=010')).toEqual([301, `${SLUG}?color=010`]);
  expect(await first(request, '/p/noslug-RW2001.html')).toEqual([301, SLUG]);
  expect(await first(request, '/p/RW2001')).toEqual([301, SLUG]);
  expect(await first(request, '/p/Womens-Stormbreak-II-Rain-Jacket')).toEqual([301, SLUG]);
  expect(await first(request, '/fr-ca/product/RW2001')).toEqual([301, `/fr-ca${SLUG}`]);
  expect((await request.get(SLUG, { maxRedirects: 0 })).status()).toBe(200);

  // a product without a slug: its no-slug address is the canonical one, its id addresses move there
  expect(await first(request, '/product/RM1001?size=M')).toEqual([301, '/p/noslug-RM1001.html?size=M']);
  expect(await first(request, '/p/RM1001')).toEqual([301, '/p/noslug-RM1001.html']);
  expect(await first(request, '/fr-ca/product/RM1001')).toEqual([301, '/fr-ca/p/noslug-RM1001.html']);
  expect((await request.get('/p/noslug-RM1001.html', { maxRedirects: 0 })).status()).toBe(200);

  // a browser following any of them lands on the slug address, whose canonical link names it
  for (const path of ['/product/RW2001', '/p/noslug-RW2001.html', SLUG]) {
    await gotoReady(page, path);
    expect(new URL(page.url()).pathname).toBe(SLUG);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${SLUG}$`));
  }
});

test('a slug never leads off the site', async ({ request }) => {
  for (const path of ['/p/%2F%2Fevil.example', '/p/%2F%2Fevil.example.html', '/p/noslug-%2F%2Fevil.example.html']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(response.headers()['location'], path).toBeUndefined();
  }
});
