// First-load JavaScript as a real browser fetches it: Debian's Chromium, driven by playwright-core, loads the page in
// a fresh context (empty cache) and nobody touches it; every script response until the network has been idle for
// QUIET_MS is kept, so islands that wake on load, on idle or because they are in the first viewport count, and
// islands waiting for a scroll or an interaction do not.
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../chromium.config.mjs';
import { firstLoadFigures } from './figures.mjs';
import { onStop } from './servers.mjs';

/** Network idle: no request in flight for this long (longer than Playwright's 500 ms, so idle-time islands count). */
const QUIET_MS = 1_000;
const MAX_WAIT_MS = 30_000;
/** Playwright's default desktop viewport, stated in the output: what is "in the first viewport" depends on it. */
export const VIEWPORT = { width: 1280, height: 720 };

export async function launchBrowser() {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  onStop(() => browser.close());
  return browser;
}

/**
 * Loads `url` and returns its first-load figures (see `firstLoadFigures`) plus the page's islands
 * (`[{ trigger, state }]`, none on a page whose blocks are all static).
 */
export async function measureFirstLoad(browser, url, blockChunks, groups) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    const inFlight = new Set();
    let lastActivity = Date.now();
    const scriptResponses = [];
    page.on('request', (request) => {
      inFlight.add(request);
      lastActivity = Date.now();
    });
    const settled = (request) => {
      inFlight.delete(request);
      lastActivity = Date.now();
    };
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scriptResponses.push(response);
    });

    const navigation = await page.goto(url, { waitUntil: 'load' });
    if (!navigation?.ok()) throw new Error(`bench: ${url} answered ${navigation?.status()}`);
    const deadline = Date.now() + MAX_WAIT_MS;
    while (inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() > deadline) throw new Error(`bench: ${url} kept the network busy for ${MAX_WAIT_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const scripts = await Promise.all(
      scriptResponses.map(async (response) => {
        if (!response.ok()) throw new Error(`bench: ${response.url()} answered ${response.status()}`);
        // a worker's script (the islands' ICU warm-up) is counted too, but Playwright cannot read its body from the
        // page's side: it is asked for again, from the same server
        const body = await response.body().catch(async () => (await context.request.get(response.url())).body());
        return { url: response.url(), body };
      }),
    );
    const islands = await page.evaluate(() =>
      // eslint-disable-next-line no-undef -- runs in the page, where document is defined
      Array.from(document.querySelectorAll('[data-island]'), (island) => ({
        trigger: island.getAttribute('data-hydrate') ?? 'load',
        state: island.getAttribute('data-island-state') ?? 'not started',
      })),
    );
    return { ...firstLoadFigures(scripts, blockChunks, groups), islands };
  } finally {
    await context.close();
  }
}
