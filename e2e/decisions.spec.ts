import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { sandboxOrigin, storefrontOrigin } from './env';

/**
 * The decision engine's example pages (docs/behaviour/personalisation.md) against the sandbox's engine and
 * its demo rules (packages/sandbox/content/_decision-engine/experiences.json). The two visitor ids below sit in
 * different variants of both demo split tests (pinned by packages/sandbox/src/decision-engine.test.ts).
 */
const VISITOR_RIVER_OUTDOOR = '2.100000001.1';
const VISITOR_LAKE_PREMIUM = '2.100000002.1';

async function visitor(
  browser: Browser,
  monetateId?: string,
  headers?: Record<string, string>,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: storefrontOrigin,
    ...(headers ? { extraHTTPHeaders: headers } : {}),
  });
  if (monetateId) await context.addCookies([{ name: 'mt.v', value: monetateId, url: storefrontOrigin }]);
  return context;
}

const decisionCookies = async (context: BrowserContext) =>
  (await context.cookies(storefrontOrigin)).filter((cookie) => cookie.name === 'mt.v' || cookie.name === 'iwebid');

test.describe('decision engine example pages', () => {
  test('two visitors in different experiences see different content on both pages, each the same on every reload', async ({
    browser,
  }) => {
    const river = await visitor(browser, VISITOR_RIVER_OUTDOOR);
    const lake = await visitor(browser, VISITOR_LAKE_PREMIUM);
    const [riverPage, lakePage] = [await river.newPage(), await lake.newPage()];
    for (let view = 0; view < 2; view += 1) {
      const response = await riverPage.goto('/monetate-example-1');
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toBe('private, no-store');
      await expect(riverPage.getByRole('heading', { level: 1 })).toHaveText('Decision engine example 1: a split test');
      await expect(riverPage.getByTestId('decision-experience')).toContainText(
        'Trail hero split test: River valley routes',
      );
      await expect(riverPage.locator('#decision-hero')).toContainText('River valley routes, all day long');

      await lakePage.goto('/monetate-example-1');
      await expect(lakePage.getByTestId('decision-experience')).toContainText('Trail hero split test: Lakeside trails');
      await expect(lakePage.locator('#decision-hero')).toContainText('Lakeside trails at first light');

      await riverPage.goto('/monetate-example-2');
      await expect(riverPage.getByTestId('decision-experience')).toContainText(
        'Offers audience split: Outdoor Enthusiasts offers',
      );
      await expect(riverPage.locator('#decision-offers')).toContainText('Gear for the long haul');

      await lakePage.goto('/monetate-example-2');
      await expect(lakePage.getByTestId('decision-experience')).toContainText(
        'Offers audience split: Big Spenders offers',
      );
      await expect(lakePage.locator('#decision-offers')).toContainText('Premium shells, expert fitting included');
    }
    // the engine was asked with each visitor's id and the page's page type
    const log = (await (
      await fetch(`${sandboxOrigin}/__sandbox/decisions?monetateId=${VISITOR_LAKE_PREMIUM}`)
    ).json()) as { requests: { pageType: string; customerGroups: string[]; decisions: string[] }[] };
    // (the second view of each page is answered from the storefront's actions cache: one call per page and visitor)
    expect(log.requests.find((request) => request.pageType === 'monetate-example-1')).toMatchObject({
      customerGroups: expect.arrayContaining(['Everyone']),
      decisions: ['1001:lake'],
    });
    expect(log.requests.find((request) => request.pageType === 'monetate-example-2')).toMatchObject({
      decisions: ['1002:premium'],
    });
    await river.close();
    await lake.close();
  });

  test('a first visit gets the visitor cookie (30 minutes) and iwebid (365 days, Secure, path /), and keeps its experience', async ({
    browser,
  }) => {
    const context = await visitor(browser);
    const page = await context.newPage();
    const before = Date.now() / 1000;
    await page.goto('/monetate-example-1');
    const experience = /Trail hero split test: (River valley routes|Lakeside trails)/.exec(
      await page.getByTestId('decision-experience').innerText(),
    )?.[0];
    expect(experience).toBeDefined();
    const cookies = await decisionCookies(context);
    const visitorCookie = cookies.find((cookie) => cookie.name === 'mt.v')!;
    const device = cookies.find((cookie) => cookie.name === 'iwebid')!;
    expect(visitorCookie.value).toMatch(/^2\.\d+\.0$/);
    expect(visitorCookie.expires).toBeGreaterThan(before + 30 * 60 - 60);
    expect(visitorCookie.expires).toBeLessThan(before + 30 * 60 + 60);
    expect(device.value).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(device).toMatchObject({ secure: true, path: '/', httpOnly: true });
    expect(device.expires).toBeGreaterThan(before + 365 * 86_400 - 60);

    // 29 minutes on, the browser's clock and the cookie's expiry say the visitor cookie is still there: the same visitor
    await page.clock.install();
    await page.clock.fastForward('29:00');
    const browserNow = await page.evaluate(() => Date.now() / 1000);
    expect(visitorCookie.expires).toBeGreaterThan(browserNow);
    await page.reload();
    await expect(page.getByTestId('decision-experience')).toContainText(experience!);
    const again = await decisionCookies(context);
    expect(again.find((cookie) => cookie.name === 'mt.v')!.value).toBe(visitorCookie.value);
    expect(again.find((cookie) => cookie.name === 'iwebid')!.value).toBe(device.value);
    await context.close();
  });

  for (const header of [{ 'Sec-GPC': '1' }, { DNT: '1' }] as Record<string, string>[]) {
    test(`under do-not-track (${Object.keys(header)[0]}) nothing is decided: no call, no decision cookie, the default content`, async ({
      browser,
    }) => {
      const id = `2.dnt${Date.now()}.1`;
      const context = await visitor(browser, id, header);
      await context.addCookies([
        { name: 'iwebid', value: '123e4567-e89b-42d3-a456-426614174000', url: storefrontOrigin },
      ]);
      const page = await context.newPage();
      for (const path of ['/monetate-example-1', '/monetate-example-2']) {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.getByTestId('decision-experience')).toHaveAttribute('data-decision-status', 'do-not-track');
        await expect(page.getByTestId('decision-experience')).toContainText('asks not to be tracked');
      }
      await expect(page.locator('#decision-offers')).toContainText('Everyday trail essentials');
      await page.goto('/monetate-example-1');
      await expect(page.locator('#decision-hero')).toContainText('Find your next trail');
      await expect(page.locator('#decision-hero')).toHaveAttribute('data-decision-source', 'default');
      // the ids from before are removed, none is made
      expect(await decisionCookies(context)).toEqual([]);
      const log = (await (await fetch(`${sandboxOrigin}/__sandbox/decisions?monetateId=${id}`)).json()) as {
        requests: unknown[];
      };
      expect(log.requests).toEqual([]);
      await context.close();
    });
  }

  test('every locale has the pages; a preview token is ignored outside preview and the toolkit', async ({
    browser,
  }) => {
    const context = await visitor(browser, VISITOR_LAKE_PREMIUM);
    const page = await context.newPage();
    const response = await page.goto('/fr-ca/monetate-example-1?preview=1005:night');
    expect(response?.status()).toBe(200);
    await expect(page.locator('#decision-hero')).toContainText("Sentiers au bord du lac à l'aube");
    await expect(page.getByTestId('decision-experience')).not.toContainText('Night camp');
    await context.close();
  });
});
