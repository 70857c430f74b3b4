import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { sandboxOrigin, storefrontOrigin } from './env';
import { gotoReady, uniqueEmail } from './helpers';

// Password reset, passwordless and social sign-in against the sandbox's SLAS, its mail outbox and its stand-in
// identity provider (see docs/behaviour/accounts.md and packages/sandbox/README.md).

const ORG = 'f_ecom_ridgeline_dev';
const CLIENT_ID = '7f3c2b8e-4a1d-4e6b-9c55-2d8f0e1a6b34';
const CLIENT_SECRET = 'ridgeline-sandbox-private-client-secret';
const SITE = 'RidgelineUS';

// scrypt hashes on a shared machine: more than the default 30 s
test.setTimeout(120_000);

/** A registered customer, made through the sandbox's Shopper Customers API with a guest token. */
async function registerCustomer(request: APIRequestContext, email: string, password: string) {
  const guest = await request.post(`${sandboxOrigin}/shopper/auth/v1/organizations/${ORG}/oauth2/token`, {
    headers: { authorization: `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}` },
    form: { grant_type: 'client_credentials', channel_id: SITE },
  });
  const { access_token } = (await guest.json()) as { access_token: string };
  const created = await request.post(
    `${sandboxOrigin}/customer/shopper-customers/v1/organizations/${ORG}/customers?siteId=${SITE}`,
    {
      headers: { authorization: `Bearer ${access_token}` },
      data: { customer: { login: email, email, firstName: 'Ada', lastName: 'Lovelace' }, password },
    },
  );
  expect(created.ok()).toBe(true);
}

async function lastMailLink(request: APIRequestContext, email: string): Promise<URL> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const { mails } = (await (
        await request.get(`${sandboxOrigin}/__sandbox/outbox?to=${encodeURIComponent(email)}`)
      ).json()) as { mails: { link: string }[] };
      link = mails.at(-1)?.link;
      return Boolean(link);
    })
    .toBe(true);
  return new URL(link!);
}

/**
 * The signed-in customer's first name, as the page's islands read it: from `/__ridgeline/shopper` (private, no-store).
 * No cookie scripts can read names the shopper (`ridgeline-signed-in` is only `1`).
 */
const signedInName = async (page: Page) => {
  const flag = (await page.context().cookies()).find((c) => c.name === 'ridgeline-signed-in')?.value;
  if (flag === undefined) return undefined;
  expect(flag).toBe('1');
  return ((await (await page.request.get('/__ridgeline/shopper')).json()) as { firstName?: string }).firstName;
};

test('reset the password through the mailed link, then sign in with the new one', async ({ page }) => {
  const email = uniqueEmail('reset');
  await registerCustomer(page.request, email, 'OldSecret1');

  await gotoReady(page, '/reset-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.locator('[data-form-notice]')).toContainText('If an account exists for this email');

  const link = await lastMailLink(page.request, email);
  expect(link.pathname).toBe('/reset-password-callback');
  await gotoReady(page, `${link.pathname}${link.search}`);
  await page.getByLabel('New Password').fill('short');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password must contain at least 8 characters.')).toBeVisible();
  await page.getByLabel('New Password').fill('NewSecret2');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // the link is spent
  await gotoReady(page, `${link.pathname}${link.search}`);
  await page.getByLabel('New Password').fill('Another3x');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.locator('[data-form-error]')).toHaveText('Invalid token, please try again.');

  // the storefront's sign-in endpoint takes the new password, not the old one
  const login = (password: string) =>
    page.request.post('/login', {
      form: { email, password, rememberMe: 'on' },
      headers: { origin: storefrontOrigin },
      maxRedirects: 0,
    });
  expect((await login('OldSecret1')).status()).toBe(401);
  const signedIn = await login('NewSecret2');
  expect(signedIn.status()).toBe(303);
  expect(signedIn.headers()['set-cookie']).toContain('ridgeline-signed-in=1');
  // No cookie a script can read names the shopper. (The HttpOnly session is sealed: its random ciphertext is left out
  // of this check, as it once held the letters "Ada" by chance.)
  const readableByScripts = signedIn
    .headersArray()
    .filter(({ name, value }) => name.toLowerCase() === 'set-cookie' && !/;\s*HttpOnly/i.test(value))
    .map(({ value }) => decodeURIComponent(value));
  expect(readableByScripts.join('\n')).toContain('ridgeline-flash-toast=');
  expect(readableByScripts.join('\n')).not.toContain('Ada');
});

