// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { RENDER_CACHE_TAGS_HEADER, RenderCache } from './renderCache';
import { parsePurgeMessage, RedisRenderCache, type RedisRenderCacheLogLine } from './redisRenderCache';

// Debian's redis-server (scripts/test.mjs installs it), on a port of this file's own, with nothing written to disk.
const PORT = Number(process.env.REDIS_TEST_PORT ?? 6391);
const URL = `redis://127.0.0.1:${PORT}`;

function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve(child);
    });
  });
}

/**
 * A TCP relay in front of Redis for one instance: it can hold back what Redis sends to the subscription's connections
 * (a purge message late), cut them, and refuse new connections (the subscription away while purges go by).
 */
class Relay {
  private server: Server | undefined;
  private readonly links: Array<{ client: Socket; subscriber: boolean; held?: Buffer[] }> = [];
  port = 0;
  refuse = false;

  async start(): Promise<void> {
    const server = createServer((client) => {
      if (this.refuse) {
        client.destroy();
        return;
      }
      const upstream = connect(PORT, '127.0.0.1');
      const link: { client: Socket; subscriber: boolean; held?: Buffer[] } = { client, subscriber: false };
      this.links.push(link);
      client.on('data', (chunk: Buffer) => {
        if (/subscribe/i.test(chunk.toString('latin1'))) link.subscriber = true;
        upstream.write(chunk);
      });
      upstream.on('data', (chunk: Buffer) => (link.held ? link.held.push(chunk) : client.write(chunk)));
      const end = () => {
        client.destroy();
        upstream.destroy();
      };
      for (const socket of [client, upstream]) socket.on('close', end).on('error', end);
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
  }

  private subscribers() {
    return this.links.filter((link) => link.subscriber && !link.client.destroyed);
  }

  hold(): void {
    for (const link of this.subscribers()) link.held = [];
  }

  release(): void {
    for (const link of this.subscribers()) {
      const held = link.held ?? [];
      delete link.held;
      for (const chunk of held) link.client.write(chunk);
    }
  }

  cut(): void {
    for (const link of this.subscribers()) link.client.destroy();
  }

  close(): void {
    for (const link of this.links) link.client.destroy();
    this.server?.close();
  }
}

const PUBLIC = 'public, max-age=0, s-maxage=900, stale-while-revalidate=900';
const page = (body: string, tags: string, headers: Record<string, string> = {}) =>
  new Response(body, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': PUBLIC,
      [RENDER_CACHE_TAGS_HEADER]: tags,
      ...headers,
    },
  });
const request = (path = '/') => new Request(`http://shop.test${path}`);
const sharedPage = (bytes: number, tags: string[]) => ({
  status: 200,
  headers: [],
  body: Buffer.alloc(bytes),
  storedAt: Date.now(),
  freshUntil: Date.now() + 60_000,
  staleUntil: Date.now() + 60_000,
  tags,
});

