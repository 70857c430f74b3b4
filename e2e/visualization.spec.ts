import { expect, test } from '@playwright/test';
import { blocksOf, gotoReady, itemByKey, watchConsole } from './helpers';

test.describe('/visualization/{hub}/{contentId}', () => {
  test('renders one item by delivery id, alone, noindex and no-store', async ({ page, request }) => {
    const home = await itemByKey('home');
    const block = blocksOf(home)[0]!;
    const id = block._meta.deliveryId!;
    const response = await request.get(`/visualization/ridgeline/${id}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(response.headers()['x-robots-tag']).toContain('noindex');
    const html = await response.text();
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/);
    expect(html).toContain(`data-content-id="${id}"`);
    // alone: none of the home page's other blocks
    for (const other of blocksOf(home).slice(1)) {
      if (other._meta.deliveryId !== id) expect(html).not.toContain(`data-content-id="${other._meta.deliveryId}"`);
    }

    const { messages } = watchConsole(page);
    await gotoReady(page, `/visualization/ridgeline/${id}`);
    await expect(page.locator(`[data-content-id="${id}"]`).first()).toBeVisible();
    expect(messages).toEqual([]);
  });

  test('renders a whole page item too, whatever its schema', async ({ request }) => {
    const home = await itemByKey('home');
    const html = await (await request.get(`/visualization/ridgeline/${home._meta.deliveryId}`)).text();
    expect(html).toContain(`data-content-id="${home._meta.deliveryId}"`);
  });

  test('an unknown id is a 404', async ({ request }) => {
    const response = await request.get('/visualization/ridgeline/00000000-0000-0000-0000-000000000000');
    expect(response.status()).toBe(404);
  });
});
