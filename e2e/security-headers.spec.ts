import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Frame, type Page } from '@playwright/test';
import { devStorefrontOrigin, sandboxOrigin, storefrontOrigin, toolkitStorefrontOrigin } from './env';
import { gotoReady, HERO_BANNER, wakeIsland } from './helpers';

/**
 * Security headers (packages/storefront README, "Security headers"): the Content-Security-Policy (a per-response nonce,
 * or the inline scripts' hashes on documents a CDN may keep) breaks nothing (no violation reported, islands and whole documents hydrate, drawers open), the headers are
 * there, and framing is refused except for editor routes inside the Amplience app (`AMPLIENCE_APP_ORIGINS`, here
 * the loopback `http://127.0.0.1:*` of the simulated app).
 */
const VSE = 'kq3v8rdglnstg0demo7x2m4pw.staging.bigcontent.io';
const HOME_HERO = 'd56d6845-6821-5b41-8d21-ad32fd4fefb6';
const VISUALIZATION = `/visualization/ridgeline/${HOME_HERO}?vse=${VSE}`;
/** What Chromium logs in the framing page when `frame-ancestors` refuses a frame. */
const FRAMING_REFUSED = /Framing '.+' violates the following Content Security Policy directive: "frame-ancestors/;

/** Every `securitypolicyviolation` of every frame, and the console lines Chromium writes for refusals. */
async function watchViolations(page: Page): Promise<{ console: string[]; reported(frame?: Frame): Promise<string[]> }> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  const lines: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) lines.push(message.text());
  });
  return {
    console: lines,
    reported: (frame = page.mainFrame()) =>
      frame.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []),
  };
}

function directive(policy: string, name: string): string[] {
  const part = policy
    .split(';')
    .map((p) => p.trim().split(/\s+/))
    .find(([key]) => key === name);
  return part ? part.slice(1) : [];
}

/** The simulated Amplience app: a static page on the loopback, framing what it is given. */
async function startHost(html: string): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

