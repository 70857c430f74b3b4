import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { DEMO_STAGING_ENVIRONMENTS } from '@ridgeline/sandbox/environments';
import { chromiumArgs, chromiumPath } from './chromium.config.mjs';
import {
  DEV_STOREFRONT_PORT,
  SANDBOX_PORT,
  STOREFRONT_PORT,
  TOOLKIT_STOREFRONT_PORT,
  devStorefrontOrigin,
  sandboxOrigin,
  storefrontOrigin,
  toolkitStorefrontOrigin,
  E2E_SESSION_SECRET,
  STAFF_EMAIL_DOMAIN,
} from './e2e/env';

// Every storefront the run starts (web servers, and the specs' own through process.env) seals sessions with it.
process.env.SESSION_SECRET ??= E2E_SESSION_SECRET;

/**
 * End-to-end tests of the production build: the sandbox (demo content + e2e fixtures) and the storefront
 * (`packages/storefront/server.mjs`), both started here on test ports, in Debian's chromium (browsers are never downloaded).
 * Build first (`npm run build`); `npm test` does.
 */

// Fail with the command to run rather than with a server that cannot start.
const missingBuilds = ['packages/sandbox/dist/cli.js', 'packages/storefront/build/server/index.js'].filter(
  (file) => !existsSync(file),
);
if (missingBuilds.length > 0) {
  throw new Error(
    `Missing production build (${missingBuilds.join(', ')}): run \`npm run build\` first (\`npm test\` does).`,
  );
}
if (!existsSync(chromiumPath)) {
  throw new Error(
    `Chromium not found at ${chromiumPath}: apt-get update && apt-get install -y chromium (or set CHROMIUM_PATH).`,
  );
}

/**
 * The sandbox keeps baskets and orders in a database folder. Each run starts from an empty one, so no bag, order or
 * sold-out stock leaks from an earlier run: the folder is per sandbox port and emptied here, once, by the runner
 * (workers load this file too; they inherit the variable and leave the folder alone). A spec that restarts the
 * sandbox reuses E2E_SANDBOX_DATA_DIR to find the same data.
 */
