import { RateLimiterMemory } from 'rate-limiter-flexible';
import { describe, expect, it, vi } from 'vitest';
import { ACTIVE_DATA_MAX_QUERY } from '@ridgeline/commerce';
import { rateLimitedLog } from '../../../platform/rateLimitedLog.server';
import { captureLog } from '../../../testing/logCapture';
import { UNKNOWN_CLIENT_ADDRESS } from '../../../platform/request/clientAddress.server';
import {
  ACTIVE_DATA_MAX_IN_FLIGHT,
  ACTIVE_DATA_MAX_USER_AGENT,
  activeDataUpstreamUrl,
  forwardActiveDataBeacon,
  type ActiveDataDeps,
} from './activeData.server';

// The Active Data beacon's forward (docs/behaviour/shell.md#active-data-beacon): what reaches the commerce instance,
// and each way an attacker could try to use it as something else.

const SHOP = 'https://shop.example.com';
const ORIGIN = 'https://commerce.example.net';
const QUERY =
  'locale=en-US&url=https%3A%2F%2Fshop.example.com%2Fc%2Fjackets&res=390x844&cookie=1&cmpn=&tz=America%2FDenver&pcat=&title=Jackets&pcc=USD&pct=__ANNONYMOUS__&dwac=0.1234&r=0.5678&ref=&data=';
const SAME_SITE = { 'Sec-Fetch-Site': 'same-origin', 'User-Agent': 'Mozilla/5.0 (Test) Shopper' };

interface Sent {
  url: URL;
  init: RequestInit;
  headers: Headers;
}

function harness(answer: (url: URL) => Response | Promise<Response> = () => new Response(null, { status: 204 })) {
  const sent: Sent[] = [];
  const fetchImpl = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    sent.push({ url, init: init ?? {}, headers: new Headers(init?.headers) });
    return answer(url);
  }) as unknown as typeof fetch;
  const lines: Record<string, unknown>[] = [];
  const logLimit = rateLimitedLog(60_000);
  // One app's beacons on their way, shared by every call of this harness.
  const inFlight = { count: 0 };
  const deps = (extra: Partial<ActiveDataDeps> = {}): ActiveDataDeps => ({
    origin: ORIGIN,
    siteId: 'RidgelineUS',
    clientAddress: '203.0.113.7',
    fetchImpl,
    timeoutMs: 500,
    limiter: new RateLimiterMemory({ points: 100, duration: 60 }),
    logLimit,
    inFlight,
    log: (fields) => void lines.push(fields),
    ...extra,
  });
  return { sent, lines, deps, fetchImpl, inFlight };
}

const beacon = (query = QUERY, headers: Record<string, string> = SAME_SITE, method = 'GET') =>
  new Request(`${SHOP}/__ridgeline/analytics/__Analytics-Start?${query}`, { method, headers });

describe('the Active Data beacon: what reaches the commerce instance', () => {
  it('forwards a GET to the site’s beacon path in the commerce locale, with the allow-listed query, and answers 204', async () => {
    const { sent, deps, lines } = harness();
    const response = await forwardActiveDataBeacon(beacon(), deps());
    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('');
    expect(sent).toHaveLength(1);
    const { url, init } = sent[0]!;
    expect(url.origin).toBe(ORIGIN);
    expect(url.pathname).toBe('/on/demandware.store/Sites-RidgelineUS-Site/en_US/__Analytics-Start');
    expect([...url.searchParams.keys()]).toEqual([
      'url',
      'res',
      'cookie',
      'cmpn',
      'tz',
      'pcat',
      'title',
      'pcc',
      'pct',
      'dwac',
      'r',
      'ref',
      'data',
    ]);
    expect(url.searchParams.get('url')).toBe(`${SHOP}/c/jackets`);
    expect(init).toMatchObject({ method: 'GET', redirect: 'manual' });
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(lines).toEqual([]);
  });

  it("carries the shopper's address and User-Agent, and none of their cookies or the page's other headers", async () => {
    const { sent, deps } = harness();
    await forwardActiveDataBeacon(
      beacon(QUERY, {
        ...SAME_SITE,
        Cookie: 'dwsid=secret-session; __cq_uuid=abc',
        Authorization: 'Bearer token',
        'X-Forwarded-For': '198.51.100.99',
        Referer: `${SHOP}/account?email=jane%40example.com`,
      }),
      deps(),
    );
    const headers = sent[0]!.headers;
    expect(headers.get('x-forwarded-for')).toBe('203.0.113.7');
    expect(headers.get('user-agent')).toBe('Mozilla/5.0 (Test) Shopper');
    for (const name of ['cookie', 'authorization', 'referer', 'origin', 'sec-fetch-site'])
      expect(headers.get(name), name).toBeNull();
  });

  it('sends no X-Forwarded-For when the address is not known', async () => {
    const { sent, deps } = harness();
    await forwardActiveDataBeacon(beacon(), deps({ clientAddress: UNKNOWN_CLIENT_ADDRESS }));
    expect(sent[0]!.headers.get('x-forwarded-for')).toBeNull();
  });

  it('the other shop locales go to their own commerce locale', async () => {
    const { sent, deps } = harness();
    for (const locale of ['fr-CA', 'en-ca']) await forwardActiveDataBeacon(beacon(`locale=${locale}&res=1x1`), deps());
    expect(sent.map(({ url }) => url.pathname.split('/')[4])).toEqual(['fr_CA', 'en_CA']);
  });

  it('forwards nothing while do-not-track is on (Sec-GPC or DNT), and still answers 204', async () => {
    const { sent, deps } = harness();
    for (const privacy of [{ 'Sec-GPC': '1' }, { DNT: '1' }] as Record<string, string>[]) {
      const response = await forwardActiveDataBeacon(beacon(QUERY, { ...SAME_SITE, ...privacy }), deps());
      expect(response.status).toBe(204);
    }
    expect(sent).toEqual([]);
  });
});

