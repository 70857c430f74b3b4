import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { gotoReady } from './helpers';
import { toolkitStorefrontOrigin } from './env';

// The storefront with MERCHANDISER_TOOLKIT=1, where every page hydrates as a whole (see playwright.config.ts).
test.use({ baseURL: toolkitStorefrontOrigin });

/**
 * Merchandiser toolkit (docs/behaviour/toolkit.md) on the production storefront started with
 * MERCHANDISER_TOOLKIT=1. The home page's personalised container (personalised-home-offers) shows the
 * 'Join Ridgeline Rewards' messaging banner by default and the 'Double points on every summit' hero for
 * 'Loyalty Members'.
 */
const CONTAINER = '[data-content-id="6bcdfc95-2236-50a7-9ac5-ccb7ef56b346"]';
const DEFAULT_TEXT = 'Join Ridgeline Rewards: 10% off your first order';
const LOYALTY_TEXT = 'Double points on every summit';
const WELCOME_TEXT = 'Welcome back — you have points waiting';
/** A configured staging environment of the sandbox (the storefront's default PREVIEW_ENVIRONMENTS). */
const VSE = 'kq3v8rdglnstg0demo7x2m4pw.staging.bigcontent.io';

async function openToolkit(page: Page) {
  await gotoReady(page, '/');
  await page.getByRole('button', { name: 'Toolkit' }).click();
  const panel = page.getByRole('dialog', { name: 'Merchandiser toolkit' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('checkbox', { name: 'Loyalty Members' })).toBeVisible();
  return panel;
}

async function lastContextRequest(page: Page, action: () => Promise<void>) {
  const request = page.waitForRequest((r) => r.url().endsWith('/__toolkit') && r.method() === 'POST');
  await action();
  return (await request).postDataJSON() as { intent: string; draft?: Record<string, unknown> };
}

/**
 * Every text the page adds to its DOM, recorded as it happens (a MutationObserver runs on each change, not on a
 * rendering frame). The success toast lives 1 s (its required duration): polling for it, even every animation frame,
 * missed it on a machine so busy that no frame ran during that second (three timeouts in one loaded run).
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const added: string[] = [];
    (window as unknown as { __addedTexts: string[] }).__addedTexts = added;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) if (node.textContent) added.push(node.textContent.slice(0, 500));
        if (record.type === 'characterData' && record.target.textContent) added.push(record.target.textContent);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
});

/** A toast with `title` was put on the page since the last one this test saw (each is counted once). */
const toastShown = (page: Page, title: string) =>
  expect
    .poll(
      () =>
        page.evaluate((wanted) => {
          const added = (window as unknown as { __addedTexts: string[] }).__addedTexts;
          const at = added.findIndex((text) => text.includes(wanted));
          if (at < 0) return false;
          added.splice(0, at + 1);
          return true;
        }, title),
      { message: `a "${title}" toast`, timeout: 45_000 },
    )
    .toBe(true);
test('the toolkit is not in the server HTML and appears after hydration', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  expect(html).not.toContain('data-merchandiser-toolkit');
  expect(html).not.toContain('Merchandiser toolkit');
  await gotoReady(page, '/');
  await expect(page.getByRole('button', { name: 'Toolkit' })).toBeVisible();
  await expect(page.locator('[data-merchandiser-toolkit]')).toHaveCount(1);
});

test('the customer-group search filters case-insensitively', async ({ page }) => {
  const panel = await openToolkit(page);
  const search = panel.getByLabel('Search customer groups');
  await search.fill('LOYAL');
  await expect(panel.locator('[data-toolkit-groups] input[type=checkbox]')).toHaveCount(1);
  await expect(panel.getByRole('checkbox', { name: 'Loyalty Members' })).toBeVisible();
  await search.fill('spend');
  await expect(panel.getByRole('checkbox', { name: 'Big Spenders' })).toBeVisible();
  await expect(panel.getByRole('checkbox', { name: 'Loyalty Members' })).toHaveCount(0);
  await search.fill('');
  expect(await panel.locator('[data-toolkit-groups] input[type=checkbox]').count()).toBeGreaterThan(10);
});

