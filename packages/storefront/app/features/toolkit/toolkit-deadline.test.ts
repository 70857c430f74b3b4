import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOOLKIT_REQUEST_TIMEOUT_MS } from '../../platform/upstream.server';
import { testLoadContext } from '../../testing/appContext';
import { action, loader } from './toolkit-route';
import { deleteShopperContext, listCustomerGroups, writeShopperContext } from './toolkit.server';

// The commerce calls stall: they never answer, but record the signal they were given.
vi.mock('./toolkit.server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./toolkit.server')>()),
  writeShopperContext: vi.fn(),
  deleteShopperContext: vi.fn(),
  listCustomerGroups: vi.fn(),
}));

const signals: AbortSignal[] = [];
const stalled = (signal?: AbortSignal) => {
  if (signal) signals.push(signal);
  return new Promise<never>(() => {});
};

function post(body: unknown, cookie?: string): Request {
  return new Request('http://shop.test/__toolkit', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

describe('/__toolkit: one deadline over the chained commerce calls', () => {
  beforeEach(() => {
    process.env.MERCHANDISER_TOOLKIT = '1';
    signals.length = 0;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.mocked(writeShopperContext).mockImplementation((_usid, _desired, signal) => stalled(signal));
    vi.mocked(deleteShopperContext).mockImplementation((_usid, signal) => stalled(signal));
    vi.mocked(listCustomerGroups).mockImplementation(() => stalled());
  });
  afterEach(() => {
    vi.useRealTimers();
    delete process.env.MERCHANDISER_TOOLKIT;
  });

  it('Apply: past TOOLKIT_REQUEST_TIMEOUT_MS the calls are aborted and the panel gets 504 { ok: false }', async () => {
    let settled: Response | undefined;
    const answer = action({
      request: post({ intent: 'apply', draft: { sourceCode: 'spring' } }),
      context: testLoadContext(),
    } as never).then((response) => {
      settled = response as Response;
      return settled;
    });
    await vi.advanceTimersByTimeAsync(TOOLKIT_REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBeUndefined();
    expect(signals).toHaveLength(1);
    expect(signals[0]!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const response = await answer;
    expect(response.status).toBe(504);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({
      ok: false,
      message: expect.stringContaining(`${TOOLKIT_REQUEST_TIMEOUT_MS} ms`),
    });
    expect(signals[0]!.aborted).toBe(true);
  });

  it('Exit: a stalled delete does not hold the answer past the deadline; the cookie is still expired', async () => {
    const answer = action({
      request: post({ intent: 'exit' }, 'ridgeline-tk-usid=abcdef12-3456'),
      context: testLoadContext(),
    } as never) as Promise<Response>;
    await vi.advanceTimersByTimeAsync(TOOLKIT_REQUEST_TIMEOUT_MS);
    const response = await answer;
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/ridgeline-tk-usid=; .*Max-Age=0/);
    expect(signals[0]!.aborted).toBe(true);
  });

  it("the panel's data: 504 once the deadline passes", async () => {
    const answer = loader({
      request: new Request('http://shop.test/__toolkit'),
      context: testLoadContext(),
    } as never) as Promise<Response>;
    await vi.advanceTimersByTimeAsync(TOOLKIT_REQUEST_TIMEOUT_MS);
    expect((await answer).status).toBe(504);
  });
});
