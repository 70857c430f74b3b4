import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { SANDBOX_PORT } from './env';
import { fillShippingAddress, uniqueEmail, wakeIsland, productPath } from './helpers';
import { ownStorefront, type OwnStorefront } from './ownServers';

/**
 * Personalisation for real shoppers (docs/behaviour/personalisation.md): the home page's personalised container shows
 * Loyalty Members the double-points hero and the welcome-back banner, everyone else the join banner. With the render
 * cache on, each shopper gets the page of their segment, in whichever order the segments are first rendered, and a
 * member's page never reaches a guest. Each order runs on a storefront of its own, its render cache cold.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const MEMBER_HERO = 'Double points on every summit';
const MEMBER_WELCOME = 'Welcome back — you have points waiting';
const JOIN_BANNER = 'Join Ridgeline Rewards: 10% off your first order';

const servers: OwnStorefront[] = [];
test.afterAll(() => {
  for (const server of servers) server.stop();
});
const freshStorefront = async () => {
  const server = await ownStorefront({
    PUBLIC_ORIGIN: 'https://shop.ridgeline.test',
    SANDBOX_PORT: String(SANDBOX_PORT),
  });
  servers.push(server);
  return server;
};

/** The home page as this browser gets it (its cookies), and the groups the page says it is for. */
async function home(context: BrowserContext, origin: string) {
  const response = await context.request.get(`${origin}/`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const groups = /<meta name="ridgeline-customer-groups" content="([^"]*)"/.exec(html)?.[1]?.split('|') ?? [];
  return {
    html,
    groups,
    cache: response.headers()['x-render-cache'],
    cacheControl: response.headers()['cache-control'],
  };
}

function expectGuestPage(page: { html: string; groups: string[] }) {
  expect(page.html).toContain(JOIN_BANNER);
  expect(page.html).not.toContain(MEMBER_HERO);
  expect(page.html).not.toContain(MEMBER_WELCOME);
  expect(page.groups).not.toContain('Loyalty Members');
}

function expectMemberPage(page: { html: string; groups: string[] }) {
  expect(page.html).toContain(MEMBER_HERO);
  expect(page.html).toContain(MEMBER_WELCOME);
  expect(page.html).not.toContain(JOIN_BANNER);
  expect(page.groups).toEqual(expect.arrayContaining(['Everyone', 'Registered', 'Loyalty Members']));
}

/** Registers on the `/registration` form with "Join For Free" (the Rewards consent ticked). */
/**
 * Registers with Rewards in a page of `context`, and closes it once signed in: the page's own requests (the landing
 * page after the form, its islands) then set no cookie after the test changes them.
 */
async function joinRewards(context: BrowserContext, origin: string) {
  const page = await context.newPage();
  await page.goto(`${origin}/registration?${new URLSearchParams({ email: uniqueEmail('rewards') })}`);
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  await page.getByLabel('Postal Code').fill('94110');
  await page.getByLabel('Phone').fill('4155550100');
  await page.getByLabel(/I agree to join Ridgeline Rewards/).check();
  await page.getByRole('button', { name: 'Join For Free' }).click();
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'ridgeline-signed-in' && c.value !== ''))
    .toBe(true);
  await page.close();
}

/** The data layer's page event, once the overlays island has pushed it. */
async function pageViewUser(page: Page, origin: string) {
  await page.goto(`${origin}/`);
  await expect
    .poll(
      async () =>
        page.evaluate(
          () =>
            (
              (window as unknown as { dataLayer?: unknown }).dataLayer as
                Array<{ event?: string; user?: { customerGroups: string } }> | undefined
            )?.find((e) => e.event === 'pageView')?.user?.customerGroups,
        ),
      {
        timeout: 20_000,
      },
    )
    .toBeTruthy();
  return page.evaluate(
    () =>
      (
        (window as unknown as { dataLayer?: unknown }).dataLayer as Array<{
          event?: string;
          user?: { customerGroups: string };
        }>
      ).find((e) => e.event === 'pageView')!.user!.customerGroups,
  );
}

