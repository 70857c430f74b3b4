import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { gotoReady, registerOnPage, uniqueEmail } from './helpers';

// The sign-in dialog, registration step 2, the account drawer and the server forms (docs/behaviour/accounts.md),
// against the sandbox's SLAS, Shopper Customers, authentication custom API and Shopper Baskets.

const WRONG_PASSWORD = 'Invalid login or password. Remember that password is case-sensitive. Please try again.';
// a sign-in or a registration costs scrypt hashes and a page reload on a shared machine
const SIGN_IN_WAIT = 30_000;

// every password check costs the sandbox a scrypt hash; a busy machine needs more than 30 s per test
test.setTimeout(120_000);

async function expectNoViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).options({ rules: { 'target-size': { enabled: true } } });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function openDialog(page: Page) {
  await gotoReady(page, '/');
  await page.locator('[data-account-link]').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function continueWith(page: Page, email: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
}

async function fillRegistration(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Create An Account' })).toHaveCount(1);
  await dialog.getByLabel('First Name').fill('Ada');
  await dialog.getByLabel('Last Name').fill('Lovelace');
  await dialog.getByLabel('Password', { exact: true }).fill('Secret123');
  await dialog.getByLabel('Postal Code').fill('94110');
  await dialog.getByLabel('Phone').pressSequentially('4155550100');
  await expect(dialog.getByLabel('Phone')).toHaveValue('(415) 555-0100');
  await dialog.getByLabel('Gender').selectOption('2');
  await dialog.getByLabel('Birthday Month').selectOption('4');
  await dialog.getByLabel('Birthday Day').selectOption('9');
  await expect(dialog.getByLabel('Sign me up for emails about products, offers and events.')).toBeChecked();
}

async function signOut(page: Page) {
  await gotoReady(page, '/');
  await page.locator('[data-account-link]').first().click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('heading', { name: /^Hi, Ada/ })).toBeVisible({ timeout: 15_000 });
  for (const path of [
    '/account',
    '/account/orders',
    '/account/wishlist',
    '/account/addresses',
    '/account/membership',
  ]) {
    await expect(drawer.locator(`a[href="${path}"]`)).toHaveCount(1);
  }
  await drawer.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.context().cookies()).find((c) => c.name === 'ridgeline-signed-in')).toBeUndefined();
}

test('register with rewards through the dialog, sign out, sign in with the password', async ({ page }) => {
  const email = uniqueEmail('rewards');
  const dialog = await openDialog(page);
  await expect(dialog.getByRole('button', { name: 'Continue', exact: true })).toBeDisabled();
  await continueWith(page, email);
  await fillRegistration(page);
  const join = dialog.getByRole('button', { name: 'Join For Free' });
  // the loyalty consent is still missing: Join waits for it, Without Rewards may go
  await expect(join).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Create Account Without Rewards' })).toBeEnabled();
  await dialog.getByLabel(/I agree to join Ridgeline Rewards/).check();
  await expect(join).toBeEnabled();
  await expectNoViolations(page, '[role="dialog"]');
  await join.click();
  await expect(page.getByText('Welcome, Ada!', { exact: true })).toBeVisible({ timeout: SIGN_IN_WAIT });
  await expect(page.getByText("You've successfully signed up!", { exact: true })).toBeVisible();
  // the script-readable flag names nobody
  expect((await page.context().cookies()).find((c) => c.name === 'ridgeline-signed-in')?.value).toBe('1');

  await signOut(page);

  const again = await openDialog(page);
  await continueWith(page, email);
  // passwordless is on in the sandbox setup: the sign-in options first
  await again.getByRole('button', { name: 'Password', exact: true }).click();
  await expect(again.getByLabel('Keep me logged in.')).toBeChecked();
  await expect(again.getByRole('button', { name: 'Back to Sign In Options' })).toBeVisible();
  await again.getByLabel('Password', { exact: true }).fill('Secret124');
  await again.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(again.getByRole('alert').filter({ hasText: WRONG_PASSWORD })).toBeVisible({ timeout: SIGN_IN_WAIT });
  await again.getByLabel('Password', { exact: true }).fill('Secret123');
  await again.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Welcome back, Ada!', { exact: true })).toBeVisible({ timeout: SIGN_IN_WAIT });
  await expect(page.getByText('You are now logged in.', { exact: true })).toBeVisible();
});

