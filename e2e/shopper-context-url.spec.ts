import { expect, test, type APIRequestContext } from '@playwright/test';
import { sandboxOrigin } from './env';
import { registerOnPage, uniqueEmail } from './helpers';

/**
 * The shopper context a page address asks for (docs/behaviour/shell.md#shopper-context-from-the-url): written to the
 * requester's own shopper context (their session's usid), never cached, and never to another shopper's. Checked where
 * it lands: the sandbox's shopper contexts of the usids it issued for a login (`/__sandbox/sessions`).
 */
test.describe.configure({ timeout: 120_000 });

async function contextsOf(request: APIRequestContext, login: string) {
  const response = await request.get(`${sandboxOrigin}/__sandbox/sessions?${new URLSearchParams({ login })}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { usids: string[]; contexts: Record<string, Record<string, unknown>> };
}

test('typed context parameters bypass the render cache and are sent no-store; hostile ones leave the page shared', async ({
  request,
}) => {
  // warm the shared copy, so "not shared" below is a real difference
  await request.get('/t/about');
  const plain = await request.get('/t/about?utm_source=mail');
  expect(plain.headers()['x-render-cache']).toBe('hit');

  const asked = await request.get('/t/about?sourceCode=E2E-SPRING&store=banff');
  expect(asked.status()).toBe(200);
  expect(asked.headers()['x-render-cache']).toBe('bypass');
  expect(asked.headers()['cache-control']).toBe('no-store');

  const hostile = await request.get('/t/about?latitude=1e999&sourceCode=%20&usid=someone-else');
  expect(hostile.headers()['x-render-cache']).toBe('hit');
  expect(hostile.headers()['cache-control']).toContain('public');
});

test("a campaign link sets the signed-in shopper's own context; an attacker's link with their usid sets nothing of theirs", async ({
  page,
  browser,
  request,
}) => {
  const email = uniqueEmail('context');
  await registerOnPage(page, { email });
  await expect(page).toHaveURL(/\/$/);

  const opened = await page.goto('/t/about?sourceCode=E2E-SPRING&countryCode=CA&latitude=51.18&store=banff');
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()['cache-control']).toBe('no-store');
  const { usids, contexts } = await contextsOf(request, email);
  expect(usids).toHaveLength(1);
  const [key, context] = Object.entries(contexts).find(([k]) => k.endsWith(`:${usids[0]}`)) ?? [];
  expect(key).toBeTruthy();
  expect(context).toMatchObject({
    sourceCode: 'E2E-SPRING',
    geoLocation: { countryCode: 'CA', latitude: 51.18 },
    assignmentQualifiers: { store: 'banff' },
  });

  // Someone else opens a link naming the shopper's usid: no session of theirs names it, so nothing of the shopper's
  // changes (and the stranger, without a session, gets no context at all).
  const stranger = await browser.newContext();
  try {
    const strangerPage = await stranger.newPage();
    const answer = await strangerPage.goto(`/t/about?usid=${encodeURIComponent(usids[0]!)}&sourceCode=EVIL`);
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()['cache-control']).toBe('no-store');
  } finally {
    await stranger.close();
  }
  expect((await contextsOf(request, email)).contexts[key!]).toMatchObject({ sourceCode: 'E2E-SPRING' });
});
