import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { fillShippingAddress, registerOnPage, wakeIsland, productPath } from './helpers';
import { ownSandbox, ownStorefront, type OwnSandbox, type OwnStorefront } from './ownServers';

/**
 * The signed-in customer's pages (docs/behaviour/accounts.md, "The account pages"): profile, orders, addresses,
 * membership and progressive profiling, on a sandbox and a storefront of this file's own, so the sandbox can be
 * stopped and started again on the same data folder between steps: nothing the customer did may be lost.
 */
let sandbox: OwnSandbox;
let storefront: OwnStorefront;
let origin = '';

/** The sandbox stops and starts again on the same data folder. */
const restartSandbox = () => sandbox.restart();

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  sandbox = await ownSandbox('account');
  await sandbox.start();
  storefront = await ownStorefront({ SANDBOX_PORT: String(sandbox.port), PROGRESSIVE_PROFILING: '1' });
  origin = storefront.origin;
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach('storefront warnings', { body: storefront.problems().join('\n') });
});

test.afterAll(async () => {
  storefront?.stop();
  await sandbox?.dispose();
});

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).options({ rules: { 'target-size': { enabled: true } } }).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
const nav = (page: Page) => page.getByRole('navigation', { name: 'My Account' });

test('a guest is sent to sign in, back to the page afterwards', async ({ request }) => {
  for (const [address, login] of [
    ['/account', '/login?redirectUrl=%2Faccount'],
    ['/fr-ca/account/orders', '/fr-ca/login?redirectUrl=%2Ffr-ca%2Faccount%2Forders'],
    ['/en-ca/account/addresses', '/en-ca/login?redirectUrl=%2Fen-ca%2Faccount%2Faddresses'],
    ['/account/membership', '/login?redirectUrl=%2Faccount%2Fmembership'],
  ]) {
    const response = await request.get(`${origin}${address}`, { maxRedirects: 0 });
    expect(response.status(), address).toBe(303);
    expect(response.headers().location).toBe(login);
    expect(response.headers()['cache-control']).toBe('private, no-store');
  }
});

