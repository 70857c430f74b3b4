// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  isShareable,
  parseCacheControl,
  RENDER_CACHE_TAGS_HEADER,
  RenderCache,
  storableFor,
  type RenderCacheOptions,
  type RenderCacheResult,
} from './renderCache';

const PUBLIC = 'public, max-age=0, s-maxage=900, stale-while-revalidate=900';
const html = (body: string, init: { status?: number; cacheControl?: string; headers?: Record<string, string> } = {}) =>
  new Response(body, {
    status: init.status ?? 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': init.cacheControl ?? PUBLIC,
      ...init.headers,
    },
  });
const get = (path = '/', method = 'GET') => new Request(`http://shop.test${path}`, { method });

/** A cache on a hand-moved clock, and a render that counts its calls and answers what `answer` says. */
function setup(options: Partial<RenderCacheOptions> = {}) {
  let now = 1_000_000;
  const logs: unknown[] = [];
  const cache = new RenderCache({
    maxBytes: 1_000_000,
    otherMaxBytes: 100_000,
    maxEntryBytes: 100_000,
    now: () => now,
    log: (line) => logs.push(line),
    ...options,
  });
  const rendered: Request[] = [];
  let answer: (request: Request, count: number) => Response | Promise<Response> = (_request, count) =>
    html(`<p>render ${count}</p>`);
  const render = async (request: Request) => {
    rendered.push(request);
    return answer(request, rendered.length);
  };
  return {
    cache,
    rendered,
    logs,
    render,
    answer: (next: typeof answer) => {
      answer = next;
    },
    advance: (ms: number) => {
      now += ms;
    },
    serve: (key = '/ en-US Everyone', request = get(), extra: { variant?: boolean; nonce?: string } = {}) =>
      cache.serve(request, key, render, extra),
  };
}

const bodyOf = (result: RenderCacheResult) => (result.kind === 'page' ? result.body.toString('utf8') : undefined);
const headerOf = (result: RenderCacheResult, name: string) =>
  result.kind === 'page'
    ? result.headers.find(([key]) => key === name.toLowerCase())?.[1]
    : (result.response.headers.get(name) ?? undefined);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('what may be kept', () => {
  it('parses Cache-Control directives', () => {
    expect([...parseCacheControl('Public, s-maxage=900 , stale-while-revalidate="60"')]).toEqual([
      ['public', ''],
      ['s-maxage', '900'],
      ['stale-while-revalidate', '60'],
    ]);
  });

  it('keeps a public page for its s-maxage, then its stale-while-revalidate', () => {
    expect(storableFor(html('x'))).toEqual({ freshMs: 900_000, staleMs: 900_000 });
    expect(storableFor(html('x', { status: 404, cacheControl: 'public, max-age=0, s-maxage=60' }))).toEqual({
      freshMs: 60_000,
      staleMs: 0,
    });
  });

  it.each([
    ['no-store', html('x', { cacheControl: 'no-store' })],
    ['not public', html('x', { cacheControl: 'max-age=0, s-maxage=900' })],
    ['private', html('x', { cacheControl: 'private, s-maxage=900' })],
    ['no s-maxage', html('x', { cacheControl: 'public, max-age=60' })],
    ['s-maxage=0', html('x', { cacheControl: 'public, s-maxage=0' })],
    ['no-cache', html('x', { cacheControl: 'public, no-cache, s-maxage=900' })],
    ['a server error', html('x', { status: 500 })],
    ['a redirect', new Response(null, { status: 302, headers: { Location: '/', 'Cache-Control': PUBLIC } })],
    ['Set-Cookie', html('x', { headers: { 'Set-Cookie': 'a=1' } })],
    ['Vary: Cookie', html('x', { headers: { Vary: 'Cookie' } })],
    ['not HTML', new Response('{}', { headers: { 'Content-Type': 'application/json', 'Cache-Control': PUBLIC } })],
  ])('never keeps a response with %s', (_case, response) => {
    expect(storableFor(response)).toBeUndefined();
  });

  it('shares a render with its waiters only when it is HTML, not personal and not no-store/no-cache', () => {
    expect(isShareable(html('x'))).toBe(true);
    expect(isShareable(html('x', { status: 404, cacheControl: 'public, s-maxage=60' }))).toBe(true);
    expect(isShareable(html('x', { status: 500, cacheControl: 'no-store' }))).toBe(false);
    expect(isShareable(html('x', { cacheControl: 'no-cache' }))).toBe(false);
    expect(isShareable(html('x', { cacheControl: 'public, No-Store' }))).toBe(false);
    expect(isShareable(html('x', { headers: { 'Set-Cookie': 'vse=; Max-Age=0' } }))).toBe(false);
    expect(isShareable(html('x', { cacheControl: 'private' }))).toBe(false);
    expect(isShareable(new Response('{}', { headers: { 'Content-Type': 'application/json' } }))).toBe(false);
  });
});

