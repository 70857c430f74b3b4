import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { sandboxOrigin } from './env';

export const HOME_PAGE = 'https://schema.ridgeline.dev/home-page';
export const CONTENT_PAGE = 'https://schema.ridgeline.dev/content-page';
export const HERO_BANNER = 'https://schema.ridgeline.dev/hero-banner';

/** The sandbox catalogue's products (id and catalogue slug, when it gives one). */
export const demoProducts = JSON.parse(
  readFileSync(path.resolve('packages/sandbox/catalog/products.json'), 'utf8'),
) as { id: string; slug?: string }[];

/** A demo product's canonical page (docs/behaviour/urls.md): `/p/{slug}`, or `/p/noslug-{id}.html` without a slug. */
export function productPath(id: string): string {
  const slug = demoProducts.find((product) => product.id === id)?.slug;
  return slug ? `/p/${slug}` : `/p/noslug-${encodeURIComponent(id)}.html`;
}

export interface DeliveredItem {
  _meta: { schema: string; name?: string; deliveryId?: string; deliveryKey?: string | null };
  [field: string]: unknown;
}

export interface DemoPage {
  path: string;
  item: DeliveredItem;
}

async function cd2<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${sandboxOrigin}${path}`, init);
  if (!response.ok) throw new Error(`sandbox ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** An item from the sandbox (Content Delivery 2), inlined. */
export async function itemByKey(key: string): Promise<DeliveredItem> {
  const { content } = await cd2<{ content: DeliveredItem }>(`/content/key/${key}?depth=all&format=inlined`);
  return content;
}

/** The demo pages: the home page and every demo content page (the e2e fixtures' pages left out). */
export async function demoPages(): Promise<DemoPage[]> {
  const home = await itemByKey('home');
  const contentPages: DeliveredItem[] = [];
  let cursor: string | undefined;
  do {
    const result = await cd2<{ responses: { content: DeliveredItem }[]; page: { nextCursor?: string } }>(
      '/content/filter',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          filterBy: [{ path: '/_meta/schema', value: CONTENT_PAGE }],
          sortBy: { key: 'default', order: 'ASC' },
          page: { size: 12, ...(cursor ? { cursor } : {}) },
          parameters: { depth: 'all', format: 'inlined' },
        }),
      },
    );
    contentPages.push(...result.responses.map((r) => r.content));
    cursor = result.page.nextCursor;
  } while (cursor);
  const demo = contentPages
    .filter((item) => typeof item._meta.deliveryKey === 'string' && !item._meta.deliveryKey.startsWith('page/e2e-'))
    .sort((a, b) => String(a._meta.deliveryKey).localeCompare(String(b._meta.deliveryKey)));
  return [
    { path: '/', item: home },
    ...demo.map((item) => ({ path: `/t/${String(item._meta.deliveryKey).slice('page/'.length)}`, item })),
  ];
}

/** The page's top-level blocks (inlined items of `blocks`). */
export function blocksOf(item: DeliveredItem): DeliveredItem[] {
  const blocks = item.blocks;
  return Array.isArray(blocks)
    ? (blocks as DeliveredItem[]).filter((b) => b && typeof b === 'object' && '_meta' in b)
    : [];
}

/** Records console errors and warnings and uncaught page errors. */
export function watchConsole(page: Page): { messages: string[] } {
  const messages: string[] = [];
  page.on('console', (message) => {
    // Playwright's own notice where the config blocks service workers (playwright.config.ts): not the page's.
    if (message.text().startsWith('Service Worker registration blocked by Playwright')) return;
    if (message.type() === 'error' || message.type() === 'warning') {
      messages.push(`[console.${message.type()}] ${message.text()} (${message.location().url})`);
    }
  });
  page.on('pageerror', (error) => messages.push(`[pageerror] ${error.message}`));
  return { messages };
}