test('register, edit the profile, keep addresses, find the order, join, complete the profile; a sandbox restart loses nothing', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const email = `account-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

  // register through the registration form (the server form), coming back to /account
  await registerOnPage(page, { origin, email, redirectUrl: '/account' });
  await expect(page).toHaveURL(`${origin}/account`);
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  await expect(nav(page).getByRole('link', { name: 'Wish List' })).toHaveAttribute('href', '/account/wishlist');
  await expect(page.getByLabel('First Name')).toHaveValue('Ada');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  // registration's phone and postal code are the profile's until it is edited
  await expect(page.getByLabel('Postal Code')).toHaveValue('94110');
  await expect(page.getByLabel('Phone')).toHaveValue('4155550100');
  const personal = await page.request.get(`${origin}/account`);
  expect(personal.headers()['cache-control']).toBe('private, no-store');
  // The welcome toast (an island: it comes once the page has hydrated) fades in and, a few seconds later, out: axe
  // would judge its text's contrast halfway through either (the toast at rest is checked by its stories), so the
  // page is checked once the toast has come and gone.
  const welcome = page.getByText("You've successfully signed up!", { exact: true });
  await expect(welcome).toBeVisible();
  await expect(welcome).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // the profile form: registration's messages, then a saved profile
  await page.getByLabel('First Name').fill('A#da');
  await page.getByLabel('Phone').fill('555-0100');
  await page.getByLabel('Postal Code').fill('K1A 0B1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter valid first name.')).toBeVisible();
  await expect(page.getByText('Please enter a valid phone number.')).toBeVisible();
  await expect(page.getByText('Please enter a valid zip code')).toBeVisible();
  await page.getByLabel('First Name').fill('Grace');
  await page.getByLabel('Phone').fill('(503) 555-0100');
  await page.getByLabel('Postal Code').fill('97209');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your profile has been updated.' })).toBeVisible();

  // an address added, another added and removed
  await page.goto(`${origin}/account/addresses`);
  await expect(page.locator('[data-addresses-empty]')).toBeVisible();
  const add = page.locator('[data-address-form="new"]');
  const fillAddress = async (name: string, postalCode: string) => {
    await add.getByLabel('Address Name').fill(name);
    await add.getByLabel('First Name').fill('Grace');
    await add.getByLabel('Last Name').fill('Hopper');
    await add.getByLabel('Address', { exact: true }).fill('1 Trail Rd');
    await add.getByLabel('City').fill('Portland');
    await add.getByLabel(/State or Province/).fill('OR');
    await add.getByLabel('Postal Code').fill(postalCode);
    await add.getByLabel('Country').selectOption('US');
    await add.getByRole('button', { name: 'Save' }).click();
  };
  await fillAddress('Home', 'K1A 0B1');
  await expect(page.getByText('Enter a ZIP code such as 12345 or 12345-6789.')).toBeVisible();
  await fillAddress('Home', '97209');
  await expect(page.locator('[data-address="Home"]')).toContainText('Portland OR 97209 US');
  await fillAddress('Cabin', '97210');
  await expect(page.locator('[data-address]')).toHaveCount(2);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Remove Cabin' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The address has been removed.' })).toBeVisible();
  await expect(page.locator('[data-address]')).toHaveCount(1);

  await restartSandbox();
  await page.goto(`${origin}/account`);
  await expect(page.getByLabel('First Name')).toHaveValue('Grace');
  await expect(page.getByLabel('Phone')).toHaveValue('(503) 555-0100');
  await expect(page.getByLabel('Postal Code')).toHaveValue('97209');
  await page.goto(`${origin}/account/addresses`);
  await expect(page.locator('[data-address="Home"]')).toBeVisible();

  // no orders yet; then one placed through the shop
  await page.goto(`${origin}/account/orders`);
  await expect(page.locator('[data-orders-empty]')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto(`${origin}${productPath('RM1001')}?color=010&size=M`);
  const buyBox = page.locator('[data-product-detail]');
  await wakeIsland(buyBox);
  await buyBox.getByRole('button', { name: 'Add to Bag' }).click();
  await expect(page.getByRole('dialog', { name: 'Added to bag' })).toBeVisible();
  await page.goto(`${origin}/checkout`);
  // a customer's basket already has their e-mail: the contact step offers to change it
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: /^(?:Continue to shipping address|Update email)$/ }).click();
  await fillShippingAddress(page, { first: 'Grace', last: 'Hopper', postalCode: '97209' });
  await page.getByRole('region', { name: '3. Shipping method' }).getByRole('button').click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\/\d+$/);
  const orderNo = page.url().split('/').pop()!;

  await restartSandbox();
  await page.goto(`${origin}/account/orders`);
  await expect(nav(page).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: `View order ${orderNo}` }).click();
  await expect(page).toHaveURL(`${origin}/checkout/confirmation/${orderNo}`);

  // membership: join
  await page.goto(`${origin}/account/membership`);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Join For Free' }).click();
  await expect(page.locator('[data-membership="member"]')).toContainText(
    'You are a Ridgeline Rewards member. Tier: member',
  );
  await expect(page.locator('[data-membership="member"]')).toContainText('points available');

  // the profile banner: "No Thanks" hides it for the session
  await page.goto(`${origin}/account`);
  const banner = page.locator('[data-profile-banner]');
  await expect(banner.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
  await expect(banner.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await expect(page.locator('[data-island-state="hydrated"]').filter({ has: banner })).toHaveCount(1);
  await banner.getByRole('button', { name: 'No Thanks' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.locator('[data-island-state="hydrated"]')).not.toHaveCount(0);
  await expect(page.locator('[data-profile-banner]')).toHaveCount(0);
  await page.evaluate(() => window.sessionStorage.clear());
  await page.reload();

  // the drawer: birthday, category, activity, then the sandbox's further type; the last button completes the profile
  await expect(banner).toBeVisible();
  await expect(page.locator('[data-island-state="hydrated"]').filter({ has: banner })).toHaveCount(1);
  await banner.getByRole('button', { name: 'Get Started' }).click();
  const drawer = page.getByRole('dialog', { name: 'Complete Your Profile' });
  await expect(drawer.locator('[data-profiling-step="birthday"]')).toBeVisible();
  await drawer.getByLabel('Month').selectOption('4');
  await drawer.getByLabel('Day').selectOption('12');
  expect(await axeViolations(page)).toEqual([]);
  await drawer.getByRole('button', { name: 'Continue' }).click();
  await expect(drawer.locator('[data-profiling-step="category"]')).toBeVisible();
  await drawer.getByLabel('Gear').check();
  await drawer.getByRole('button', { name: 'Continue' }).click();
  await expect(drawer.locator('[data-profiling-step="activity"]')).toBeVisible();
  await drawer.getByLabel('Hiking').check();
  await drawer.getByRole('button', { name: 'Continue' }).click();
  await expect(drawer.locator('[data-profiling-step="fit"]')).toBeVisible();
  await drawer.getByLabel('Regular').check();
  await drawer.getByRole('button', { name: 'Complete Profile' }).click();
  await expect(drawer).toHaveCount(0);
  await expect(banner).toHaveCount(0);

  // every step answered: after a restart the profile is complete and the banner is gone
  await restartSandbox();
  await page.reload();
  await expect(page.locator('[data-profile-form]')).toBeVisible();
  await expect(page.locator('[data-profile-banner]')).toHaveCount(0);
  const stepData = await page.request.get(`${origin}/account/profiling`);
  expect(await stepData.json()).toMatchObject({
    answers: { birthday: { month: 4, day: 12 }, category: ['gear'], activity: ['hiking'], fit: ['regular'] },
  });
});

test('a password-reset link mailed before a sandbox restart still works after it, once', async ({ page }) => {
  test.setTimeout(240_000);
  const email = `reset-restart-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await registerOnPage(page, {
    origin,
    email,
    firstName: 'Grace',
    lastName: 'Hopper',
    password: 'OldSecret1',
    phone: '4155550101',
  });
  await expect(page).toHaveURL(`${origin}/`);
  await page.context().clearCookies();

  await page.goto(`${origin}/reset-password`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.locator('[data-form-notice]')).toContainText('If an account exists for this email');
  let link: string | undefined;
  await expect
    .poll(async () => {
      const { mails } = (await (
        await page.request.get(`${sandbox.origin}/__sandbox/outbox?to=${encodeURIComponent(email)}`)
      ).json()) as { mails: { link: string }[] };
      link = mails.at(-1)?.link;
      return Boolean(link);
    })
    .toBe(true);

  // the mail and its token are in the sandbox's database: a restart between mailing and use loses neither
  await restartSandbox();
  const callback = new URL(link!);
  await page.goto(`${origin}${callback.pathname}${callback.search}`);
  await page.getByLabel('New Password').fill('NewSecret2');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(`${origin}/login`);

  const login = (password: string) =>
    page.request.post(`${origin}/login`, {
      form: { email, password, rememberMe: 'on' },
      headers: { origin },
      maxRedirects: 0,
    });
  expect((await login('OldSecret1')).status()).toBe(401);
  expect((await login('NewSecret2')).status()).toBe(303);
});
