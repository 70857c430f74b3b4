import { expect, test } from '@playwright/test';
import { demoPages, productPath } from './helpers';

/**
 * Nothing on a public page may be wider than a phone's screen: mobile Chromium then zooms the whole page out (its
 * layout viewport grows to the content's width), so text turns tiny and `100vw` images are fetched at desktop sizes.
 * It happened once: the off-screen slides of a carousel counted in the page's width (2,867 px on a 412 px screen).
 * Measured as the page arrives (islands not yet woken) and again once the network is idle.
 */
test.describe('on a phone (412 px at 2.625x)', () => {
  test.use({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true });

  test('every public page fits the screen: no horizontal overflow, no zoomed-out layout', async ({ page }) => {
    test.setTimeout(120_000);
    const shopPages = [
      '/c/mens/',
      '/c/mens-jackets/',
      '/search?q=jacket',
      productPath('RM1004'),
      '/cart',
      '/store-locator',
      '/fr-ca/home',
    ];
    const paths = [...(await demoPages()).map((p) => p.path), ...shopPages];
    const tooWide: string[] = [];
    const width = () =>
      page.evaluate(() => ({ layout: window.innerWidth, content: document.documentElement.scrollWidth }));
    for (const path of paths) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const arriving = await width();
      await page.waitForLoadState('networkidle');
      const settled = await width();
      for (const [when, { layout, content }] of [
        ['arriving', arriving],
        ['settled', settled],
      ] as const) {
        if (layout !== 412 || content > 412)
          tooWide.push(`${path} (${when}): layout ${layout} px, content ${content} px`);
      }
    }
    expect(tooWide).toEqual([]);
  });
});
