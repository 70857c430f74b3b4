import { expect, test } from '@playwright/test';
import { gotoReady, wakeIsland, watchConsole } from './helpers';

// The footer's sign-up posts to the storefront's /newsletter/subscribe, which forwards to the sandbox.

test('a new subscriber is asked for the optional profile, skips it and is thanked', async ({ page }) => {
  const { messages } = watchConsole(page);
  await gotoReady(page, '/');
  const footer = page.locator('[data-schema="https://schema.ridgeline.dev/footer"]');
  await wakeIsland(footer);
  await footer.getByLabel('Email address').fill(`trail-${Date.now()}@example.com`);
  const subscribe = page.waitForResponse(
    (response) => response.url().endsWith('/newsletter/subscribe') && response.request().method() === 'POST',
  );
  await footer.locator('[data-newsletter-submit]').click();
  expect((await subscribe).status()).toBe(200);
  const confirmation = page.getByRole('dialog');
  await expect(confirmation).toBeVisible();
  await confirmation.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByText('Thank You', { exact: true })).toBeVisible();
  await expect(page.getByText('Watch your inbox for the latest news and offers', { exact: true })).toBeVisible();
  expect(messages).toEqual([]);
});

test('an invalid email is refused before any request, with the spec message under the field', async ({ page }) => {
  await gotoReady(page, '/');
  const footer = page.locator('[data-schema="https://schema.ridgeline.dev/footer"]');
  await wakeIsland(footer);
  let requests = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/newsletter/subscribe')) requests += 1;
  });
  await footer.getByLabel('Email address').fill('not-an-email');
  await footer.locator('[data-newsletter-submit]').click();
  await expect(footer.getByText('Please enter a valid email address.')).toBeVisible();
  expect(requests).toBe(0);
});

test('the forwarding route answers GET with 405 and relays the subscriptions API on POST', async ({ request }) => {
  expect((await request.get('/newsletter/subscribe')).status()).toBe(405);
  const response = await request.post('/newsletter/subscribe', { data: { email: 'member@ridgeline.dev' } });
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ success: true, allFieldsProvided: true });
});

test('fr-CA: the footer and its sign-up speak French, before and after hydration', async ({ page }) => {
  await gotoReady(page, '/fr-ca/home');
  const footer = page.locator('footer').filter({ hasText: 'Pied de page du site' });
  await expect(footer.getByRole('link', { name: 'Voir mon compte' })).toHaveAttribute('href', '/account');
  await expect(footer.getByRole('navigation', { name: 'Mentions légales' })).toBeAttached();
  await wakeIsland(footer.locator('[data-newsletter-submit]'));
  await footer.getByLabel('Adresse courriel').fill('pas-un-courriel');
  await footer.locator('[data-newsletter-submit]').click();
  await expect(footer.getByText('Veuillez entrer une adresse courriel valide.')).toBeVisible();
  await expect(footer.getByText('Please enter a valid email address.')).toHaveCount(0);
});
