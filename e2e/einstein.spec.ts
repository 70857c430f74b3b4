import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { sandboxOrigin } from './env';
import { fillShippingAddress, gotoReady, registerOnPage, uniqueEmail, wakeIsland, productPath } from './helpers';

/**
 * Einstein's identity (docs/behaviour/shell.md#recommendation-and-activity-calls, docs/decisions/0005-einstein-identity.md):
 * a signed-in shopper's activities reach the service with their session's usid as `cookieId` and their customer id as
 * `userId`, added by the storefront (the page never sends them), and the checkout reports `checkoutStep` for each step
 * it opens. Checked where the calls land: the sandbox's activity log, against the sandbox's own record of the usid it
 * issued for that login.
 */
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1280, height: 900 } });

interface ReceivedActivity {
  activity: string;
  body: Record<string, unknown>;
}

async function sessionOf(request: APIRequestContext, login: string): Promise<{ customerId: string; usids: string[] }> {
  const response = await request.get(`${sandboxOrigin}/__sandbox/sessions?${new URLSearchParams({ login })}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { customerId: string; usids: string[] };
}

async function activitiesOf(
  request: APIRequestContext,
  userId: string,
  activity?: string,
): Promise<ReceivedActivity[]> {
  const response = await request.get(
    `${sandboxOrigin}/__sandbox/activities?${new URLSearchParams({ userId, limit: '1000', ...(activity ? { activity } : {}) })}`,
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as { activities: ReceivedActivity[] }).activities;
}

/** The step the checkout page opens (its `data-current` section). */
const openStep = (page: Page) => page.locator('[data-checkout-page] section[data-current]').getAttribute('data-step');

test('a signed-in shopper: userId and the session’s usid as cookieId on their activities, checkoutStep for each step', async ({
  page,
  request,
}) => {
  // Nothing the page sends to the storefront names the shopper.
  const pagePosts: Record<string, unknown>[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/__ridgeline/einstein/'))
      pagePosts.push((sent.postDataJSON() ?? {}) as Record<string, unknown>);
  });

  const email = uniqueEmail('einstein');
  await registerOnPage(page, { email });
  await expect(page).toHaveURL(/\/$/);
  const { customerId, usids } = await sessionOf(request, email);
  expect(usids).toHaveLength(1);
  const usid = usids[0]!;

  // Browse a product: viewProduct.
  const viewed = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/__ridgeline/einstein/activities/viewProduct',
  );
  await gotoReady(page, `${productPath('RM1001')}?color=010&size=M`);
  expect((await viewed).status()).toBe(204);
  await expect.poll(async () => (await activitiesOf(request, customerId, 'viewProduct')).length).toBeGreaterThan(0);
  const [viewProduct] = await activitiesOf(request, customerId, 'viewProduct');
  expect(viewProduct!.body).toMatchObject({
    userId: customerId,
    cookieId: usid,
    realm: 'rdgl',
    instanceType: 'sbx',
    product: expect.objectContaining({ id: 'RM1001' }),
  });

  // To the bag, then through the checkout.
  const buyBox = page.locator('[data-product-detail]');
  await wakeIsland(buyBox);
  await buyBox.getByRole('button', { name: 'Add to Bag' }).click();
  await expect(page.getByRole('dialog', { name: 'Added to bag' })).toBeVisible();
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/checkout$/);
  if ((await openStep(page)) === 'contact') {
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue to shipping address' }).click();
  }
  await expect(page.locator('section[data-step="address"][data-current]')).toBeVisible();
  await fillShippingAddress(page, { first: 'Ada', last: 'Lovelace' });
  // A new shipment has no method: the shopper chooses one (the first is offered checked).
  await expect(page.locator('section[data-step="shipping-method"][data-current]')).toBeVisible();
  await page.getByRole('region', { name: '3. Shipping method' }).getByRole('button').click();
  await expect(page.locator('section[data-step="payment"][data-current]')).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\/\d+$/);

  const STEP_NUMBERS: Record<string, number> = { contact: 1, address: 2, 'shipping-method': 3, payment: 4 };
  // One checkoutStep per step, in order, whatever steps the page skipped.
  await expect
    .poll(async () => (await activitiesOf(request, customerId, 'checkoutStep')).map((entry) => entry.body.stepName))
    .toEqual(['contact', 'address', 'shipping-method', 'payment']);
  const steps = await activitiesOf(request, customerId, 'checkoutStep');
  const basketId = steps[0]!.body.basketId;
  expect(basketId).toEqual(expect.any(String));
  for (const step of steps) {
    expect(step.body).toEqual({
      stepName: step.body.stepName,
      stepNumber: STEP_NUMBERS[step.body.stepName as string],
      basketId,
      realm: 'rdgl',
      instanceType: 'sbx',
      cookieId: usid,
      userId: customerId,
    });
  }

  // Every activity the sandbox got for this customer names their session; none came from the page with an identity.
  const all = await activitiesOf(request, customerId);
  expect(all.length).toBeGreaterThanOrEqual(steps.length + 1);
  expect(all.every((entry) => entry.body.cookieId === usid)).toBe(true);
  expect(pagePosts.length).toBeGreaterThan(0);
  for (const body of pagePosts)
    for (const field of ['cookieId', 'userId', 'realm', 'instanceType']) expect(body).not.toHaveProperty(field);
});

test('a guest’s activities never carry a userId', async ({ page, request }) => {
  const viewed = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/__ridgeline/einstein/activities/viewProduct',
  );
  await gotoReady(page, productPath('RM1001'));
  await viewed;
  const anonymousId = (await page.context().cookies()).find((cookie) => cookie.name === 'ridgeline-activity-id');
  // HttpOnly: no page script can read who the visitor is to the service.
  expect(anonymousId?.httpOnly).toBe(true);
  expect(await page.evaluate(() => document.cookie)).not.toContain('ridgeline-activity-id');
  const response = await request.get(
    `${sandboxOrigin}/__sandbox/activities?${new URLSearchParams({ cookieId: anonymousId!.value, activity: 'viewProduct' })}`,
  );
  const { activities } = (await response.json()) as { activities: ReceivedActivity[] };
  expect(activities).toEqual([
    expect.objectContaining({
      body: expect.objectContaining({
        cookieId: anonymousId!.value,
        product: expect.objectContaining({ id: 'RM1001' }),
      }),
    }),
  ]);
  expect(activities[0]!.body).not.toHaveProperty('userId');
});

test('the product page reports the recommendations shown (viewReco) and the one opened (clickReco)', async ({
  page,
  request,
}) => {
  const isActivity = (name: string) => (url: string) =>
    new URL(url).pathname === `/__ridgeline/einstein/activities/${name}`;
  const viewed = page.waitForRequest((sent) => isActivity('viewReco')(sent.url()));
  await gotoReady(page, '/product/RM1001');
  const rail = page.locator('[data-product-recommendations="shown"]');
  // the rail is an island woken when it comes into view
  await page.locator('[data-product-recommendations]').first().scrollIntoViewIfNeeded();
  await expect(rail).toBeVisible();
  const view = (await viewed).postDataJSON() as {
    recommenderName: string;
    recoUUID: string;
    products: { id: string }[];
  };
  expect(view.recommenderName).toBeTruthy();
  expect(view.recoUUID).toBeTruthy();
  const shownIds = view.products.map((product) => product.id);
  expect(shownIds.length).toBeGreaterThan(0);

  const clicked = page.waitForRequest((sent) => isActivity('clickReco')(sent.url()));
  const firstTile = rail.locator('a[href]').first();
  await firstTile.scrollIntoViewIfNeeded();
  await firstTile.click();
  const click = (await clicked).postDataJSON() as {
    recommenderName: string;
    recoUUID: string;
    product: { id: string };
  };
  expect(click).toMatchObject({ recommenderName: view.recommenderName, recoUUID: view.recoUUID });
  expect(shownIds).toContain(click.product.id);

  // and both reached the service, under the visitor's anonymous id
  const anonymousId = (await page.context().cookies()).find((cookie) => cookie.name === 'ridgeline-activity-id');
  await expect
    .poll(async () => {
      const response = await request.get(
        `${sandboxOrigin}/__sandbox/activities?${new URLSearchParams({ cookieId: anonymousId!.value, limit: '1000' })}`,
      );
      const { activities } = (await response.json()) as { activities: ReceivedActivity[] };
      return activities.map((entry) => entry.activity).filter((name) => name.endsWith('Reco'));
    })
    .toEqual(expect.arrayContaining(['viewReco', 'clickReco']));
});
