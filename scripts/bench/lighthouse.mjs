// Lighthouse's default configuration (a mid-range phone, simulated throttling: a slow 4G network and a 4× slower
// CPU, computed from one unthrottled load), performance category only, through its Node API, in Debian's Chromium
// launched by chrome-launcher (the launcher Lighthouse itself uses) with the repository's flags.
import { chromiumArgs, chromiumPath } from '../../chromium.config.mjs';
import { lighthouseFigures } from './figures.mjs';
import { onStop } from './servers.mjs';

/**
 * Loads each URL once as Lighthouse's phone (its screen and user agent) in `browser` (playwright-core), so that the
 * runs find warm caches: the phone asks for image sizes nothing has asked for yet, which the sandbox's media stand-in
 * resizes on first request (a CDN would have them cached). Left out, the first run of each page measures sharp.
 */
export async function warmUpAsPhone(browser, urls) {
  const { screenEmulationMetrics, userAgents } = await import('lighthouse/core/config/constants.js');
  const phone = screenEmulationMetrics.mobile;
  const context = await browser.newContext({
    viewport: { width: phone.width, height: phone.height },
    deviceScaleFactor: phone.deviceScaleFactor,
    isMobile: phone.mobile,
    hasTouch: phone.mobile,
    userAgent: userAgents.mobile,
  });
  try {
    const page = await context.newPage();
    for (const url of urls) await page.goto(url, { waitUntil: 'networkidle' });
  } finally {
    await context.close();
  }
}

/**
 * Runs Lighthouse `runs` times on each URL, in rounds (every URL once per round) so that the machine's load drifting
 * during the bench weighs on every page alike. Resolves to `Map<url, figures[]>` (see `lighthouseFigures`); a run
 * Lighthouse reports as failed (`runtimeError`) is left out and logged. Also says which Lighthouse and Chromium ran.
 */
export async function runLighthouse(urls, { runs }) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  process.env.CHROME_PATH = chromiumPath;
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumArgs,
    logLevel: 'error',
    // The bench stops Chromium itself on Ctrl-C, together with its servers (servers.mjs).
    handleSIGINT: false,
  });
  onStop(() => chrome.kill());
  const results = new Map(urls.map((url) => [url, []]));
  let lighthouseVersion = 'unknown';
  for (let round = 0; round < runs; round += 1) {
    for (const url of urls) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const lhr = result?.lhr;
      if (!lhr || lhr.runtimeError) {
        console.error(
          `bench: Lighthouse run ${round + 1} of ${url} failed: ${lhr?.runtimeError?.message ?? 'no result'}`,
        );
        continue;
      }
      lighthouseVersion = lhr.lighthouseVersion;
      for (const warning of lhr.runWarnings ?? []) console.error(`bench: Lighthouse warns (${url}): ${warning}`);
      results.get(url).push(lighthouseFigures(lhr));
    }
  }
  return { results, lighthouseVersion, chromeVersion: await chromeVersion(chrome.port) };
}

async function chromeVersion(port) {
  try {
    return (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()).Browser;
  } catch {
    return 'unknown';
  }
}
