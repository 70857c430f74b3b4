import { startSandbox } from '@ridgeline/sandbox';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { countingBody, streamingPost } from '@ridgeline/commerce/testing/server';
import { startFaultProxy, UPSTREAM_PATHS, type FaultProxy } from '../../../testing/faultProxy';
import { action } from './newsletter-subscribe';

const BUDGET_MS = 500;
const URL_ = 'http://shop.test/newsletter/subscribe';
const SAME_ORIGIN = { origin: 'http://shop.test' };
const subscribe = (request: Request) => action({ request } as never) as Promise<Response>;
const json = (body: unknown, headers: Record<string, string> = {}, method = 'POST') =>
  new Request(URL_, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('/newsletter/subscribe (forwarded to the sandbox through a fault proxy)', () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  let proxy: FaultProxy;

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, onProblem: () => {} });
    proxy = await startFaultProxy(sandbox.url);
    // Read on first use by the storefront's configuration: the newsletter API is the proxy's.
    vi.stubEnv('SANDBOX_PORT', String(proxy.port));
    vi.stubEnv('RENDER_BUDGET_MS', String(BUDGET_MS));
  });
  afterAll(async () => {
    await proxy?.close();
    await sandbox?.close();
  });
  // The deadline runs on a fake clock: a healthy call through the sandbox never meets it however slow the machine is,
  // and a stalled one ends exactly when the test moves the clock past it. The sandbox and the proxy do real I/O.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    proxy.set();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.useRealTimers());

  it('forwards a same-origin JSON sign-up (and one from a non-browser client, which sends no Origin)', async () => {
    const response = await subscribe(json({ email: 'member@ridgeline.dev' }, SAME_ORIGIN));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    // the sign-up puts the shopper in Newsletter Subscribers: their groups cookie is expired, to be asked again
    expect(response.headers.getSetCookie()).toEqual([expect.stringMatching(/^ridgeline-groups=; Max-Age=0;/)]);
    expect(await response.json()).toMatchObject({ success: true });
    expect((await subscribe(json({ email: 'other@ridgeline.dev' }))).status).toBe(200);
  });

  it('refuses cross-site posts, text/plain ones included (403), and non-JSON bodies (415), without calling the API', async () => {
    const before = proxy.seen.length;
    const textPlain = new Request(URL_, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'https://evil.example' },
      body: '{"email":"victim@example.com"}',
    });
    const crossSite = await subscribe(textPlain);
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toMatchObject({ success: false });
    expect((await subscribe(json({ email: 'a@b.co' }, { 'sec-fetch-site': 'cross-site' }))).status).toBe(403);
    const sameOriginText = new Request(URL_, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', ...SAME_ORIGIN },
      body: '{"email":"a@b.co"}',
    });
    expect((await subscribe(sameOriginText)).status).toBe(415);
    expect(proxy.seen.length).toBe(before);
  });

  it('refuses a body over 16 KB while reading it (413): a 64 MB post is never read whole, nor forwarded', async () => {
    const before = proxy.seen.length;
    const body = countingBody(64 * 1024 * 1024);
    const response = await subscribe(
      streamingPost(URL_, body.stream, { 'content-type': 'application/json', ...SAME_ORIGIN }),
    );
    expect(response.status).toBe(413);
    expect(body.pulled()).toBeLessThan(1024 * 1024);
    const declared = countingBody(200 * 1024 * 1024);
    const announced = streamingPost(URL_, declared.stream, {
      'content-type': 'application/json',
      'content-length': String(200 * 1024 * 1024),
    });
    expect((await subscribe(announced)).status).toBe(413);
    expect(declared.pulled()).toBe(0);
    expect(proxy.seen.length).toBe(before);
  });

  it('a stalled or truncated subscriptions API answers 502 at the budget (not 1 ms before); a reset one at once', async () => {
    for (const fault of [{ kind: 'stall' }, { kind: 'truncate', then: 'hang' }] as const) {
      proxy.set({ paths: UPSTREAM_PATHS.newsletter, fault });
      const faulted = proxy.faulted(UPSTREAM_PATHS.newsletter);
      let answered = false;
      const pending = subscribe(json({ email: 'slow@ridgeline.dev' }, SAME_ORIGIN)).finally(() => (answered = true));
      await faulted;
      await vi.advanceTimersByTimeAsync(BUDGET_MS - 1);
      expect(answered, fault.kind).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const response = await pending;
      expect(response.status, fault.kind).toBe(502);
      expect(await response.json()).toMatchObject({ success: false });
    }
    proxy.set({ paths: UPSTREAM_PATHS.newsletter, fault: { kind: 'reset' } });
    const reset = await subscribe(json({ email: 'slow@ridgeline.dev' }, SAME_ORIGIN)); // the clock standing still
    expect(reset.status).toBe(502);
    expect(await reset.json()).toMatchObject({ success: false });
  });

  it('other methods: 405', async () => {
    expect((await subscribe(new Request(URL_, { method: 'PUT', body: '{}' }))).status).toBe(405);
  });
});