test('applying Loyalty Members updates the context, the URL and the personalised content; Exit restores it', async ({
  page,
}) => {
  await gotoReady(page, '/');
  await expect(page.locator(CONTAINER)).toContainText(DEFAULT_TEXT);
  // server HTML: final, no fade
  await expect(page.locator(CONTAINER)).not.toHaveAttribute('data-personalisation-fade');
  const panel = await openToolkit(page);
  await panel.getByRole('checkbox', { name: 'Loyalty Members' }).check();
  // Hold the update until the pending toast has been seen (not for a guessed 600 ms a loaded machine may outlast).
  let releaseUpdate!: () => void;
  const updateReleased = new Promise<void>((resolve) => (releaseUpdate = resolve));
  await page.route('**/__toolkit', async (route) => {
    if (route.request().method() === 'POST') await updateReleased;
    await route.continue();
  });
  await panel.getByRole('textbox', { name: 'Source code' }).fill('   ');
  const body = await lastContextRequest(page, () => panel.getByRole('button', { name: 'Apply' }).click());
  expect(body.intent).toBe('apply');
  await expect(page.getByText('Updating...', { exact: true })).toBeVisible();
  releaseUpdate();
  await toastShown(page, 'Successfully updated');
  // 1 s toast
  await expect(page.getByText('Successfully updated', { exact: true })).toBeHidden({ timeout: 4000 });

  const url = new URL(page.url());
  expect(url.searchParams.get('tk_enabled')).toBe('on');
  expect(url.searchParams.get('tk_customerGroupIds')).toBe('Loyalty Members');
  expect(url.searchParams.get('tk_hash')).toMatch(/^[0-9a-f]{8}$/);
  // blank source code is not sent
  expect(url.searchParams.has('tk_sourceCode')).toBe(false);

  await expect(page.locator(CONTAINER)).toContainText(LOYALTY_TEXT);
  await expect(page.locator(CONTAINER)).not.toContainText(DEFAULT_TEXT);
  // resolved again on the client: the container fades in (docs/behaviour/blocks.md#personalised-container)
  await expect(page.locator(CONTAINER)).toHaveAttribute('data-personalisation-fade', 'in');
  await expect(page.locator(CONTAINER)).toHaveCSS('opacity', '1');
  await expect(panel.getByRole('button', { name: 'Update' })).toBeVisible();

  // The server renders the simulated groups too, and never caches it.
  const response = await page.request.get('/');
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(await response.text()).toContain(LOYALTY_TEXT);

  // Exit: the context is deleted, the toolkit leaves, the default content is back.
  await panel.getByRole('button', { name: 'Exit' }).click();
  await expect(page.locator('[data-merchandiser-toolkit]')).toHaveCount(0);
  await expect(page.locator(CONTAINER)).toContainText(DEFAULT_TEXT);
  expect(new URL(page.url()).searchParams.has('tk_enabled')).toBe(false);
  const after = await page.request.get('/');
  expect(after.headers()['cache-control']).toContain('public');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator('[data-merchandiser-toolkit]')).toHaveCount(0);
});

test("in preview the toolkit's groups win over the toolbar's (no fade); after Exit the toolbar's apply again", async ({
  page,
  context,
}) => {
  // the toolbar's Personalisation choice (its cookie): Loyalty Members alone shows the hero only
  await context.addCookies([
    { name: 'customer-groups', value: encodeURIComponent('Loyalty Members'), url: toolkitStorefrontOrigin },
  ]);
  await gotoReady(page, `/?vse=${VSE}`);
  const container = page.locator(CONTAINER);
  await expect(container).toContainText(LOYALTY_TEXT);
  await expect(container).not.toContainText(WELCOME_TEXT);

  // the toolkit simulates Registered + Loyalty Members: the hero and the welcome-back banner
  await page.getByRole('button', { name: 'Toolkit' }).click();
  const panel = page.getByRole('dialog', { name: 'Merchandiser toolkit' });
  await panel.getByRole('checkbox', { name: 'Registered', exact: true }).check();
  await panel.getByRole('checkbox', { name: 'Loyalty Members' }).check();
  await panel.getByRole('button', { name: 'Apply' }).click();
  await toastShown(page, 'Successfully updated');
  await expect(container).toContainText(WELCOME_TEXT);
  await expect(container).toContainText(LOYALTY_TEXT);
  // preview: no fade
  await expect(container).not.toHaveAttribute('data-personalisation-fade');
  // the server renders the same in preview
  const html = await (await page.request.get('/')).text();
  expect(html).toContain(WELCOME_TEXT);

  // the toolbar says that the toolkit's groups apply
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();
  await page.getByRole('button', { name: 'Preview' }).click();
  const toolbar = page.getByRole('dialog', { name: 'Preview' });
  await toolbar.getByRole('button', { name: 'Personalisation' }).click();
  await expect(toolbar.getByText('The merchandiser toolkit is simulating Registered, Loyalty Members')).toBeVisible();
  await toolbar.getByRole('button', { name: 'Close' }).click();
  await expect(toolbar).toBeHidden();

  // Exit the toolkit: the toolbar's groups apply again
  await page.getByRole('button', { name: 'Toolkit' }).click();
  await panel.getByRole('button', { name: 'Exit' }).click();
  await expect(page.locator('[data-merchandiser-toolkit]')).toHaveCount(0);
  await expect(container).not.toContainText(WELCOME_TEXT);
  await expect(container).toContainText(LOYALTY_TEXT);
});