if (!process.env.E2E_SANDBOX_DATA_DIR) {
  const dataDir = path.join(tmpdir(), `ridgeline-e2e-sandbox-data-${SANDBOX_PORT}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  process.env.E2E_SANDBOX_DATA_DIR = dataDir;
}
const SANDBOX_DATA_DIR = process.env.E2E_SANDBOX_DATA_DIR;

// The storefront previews the sandbox's demo staging environments because it is told to (it never imports the sandbox).
const PREVIEW_ENVIRONMENTS = JSON.stringify(DEMO_STAGING_ENVIRONMENTS);
/**
 * The block-loader render budget of the e2e servers: 10 s instead of 3 s. Two workers, three storefronts and the
 * sandbox's image resizing share two cores here, and a first commerce call past 3 s would send a page without its
 * carousels' data; the budget itself is covered by the storefront's fault tests (app/platform/request/faults.server.test.ts).
 */
const RENDER_BUDGET_MS = '10000';
/**
 * Who may frame the editor routes and talk to live visualization: the simulated Amplience app of the e2e specs, a
 * loopback server on a free port (e2e/preview.spec.ts). `localhost` stays refused, for the specs that check so.
 */
const AMPLIENCE_APP_ORIGINS = 'http://127.0.0.1:*';
/** Every storefront of the run works beside the e2e sandbox, and is told so (it never assumes one). */
const RIDGELINE_SANDBOX = sandboxOrigin;
/** The sandbox's decision engine (e2e/decisions.spec.ts): a production storefront has none unless told. */
const DECISION_ENGINE_URL = `${sandboxOrigin}/api/engine/v1`;

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Hang guards, not speed limits: on two cores shared with other work (issue 22: three passes in a row while
  // another process keeps both cores busy) a walk over several pages took over 30 s and a toast over 5 s to show.
  // A passing test takes no longer for them; the walks over every demo page set their own, longer, guard.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : 'list',
  outputDir: 'test-results',
  use: {
    baseURL: storefrontOrigin,
    // A failing test keeps its trace (actions, DOM snapshots, network) without the screencast: recording a JPEG
    // stream of every page of every test, passing ones included, was CPU the two cores lacked (docs/bench-log.md,
    // "Test runs"); the screenshot of the failure is still attached.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // The storefront's service worker answers navigations (and serves the precached shell): `page.route` would no
    // longer see those requests. Only the specs that test it allow it (e2e/overlays.spec.ts).
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath,
          args: chromiumArgs,
        },
      },
    },
  ],
  webServer: [
    {
      name: 'sandbox',
      command: 'node packages/sandbox/dist/cli.js',
      env: {
        SANDBOX_PORT: String(SANDBOX_PORT),
        CONTENT_DIR: ['packages/sandbox/content', 'e2e/fixtures/content'].join(':'),
        SANDBOX_DATA_DIR,
        // Everyone at the staff domain is one of the Employees, whom the loyalty programme refuses (e2e/helpers.ts).
        SANDBOX_STATIC_GROUP_MEMBERS: JSON.stringify({ Employees: [`@${STAFF_EMAIL_DOMAIN}`] }),
      },
      url: `${sandboxOrigin}/content/key/home?depth=all&format=inlined`,
      // A stale server answering 500 would be reused and break the run: always start fresh ones.
      reuseExistingServer: false,
      // the sandbox opens its database before listening; the first start on a machine creates the cluster (up to a minute)
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      name: 'storefront',
      command: 'node server.mjs build/server/index.js',
      cwd: 'packages/storefront',
      env: {
        NODE_ENV: 'production',
        PORT: String(STOREFRONT_PORT),
        RIDGELINE_SANDBOX,
        DECISION_ENGINE_URL,
        PREVIEW_ENVIRONMENTS,
        RENDER_BUDGET_MS,
        AMPLIENCE_APP_ORIGINS,
        RIDGELINE_DIAGNOSTICS: '1',
        // the wish list is a storefront flag, off by default: the e2e servers show it (e2e/wishlist-compare.spec.ts)
        WISHLIST_ENABLED: '1',
        // the profile banner and the profiling drawer (off unless configured)
        PROGRESSIVE_PROFILING: '1',
        // the whole suite signs up from one address, more often than a real one would in an hour
        REGISTRATIONS_PER_ADDRESS_PER_HOUR: '500',
        // consent changes reach the consent-cookie endpoint (off by default: e2e/overlays.spec.ts)
        AFFILIATE_EVENT_CONSENT: '1',
      },
      url: `${storefrontOrigin}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      // The same build with the merchandiser toolkit on: every page hydrates as a whole (an editor tool).
      name: 'storefront-toolkit',
      command: 'node server.mjs build/server/index.js',
      cwd: 'packages/storefront',
      env: {
        NODE_ENV: 'production',
        PORT: String(TOOLKIT_STOREFRONT_PORT),
        RIDGELINE_SANDBOX,
        DECISION_ENGINE_URL,
        PREVIEW_ENVIRONMENTS,
        RENDER_BUDGET_MS,
        AMPLIENCE_APP_ORIGINS,
        MERCHANDISER_TOOLKIT: '1',
        // the throwing test block, for a failure in the browser of a whole-page hydration (failures.spec.ts)
        RIDGELINE_DIAGNOSTICS: '1',
      },
      url: `${toolkitStorefrontOrigin}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The same build in development render mode: failed blocks show their failure card.
      name: 'storefront-dev-mode',
      command: 'node server.mjs build/server/index.js',
      cwd: 'packages/storefront',
      env: {
        NODE_ENV: 'development',
        PORT: String(DEV_STOREFRONT_PORT),
        RIDGELINE_SANDBOX,
        DECISION_ENGINE_URL,
        PREVIEW_ENVIRONMENTS,
        RENDER_BUDGET_MS,
        AMPLIENCE_APP_ORIGINS,
        RIDGELINE_DIAGNOSTICS: '1',
        // the wish list is a storefront flag, off by default: the e2e servers show it (e2e/wishlist-compare.spec.ts)
        WISHLIST_ENABLED: '1',
      },
      url: `${devStorefrontOrigin}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
