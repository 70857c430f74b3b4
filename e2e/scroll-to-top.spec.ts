import { expect, test, type Page } from '@playwright/test';
import { demoPages, gotoReady } from './helpers';
import { toolkitStorefrontOrigin } from './env';

/**
 * A push or replace navigation starts the new page at the top (docs/behaviour/shell.md, "Scroll position"): React
 * Router's `ScrollRestoration` in the document. Only a document that hydrates as a whole navigates on the client (the
 * storefront with the merchandiser toolkit), so the navigations go through its router; a plain link loads a document.
 */
test.describe.configure({ timeout: 120_000 });
// A short window: every demo page is then tall enough to scroll, so a kept position would show.
test.use({ viewport: { width: 1280, height: 360 } });

/** Scrolls to the bottom of the page (again, until the browser reports it: a late layout may still move it). */
async function scrollDown(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return window.scrollY;
      }),
    )
    .toBeGreaterThan(150);
}

/** The client router has finished its navigation (loaders done, the new page rendered). */
const routerIdle = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(
        () =>
          (window as unknown as { __reactRouterDataRouter?: { state: { navigation: { state: string } } } })
            .__reactRouterDataRouter?.state.navigation.state,
      ),
    )
    .toBe('idle');

/** React Router's own navigation in the hydrated document, as a link with `replace` or a redirect would do. */
async function routerNavigate(page: Page, to: string, replace: boolean): Promise<void> {
  await page.evaluate(
    ([path, asReplace]) => {
      const router = (window as unknown as { __reactRouterDataRouter?: { navigate(to: string, o: object): unknown } })
        .__reactRouterDataRouter;
      if (!router) throw new Error('no client router in this document');
      void router.navigate(path as string, { replace: asReplace as boolean });
    },
    [to, replace] as const,
  );
}

test('a push and a replace navigation start the next page at the top (whole-document app)', async ({ page }) => {
  const pages = await demoPages();
  const [first, second, third] = [pages[0]!.path, pages[1]!.path, pages[2]!.path];
  await gotoReady(page, `${toolkitStorefrontOrigin}${first}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const navigations: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') navigations.push(request.url());
  });

  await scrollDown(page);
  await routerNavigate(page, second, false);
  await expect(page).toHaveURL(new RegExp(`${second}$`));
  await routerIdle(page);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await scrollDown(page);
  const historyLength = await page.evaluate(() => history.length);
  await routerNavigate(page, third, true);
  await expect(page).toHaveURL(new RegExp(`${third}$`));
  await routerIdle(page);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
  // Both were client navigations: without the scroll reset the router would have kept the old position.
  expect(navigations).toEqual([]);
});

test('a link that loads a document starts it at the top', async ({ page }) => {
  const pages = await demoPages();
  await gotoReady(page, pages[0]!.path);
  await scrollDown(page);
  await page.evaluate((to) => {
    const a = document.createElement('a');
    a.href = to;
    a.textContent = 'next page';
    document.body.append(a);
    a.click();
  }, pages[1]!.path);
  await expect(page).toHaveURL(new RegExp(`${pages[1]!.path}$`));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