test('guest first, then a shopper who joins Rewards, then the guest again: each sees their segment only', async ({
  browser,
}) => {
  const { origin } = await freshStorefront();
  const guest = await browser.newContext();
  const member = await browser.newContext();
  try {
    const first = await home(guest, origin);
    expectGuestPage(first);
    expect(first.groups).toEqual(['Unregistered', 'Everyone']);
    expect(first.cacheControl).toMatch(/^public/);

    await joinRewards(member, origin);
    // groups not known (no groups cookie, as right after the sign-in expired it): React Router answers and asks commerce
    await member.clearCookies({ name: 'ridgeline-groups' });
    const asked = await home(member, origin);
    expect(asked.cache).toBe('bypass');
    expectMemberPage(asked);
    // a member's page is never kept by a shared cache outside the process
    expect(asked.cacheControl).toBe('private, no-cache');
    // now known: the member segment's shared copy
    const shared = await home(member, origin);
    expect(['miss', 'hit']).toContain(shared.cache);
    expectMemberPage(shared);
    // the data layer's user object carries the groups, pipe-separated
    expect((await pageViewUser(await member.newPage(), origin)).split('|')).toEqual(
      expect.arrayContaining(['Registered', 'Loyalty Members', 'Everyone']),
    );

    const again = await home(guest, origin);
    expect(again.cache).toBe('hit');
    expectGuestPage(again);
    const guestPage = await guest.newPage();
    expect(await pageViewUser(guestPage, origin)).toBe('Unregistered|Everyone');
  } finally {
    await guest.close();
    await member.close();
  }
});

test('a member’s page first, then a guest: the guest never gets the member’s copy', async ({ browser }) => {
  const { origin } = await freshStorefront();
  const member = await browser.newContext();
  const guest = await browser.newContext();
  try {
    await joinRewards(member, origin);
    const states: Array<string | undefined> = [];
    for (let visit = 0; visit < 3; visit += 1) {
      const visited = await home(member, origin);
      expectMemberPage(visited);
      states.push(visited.cache);
    }
    // the member segment's copy was rendered and kept before the guest comes
    expect(states).toContain('miss');
    expect(states.at(-1)).toBe('hit');

    // the guest arrives after the member's copy is in the cache: theirs is rendered for their own segment
    const guestHome = await home(guest, origin);
    expect(guestHome.cache).toBe('miss');
    expectGuestPage(guestHome);
    // a guest sending headers or a made-up groups cookie still gets the guest page
    const forged = await guest.request.get(`${origin}/`, {
      headers: {
        cookie: 'ridgeline-groups=Loyalty%20Members; customer-groups=Loyalty%20Members',
        'x-customer-groups': 'Loyalty Members',
      },
    });
    expectGuestPage({ html: await forged.text(), groups: [] });
  } finally {
    await member.close();
    await guest.close();
  }
});

test('a shopper’s second order moves them from First-Time Buyers to Repeat Customers', async ({ browser }) => {
  const { origin } = await freshStorefront();
  const shopper = await browser.newContext();
  try {
    const page = await shopper.newPage();
    await placeOrder(page, origin);
    const afterFirst = (await pageViewUser(page, origin)).split('|');
    expect(afterFirst).toContain('First-Time Buyers');
    expect(afterFirst).not.toContain('Repeat Customers');
    await placeOrder(page, origin);
    const afterSecond = (await pageViewUser(page, origin)).split('|');
    expect(afterSecond).toContain('Repeat Customers');
    expect(afterSecond).not.toContain('First-Time Buyers');
  } finally {
    await shopper.close();
  }
});

/** A guest order of one rain jacket, through the product page, the bag and the checkout (as checkout.spec.ts). */
async function placeOrder(page: Page, origin: string) {
  await page.goto(`${origin}${productPath('RM1001')}`);
  await page
    .getByRole('group', { name: /^Color/ })
    .getByRole('link', { name: 'Collegiate Navy' })
    .click();
  await page.getByRole('group', { name: /^Size/ }).getByRole('link', { name: 'L', exact: true }).click();
  const buyBox = page.locator('[data-product-detail]');
  await wakeIsland(buyBox);
  await buyBox.getByRole('button', { name: 'Add to Bag' }).click();
  await expect(page.getByRole('dialog', { name: 'Added to bag' })).toBeVisible();
  await page.goto(`${origin}/checkout`);
  const email = page.getByLabel('Email');
  if (await email.isVisible()) {
    await email.fill('hiker@example.com');
    await page.getByRole('button', { name: 'Continue to shipping address' }).click();
  }
  const firstName = page.getByLabel('First name');
  if (await firstName.isVisible()) await fillShippingAddress(page);
  const methodStep = page.getByRole('region', { name: '3. Shipping method' });
  await methodStep.getByRole('button').click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\/\d+$/);
}