describe('one render per key', () => {
  it('a burst of 64 requests for a cold key costs one render; all get its page', async () => {
    const { serve, rendered, answer } = setup();
    answer(async () => {
      await settle();
      return html('<p>the page</p>');
    });
    const results = await Promise.all(Array.from({ length: 64 }, () => serve()));
    expect(rendered).toHaveLength(1);
    expect(results.map(bodyOf)).toEqual(Array(64).fill('<p>the page</p>'));
    expect(results.filter((result) => result.state === 'miss')).toHaveLength(1);
    expect(results.filter((result) => result.state === 'hit')).toHaveLength(63);
  });

  it('renders keys apart', async () => {
    const { serve, rendered } = setup();
    await Promise.all([serve('/a en-US Everyone'), serve('/b en-US Everyone'), serve('/a en-US Everyone')]);
    expect(rendered.map((request) => request.url)).toHaveLength(2);
  });

  it('a render that fails fails its request; the waiters render their own', async () => {
    const { serve, rendered, answer } = setup();
    answer(async (_request, count) => {
      await settle();
      if (count === 1) throw new Error('boom');
      return html(`<p>render ${count}</p>`);
    });
    const [first, ...waiters] = await Promise.allSettled([serve(), serve(), serve()]);
    expect(first.status).toBe('rejected');
    expect(waiters.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(rendered).toHaveLength(3);
  });

  it('the render is detached from the client that asked first (others wait on it) and always a GET', async () => {
    const { serve, rendered } = setup();
    const client = new AbortController();
    await serve(undefined, new Request('http://shop.test/', { method: 'HEAD', signal: client.signal }));
    client.abort();
    expect(rendered[0]!.method).toBe('GET');
    expect(rendered[0]!.signal.aborted).toBe(false);
  });

  it('a render past its deadline is no longer joined', async () => {
    const { serve, rendered, answer, advance } = setup({ renderTimeoutMs: 1_000 });
    let release!: () => void;
    answer((_request, count) =>
      count === 1 ? new Promise<Response>((resolve) => (release = () => resolve(html('late')))) : html('on time'),
    );
    const hung = serve();
    await settle();
    advance(1_001);
    expect(bodyOf(await serve())).toBe('on time');
    expect(rendered).toHaveLength(2);
    release();
    await hung;
  });
});

describe('freshness', () => {
  it('serves a hit for s-maxage, stale (one background refresh) for stale-while-revalidate, then renders again', async () => {
    const { serve, rendered, advance } = setup();
    expect((await serve()).state).toBe('miss');
    advance(899_000);
    const hit = await serve();
    expect([hit.state, bodyOf(hit), headerOf(hit, 'age')]).toEqual(['hit', '<p>render 1</p>', '899']);
    expect(rendered).toHaveLength(1);

    advance(2_000);
    const stale = await Promise.all([serve(), serve(), serve()]);
    expect(stale.map((result) => [result.state, bodyOf(result)])).toEqual(Array(3).fill(['stale', '<p>render 1</p>']));
    await settle();
    expect(rendered).toHaveLength(2);
    const refreshed = await serve();
    expect([refreshed.state, bodyOf(refreshed)]).toEqual(['hit', '<p>render 2</p>']);

    advance(900_000 + 900_000);
    const expired = await serve();
    expect([expired.state, bodyOf(expired)]).toEqual(['miss', '<p>render 3</p>']);
  });

  it('a page without stale-while-revalidate renders again once its s-maxage is over', async () => {
    const { serve, rendered, answer, advance } = setup();
    answer((_request, count) => html(`${count}`, { cacheControl: 'public, max-age=0, s-maxage=60' }));
    await serve();
    advance(60_000);
    expect((await serve()).state).toBe('miss');
    expect(rendered).toHaveLength(2);
  });

  it('a refresh that fails or is sent no-store keeps the stale copy until its window ends', async () => {
    const { serve, answer, advance, rendered } = setup();
    await serve();
    answer(() => html('broken', { status: 500, cacheControl: 'no-store' }));
    advance(901_000);
    expect(bodyOf(await serve())).toBe('<p>render 1</p>');
    await settle();
    expect(rendered).toHaveLength(2);
    const again = await serve();
    expect([again.state, bodyOf(again)]).toEqual(['stale', '<p>render 1</p>']);
  });

  it('a refresh that comes back personal removes the copy', async () => {
    const { serve, answer, advance } = setup();
    await serve();
    answer(() => html('yours', { headers: { 'Set-Cookie': 'session=1' } }));
    advance(901_000);
    expect((await serve()).state).toBe('stale');
    await settle();
    const next = await serve();
    expect(next.kind).toBe('response');
    expect(next.state).toBe('miss');
  });
});

describe('what is never kept', () => {
  it.each([
    ['Set-Cookie', html('x', { headers: { 'Set-Cookie': 'a=1' } })],
    ['private', html('x', { cacheControl: 'private, max-age=0' })],
    ['no-store', html('x', { cacheControl: 'no-store' })],
    ['a server error', html('x', { status: 500, cacheControl: 'no-store' })],
  ])('a response with %s is rendered again for the next request', async (_case, response) => {
    const { serve, rendered, answer } = setup();
    answer(() => response.clone());
    await serve();
    await serve();
    expect(rendered).toHaveLength(2);
  });

  it('a personal response is passed on as it is and not shared: each waiter renders its own', async () => {
    const { serve, rendered, answer } = setup();
    answer(async (_request, count) => {
      await settle();
      return html(`${count}`, { headers: { 'Set-Cookie': `n=${count}` } });
    });
    const results = await Promise.all([serve(), serve(), serve()]);
    expect(rendered).toHaveLength(3);
    expect(results.map((result) => headerOf(result, 'set-cookie'))).toEqual(['n=1', 'n=2', 'n=3']);
  });

  it.each([
    ['no-store', 'no-store'],
    ['no-cache', 'public, no-cache, s-maxage=900'],
    ['private', 'private, max-age=0'],
  ])(
    '20 concurrent requests answered %s each get their own render: never coalesced, never shared',
    async (_case, cacheControl) => {
      const { serve, rendered, answer } = setup();
      answer(async (_request, count) => {
        await settle();
        return html(`<p>bag count ${count}</p>`, { cacheControl });
      });
      const results = await Promise.all(Array.from({ length: 20 }, () => serve()));
      expect(rendered).toHaveLength(20);
      const bodies = await Promise.all(
        results.map((result) => (result.kind === 'response' ? result.response.text() : bodyOf(result))),
      );
      expect(new Set(bodies).size).toBe(20);
      expect(results.every((result) => result.kind === 'response' && result.state === 'miss')).toBe(true);
      // and the key is not joined for a while: the next request renders its own too
      await serve();
      expect(rendered).toHaveLength(21);
    },
  );

  it('every render of a key is made from the request given for it, as a GET (a refresh too)', async () => {
    const { serve, rendered, advance } = setup();
    const clean = () => new Request('http://shop.test/product/RM1004', { headers: { accept: 'text/html' } });
    await serve('/product/RM1004 seg', clean());
    advance(901_000);
    expect((await serve('/product/RM1004 seg', clean())).state).toBe('stale');
    await settle();
    expect(rendered.map((request) => [request.method, request.url, [...request.headers]])).toEqual(
      Array(2).fill(['GET', 'http://shop.test/product/RM1004', [['accept', 'text/html']]]),
    );
  });

  it('a page larger than maxEntryBytes is served but not kept', async () => {
    const { serve, rendered, answer } = setup({ maxEntryBytes: 1_000 });
    answer(() => html('x'.repeat(2_000)));
    expect(bodyOf(await serve())).toHaveLength(2_000);
    await serve();
    expect(rendered).toHaveLength(2);
  });
});

describe('the render log', () => {
  it('masks the address with redactAddress before cutting it to 256 characters', async () => {
    const secret = 's'.repeat(300);
    const redactAddress = (address: string) => address.replace(/token=[^&]*/, 'token=[redacted]');
    const { serve, logs } = setup({ redactAddress });
    await serve(`/callback?token=${secret} en-US Everyone`);
    expect(logs).toEqual([expect.objectContaining({ address: '/callback?token=[redacted]', reason: 'miss' })]);
  });
});

describe('bounds', () => {
  it('evicts the least recently used page when its bytes are full', async () => {
    const { serve, rendered, answer } = setup({ maxBytes: 2_500, maxEntryBytes: 1_000 });
    answer((request) => html(`${new URL(request.url).pathname}${'x'.repeat(900)}`));
    const page = (path: string) => serve(`${path} en-US Everyone`, get(path));
    await page('/a');
    await page('/b');
    await page('/a'); // /a used last: /b goes first
    await page('/c');
    expect(rendered.map((request) => new URL(request.url).pathname)).toEqual(['/a', '/b', '/c']);
    await page('/a');
    expect(rendered).toHaveLength(3);
    await page('/b');
    expect(rendered).toHaveLength(4);
  });

  it('a flood of not-found pages and query variants cannot evict the pages', async () => {
    const { serve, rendered, answer } = setup({ maxBytes: 10_000, otherMaxBytes: 2_000, maxEntryBytes: 1_000 });
    answer((request) => {
      const path = new URL(request.url).pathname;
      return path === '/t/about'
        ? html(`about${'x'.repeat(800)}`)
        : html(`missing${'x'.repeat(800)}`, { status: 404, cacheControl: 'public, s-maxage=60' });
    });
    await serve('/t/about en-US Everyone', get('/t/about'));
    for (let i = 0; i < 50; i += 1) await serve(`/t/nope-${i} en-US Everyone`, get(`/t/nope-${i}`));
    for (let i = 0; i < 50; i += 1)
      await serve(`/t/about?q=${i} en-US Everyone`, get(`/t/about?q=${i}`), { variant: true });
    const before = rendered.length;
    expect((await serve('/t/about en-US Everyone', get('/t/about'))).state).toBe('hit');
    expect(rendered).toHaveLength(before);
  });
});

describe('responses', () => {
  it('a HEAD request is answered from the page (the server sends only its length)', async () => {
    const { serve, rendered } = setup();
    await serve();
    const head = await serve(undefined, get('/', 'HEAD'));
    expect([head.state, bodyOf(head)]).toEqual(['hit', '<p>render 1</p>']);
    expect(rendered).toHaveLength(1);
  });

  it('a cached page gets a fresh CSP nonce, in the header and in the HTML, each time it is served', async () => {
    const nonces = ['bmV3LW9uZQ==', 'YW5vdGhlcg=='];
    const { serve, answer } = setup({ newNonce: () => nonces.shift()! });
    answer(() =>
      html('<script nonce="b2xk+/=">a()</script><link nonce="b2xk+/="><p>nonce="other"</p>', {
        headers: { 'Content-Security-Policy': "script-src 'self' 'nonce-b2xk+/='; style-src 'nonce-b2xk+/='" },
      }),
    );
    const miss = await serve();
    expect(bodyOf(miss)).toContain('nonce="b2xk+/="');
    const hit = await serve();
    expect(headerOf(hit, 'content-security-policy')).toBe(
      "script-src 'self' 'nonce-bmV3LW9uZQ=='; style-src 'nonce-bmV3LW9uZQ=='",
    );
    expect(bodyOf(hit)).toBe(
      '<script nonce="bmV3LW9uZQ==">a()</script><link nonce="bmV3LW9uZQ=="><p>nonce="other"</p>',
    );
    const second = await serve();
    expect(bodyOf(second)).toContain('nonce="YW5vdGhlcg=="');
    expect(bodyOf(second)).not.toContain('b2xk');
    // A nonce a layer before already chose is the one used.
    const given = await serve(undefined, get(), { nonce: 'Z2l2ZW4=' });
    expect(headerOf(given, 'content-security-policy')).toContain("'nonce-Z2l2ZW4='");
    expect(bodyOf(given)).toContain('<script nonce="Z2l2ZW4=">');
  });

  it('keeps no per-answer header and logs each render once', async () => {
    const { serve, logs } = setup();
    await serve();
    const hit = await serve();
    expect(headerOf(hit, 'date')).toBeUndefined();
    expect(headerOf(hit, 'cache-control')).toBe(PUBLIC);
    expect(logs).toEqual([
      expect.objectContaining({ event: 'page-render', address: '/', reason: 'miss', status: 200, stored: true }),
    ]);
  });
});

describe('purge by tag', () => {
  const tagged = (body: string, tags: string) => html(body, { headers: { [RENDER_CACHE_TAGS_HEADER]: tags } });

  it('drops the pages built from a purged tag, and only those; the tag header is never sent', async () => {
    const { cache, serve, answer, rendered, advance } = setup();
    answer((request, count) =>
      request.url.endsWith('/about')
        ? tagged(`<p>about ${count}</p>`, 'rl-all rl-c-about')
        : tagged(`<p>home ${count}</p>`, 'rl-all rl-c-home rl-c-banner'),
    );
    const home = await serve('/ en-US Everyone', get('/'));
    await serve('/about en-US Everyone', get('/about'));
    expect(headerOf(home, RENDER_CACHE_TAGS_HEADER)).toBeUndefined();
    expect(cache.tagsOf('/ en-US Everyone')).toEqual(['rl-all', 'rl-c-home', 'rl-c-banner']);

    expect(cache.purgeTags(['rl-c-banner'])).toBe(1);
    advance(1); // a render begun in the purge's millisecond is not kept: it could have read the old content
    const again = await serve('/ en-US Everyone', get('/'));
    expect(again.state).toBe('miss');
    expect(bodyOf(again)).toBe('<p>home 3</p>');
    expect((await serve('/about en-US Everyone', get('/about'))).state).toBe('hit');
    expect(rendered).toHaveLength(3);
    expect(cache.purgeTags(['rl-all'])).toBe(2);
    expect(cache.size.pages).toBe(0);
  });

  it('does not keep a render that was running when its tags were purged (it may hold the old content)', async () => {
    const { cache, serve, answer } = setup();
    let finish: (response: Response) => void = () => undefined;
    answer(() => new Promise<Response>((resolve) => (finish = resolve)));
    const running = serve();
    await settle();
    cache.purgeTags(['rl-c-home']);
    finish(tagged('<p>old</p>', 'rl-all rl-c-home'));
    expect(bodyOf(await running)).toBe('<p>old</p>');
    answer(() => tagged('<p>new</p>', 'rl-all rl-c-home'));
    expect(bodyOf(await serve())).toBe('<p>new</p>');
  });
  it('a purge of rl-all drops every page, also one that does not name it, and a render running then', async () => {
    const { cache, serve, answer, advance } = setup();
    answer(() => tagged('<p>untagged</p>', 'rl-c-home'));
    await serve('/ en-US Everyone', get('/'));
    let finish: (response: Response) => void = () => undefined;
    answer(() => new Promise<Response>((resolve) => (finish = resolve)));
    const running = serve('/about en-US Everyone', get('/about'));
    await settle();
    expect(cache.purgeTags(['rl-all'])).toBe(1);
    expect(cache.size.pages).toBe(0);
    finish(tagged('<p>old</p>', 'rl-c-about'));
    expect(bodyOf(await running)).toBe('<p>old</p>');
    expect(cache.tagsOf('/about en-US Everyone')).toBeUndefined();
    advance(1);
    answer(() => tagged('<p>new</p>', 'rl-c-about'));
    await serve('/about en-US Everyone', get('/about'));
    expect(cache.tagsOf('/about en-US Everyone')).toEqual(['rl-c-about']);
  });
});
