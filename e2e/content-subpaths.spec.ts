import http from 'node:http';
import { expect, test } from '@playwright/test';
import { storefrontOrigin } from './env';

/** A GET sent with its path exactly as written: a WHATWG URL (the browser's, Playwright's) resolves `%2E%2E`. */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(storefrontOrigin, { path, method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

/**
 * Content pages at sub-paths (docs/behaviour/urls.md): `/t/{slug}/{sub-path}` is the content page whose delivery key
 * is `page/{slug}/{sub-path}` (the sandbox's `page/returns/exchanges`), in every locale, one trailing slash ignored;
 * a sub-path with no such page, or one that is no slug (encoded dot segments, a space, a dot first), is the
 * not-found page; plain dot segments are resolved as in any URL first.
 */
test.describe.configure({ timeout: 90_000 });

test('a nested content page answers at its sub-path, in each locale, with or without a trailing slash', async ({
  page,
  request,
}) => {
  const response = await page.goto('/t/returns/exchanges');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Exchanges | Ridgeline');
  await expect(page.getByText('Swap a size or a colour within 60 days')).toBeVisible();
  for (const path of ['/t/returns/exchanges/', '/fr-ca/t/returns/exchanges']) {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(200);
    expect(await answer.text(), path).toContain('Swap a size or a colour within 60 days');
  }
  // The page above it is still its own page.
  expect((await request.get('/t/returns', { maxRedirects: 0 })).status()).toBe(200);
});

test('an unknown sub-path, or one that is no slug, is the not-found page and never another item', async () => {
  for (const path of [
    '/t/returns/nothing-here',
    '/t/returns/exchanges/more',
    '/t/x/..%2F..%2Fhome',
    '/t/returns%2F..%2F..%2Fhome',
    '/t/.hidden',
    '/t/a%20b',
  ]) {
    const answer = await rawGet(path);
    expect(answer.status, path).toBe(404);
    expect(answer.body, path).toContain('Page not found');
  }
  // Dot segments are resolved as in any URL before a page is looked for: this is /t/about, not a key outside page/.
  const dots = await rawGet('/t/returns/%2E%2E/about');
  expect(dots.status).toBe(200);
  expect(dots.body).toContain('<link rel="canonical" href="');
  expect(dots.body).not.toContain('Exchanges | Ridgeline');
});
