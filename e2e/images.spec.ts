import { expect, test } from '@playwright/test';
import { demoPages, gotoReady } from './helpers';
import { sandboxOrigin } from './env';

test('every image of the demo pages loads from the sandbox media endpoint', async ({ page }) => {
  // Four pages, about thirty images each, every one scrolled into view and awaited in turn: this walk
  // alone takes ~25 s on a busy 2-core machine, so the default 30 s budget is too tight.
  test.setTimeout(120_000);
  for (const { path } of await demoPages()) {
    await gotoReady(page, path);
    const images = page.locator('main img');
    const count = await images.count();
    expect(count, `${path} has images`).toBeGreaterThan(0);
    let checked = 0;
    for (let i = 0; i < count; i++) {
      const image = images.nth(i);
      // Some blocks render a second layout hidden by CSS at this width (e.g. a grid on desktop, a carousel
      // below it): its lazy images are never fetched here, but they must still point at the media host.
      if (!(await image.isVisible())) {
        expect(await image.getAttribute('src'), `${path} hidden image ${i}`).toMatch(new RegExp(`^${sandboxOrigin}/i/`));
        continue;
      }
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
          message: `${path} image ${i} loads`,
          timeout: 10_000,
        })
        .toBe(true);
      const src = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
      expect(src.startsWith(`${sandboxOrigin}/i/`), `${path}: ${src}`).toBe(true);
      checked += 1;
    }
    expect(checked, `${path}: visible images checked`).toBeGreaterThan(0);
  }
});