test.describe('public pages', () => {
  for (const path of ['/', '/t/about']) {
    test(`${path}: a CDN may keep it, so no nonce: each inline script allowed by its hash; the other headers`, async ({
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expect(headers['cache-control']).toContain('s-maxage');
      const policy = headers['content-security-policy'] ?? '';
      expect(policy).not.toContain("'nonce-");
      const scriptSources = directive(policy, 'script-src');
      expect(scriptSources.slice(0, 2)).toEqual(["'self'", sandboxOrigin]);
      expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
      expect(directive(policy, 'object-src')).toEqual(["'none'"]);
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['strict-transport-security']).toBeUndefined(); // plain http, no trusted proxy
      const html = await response.text();
      expect(html).not.toContain('nonce=');
      // every inline script that runs (the Speculation Rules, any inline module) is named by its hash
      const running = [
        ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script>/g),
      ];
      expect(running.length).toBeGreaterThanOrEqual(1);
      for (const [, text] of running)
        expect(scriptSources).toContain(`'sha256-${createHash('sha256').update(text!).digest('base64')}'`);
    });
  }

  test('no violation while islands hydrate and drawers open (Emotion and the scroll lock add nonced styles)', async ({
    page,
  }) => {
    test.setTimeout(60_000); // every island's chunks, on a machine shared by three storefronts
    const violations = await watchViolations(page);
    await gotoReady(page, '/');
    const hero = page.locator(`[data-schema="${HERO_BANNER}"]`).first();
    await hero.getByRole('button', { name: 'Offer details' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(hero.locator('xpath=ancestor::*[@data-island][1]')).toHaveAttribute('data-island-state', 'hydrated');
    await page.keyboard.press('Escape');
    // every island that wakes when seen (carousels, the story slider, the footer), scrolled to one by one
    const seen = page.locator('[data-island][data-hydrate="visible"]');
    expect(await seen.count()).toBeGreaterThan(0);
    for (let i = 0; i < (await seen.count()); i++) await wakeIsland(seen.nth(i).locator('> *').first());
    expect(await violations.reported()).toEqual([]);
    await gotoReady(page, '/t/about');
    expect(await violations.reported()).toEqual([]);
    expect(violations.console).toEqual([]);
  });
});

test.describe('editor documents', () => {
  test('visualization and a page in preview: framed by the Amplience app only, no violation, the toolbar drawer opens', async ({
    page,
    request,
  }) => {
    const response = await request.get(VISUALIZATION);
    const policy = response.headers()['content-security-policy'] ?? '';
    expect(directive(policy, 'frame-ancestors')).toEqual(['http://127.0.0.1:*']);
    expect(directive(policy, 'script-src')).toHaveLength(3);
    expect(response.headers()['x-frame-options']).toBeUndefined();

    const violations = await watchViolations(page);
    await gotoReady(page, VISUALIZATION);
    await expect(page.locator('[data-visualization="standalone"]')).toBeVisible();
    await gotoReady(page, `/?vse=${VSE}`);
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByRole('dialog', { name: 'Preview' })).toBeVisible();
    expect(await violations.reported()).toEqual([]);
    expect(violations.console).toEqual([]);
    const preview = await request.get(`/?vse=${VSE}`);
    expect(directive(preview.headers()['content-security-policy'] ?? '', 'frame-ancestors')).toEqual([
      'http://127.0.0.1:*',
    ]);
  });

  test('the Amplience app frames the visualization route; a public page refuses it; another origin is refused too', async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    const host = await startHost(`<!doctype html><html lang="en"><head><title>Amplience</title></head><body>
<iframe title="Visualization" width="800" height="600" src="${storefrontOrigin}${VISUALIZATION}"></iframe>
<iframe title="Home" width="800" height="600" src="${storefrontOrigin}/"></iframe></body></html>`);
    try {
      const refusedHome = page.waitForEvent(
        'console',
        (message) => FRAMING_REFUSED.test(message.text()) && message.text().includes(`'${storefrontOrigin}/'`),
      );
      await page.goto(`http://127.0.0.1:${host.port}/`);
      await expect(page.frameLocator('iframe[title="Visualization"]').locator('[data-visualization]')).toBeVisible();
      expect((await refusedHome).text()).toContain("frame-ancestors 'none'");
      // the refused frame shows the browser's error page, not the storefront
      await expect.poll(() => page.frames().map((frame) => frame.url())).toContain('chrome-error://chromewebdata/');
      await expect(page.frameLocator('iframe[title="Home"]').locator('main')).toHaveCount(0);
      const visualization = page.frames().find((frame) => frame.url().includes('/visualization/'))!;
      expect(await violations.reported(visualization)).toEqual([]);

      // the same page served from `localhost` is another origin, not in AMPLIENCE_APP_ORIGINS
      await page.goto(`http://localhost:${host.port}/`);
      await expect
        .poll(() => page.frames().filter((frame) => frame.url() === 'chrome-error://chromewebdata/').length)
        .toBe(2);
      await expect(page.frameLocator('iframe[title="Visualization"]').locator('[data-visualization]')).toHaveCount(0);
    } finally {
      await host.close();
    }
  });
});

test("whole-app documents (merchandiser toolkit, development render mode): React Router's scripts carry the nonce, or their hashes when a CDN may keep them", async ({
  page,
  request,
}) => {
  for (const origin of [toolkitStorefrontOrigin, devStorefrontOrigin]) {
    const response = await request.get(`${origin}/t/about`);
    const policy = response.headers()['content-security-policy'] ?? '';
    const html = await response.text();
    if (/s-maxage/.test(response.headers()['cache-control'] ?? '')) {
      // a CDN may keep it: React Router's inline scripts go by their hashes, no nonce anywhere
      expect(policy).not.toContain("'nonce-");
      expect(html).not.toContain('nonce=');
      const inline = [
        ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script>/g),
      ];
      expect(inline.length).toBeGreaterThan(0);
      for (const [, text] of inline)
        expect(directive(policy, 'script-src')).toContain(
          `'sha256-${createHash('sha256').update(text!).digest('base64')}'`,
        );
    } else {
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1] ?? '';
      const scripts = html.match(/<script(?![^>]*type="application\/json")[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
      expect(html.split(nonce).length).toBe(html.split(`nonce="${nonce}"`).length);
    }

    const violations = await watchViolations(page);
    await gotoReady(page, `${origin}/t/about`);
    expect(await violations.reported()).toEqual([]);
    expect(violations.console).toEqual([]);
  }
});

test('static assets: nosniff and the referrer policy, no HSTS over plain http', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(asset).toBeTruthy();
  for (const path of [asset!, '/favicon.svg']) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers()['strict-transport-security']).toBeUndefined();
  }
  // a proxy's word is not taken from an untrusted peer
  const forwarded = await request.get('/', { headers: { 'X-Forwarded-Proto': 'https' } });
  expect(forwarded.headers()['strict-transport-security']).toBeUndefined();
});
