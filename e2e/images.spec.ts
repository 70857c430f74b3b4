import { expect, test } from '@playwright/test';
import { demoPages, gotoHydrated } from './helpers';
import { sandboxOrigin } from './env';

test('every image of the demo pages loads from the sandbox media endpoint', async ({ page }) => {
  for (const { path } of await demoPages()) {
    await gotoHydrated(page, path);
    const images = page.locator('main img');
    const count = await images.count();
    expect(count, `${path} has images`).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const image = images.nth(i);
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
          message: `${path} image ${i} loads`,
          timeout: 10_000,
        })
        .toBe(true);
      const src = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
      expect(src.startsWith(`${sandboxOrigin}/i/`), `${path}: ${src}`).toBe(true);
    }
  }
});
