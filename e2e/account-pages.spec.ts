import AxeBuilder from '@axe-core/playwright';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { wakeIsland } from './helpers';

/**
 * The signed-in customer's pages (docs/behaviour/accounts.md, "The account pages"): profile, orders, addresses,
 * membership and progressive profiling, on a sandbox and a storefront of this file's own, so the sandbox can be
 * stopped and started again on the same data folder between steps: nothing the customer did may be lost.
 */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const dataDir = mkdtempSync(path.join(tmpdir(), 'ridgeline-e2e-account-'));
let sandboxPort = 0;
let sandbox: ChildProcess | undefined;
let storefront: ChildProcess | undefined;
let origin = '';
const storefrontProblems: string[] = [];

async function startSandbox() {
  sandbox = spawn(process.execPath, ['packages/sandbox/dist/cli.js'], {
    env: { ...process.env, SANDBOX_PORT: String(sandboxPort), SANDBOX_DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // listening (no answer yet is 0) and past opening its database
  await expect
    .poll(async () => {
      const status = (await fetch(`http://localhost:${sandboxPort}/`).catch(() => undefined))?.status ?? 0;
      return status > 0 && status < 500;
    }, { timeout: 120_000 })
    .toBe(true);
}

async function stopSandbox() {
  const running = sandbox;
  if (!running || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGTERM');
  await exited;
}

/** The sandbox stops and starts again on the same data folder. */
async function restartSandbox() {
  await stopSandbox();
  await startSandbox();
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  sandboxPort = await freePort();
  const port = await freePort();
  origin = `http://localhost:${port}`;
  await startSandbox();
  storefront = spawn(process.execPath, ['server.mjs', 'build/server/index.js'], {
    cwd: path.resolve('packages/storefront'),
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), SANDBOX_PORT: String(sandboxPort), RENDER_BUDGET_MS: '10000', PROGRESSIVE_PROFILING: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // the storefront's log lines that say something went wrong, for the report of a failing run
  for (const stream of [storefront.stdout!, storefront.stderr!]) {
    stream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) if (/"level":"(?:warn|error)"|Error/.test(line)) storefrontProblems.push(line.slice(0, 500));
    });
  }
  await expect.poll(async () => (await fetch(`${origin}/__ready-probe`).catch(() => undefined))?.status, { timeout: 60_000 }).toBe(404);
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('storefront warnings', { body: storefrontProblems.join('\n') });
});

test.afterAll(async () => {
  storefront?.kill('SIGTERM');
  await stopSandbox();
  rmSync(dataDir, { recursive: true, force: true });
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

test('register, edit the profile, keep addresses, find the order, join, complete the profile; a sandbox restart loses nothing', async ({ page }) => {
  test.setTimeout(300_000);
  const email = `account-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

  // register through the registration form (the server form), coming back to /account
  await page.goto(`${origin}/registration?email=${encodeURIComponent(email)}&redirectUrl=%2Faccount`);
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  await page.getByLabel('Postal Code').fill('94110');
  await page.getByLabel('Phone').fill('4155550100');
  await page.getByRole('button', { name: 'Create Account Without Rewards' }).click();
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
  await page.goto(`${origin}/product/RM1001?color=010&size=M`);
  const buyBox = page.locator('[data-product-detail]');
  await wakeIsland(buyBox);
  await buyBox.getByRole('button', { name: 'Add to Bag' }).click();
  await expect(page.getByRole('dialog', { name: 'Added to bag' })).toBeVisible();
  await page.goto(`${origin}/checkout`);
  // a customer's basket already has their e-mail: the contact step offers to change it
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: /^(?:Continue to shipping address|Update email)$/ }).click();
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Address', { exact: true }).fill('1 Trail Rd');
  await page.getByLabel('City').fill('Portland');
  await page.getByLabel(/State or province/).fill('OR');
  await page.getByLabel('Postal code').fill('97209');
  await page.getByRole('button', { name: 'Continue to shipping method' }).click();
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
  await expect(page.locator('[data-membership="member"]')).toContainText('You are a Ridgeline Rewards member. Tier: member');
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
  expect(await stepData.json()).toMatchObject({ answers: { birthday: { month: 4, day: 12 }, category: ['gear'], activity: ['hiking'], fit: ['regular'] } });
});