test('register without rewards: a lone missing loyalty consent is allowed', async ({ page }) => {
  const email = uniqueEmail('norewards');
  const dialog = await openDialog(page);
  await continueWith(page, email);
  await fillRegistration(page);
  await dialog.getByRole('button', { name: 'Create Account Without Rewards' }).click();
  await expect(page.getByText('Welcome, Ada!', { exact: true })).toBeVisible({ timeout: SIGN_IN_WAIT });
});

test("a guest bag is merged into the customer's on login", async ({ page }) => {
  const email = uniqueEmail('merge');
  // an account made by the server form (no dialog), then signed out
  await registerOnPage(page, { email });
  await expect(page).toHaveURL(/\/$/);
  await signOut(page);

  // as a guest: one product in the bag
  await gotoReady(page, '/');
  // the add-to-bag form's post, with the browser's cookies (the guest session)
  const added = await page.request.post('/cart/items', {
    form: { pid: 'RM1001-464-L', quantity: '1', returnTo: '/' },
    headers: { origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'ridgeline-bag-count')?.value)
    .toBe('1');

  const dialog = await openDialog(page);
  await continueWith(page, email);
  await dialog.getByRole('button', { name: 'Password', exact: true }).click();
  await dialog.getByLabel('Password', { exact: true }).fill('Secret123');
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Welcome back, Ada!', { exact: true })).toBeVisible({ timeout: SIGN_IN_WAIT });
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'ridgeline-bag-count')?.value)
    .toBe('1');
  await gotoReady(page, '/cart');
  await expect(page.locator('[data-cart-line]')).toHaveCount(1);
  await expect(page.locator('[data-cart-line]')).toContainText("Men's Stormbreak II Rain Jacket");
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/login: the e-mail step, the password view, a wrong password, then a sign-in with its toast cookie', async ({
    page,
  }) => {
    const email = uniqueEmail('nojs');
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/registration\?email=/);
    await page.getByRole('button', { name: 'Create Account Without Rewards' }).click();
    await expect(page.getByText('Please enter your first name.')).toBeVisible();
    await expect(page.getByText('Please create a password.')).toBeVisible();
    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Last Name').fill('Lovelace');
    await page.getByLabel('Password', { exact: true }).fill('Secret123');
    await page.getByLabel('Postal Code').fill('94110');
    await page.getByLabel('Phone').fill('4155550100');
    await page.getByRole('button', { name: 'Create Account Without Rewards' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await page.context().cookies()).find((c) => c.name === 'ridgeline-flash-toast')?.value).toContain(
      'Welcome',
    );
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log out' }).click();

    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/login\?email=/);
    await expect(page.getByLabel('Keep me logged in.')).toBeChecked();
    await page.getByLabel('Password', { exact: true }).fill('Secret124');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText(WRONG_PASSWORD)).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('Secret123');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    // the welcome's template, never the name: scripts can read this cookie (the page fills the name in from the server)
    const flash = decodeURIComponent(
      (await page.context().cookies()).find((c) => c.name === 'ridgeline-flash-toast')?.value ?? '',
    );
    expect(flash).toContain('Welcome back, {name}!');
    expect(flash).not.toContain('Ada');
  });
});

test('a sign-in post from another site is refused and sets no cookie', async ({ request }) => {
  const response = await request.post('/login', {
    form: { email: 'ada@example.com', password: 'Secret123' },
    headers: { origin: 'https://evil.example' },
    maxRedirects: 0,
  });
  expect([400, 403]).toContain(response.status());
  expect(response.headers()['set-cookie']).toBeUndefined();
});