/**
 * Loads a page and waits until its scripts have run: a document that hydrates as a whole (editor routes, the
 * toolkit, error pages) until React has hydrated it, including the parts that hydrate later from their own chunks
 * (`data-hydrated="false"` until then, e.g. the preview toolbar); an islands document (public pages) until the
 * islands runtime has started and every island that wakes on load or idle has hydrated (or failed).
 */
export async function gotoReady(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"], html[data-islands-runtime="started"]')).toHaveCount(1);
  if (await isIslandsDocument(page)) {
    await expect(
      page.locator(
        '[data-island][data-hydrate="load"]:not([data-island-state="hydrated"]):not([data-island-state="failed"])',
      ),
    ).toHaveCount(0);
    await expect(
      page.locator(
        '[data-island][data-hydrate="idle"]:not([data-island-state="hydrated"]):not([data-island-state="failed"])',
      ),
    ).toHaveCount(0);
  } else {
    await expect(page.locator('[data-hydrated="false"]')).toHaveCount(0);
  }
}

/** Whether the page is an islands document (no React Router runtime; see the storefront README, "Islands"). */
export async function isIslandsDocument(page: Page): Promise<boolean> {
  return (await page.locator('html[data-islands-runtime]').count()) === 1;
}

/**
 * The island around `inside` (a locator within it), woken the way a shopper would (scrolled into view, which is
 * enough for `visible` islands; hovered for `interaction` ones) and hydrated.
 */
export async function wakeIsland(inside: Locator): Promise<Locator> {
  const island = inside.locator('xpath=ancestor-or-self::*[@data-island][1]');
  await inside.first().scrollIntoViewIfNeeded();
  if ((await island.getAttribute('data-hydrate')) === 'interaction') await inside.first().hover();
  await expect(island).toHaveAttribute('data-island-state', 'hydrated');
  return island;
}

/** A fresh e-mail address for a new account (`{tag}-{time}-{random}@example.com`). */
export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

export interface RegistrationFields {
  /** With an e-mail the form is `/registration?email=` (after the e-mail step); without, its own Email field is filled. */
  email: string;
  emailInForm?: boolean;
  firstName?: string;
  lastName?: string;
  password?: string;
  phone?: string;
  /** `/registration`'s `redirectUrl` */
  redirectUrl?: string;
  /** the storefront's origin when it is not the config's base URL */
  origin?: string;
}

/**
 * Creates an account through the `/registration` server form ("Create Account Without Rewards"), as a shopper does,
 * and leaves the page where the form sends them (the caller checks it).
 */
export async function registerOnPage(page: Page, fields: RegistrationFields): Promise<void> {
  const {
    email,
    emailInForm = false,
    firstName = 'Ada',
    lastName = 'Lovelace',
    password = 'Secret123',
    phone = '4155550100',
    redirectUrl,
    origin = '',
  } = fields;
  const query = new URLSearchParams({
    ...(emailInForm ? {} : { email }),
    ...(redirectUrl ? { redirectUrl } : {}),
  }).toString();
  await page.goto(`${origin}/registration${query ? `?${query}` : ''}`);
  if (emailInForm) await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('First Name').fill(firstName);
  await page.getByLabel('Last Name').fill(lastName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Postal Code').fill('94110');
  await page.getByLabel('Phone').fill(phone);
  await page.getByRole('button', { name: 'Create Account Without Rewards' }).click();
}

/**
 * The checkout's address step: a Portland address under `name`, then on to the shipping method (the step the
 * shopper chooses a method in).
 */
export async function fillShippingAddress(
  page: Page,
  { first = 'Jo', last = 'Hiker', postalCode = '97201' }: { first?: string; last?: string; postalCode?: string } = {},
): Promise<void> {
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill(last);
  await page.getByLabel('Address', { exact: true }).fill('1 Trail Rd');
  await page.getByLabel('City').fill('Portland');
  await page.getByLabel(/State or province/).fill('OR');
  await page.getByLabel('Postal code').fill(postalCode);
  await page.getByRole('button', { name: 'Continue to shipping method' }).click();
}