describe('the Active Data beacon: off, other methods, other sites', () => {
  it('is 404 without ACTIVE_DATA_ORIGIN, and 405 for any method but GET', async () => {
    const { sent, deps } = harness();
    expect((await forwardActiveDataBeacon(beacon(), deps({ origin: undefined }))).status).toBe(404);
    for (const method of ['POST', 'PUT', 'DELETE', 'HEAD']) {
      const response = await forwardActiveDataBeacon(beacon(QUERY, SAME_SITE, method), deps());
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('GET');
    }
    expect(sent).toEqual([]);
  });

  it('refuses another site’s page, an opaque origin and a client that is no browser (403), forwarding nothing', async () => {
    const { sent, deps } = harness();
    const log = captureLog();
    for (const headers of [
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      {},
    ] as Record<string, string>[]) {
      const response = await forwardActiveDataBeacon(beacon(QUERY, headers), deps());
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    expect(sent).toEqual([]);
    expect(log.events('cross-site-refused')).toHaveLength(5);
  });
});

describe('the Active Data beacon: attacks stay closed', () => {
  it('open proxy: no part of the upstream origin comes from the request', async () => {
    const { sent, deps } = harness();
    for (const query of [
      `${QUERY}&origin=https%3A%2F%2Fevil.example`,
      `${QUERY}&host=evil.example&url=https%3A%2F%2Fevil.example%2F`,
      'locale=en-US@evil.example&res=1x1',
      'locale=en-US%2F%2F%2Fevil.example&res=1x1',
    ]) {
      await forwardActiveDataBeacon(
        beacon(query, { ...SAME_SITE, Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' }),
        deps(),
      );
    }
    expect(sent.length).toBeGreaterThan(0);
    for (const { url } of sent) expect(url.origin).toBe(ORIGIN);
  });

  it('SSRF through the path: a locale that is not a shop locale forwards nothing', async () => {
    const { sent, deps, lines } = harness();
    for (const locale of [
      '../../../../dw/shop/v23_2/baskets',
      '..%2F..%2Fadmin',
      'en_US/../../Sites-Other-Site/en_US',
      'en-US/__Analytics-Start?x=',
      'de-DE',
      '',
    ]) {
      const response = await forwardActiveDataBeacon(beacon(`locale=${encodeURIComponent(locale)}&res=1x1`), deps());
      expect(response.status).toBe(204);
    }
    const noLocale = await forwardActiveDataBeacon(beacon('res=1x1'), deps());
    expect(noLocale.status).toBe(204);
    expect(sent).toEqual([]);
    // one line for the kind, however many times it happened
    expect(lines).toEqual([{ event: 'active-data-beacon-dropped', kind: 'unknown-locale' }]);
  });

  it('the path is made of configuration and a shop locale only', () => {
    const query = new URLSearchParams('res=1x1');
    expect(activeDataUpstreamUrl(`${ORIGIN}/ignored/path`, 'Ridge line/..', 'en-US', query)).toBe(
      `${ORIGIN}/on/demandware.store/Sites-Ridge%20line%2F..-Site/en_US/__Analytics-Start?res=1x1`,
    );
    expect(activeDataUpstreamUrl(ORIGIN, 'RidgelineUS', '../en-US', query)).toBeUndefined();
  });

  it('parameter smuggling: only allow-listed names go on, each once, shaped, capped and without control characters', async () => {
    const { sent, deps } = harness();
    const query = new URLSearchParams(QUERY);
    query.append('dwsid', 'stolen-session');
    query.append('dw_dnt', '0');
    query.append('format', 'ajax');
    query.set('title', `Jackets\r\nSet-Cookie: dwsid=evil\u0000${'x'.repeat(2_000)}`);
    query.set('res', '390x844&dwsid=evil');
    query.append('url', 'https://second.example/');
    await forwardActiveDataBeacon(beacon(query.toString()), deps());
    const forwarded = sent[0]!.url.searchParams;
    for (const name of ['dwsid', 'dw_dnt', 'format', 'locale']) expect(forwarded.has(name), name).toBe(false);
    expect(forwarded.getAll('url')).toEqual([`${SHOP}/c/jackets`]);
    expect(forwarded.has('res')).toBe(false);
    expect(forwarded.get('title')).toMatch(/^JacketsSet-Cookie: dwsid=evilx+$/);
    expect(forwarded.get('title')).toHaveLength(256);
  });

  it('header injection: the User-Agent passed on is printable, single-line and capped', async () => {
    const { sent, deps } = harness();
    const request = beacon();
    // A Fetch Request refuses CR/LF in a header value itself; what a client can still send is long or non-ASCII.
    request.headers.set('user-agent', `Agent\u00e9 ${'u'.repeat(2_000)}`);
    await forwardActiveDataBeacon(request, deps());
    const agent = sent[0]!.headers.get('user-agent')!;
    expect(agent).toMatch(/^[\x20-\x7e]+$/);
    expect(agent.length).toBeLessThanOrEqual(ACTIVE_DATA_MAX_USER_AGENT);
  });

  it('amplification: one beacon is one upstream GET, a long query is not forwarded, and one address is rate-limited', async () => {
    const { sent, deps, lines } = harness();
    const long = `${QUERY}&title=${'t'.repeat(ACTIVE_DATA_MAX_QUERY)}`;
    expect((await forwardActiveDataBeacon(beacon(long), deps())).status).toBe(204);
    expect(sent).toEqual([]);
    const limiter = new RateLimiterMemory({ points: 2, duration: 60 });
    for (let i = 0; i < 5; i += 1) {
      const response = await forwardActiveDataBeacon(beacon(), deps({ limiter }));
      expect(response.status).toBe(204);
    }
    expect(sent).toHaveLength(2);
    // another shopper is not affected
    await forwardActiveDataBeacon(beacon(), deps({ limiter, clientAddress: '198.51.100.20' }));
    expect(sent).toHaveLength(3);
    expect(lines.map((line) => line.kind)).toEqual(['query-too-long', 'rate-limited']);
  });

  it('exhaustion: beyond the beacons already on their way, more are dropped, and each slot is given back', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { sent, deps, inFlight } = harness(async () => {
      await held;
      return new Response(null, { status: 204 });
    });
    const waiting = Array.from({ length: ACTIVE_DATA_MAX_IN_FLIGHT }, () =>
      forwardActiveDataBeacon(beacon(), deps({ limiter: new RateLimiterMemory({ points: 1_000, duration: 60 }) })),
    );
    await vi.waitFor(() => expect(sent).toHaveLength(ACTIVE_DATA_MAX_IN_FLIGHT));
    const extra = await forwardActiveDataBeacon(beacon(), deps());
    expect(extra.status).toBe(204);
    expect(sent).toHaveLength(ACTIVE_DATA_MAX_IN_FLIGHT);
    release();
    await Promise.all(waiting);
    expect(inFlight.count).toBe(0);
  });

  it('the answer of the commerce instance never reaches the browser: no cookie, no body, no redirect followed', async () => {
    const { sent, deps, lines } = harness(
      () =>
        new Response('<html>a page that should not be read</html>', {
          status: 302,
          headers: { Location: 'http://169.254.169.254/latest/meta-data/', 'Set-Cookie': 'dwac_x=1; Path=/' },
        }),
    );
    const response = await forwardActiveDataBeacon(beacon(), deps());
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toBe('');
    expect(sent).toHaveLength(1);
    expect(lines).toEqual([{ event: 'active-data-beacon-failed', kind: 'status-302', status: 302 }]);
  });

  it('log injection and leaks: a failure is logged once per kind, never with the query’s values or the address', async () => {
    const { deps, lines } = harness(() => {
      throw Object.assign(new TypeError(`fetch failed for ${ORIGIN}/…?title=jane%40example.com`), {
        cause: { code: 'ECONNREFUSED\n{"level":"error"}' },
      });
    });
    const query = `${QUERY}&title=${encodeURIComponent('jane@example.com\n{"event":"forged"}')}`;
    for (let i = 0; i < 3; i += 1) expect((await forwardActiveDataBeacon(beacon(query), deps())).status).toBe(204);
    expect(lines).toEqual([{ event: 'active-data-beacon-failed', kind: 'network-error' }]);
    const text = JSON.stringify(lines);
    for (const leak of ['jane', 'forged', '203.0.113.7', 'commerce.example.net', 'Jackets'])
      expect(text).not.toContain(leak);
  });

  it('a slow commerce instance is left after the timeout, and the browser still gets its 204', async () => {
    const { deps, lines } = harness(
      (url) =>
        new Promise<Response>(() => {
          void url;
        }),
    );
    const started = Date.now();
    const response = await forwardActiveDataBeacon(beacon(), deps({ timeoutMs: 50 }));
    expect(response.status).toBe(204);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(lines).toEqual([{ event: 'active-data-beacon-failed', kind: 'timeout' }]);
  });
});
