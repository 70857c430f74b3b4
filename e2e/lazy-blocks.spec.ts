import { expect, test } from '@playwright/test';
import { demoPages, gotoReady } from './helpers';
import { toolkitStorefrontOrigin } from './env';

// Each test walks every demo page: a hang guard for a loaded machine (they took over 30 s on shared cores).
test.describe.configure({ timeout: 120_000 });

// Every block's code is a chunk named after its schema (`/assets/{name}-{hash}.js`): see the blocks
// README, "Lazy blocks". These are all the block names the registry knows.
const BLOCK_NAMES = [
  'hero-banner',
  'messaging-banner',
  'button-group',
  'personalised-container',
  'home-page',
  'content-page',
  'category-landing-page',
  'card',
  'card-carousel',
  'product-category-carousel',
  'product-recommendations-carousel',
  'navigation-tile-grid',
  'story-slider',
  'marketing-banner',
  'footer',
  'auto-refresh',
  'diagnostic-throw',
];

const blockOfAsset = (url: string): string | undefined => {
  const file = new URL(url, 'http://x').pathname.split('/').pop() ?? '';
  return BLOCK_NAMES.find((name) => new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(file));
};

test("a whole-document page preloads the code of the blocks it uses, and never fetches another block's code", async ({
  page,
}) => {
  for (const { path: pagePath } of await demoPages()) {
    const path = `${toolkitStorefrontOrigin}${pagePath}`;
    const requested = new Set<string>();
    const onRequest = (request: { url(): string }) => {
      const block = blockOfAsset(request.url());
      if (block) requested.add(block);
    };
    page.on('request', onRequest);
    await gotoReady(page, path);
    await page.waitForLoadState('networkidle');

    const used = new Set(
      (
        await page
          .locator('[data-schema]')
          .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-schema') ?? ''))
      )
        .map((schema) => schema.slice(schema.lastIndexOf('/') + 1))
        .filter((name) => BLOCK_NAMES.includes(name)),
    );
    const preloaded = new Set(
      (
        await page
          .locator('head link[rel="modulepreload"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
      )
        .map(blockOfAsset)
        .filter((name): name is string => name !== undefined),
    );

    expect(used.size, `${path}: renders blocks`).toBeGreaterThan(0);
    expect([...preloaded].sort(), `${path}: preloaded block code`).toEqual([...used].sort());
    for (const block of requested)
      expect(used.has(block), `${path}: fetched the code of ${block}, which it does not use`).toBe(true);
    page.off('request', onRequest);
  }
});

test('an islands page fetches only the code of its islands, and of no static block', async ({ page }) => {
  for (const { path } of await demoPages()) {
    const requested = new Set<string>();
    const onRequest = (request: { url(): string }) => {
      const block = blockOfAsset(request.url());
      if (block) requested.add(block);
    };
    page.on('request', onRequest);
    // The server HTML preloads no code (the runtime's own loader adds links for an island's chunks when it wakes).
    expect(await (await page.request.get(path)).text(), `${path}: preloads no block code`).not.toContain(
      'rel="modulepreload"',
    );
    await gotoReady(page, path);
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        // Two rendering updates: the intersection observers have been told about this position (no guessed sleep).
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
    });
    // Every island the scrolling woke has its code (the wait is for the state itself, however long it takes).
    await expect(page.locator('[data-island][data-hydrate="visible"]:not([data-island-state="hydrated"])')).toHaveCount(
      0,
    );
    await page.waitForLoadState('networkidle');
    const blockNames = (selector: string) =>
      page
        .locator(selector)
        .evaluateAll((nodes) =>
          nodes
            .map((node) => node.getAttribute('data-schema') ?? '')
            .map((schema) => schema.slice(schema.lastIndexOf('/') + 1)),
        );
    // An island's code: its block and the blocks nested in it (they hydrate with it).
    const inIslands = new Set(
      (await blockNames('[data-island] [data-schema]')).filter((name) => BLOCK_NAMES.includes(name)),
    );
    const staticOnly = (await blockNames('[data-schema]')).filter(
      (name) => BLOCK_NAMES.includes(name) && !inIslands.has(name),
    );
    for (const block of requested)
      expect(inIslands.has(block), `${path}: fetched the code of ${block}, which is no island's`).toBe(true);
    for (const block of staticOnly)
      expect(requested.has(block), `${path}: fetched the code of the static ${block}`).toBe(false);
    page.off('request', onRequest);
  }
});