test('passwordless sign-in through the mailed link lands on the page it started from', async ({ page }) => {
  const email = uniqueEmail('pwdless');
  await registerCustomer(page.request, email, 'Secret123');
  const sent = await page.request.post('/login/passwordless', {
    form: { email, redirectUrl: '/cart' },
    headers: { origin: storefrontOrigin, accept: 'application/json' },
  });
  expect(await sent.json()).toEqual({ ok: true, message: expect.any(String) });
  const unknown = await page.request.post('/login/passwordless', {
    form: { email: uniqueEmail('nobody') },
    headers: { origin: storefrontOrigin, accept: 'application/json' },
  });
  expect((await unknown.json()).formError).toBe(
    'This feature is not currently available. You must create an account to access this feature.',
  );

  const link = await lastMailLink(page.request, email);
  expect(link.pathname).toBe('/passwordless-login-callback');
  // opening the link signs nobody in: it names the account and asks for a click (login CSRF, attacker.spec.ts)
  await gotoReady(page, `${link.pathname}${link.search}`);
  await expect(page.locator('[data-passwordless-account]')).toContainText(email);
  expect(await signedInName(page)).toBeUndefined();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  expect(await signedInName(page)).toBe('Ada');

  // used once: the same link now shows the message
  await page.context().clearCookies();
  await gotoReady(page, `${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.locator('[data-form-error]')).toHaveText('Invalid token, please try again.');
});

test('a tampered passwordless token shows "Invalid token, please try again."', async ({ page }) => {
  await gotoReady(page, '/passwordless-login-callback?token=tampered-token-value&redirectUrl=%2F');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.locator('[data-form-error]')).toHaveText('Invalid token, please try again.');
});

test('social sign-in through the stand-in provider creates and signs in a customer', async ({ page }) => {
  const email = uniqueEmail('social');
  await page.goto('/login/social/google?redirectUrl=%2Fcart');
  await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByRole('button', { name: 'Allow and continue' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  expect(await signedInName(page)).toBe('Grace');

  const other = await page.request.get('/login/social/facebook', { maxRedirects: 0 });
  expect(other.status()).toBe(404);
});

test('/callback, the login redirect address, finishes a social sign-in as /social-callback does', async ({ page }) => {
  // The start registers /social-callback with SLAS; the provider's answer (a 303 to it with code and usid) is sent on
  // to /callback instead, so the sign-in can only finish if /callback is routed to the same handler.
  const sentOn: string[] = [];
  await page.route(`${sandboxOrigin}/__sandbox/idp/google`, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const answer = await route.fetch({ maxRedirects: 0 });
    const location = new URL(answer.headers()['location'] ?? '', storefrontOrigin);
    expect(location.pathname).toBe('/social-callback');
    location.pathname = '/callback';
    sentOn.push(location.search);
    await route.fulfill({ response: answer, headers: { ...answer.headers(), location: location.href } });
  });
  await page.goto('/login/social/google?redirectUrl=%2Fcart');
  await page.getByLabel('Email').fill(uniqueEmail('callback'));
  await page.getByLabel('First name').fill('Katherine');
  await page.getByLabel('Last name').fill('Johnson');
  await page.getByRole('button', { name: 'Allow and continue' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  expect(sentOn).toHaveLength(1);
  expect(sentOn[0]).toContain('code=');
  expect(await signedInName(page)).toBe('Katherine');
});

test('from the sign-in dialog: Continue Securely mails a link, Forgot password? mails a reset link', async ({
  page,
}) => {
  const email = uniqueEmail('dialog-recovery');
  await registerCustomer(page.request, email, 'Secret123');
  await gotoReady(page, '/');
  await page.locator('[data-account-link]').first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click();

  await dialog.getByRole('button', { name: 'Continue Securely' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'We sent you a secure sign-in link. Open it on this device to sign in.',
  );
  expect((await lastMailLink(page.request, email)).pathname).toBe('/passwordless-login-callback');

  await dialog.getByRole('button', { name: 'Back to Sign In Options' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
  await dialog.getByRole('button', { name: 'Password', exact: true }).click();
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await dialog.getByRole('button', { name: 'Reset Password' }).click();
  await expect(dialog).toContainText(
    'If an account exists for this email, you will receive a link to reset your password.',
  );
  await expect.poll(async () => (await lastMailLink(page.request, email)).pathname).toBe('/reset-password-callback');
});