test('a half-filled qualifier and a blank source code are ignored; a whole qualifier is sent', async ({ page }) => {
  const panel = await openToolkit(page);
  await panel.getByRole('button', { name: 'Custom qualifiers' }).click();
  await panel.getByLabel('Custom qualifier key').fill('campaign');
  await panel.getByLabel('Custom qualifier value').fill('   ');
  await panel.getByRole('button', { name: 'Add custom qualifier' }).click();
  await expect(panel.getByRole('list', { name: 'Custom qualifiers' })).toHaveCount(0);
  await panel.getByLabel('Custom qualifier value').fill(' spring ');
  await panel.getByRole('button', { name: 'Add custom qualifier' }).click();
  await expect(panel.getByRole('list', { name: 'Custom qualifiers' })).toContainText('campaign = spring');
  await panel.getByRole('textbox', { name: 'Source code' }).fill('  ');
  await panel.getByRole('button', { name: 'Apply' }).click();
  await toastShown(page, 'Successfully updated');
  const url = new URL(page.url());
  expect(url.searchParams.has('tk_sourceCode')).toBe(false);
  expect(JSON.parse(url.searchParams.get('tk_customQualifiers') ?? '{}')).toEqual({ campaign: 'spring' });

  await expect(page.getByText('Successfully updated', { exact: true })).toBeHidden({ timeout: 4000 });
  // Clear All empties the form; Refresh re-sends the applied context.
  await panel.getByRole('button', { name: 'Clear All' }).click();
  await expect(panel.getByRole('textbox', { name: 'Source code' })).toHaveValue('');
  const resent = await lastContextRequest(page, () => panel.getByRole('button', { name: 'Refresh' }).click());
  expect(resent).toMatchObject({ intent: 'apply', context: { customQualifiers: { campaign: 'spring' } } });
  await toastShown(page, 'Successfully updated');
});

test('an update the API refuses (an impossible date) shows Update failed', async ({ page }) => {
  const panel = await openToolkit(page);
  await panel.getByRole('textbox', { name: /^Date and time/ }).fill('31/02/2027 10:00:00');
  await panel.getByRole('button', { name: 'Apply' }).click();
  await toastShown(page, 'Update failed');
  await expect(page.getByText('Something wrong with the update', { exact: true })).toBeVisible();
  expect(new URL(page.url()).searchParams.has('tk_enabled')).toBe(false);
  // 2 s toast
  await expect(page.getByText('Update failed', { exact: true })).toBeHidden({ timeout: 5000 });
});

test('a valid date is stored +7 h and shown −7 h', async ({ page }) => {
  const panel = await openToolkit(page);
  await panel.getByRole('textbox', { name: /^Date and time/ }).fill('20/03/2027');
  await panel.getByRole('button', { name: 'Apply' }).click();
  await toastShown(page, 'Successfully updated');
  expect(new URL(page.url()).searchParams.get('tk_effectiveDateTime')).toBe('2027-03-20T07:00:00.000Z');
  await expect(panel.getByRole('textbox', { name: /^Date and time/ })).toHaveValue('20/03/2027 00:00:00');
});

test('the resource route refuses non-JSON posts', async ({ request }) => {
  const response = await request.post(`${toolkitStorefrontOrigin}/__toolkit`, { form: { intent: 'exit' } });
  expect(response.status()).toBe(415);
});

test('axe finds no violations with the toolkit open', async ({ page }) => {
  await openToolkit(page);
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
});
