import { describe, expect, it, vi } from 'vitest';
import { testCommerceConfig } from '../testing/commerceConfig';
import {
  URL_SHOPPER_CONTEXT_MAX_BODY_BYTES,
  urlShopperContext,
  writeUrlShopperContext,
} from './urlShopperContext.server';

const config = testCommerceConfig({ proxy: 'http://commerce.test/', organizationId: 'f_ecom_x', siteId: 'Site' });
const address = (search: string) => new URL(`http://shop.test/t/about${search}`);
const page = (search: string) => new Request(address(search));
const session = { usid: 'own-usid', accessToken: 'own-token' };

/** A fake Shopper Context API: `stored` is the context of the one usid it knows, or none (404). */
function fakeApi(stored?: Record<string, unknown>) {
  const calls: { method: string; url: URL; authorization: string; body?: unknown }[] = [];
  const fetchImpl = vi.fn(async (input: URL | RequestInfo, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    calls.push({
      method,
      url,
      authorization: (init?.headers as Record<string, string>).authorization ?? '',
      ...(init?.body ? { body: JSON.parse(String(init.body)) } : {}),
    });
    if (method === 'GET')
      return stored ? Response.json(stored) : Response.json({ title: 'Not Found' }, { status: 404 });
    return method === 'PUT' ? new Response(null, { status: 201 }) : Response.json({ ...stored });
  });
  return { calls, fetchImpl: fetchImpl as unknown as typeof fetch };
}

describe('writeUrlShopperContext', () => {
  it("creates the requester's own context from typed parameters (not a page's own), with their token and the server's IPv4", async () => {
    const { calls, fetchImpl } = fakeApi();
    const log = vi.fn();
    const outcome = await writeUrlShopperContext(
      config,
      page('?sourceCode=SPRING&latitude=45.5&countryCode=CA&store=s-12&country=DE&postalCode=T1L&utm_source=x'),
      session,
      { clientIp: '203.0.113.9', log, fetchImpl },
    );
    expect(outcome).toBe('created');
    expect(calls.map((call) => call.method)).toEqual(['GET', 'PUT']);
    expect(calls[1]!.url.href).toBe(
      'http://commerce.test/shopper/shopper-context/v1/organizations/f_ecom_x/shopper-context/own-usid?siteId=Site',
    );
    expect(calls.every((call) => call.authorization === 'Bearer own-token')).toBe(true);
    expect(calls[1]!.body).toEqual({
      sourceCode: 'SPRING',
      geoLocation: { latitude: 45.5, countryCode: 'CA' },
      assignmentQualifiers: { store: 's-12' },
      clientIp: '203.0.113.9',
    });
    expect(log).not.toHaveBeenCalled();
  });

  it('merges into an existing context with PATCH (the coupon sync codes stay the API’s)', async () => {
    const { calls, fetchImpl } = fakeApi({ couponCodes: ['TRAIL15'] });
    const outcome = await writeUrlShopperContext(config, page('?sourceCode=FALL'), session, {
      log: vi.fn(),
      fetchImpl,
    });
    expect(outcome).toBe('updated');
    expect(calls.map((call) => call.method)).toEqual(['GET', 'PATCH']);
    expect(calls[1]!.body).toEqual({ sourceCode: 'FALL' });
  });

  it("an attacker's link cannot name a usid: only the session's usid is written; none without a session or with an expired token", async () => {
    const hostile = page('?usid=victim-usid&shopperContext=victim-usid&sourceCode=EVIL&clientIp=198.51.100.1');
    const { calls, fetchImpl } = fakeApi();
    await writeUrlShopperContext(config, hostile, session, { log: vi.fn(), fetchImpl });
    expect(calls.every((call) => call.url.pathname.endsWith('/shopper-context/own-usid'))).toBe(true);
    expect(JSON.stringify(calls)).not.toContain('victim');
    expect(calls[1]!.body).toEqual({ sourceCode: 'EVIL' });

    const none = fakeApi();
    await expect(
      writeUrlShopperContext(config, hostile, undefined, { log: vi.fn(), fetchImpl: none.fetchImpl }),
    ).resolves.toBe('no-session');
    await expect(
      writeUrlShopperContext(config, hostile, { accessToken: 't' }, { log: vi.fn(), fetchImpl: none.fetchImpl }),
    ).resolves.toBe('no-session');
    await expect(
      writeUrlShopperContext(
        config,
        page('?sourceCode=A'),
        { ...session, expiresAt: 1_000 },
        { log: vi.fn(), fetchImpl: none.fetchImpl, now: () => 1_000 },
      ),
    ).resolves.toBe('expired-session');
    expect(none.calls).toEqual([]);
  });

  it('drops hostile values: no call when nothing valid is asked or not a GET; a non-IPv4 server address is left out', async () => {
    const { calls, fetchImpl } = fakeApi();
    const hostile = page(
      `?latitude=1e999&longitude=abc&sourceCode=${'x'.repeat(300)}&__proto__=1&constructor=2&city=%20%20`,
    );
    expect(urlShopperContext(new URL(hostile.url))).toBeUndefined();
    await expect(writeUrlShopperContext(config, hostile, session, { log: vi.fn(), fetchImpl })).resolves.toBe('none');
    const post = new Request(address('?sourceCode=A'), { method: 'POST' });
    await expect(writeUrlShopperContext(config, post, session, { log: vi.fn(), fetchImpl })).resolves.toBe('none');
    expect(calls).toEqual([]);
    await writeUrlShopperContext(config, page('?city=Banff'), session, {
      clientIp: 'unknown',
      log: vi.fn(),
      fetchImpl,
    });
    expect(calls[1]!.body).toEqual({ geoLocation: { city: 'Banff' } });
  });

  it('a failed, late or oversized answer is logged once and answered failed, never thrown', async () => {
    const log = vi.fn();
    const refusing = (async () => new Response('no', { status: 400, statusText: 'Bad Request' })) as typeof fetch;
    await expect(
      writeUrlShopperContext(config, page('?sourceCode=A'), session, { log, fetchImpl: refusing }),
    ).resolves.toBe('failed');
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toMatchObject({
      event: 'url-shopper-context-failed',
      message: 'Request failed with status 400 Bad Request',
    });

    let signal: AbortSignal | undefined;
    const hanging = ((_url: unknown, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
      );
    }) as typeof fetch;
    vi.useFakeTimers();
    try {
      const late = writeUrlShopperContext(config, page('?sourceCode=A'), session, { log, fetchImpl: hanging });
      await vi.advanceTimersByTimeAsync(config.timeoutMs + 1);
      await expect(late).resolves.toBe('failed');
      expect(signal?.aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }

    const huge = (async () =>
      new Response('x'.repeat(URL_SHOPPER_CONTEXT_MAX_BODY_BYTES + 1), { status: 200 })) as typeof fetch;
    await expect(
      writeUrlShopperContext(config, page('?sourceCode=A'), session, { log, fetchImpl: huge }),
    ).resolves.toBe('failed');
    expect(log.mock.calls.at(-1)![0].message).toContain(`larger than ${URL_SHOPPER_CONTEXT_MAX_BODY_BYTES} bytes`);
  });
});
