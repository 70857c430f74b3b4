import { test as base, expect, type CDPSession, type Page } from '@playwright/test';
import { EXCLUDED, visualStories } from './stories';

// Transitions and animations off (CSS and the Web Animations API); no blinking caret.
const STILL = `*,*::before,*::after{transition:none!important;animation:none!important;caret-color:transparent!important}`;

/**
 * One page per worker on Storybook's iframe.html; each test switches the story through the preview's channel
 * (no page load per story) and waits until it has rendered and its play function has finished.
 */
const test = base.extend<{ storyPage: Page }, { worker: { page: Page; cdp: CDPSession } }>({
  worker: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext(workerInfo.project.use);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await page.goto('/iframe.html?viewMode=story');
      await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
      await page.addStyleTag({ content: STILL });
      await use({ page, cdp });
      await context.close();
    },
    { scope: 'worker' },
  ],
  storyPage: async ({ worker }, provide) => provide(worker.page),
});

/**
 * Empties the renderer's memory cache of loaded resources. Chromium's `srcset` selection takes a wider candidate of
 * the same image when that one is still in the memory cache (it avoids a download): a story shown earlier in the
 * page (the card carousel loads the 480 px square crop the tile grid also offers) made the tile grid draw 480 px
 * images into 286 px instead of 320 px ones, until a garbage collection dropped them. Turning the cache off evicts
 * every resource (DevTools' "Disable cache"); it is turned on again at once, so the story loads as a shopper's page.
 */
async function forgetLoadedResources(cdp: CDPSession) {
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
}

type Channel = { emit(event: string, ...args: unknown[]): void; on(e: string, f: (a: unknown) => void): void };

async function showStory(page: Page, cdp: CDPSession, storyId: string) {
  await forgetLoadedResources(cdp);
  const outcome = await page.evaluate(
    (id) =>
      new Promise<string>((resolve) => {
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
        const events = ['storyRendered', 'storyErrored', 'storyThrewException', 'playFunctionThrewException'];
        const listeners = events.map((event) => {
          const listener = (arg: unknown) => {
            const storyIdOf = typeof arg === 'string' ? arg : undefined;
            if (event === 'storyRendered' && storyIdOf !== id) return;
            for (const [e, l] of listeners) (channel as unknown as { off(e: string, f: unknown): void }).off(e, l);
            resolve(event === 'storyRendered' ? 'ok' : `${event}: ${JSON.stringify(arg)}`);
          };
          channel.on(event, listener);
          return [event, listener] as const;
        });
        (document.activeElement as HTMLElement | null)?.blur();
        window.scrollTo(0, 0);
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
  expect(outcome, `story ${storyId} rendered`).toBe('ok');
}

/**
 * Waits for what changes pixels after the render: fonts, every image loaded (or failed) and decoded, two frames of
 * layout. Lazy images load now: the full-page shot shows them all, and an off-screen lazy image would otherwise never
 * load, so waiting for it would hang.
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images).map(async (img) => {
        img.loading = 'eager';
        if (!img.complete) {
          await new Promise((resolve) => {
            img.addEventListener('load', resolve, { once: true });
            img.addEventListener('error', resolve, { once: true });
          });
        }
        await img.decode().catch(() => undefined);
      }),
    );
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

for (const story of visualStories(process.env.VISUAL_STORYBOOK_DIR!)) {
  test(`${story.title} / ${story.name}`, async ({ storyPage: page, worker }, testInfo) => {
    const excluded = EXCLUDED[story.id];
    test.skip(!!excluded?.projects?.includes(testInfo.project.name), excluded?.reason);
    await showStory(page, worker.cdp, story.id);
    await settle(page);
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}
