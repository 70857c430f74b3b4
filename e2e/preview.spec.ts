import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { build } from 'esbuild';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { gotoReady } from './helpers';
import { sandboxOrigin, storefrontOrigin } from './env';

/**
 * Preview (virtual staging) and real-time visualization against the sandbox's staging emulation (drafts, the
 * "Spring Trail Days 2027" edition through the time machine) with its demo staging environments (the storefront's
 * default PREVIEW_ENVIRONMENTS with the sandbox).
 */
const VSE = 'kq3v8rdglnstg0demo7x2m4pw.staging.bigcontent.io';
const HOME_HERO = 'd56d6845-6821-5b41-8d21-ad32fd4fefb6';
const PUBLIC_HEADLINE = 'Chase first light';
const DRAFT_HEADLINE = 'Out before sunrise';
const EDITION_BANNER = 'Trail Days: free shipping on every order, no minimum';
const EDITION_TIMESTAMP = Date.parse('2027-03-25T12:00:00Z');
/**
 * The simulated Amplience app: a tiny static server on the loopback (another origin than the storefront). A real
 * server, not page.route: Chromium's local-network-access checks refuse to let a page with no address frame localhost.
 */
async function startHost(html: string): Promise<{ origin: string; close(): Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

test.describe('preview (virtual staging)', () => {
  test('a configured VSE shows drafts, sets the cookies, no-store + noindex; Exit returns to the public page', async ({
    page,
    context,
  }) => {
    const response = await page.goto(`/?vse=${VSE}`);
    expect(response!.status()).toBe(200);
    expect(response!.headers()['cache-control']).toBe('no-store');
    expect(response!.headers()['x-robots-tag']).toContain('noindex');
    await expect(page.getByRole('heading', { name: DRAFT_HEADLINE })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'vse')?.value).toBe(VSE);

    // the cookie keeps preview on without the query
    await gotoReady(page, '/');
    await expect(page.getByRole('heading', { name: DRAFT_HEADLINE })).toBeVisible();

    await page.getByRole('button', { name: 'Preview' }).click();
    const drawer = page.getByRole('dialog', { name: 'Preview' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Environment' }).click();
    await drawer.getByRole('button', { name: 'Exit preview' }).click();
    await page.waitForURL(`${storefrontOrigin}/`);
    await expect(page.getByRole('heading', { name: PUBLIC_HEADLINE })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'vse')).toBeUndefined();
  });

  test('the time machine: vse-timestamp shows a scheduled edition; Update applies a new date', async ({ page }) => {
    await gotoReady(page, `/?vse=${VSE}&vse-timestamp=${EDITION_TIMESTAMP}`);
    await expect(page.getByText(EDITION_BANNER).first()).toBeVisible();

    await page.getByRole('button', { name: 'Preview' }).click();
    const drawer = page.getByRole('dialog', { name: 'Preview' });
    // with a timestamp, Preview and Visualisation start open; the date shows 7 hours earlier (store time)
    const field = drawer.getByLabel(/Date and time/);
    await expect(field).toHaveValue('25/03/2027 05:00:00');
    await expect(drawer.getByRole('link', { name: 'Open in Amplience' })).toHaveAttribute(
      'href',
      /\/authoring\/content-item\/edit\//,
    );

    await field.fill('yesterday');
    await drawer.getByRole('button', { name: 'Update' }).click();
    await expect(drawer.getByRole('alert')).toHaveText('Enter the date as DD/MM/YYYY HH:mm:ss');

    await field.fill('01/06/2027');
    await drawer.getByRole('button', { name: 'Update' }).click();
    await page.waitForLoadState('load');
    await expect(page.getByText(EDITION_BANNER)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: DRAFT_HEADLINE })).toBeVisible();
  });

  test('an unknown VSE is ignored: public page, public caching, no cookie', async ({ request }) => {
    for (const vse of ['evil.example.com', 'https://evil.example.com', `${VSE}.evil.com`]) {
      const response = await request.get(`/?vse=${encodeURIComponent(vse)}`);
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toContain('public');
      expect(response.headers()['set-cookie']).toBeUndefined();
      const html = await response.text();
      expect(html).toContain(PUBLIC_HEADLINE);
      expect(html).not.toContain(DRAFT_HEADLINE);
    }
    const stale = await request.get('/', { headers: { cookie: 'vse=evil.example.com' } });
    expect(stale.headers()['cache-control']).toContain('public');
    expect(stale.headers()['set-cookie']).toMatch(/vse=; Path=\/; Max-Age=0/);
  });
});

