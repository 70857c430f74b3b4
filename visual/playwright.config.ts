import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium.config.mjs';

/**
 * Visual regression of the stories (docs/reference/visual-regression.md): screenshots of each component's main
 * story at a phone and a desktop viewport in Debian's chromium, compared with the PNGs in visual/__screenshots__.
 * `npm run test:visual` compares; `npm run visual:update` rewrites the baselines that changed.
 */
const root = path.resolve(__dirname, '..');
const port = Number(process.env.VISUAL_PORT ?? 6108);

// The runner builds Storybook once (a static `--test` build, ~15 s) before the tests are listed; the workers load
// this file too and reuse the build through the variable. VISUAL_STORYBOOK_DIR set by hand skips the build.
if (!process.env.VISUAL_STORYBOOK_DIR) {
  const dir = path.join(root, 'node_modules/.cache/visual-storybook');
  const build = spawnSync('npx', ['storybook', 'build', '--test', '--quiet', '-o', dir], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0 || !existsSync(path.join(dir, 'index.json'))) {
    throw new Error(`storybook build failed (exit ${build.status})`);
  }
  process.env.VISUAL_STORYBOOK_DIR = dir;
}

export default defineConfig({
  testDir: '.',
  testMatch: 'stories.visual.ts',
  snapshotPathTemplate: '{testDir}/__screenshots__/{projectName}/{arg}{ext}',
  outputDir: path.join(root, 'test-results/visual'),
  // Two shots per story, each retried by toHaveScreenshot until stable: a hang guard, not a speed limit.
  timeout: 60_000,
  workers: Number(process.env.VISUAL_WORKERS ?? 1),
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['html', { outputFolder: path.join(root, 'playwright-report/visual'), open: 'never' }]],
  expect: {
    toHaveScreenshot: {
      // Tight: a one-pixel shift of any edge changes far more pixels than this.
      maxDiffPixels: 0,
      threshold: 0.1,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    reducedMotion: 'reduce',
    colorScheme: 'light',
    locale: 'en-US',
    timezoneId: 'UTC',
    deviceScaleFactor: 1,
    launchOptions: {
      executablePath: chromiumPath,
      // Font rendering without hinting or subpixel positioning, sRGB colours: the same pixels at every run.
      args: [
        ...chromiumArgs,
        '--font-render-hinting=none',
        '--disable-font-subpixel-positioning',
        '--disable-lcd-text',
        '--force-color-profile=srgb',
        '--hide-scrollbars',
      ],
    },
  },
  projects: [
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true } },
    { name: 'desktop', use: { viewport: { width: 1280, height: 900 } } },
  ],
  webServer: {
    command: 'node visual/serve.mjs',
    cwd: root,
    url: `http://127.0.0.1:${port}/index.json`,
    env: { VISUAL_PORT: String(port), VISUAL_STORYBOOK_DIR: process.env.VISUAL_STORYBOOK_DIR },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