describe('RedisRenderCache', () => {
  let server: ChildProcess;
  const opened: RedisRenderCache[] = [];
  const relays: Relay[] = [];
  let admin: Redis;
  let namespaces = 0;

  beforeAll(async () => {
    server = await startRedis(PORT);
    admin = new Redis(URL);
  });
  afterAll(async () => {
    await Promise.all(opened.map((store) => store.close()));
    for (const relay of relays) relay.close();
    await admin?.quit();
    server?.kill('SIGTERM');
  });

  /**
   * Two instances on one Redis (a namespace of the test's own), on one hand-moved clock; `relayA`: A reaches Redis
   * through a relay the test controls.
   */
  async function instances(options: { maxEntryBytes?: number; relayA?: Relay } = {}) {
    const namespace = `test${++namespaces}:`;
    const clock = { now: Date.now() };
    const make = (url = URL) => {
      const logs: RedisRenderCacheLogLine[] = [];
      const store = new RedisRenderCache({ url, namespace, now: () => clock.now, log: (l) => logs.push(l) });
      opened.push(store);
      const renders: string[] = [];
      const cache = new RenderCache({
        maxBytes: 1_000_000,
        otherMaxBytes: 100_000,
        maxEntryBytes: options.maxEntryBytes ?? 100_000,
        now: () => clock.now,
        log: () => undefined,
        shared: store,
      });
      const render =
        (body: string, tags = 'content:home') =>
        async (rendered: Request) => {
          renders.push(rendered.url);
          return page(body, tags);
        };
      return { store, cache, renders, render, logs };
    };
    const a = make(options.relayA ? `redis://127.0.0.1:${options.relayA.port}` : URL);
    const b = make();
    await Promise.all([a.store.ready(), b.store.ready()]);
    return { a, b, clock, namespace };
  }

  it('serves on one instance the page another rendered, and a purge on one reaches the other', async () => {
    const { a, b } = await instances();
    const first = await a.cache.serve(request(), 'GET /', a.render('<p>v1</p>'));
    expect(first).toMatchObject({ kind: 'page', state: 'miss' });
    // the write is not awaited by the request: wait for it as another instance would find it
    await expect.poll(() => b.store.get('GET /').then((shared) => shared?.body.toString())).toBe('<p>v1</p>');

    const onB = await b.cache.serve(request(), 'GET /', b.render('<p>never</p>'));
    expect(onB).toMatchObject({ kind: 'page', state: 'hit' });
    expect(onB.kind === 'page' && onB.body.toString()).toBe('<p>v1</p>');
    expect(b.renders).toEqual([]);

    const heard: string[][] = [];
    b.store.subscribe((tags) => heard.push(tags));
    const ownHeard: string[][] = [];
    a.store.subscribe((tags) => ownHeard.push(tags));
    await expect.poll(() => a.store.inStep && b.store.inStep, { timeout: 10_000 }).toBe(true);
    // once in step, each dropped everything it had kept before it followed the purges
    expect(heard).toEqual([['rl-all']]);
    expect(ownHeard).toEqual([['rl-all']]);
    a.cache.purgeTags(['content:home']);
    await a.store.publish(['content:home']);
    await expect.poll(() => heard.length, { timeout: 10_000 }).toBe(2);
    expect(heard[1]).toEqual(['content:home']);
    b.cache.purgeTags(heard[1]!);

    const afterPurge = await b.cache.serve(request(), 'GET /', b.render('<p>v2</p>'));
    expect(afterPurge).toMatchObject({ kind: 'page', state: 'miss' });
    expect(afterPurge.kind === 'page' && afterPurge.body.toString()).toBe('<p>v2</p>');
    // an instance never acts on its own purge twice
    expect(ownHeard).toEqual([['rl-all']]);
  });

  it("keeps a page for its s-maxage plus stale-while-revalidate, and a tag's set as long as its pages", async () => {
    const { a, namespace } = await instances();
    await a.cache.serve(request(), 'GET /', a.render('<p>v1</p>', 'content:home product:p1'));
    await expect.poll(async () => (await admin.keys(`${namespace}page:*`)).length).toBe(1);
    const [pageKey] = await admin.keys(`${namespace}page:*`);
    const ttl = await admin.pttl(pageKey!);
    expect(ttl).toBeGreaterThan(1_700_000);
    expect(ttl).toBeLessThanOrEqual(1_800_000);
    const tagKeys = await admin.keys(`${namespace}tag:*`);
    expect(tagKeys).toHaveLength(2);
    for (const tagKey of tagKeys) expect(await admin.pttl(tagKey)).toBeGreaterThan(1_700_000);
  });

  it('never writes a page larger than its cap', async () => {
    const { a, namespace } = await instances({ maxEntryBytes: 100_000 });
    const small = new RedisRenderCache({ url: URL, namespace, maxEntryBytes: 10 });
    opened.push(small);
    await small.ready();
    const written = await small.set('GET /big', sharedPage(11, ['all']), await small.purgeMark());
    expect(written).toBe('skipped');
    expect(await admin.keys(`${namespace}page:*`)).toEqual([]);
    expect(await a.store.get('GET /big')).toBeUndefined();
  });

  it('refuses a write whose mark is older than a purge of one of its tags, from any instance or build', async () => {
    const { a, b } = await instances();
    const before = await a.store.purgeMark();
    expect(before).toEqual(expect.any(Number));
    // another build's instance (its own namespace) purges one tag of the page
    const otherBuild = new RedisRenderCache({ url: URL, namespace: `other${namespaces}:`, log: () => undefined });
    opened.push(otherBuild);
    await otherBuild.ready();
    await otherBuild.publish(['product:p1']);
    expect(await a.store.set('GET /racing', sharedPage(10, ['content:home', 'product:p1']), before)).toBe('purged');
    expect(await b.store.get('GET /racing')).toBeUndefined();
    // a page whose tags were not purged, or a render that began after the purge, is written
    expect(await a.store.set('GET /other', sharedPage(10, ['content:home']), before)).toBe('written');
    const after = await a.store.purgeMark();
    expect(after).toBeGreaterThan(before!);
    expect(await a.store.set('GET /racing', sharedPage(10, ['content:home', 'product:p1']), after)).toBe('written');
    expect(await b.store.get('GET /racing')).toBeDefined();
    // without a mark (Redis was away when the render began) nothing is written
    expect(await a.store.set('GET /unmarked', sharedPage(10, ['content:home']), undefined)).toBe('skipped');
  });

  it('a render begun before a purge on another instance and finished after it is kept nowhere (the purge race)', async () => {
    const { a, b, namespace } = await instances();
    // the order is driven by hand: the render begins, B purges, then the render finishes
    let began!: () => void;
    const beginning = new Promise<void>((resolve) => (began = resolve));
    let finish!: (response: Response) => void;
    const racing = a.cache.serve(request(), 'GET /', () => {
      began();
      return new Promise<Response>((resolve) => (finish = resolve));
    });
    await beginning;
    // no subscription: A does not hear this purge, as when the render ends before the message arrives
    await b.store.publish(['content:home']);
    finish(page('<p>old</p>', 'content:home'));
    const served = await racing;
    // the visitor who asked gets the page (it was current when asked) ...
    expect(served.kind === 'page' && served.body.toString()).toBe('<p>old</p>');
    // ... but it is not written to Redis, and A drops its own copy once Redis refused it
    await expect.poll(() => a.cache.tagsOf('GET /'), { timeout: 10_000 }).toBeUndefined();
    expect(await admin.keys(`${namespace}page:*`)).toEqual([]);
    const onB = await b.cache.serve(request(), 'GET /', b.render('<p>new</p>'));
    expect(onB).toMatchObject({ kind: 'page', state: 'miss' });
    expect(onB.kind === 'page' && onB.body.toString()).toBe('<p>new</p>');
    // a render begun after the purge is written as usual: A now serves B's page, never its own old one
    await expect.poll(async () => (await admin.keys(`${namespace}page:*`)).length, { timeout: 10_000 }).toBe(1);
    const onA = await a.cache.serve(request(), 'GET /', a.render('<p>never</p>'));
    expect(onA.kind === 'page' && onA.body.toString()).toBe('<p>new</p>');
  });

  /** Two instances that follow the purges (each purges its own cache on hearing one), A through `relay`; in step. */
  async function following() {
    const relay = new Relay();
    relays.push(relay);
    await relay.start();
    const pair = await instances({ relayA: relay });
    const heardByA: string[][] = [];
    pair.a.store.subscribe((tags) => {
      heardByA.push(tags);
      pair.a.cache.purgeTags(tags);
    });
    pair.b.store.subscribe((tags) => pair.b.cache.purgeTags(tags));
    await expect.poll(() => pair.a.store.inStep && pair.b.store.inStep, { timeout: 10_000 }).toBe(true);
    // renders begin after the purge of everything each made on getting in step
    pair.clock.now += 1;
    return { ...pair, relay, heardByA };
  }

  it('a render begun after a purge this instance has not heard yet is kept nowhere', async () => {
    const { a, b, relay, namespace, clock } = await following();
    await a.cache.serve(request(), 'GET /', a.render('<p>v1</p>'));
    await expect.poll(async () => (await admin.keys(`${namespace}page:*`)).length, { timeout: 10_000 }).toBe(1);
    // B's purge message is late for A: A's own caches still hold what it purged
    relay.hold();
    b.cache.purgeTags(['content:home']);
    await b.store.publish(['content:home']);
    expect(await admin.keys(`${namespace}page:*`)).toEqual([]);
    // a render on A begun after the purge, built from what A still keeps (the old content), is served ...
    const racing = await a.cache.serve(request('/other'), 'GET /other', a.render('<p>old</p>'));
    expect(racing.kind === 'page' && racing.body.toString()).toBe('<p>old</p>');
    // ... but Redis refuses it (A's mark is the last purge A heard), and A drops its own copy
    await expect.poll(() => a.cache.tagsOf('GET /other'), { timeout: 10_000 }).toBeUndefined();
    expect(await admin.keys(`${namespace}page:*`)).toEqual([]);
    // the message arrives: A drops its old page, and its renders are written again
    relay.release();
    await expect.poll(() => a.cache.tagsOf('GET /'), { timeout: 10_000 }).toBeUndefined();
    clock.now += 1;
    await a.cache.serve(request('/other'), 'GET /other', a.render('<p>new</p>'));
    await expect.poll(async () => (await admin.keys(`${namespace}page:*`)).length, { timeout: 10_000 }).toBe(1);
    const onB = await b.cache.serve(request('/other'), 'GET /other', b.render('<p>never</p>'));
    expect(onB.kind === 'page' && onB.body.toString()).toBe('<p>new</p>');
  });

  it('a purge missed while the subscription was away drops everything the instance keeps', async () => {
    const { a, b, relay, heardByA } = await following();
    await a.cache.serve(request(), 'GET /', a.render('<p>v1</p>', 'content:home'));
    expect(a.cache.tagsOf('GET /')).toEqual(['content:home']);
    relay.refuse = true;
    relay.cut();
    await expect.poll(() => a.store.inStep, { timeout: 10_000 }).toBe(false);
    // while it cannot hear purges, no render of A is marked: none is written
    expect(await a.store.purgeMark()).toBeUndefined();
    // a purge A never hears (of a tag its page does not even name)
    await b.store.publish(['product:p9']);
    relay.refuse = false;
    await expect.poll(() => a.store.inStep, { timeout: 30_000 }).toBe(true);
    expect(heardByA.at(-1)).toEqual(['rl-all']);
    expect(a.cache.tagsOf('GET /')).toBeUndefined();
    expect(await a.store.purgeMark()).toEqual(expect.any(Number));
  }, 60_000);

  it('an instance that failed to get in step (a command past its deadline) tries again on the next render', async () => {
    const store = new RedisRenderCache({ url: URL, namespace: `step${++namespaces}:`, log: () => undefined });
    opened.push(store);
    await store.ready();
    // the first read of the purge counter fails, as one past its 250 ms deadline would
    const client = (store as unknown as { client: Redis }).client;
    const get = client.get.bind(client);
    let failures = 0;
    client.get = ((key: string) =>
      failures++ === 0 ? Promise.reject(new Error('Command timed out')) : get(key)) as typeof client.get;
    store.subscribe(() => undefined);
    await expect.poll(() => failures, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(store.inStep).toBe(false);
    // a render's mark: none yet, but it gets the instance in step for the renders after it
    await expect.poll(() => store.purgeMark(), { timeout: 10_000 }).toEqual(expect.any(Number));
    expect(store.inStep).toBe(true);
  });

  it('a purge number skipped (a purge that published nothing) drops everything the instance keeps', async () => {
    const { a, b, heardByA } = await following();
    await a.cache.serve(request(), 'GET /', a.render('<p>v1</p>', 'content:home'));
    await admin.incr('ridgeline:purge:sequence');
    await b.store.publish(['product:p9']);
    await expect.poll(() => heardByA.at(-1), { timeout: 10_000 }).toEqual(['rl-all', 'product:p9']);
    expect(a.cache.tagsOf('GET /')).toBeUndefined();
  });

  it('a page another instance kept with a CSP nonce is served with a fresh one', async () => {
    const { a, b } = await instances();
    const withNonce = async () =>
      page('<script nonce="n0">1</script>', 'content:home', { 'Content-Security-Policy': "script-src 'nonce-n0'" });
    await a.cache.serve(request(), 'GET /', withNonce);
    await expect.poll(() => b.store.get('GET /').then(Boolean)).toBe(true);
    const served = await b.cache.serve(request(), 'GET /', withNonce, { nonce: 'fresh' });
    expect(served.kind === 'page' && served.body.toString()).toBe('<script nonce="fresh">1</script>');
    expect(served.kind === 'page' && served.headers).toContainEqual([
      'content-security-policy',
      "script-src 'nonce-fresh'",
    ]);
  });

  it('with Redis away, renders every request without it and logs the outage once', async () => {
    const logs: RedisRenderCacheLogLine[] = [];
    // nothing listens on this port
    const store = new RedisRenderCache({ url: 'redis://127.0.0.1:6399', log: (line) => logs.push(line) });
    opened.push(store);
    const cache = new RenderCache({
      maxBytes: 0,
      otherMaxBytes: 0,
      maxEntryBytes: 100_000,
      log: () => undefined,
      shared: store,
    });
    for (const path of ['/a', '/b', '/c']) {
      const served = await cache.serve(request(path), `GET ${path}`, async () => page('<p>ok</p>', 'all'));
      expect(served).toMatchObject({ kind: 'page', state: 'miss' });
    }
    await store.publish(['all']);
    expect(logs.filter((line) => line.event === 'redis-unavailable')).toHaveLength(1);
  });

  it('refuses a purge message that is not one', () => {
    expect(parsePurgeMessage('not json', 10)).toBeUndefined();
    expect(parsePurgeMessage(JSON.stringify({ origin: 'x', namespace: 'n', tags: [1] }), 10)).toBeUndefined();
    expect(parsePurgeMessage(JSON.stringify({ origin: 'x', namespace: 'n', tags: ['a', 'b'] }), 1)).toBeUndefined();
    expect(parsePurgeMessage(JSON.stringify({ origin: 'x', namespace: 'n', tags: ['a'] }), 1)).toEqual({
      origin: 'x',
      namespace: 'n',
      tags: ['a'],
    });
    expect(
      parsePurgeMessage(JSON.stringify({ origin: 'x', namespace: 'n', tags: ['a'], sequence: 0 }), 1),
    ).toBeUndefined();
    expect(parsePurgeMessage(JSON.stringify({ origin: 'x', namespace: 'n', tags: ['a'], sequence: 7 }), 1)).toEqual({
      origin: 'x',
      namespace: 'n',
      tags: ['a'],
      sequence: 7,
    });
  });
});