test.describe('visualization', () => {
  const hosts: (() => Promise<void>)[] = [];
  test.afterAll(async () => {
    await Promise.all(hosts.map((close) => close()));
  });

  /** The simulated Amplience app embedding the visualization route of the home hero (draft from the VSE). */
  async function openHost(page: Page) {
    const bundle = await build({
      entryPoints: [path.join(__dirname, 'fixtures/amplience-host/host.ts')],
      bundle: true,
      format: 'iife',
      write: false,
      platform: 'browser',
      target: 'es2020',
    });
    const script = bundle.outputFiles[0]!.text;
    const config = {
      src: `${storefrontOrigin}/visualization/ridgeline/${HOME_HERO}?vse=${VSE}`,
      contentId: HOME_HERO,
      contentTypeUri: 'https://schema.ridgeline.dev/hero-banner',
      vse: VSE,
      locale: 'en-US',
    };
    const host = await startHost(`<!doctype html><html lang="en"><head><title>Amplience</title></head><body>
<script type="application/json" id="host-config">${JSON.stringify(config)}</script>
<script>${script.replace(/<\/script/g, '<\\/script')}</script></body></html>`);
    hosts.push(host.close);
    await page.goto(`${host.origin}/`);
    const frame = page.frameLocator('iframe[title="Visualization"]');
    await expect(frame.getByRole('heading', { name: DRAFT_HEADLINE })).toBeVisible();
    await expect(frame.locator('[data-visualization="live"]')).toBeVisible({ timeout: 10_000 });
    await expect.poll(() => page.evaluate(() => window.__host.handlers.length)).toBeGreaterThan(0);
    return frame;
  }

  /** The form's model: the draft as the VSE delivers it. */
  async function draftModel(request: APIRequestContext) {
    const draft = await request.get(`${sandboxOrigin}/vse/${VSE}/content/id/${HOME_HERO}?depth=all&format=inlined`);
    return ((await draft.json()) as { content: { headline: { text: string } } & Record<string, unknown> }).content;
  }

  test('a content id that is not a UUID is refused with a clear message', async ({ request }) => {
    for (const route of ['visualization', 'contampviz']) {
      const response = await request.get(`/${route}/ridgeline/not-a-uuid?vse=${VSE}`);
      expect(response.status()).toBe(400);
      expect(response.headers()['cache-control']).toBe('no-store');
      expect(await response.text()).toContain('The content id must be a UUID');
    }
  });

  test('/contampviz renders the draft from the VSE; outside Amplience /visualization is a plain preview', async ({
    page,
    request,
  }) => {
    const simple = await request.get(`/contampviz/ridgeline/${HOME_HERO}?vse=${VSE}`);
    expect(await simple.text()).toContain(DRAFT_HEADLINE);
    await gotoReady(page, `/visualization/ridgeline/${HOME_HERO}?vse=${VSE}`);
    await expect(page.locator('[data-visualization="standalone"]')).toBeVisible();
    await expect(page.getByRole('heading', { name: DRAFT_HEADLINE })).toBeVisible();
  });

  test('inside the Amplience app an edit re-renders live; an invalid edit shows the overlay', async ({
    page,
    request,
  }) => {
    const frame = await openHost(page);
    const model = await draftModel(request);

    await page.evaluate((content) => window.__host.emitChange(content), {
      ...model,
      headline: { ...model.headline, text: 'Edited live in the host' },
    });
    await expect(frame.getByRole('heading', { name: 'Edited live in the host' })).toBeVisible();

    await page.evaluate((content) => window.__host.emitChange(content), {
      ...model,
      headline: { ...model.headline, text: 42 },
    });
    await expect(frame.locator('[data-ridgeline-failure="invalid-content"]')).toBeVisible();
    await expect(frame.getByText('Edited live in the host')).toHaveCount(0);
    // a screen reader hears it: a polite status region says how many blocks need attention
    await expect(frame.getByRole('status').filter({ hasText: 'Preview updated' })).toHaveText(
      'Preview updated. 1 block needs attention.',
    );

    // a valid edit again replaces the overlay
    await page.evaluate((content) => window.__host.emitChange(content), {
      ...model,
      headline: { ...model.headline, text: 'Fixed again' },
    });
    await expect(frame.getByRole('heading', { name: 'Fixed again' })).toBeVisible();
    await expect(frame.locator('[data-ridgeline-failure]')).toHaveCount(0);
    await expect(frame.locator('[data-live-announcement]')).toHaveText('Preview updated. Every block is shown.');
  });

  test("script in a live edit's rich text never reaches the frame's DOM; DOMPurify is loaded there (and not on public pages)", async ({
    page,
    request,
  }) => {
    const purifyRequests: string[] = [];
    page.on('request', (r) => {
      if (/purify/i.test(r.url())) purifyRequests.push(r.url());
    });
    // A public page never loads it.
    await gotoReady(page, '/');
    expect(purifyRequests).toEqual([]);

    const frame = await openHost(page);
    const model = await draftModel(request);
    const legalBody =
      "<p>Live terms <img src=x onerror=\"window.parent.postMessage('xss', '*'); window.__xss = 1\">" +
      '<a href="javascript:window.__xss=2">details</a> <a href="/t/shipping" target="_blank">shipping</a></p>';
    await page.evaluate((content) => window.__host.emitChange(content), {
      ...model,
      headline: { ...model.headline, text: 'Edited with a payload' },
      legalLink: { linkText: 'Live offer details', legalBody },
    });
    await expect(frame.getByRole('heading', { name: 'Edited with a payload' })).toBeVisible();
    await frame.getByRole('button', { name: 'Live offer details' }).click();
    const body = frame.locator('[data-legal-body]');
    await expect(body).toContainText('Live terms');
    await expect(body.locator('img')).toHaveCount(0);
    await expect(body.locator('[onerror]')).toHaveCount(0);
    await expect(body.getByText('details', { exact: true })).not.toHaveAttribute('href', /.+/);
    await expect(body.getByRole('link', { name: 'shipping' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await body.innerHTML()).not.toMatch(/javascript:|onerror/i);
    const frameHandle = page.frames().find((f) => f.url().includes('/visualization/'))!;
    expect(await frameHandle.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    // the client sanitizer's chunk came with the live edit, inside the frame only
    expect(purifyRequests.length).toBeGreaterThan(0);
    expect(purifyRequests.every((url) => url.startsWith(`${storefrontOrigin}/assets/`))).toBe(true);
  });
});
