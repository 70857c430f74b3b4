// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectCacheTags, contentIdTag, contentKeyTag } from '../cdn/cacheTags';
import { ContentDeliveryError, createContentClient, FETCH_CHUNK_SIZE } from './createContentClient';

/** A tiny Content Delivery 2 stand-in: by key, by id and /content/fetch, as dc-delivery-sdk-js calls them. */
interface RecordedRequest {
  method: string;
  url: string;
  body?: { parameters?: Record<string, string>; requests: ({ key: string } | { id: string })[] };
}

const item = (key: string) => ({
  _meta: { schema: 'https://schema.ridgeline.dev/test-text', deliveryId: `id-${key}`, deliveryKey: key },
  headline: { text: key },
});

let server: Server;
let baseUrl: string;
let requests: RecordedRequest[];
let known: Set<string>;
let failWith: number | undefined;
/** A fault for requests whose URL contains `fault.match`: an answer that trickles forever, or malformed JSON. */
let fault: { match: string; kind: 'trickle' | 'bad-json' } | undefined;
const openResponses = new Set<import('node:http').ServerResponse>();

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text;
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const recorded: RecordedRequest = { method: request.method!, url: request.url! };
    const body = await readBody(request);
    if (body) recorded.body = JSON.parse(body);
    requests.push(recorded);
    const send = (status: number, json: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(json));
    };
    if (fault && request.url!.includes(fault.match)) {
      response.writeHead(200, { 'content-type': 'application/json' });
      if (fault.kind === 'bad-json') return response.end('{"content": {"_meta": ');
      // Headers at once, then one byte now and then: axios's idle timer never fires.
      openResponses.add(response);
      const timer = setInterval(() => response.write(' '), 50);
      response.on('close', () => clearInterval(timer));
      return;
    }
    if (failWith) return send(failWith, { error: 'boom' });
    const url = new URL(request.url!, 'http://localhost');
    if (request.method === 'POST' && url.pathname === '/content/fetch') {
      return send(200, {
        responses: recorded.body!.requests.map((entry) => {
          const key = 'key' in entry ? entry.key : entry.id.replace(/^id-/, '');
          return known.has(key)
            ? { content: item(key) }
            : { error: { type: 'CONTENT_NOT_FOUND', message: 'Content not found', data: entry } };
        }),
      });
    }
    const byKey = /^\/content\/key\/(.+)$/.exec(url.pathname);
    const byId = /^\/content\/id\/(.+)$/.exec(url.pathname);
    const key = byKey?.[1] ?? byId?.[1]?.replace(/^id-/, '');
    if (key && known.has(key)) return send(200, { content: item(key) });
    return send(404, { error: { type: 'CONTENT_NOT_FOUND' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests = [];
  known = new Set(Array.from({ length: 40 }, (_, index) => `page/${index}`));
  failWith = undefined;
  fault = undefined;
  for (const response of openResponses) response.destroy();
  openResponses.clear();
});

describe('createContentClient', () => {
  it('gets an item by key (slash kept) and by id, inlined, with the locale', async () => {
    const client = createContentClient({ baseUrl, locale: 'en-US' });
    expect(await client.getByKey('page/1')).toEqual({ status: 'found', item: item('page/1') });
    expect(await client.getById('id-page/2')).toMatchObject({
      status: 'found',
      item: { _meta: { deliveryKey: 'page/2' } },
    });
    expect(requests.map((request) => request.url)).toEqual([
      '/content/key/page/1?depth=all&format=inlined&locale=en-US',
      '/content/id/id-page/2?depth=all&format=inlined&locale=en-US',
    ]);
  });

  it('returns a typed not-found result instead of throwing', async () => {
    const client = createContentClient({ baseUrl });
    expect(await client.getByKey('page/missing')).toEqual({ status: 'not-found', request: { key: 'page/missing' } });
    const many = await client.getMany([{ key: 'page/1' }, { key: 'nope' }]);
    expect(many.map((result) => result.status)).toEqual(['found', 'not-found']);
  });

  it('fetches many in chunks of 12, in parallel, keeping the request order', async () => {
    const client = createContentClient({ baseUrl });
    const keys = Array.from({ length: 30 }, (_, index) => ({ key: `page/${index}` }));
    const results = await client.getMany(keys);
    expect(FETCH_CHUNK_SIZE).toBe(12);
    expect(requests).toHaveLength(3);
    expect(requests.map((request) => request.body!.requests.length)).toEqual([12, 12, 6]);
    expect(requests[0]!.body!.parameters).toMatchObject({ depth: 'all', format: 'inlined' });
    expect(results.map((result) => (result.status === 'found' ? result.item._meta.deliveryKey : null))).toEqual(
      keys.map((k) => k.key),
    );
  });

  it('throws a typed error for other failures', async () => {
    failWith = 500;
    const client = createContentClient({ baseUrl });
    const error = await client.getByKey('page/1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentDeliveryError);
    expect(error).toMatchObject({ status: 500, request: { key: 'page/1' } });
    await expect(client.getMany([{ key: 'page/1' }])).rejects.toMatchObject({
      name: 'ContentDeliveryError',
      status: 500,
    });
  });

  it('caches with stale-while-revalidate per key and locale', async () => {
    let now = 0;
    const client = createContentClient({
      baseUrl,
      locale: 'en-US',
      cache: { freshMs: 1000, staleMs: 1000 },
      now: () => now,
    });
    await client.getByKey('page/1');
    await client.getMany([{ key: 'page/1' }, { key: 'page/1' }]);
    expect(requests).toHaveLength(1);
    // The second request above was served by getByKey's cache entry: keys are shared across calls.
    now = 1500; // stale: served at once, refreshed in the background
    known.delete('page/1');
    expect(await client.getByKey('page/1')).toMatchObject({ status: 'found' });
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    // Until the background refresh has stored its answer the stale value is served (and no second refresh starts):
    // wait for the answer itself, not for a guessed time.
    await vi.waitFor(async () =>
      expect(await client.getByKey('page/1')).toEqual({ status: 'not-found', request: { key: 'page/1' } }),
    );
    expect(requests).toHaveLength(2);
    now = 5000; // expired: asks again
    await client.getByKey('page/1');
    expect(requests).toHaveLength(3);
    const otherLocale = createContentClient({ baseUrl, locale: 'fr-CA' });
    await otherLocale.getByKey('page/2');
    expect(requests.at(-1)!.url).toContain('locale=fr-CA');
  });

  it('shares one request between concurrent callers of the same key', async () => {
    const client = createContentClient({ baseUrl });
    await Promise.all([
      client.getByKey('page/3'),
      client.getByKey('page/3'),
      client.getMany([{ key: 'page/4' }, { key: 'page/4' }]),
    ]);
    expect(requests).toHaveLength(2);
  });

  it('tells the render it runs in what it fetched, cache hits included', async () => {
    const client = createContentClient({ baseUrl });
    await client.getByKey('page/5');
    const { tags } = await collectCacheTags(async () => {
      await client.getByKey('page/5');
      await client.getMany([{ key: 'page/6' }, { key: 'nowhere' }]);
    });
    expect([...tags]).toEqual([
      contentKeyTag('page/5'),
      contentIdTag('id-page/5'),
      contentKeyTag('page/6'),
      contentIdTag('id-page/6'),
      contentKeyTag('nowhere'),
    ]);
  });

  it('purges the answers built from a tag (a found item, a not-found key), and only those', async () => {
    const client = createContentClient({ baseUrl });
    await client.getByKey('page/7');
    await client.getByKey('page/8');
    await client.getByKey('later');
    expect(requests).toHaveLength(3);
    expect(client.purge([contentIdTag('id-page/7'), contentKeyTag('later')])).toBe(2);
    known.add('later');
    expect(await client.getByKey('later')).toMatchObject({ status: 'found' });
    await client.getByKey('page/7');
    await client.getByKey('page/8');
    expect(requests.map((request) => new URL(request.url, baseUrl).pathname).slice(3)).toEqual([
      '/content/key/later',
      '/content/key/page/7',
    ]);
  });

  it('needs a hub, base URL or staging environment', () => {
    expect(() => createContentClient({})).toThrow('needs a hubName');
  });

  it('ends a request that trickles past its deadline (headers and body), and shares no hung load afterwards', async () => {
    fault = { match: 'page/1', kind: 'trickle' };
    const client = createContentClient({ baseUrl, timeout: 200 });
    const error = await client.getByKey('page/1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentDeliveryError);
    // Ended by its own deadline (the message is the deadline's), not by the server: no wall-clock bound needed, and
    // a deadline that never fired leaves the call hanging until the test's timeout fails it.
    expect((error as Error).message).toContain('timed out after 200 ms');
    fault = undefined;
    expect(await client.getByKey('page/1')).toMatchObject({ status: 'found' });
  });

  it('malformed JSON is a failure, never an item, and is not cached', async () => {
    fault = { match: 'page/2', kind: 'bad-json' };
    const client = createContentClient({ baseUrl });
    await expect(client.getByKey('page/2')).rejects.toMatchObject({
      name: 'ContentDeliveryError',
      message: expect.stringContaining('malformed'),
    });
    fault = { match: '/content/fetch', kind: 'bad-json' };
    await expect(client.getMany([{ key: 'page/3' }])).rejects.toMatchObject({ name: 'ContentDeliveryError' });
    fault = undefined;
    expect(await client.getByKey('page/2')).toMatchObject({ status: 'found' });
  });

  it('serves an expired item when Content Delivery fails (stale-if-error), but not past that window, and never masks a 404', async () => {
    let now = 0;
    const served: string[] = [];
    const client = createContentClient({
      baseUrl,
      cache: { freshMs: 1000, staleMs: 1000, staleIfErrorMs: 10_000 },
      now: () => now,
      onStaleIfError: (request) => served.push('key' in request ? request.key : request.id),
    });
    await client.getByKey('page/1');
    await client.getMany([{ key: 'page/5' }]);
    now = 5_000; // past fresh + stale: a request waits for Content Delivery, which is down
    failWith = 500;
    expect(await client.getByKey('page/1')).toMatchObject({
      status: 'found',
      item: { _meta: { deliveryKey: 'page/1' } },
    });
    expect(await client.getMany([{ key: 'page/5' }, { key: 'page/1' }])).toMatchObject([
      { status: 'found' },
      { status: 'found' },
    ]);
    expect(served).toEqual(['page/1', 'page/5', 'page/1']);
    // Content Delivery is back and the item is gone: the 404 wins over the old copy.
    failWith = undefined;
    known.delete('page/1');
    expect(await client.getByKey('page/1')).toEqual({ status: 'not-found', request: { key: 'page/1' } });
    failWith = 500;
    now = 100_000; // past stale-if-error too
    await expect(client.getByKey('page/5')).rejects.toMatchObject({ status: 500 });
  });

  it('a flood of unknown keys never evicts found items: misses live in their own small LRU', async () => {
    let now = 0;
    const client = createContentClient({
      baseUrl,
      cache: { freshMs: 1000, staleMs: 1000, staleIfErrorMs: 60_000, maxEntries: 40, missMaxEntries: 5 },
      now: () => now,
    });
    const pages = Array.from({ length: 20 }, (_, index) => `page/${index}`);
    for (const key of pages) await client.getByKey(key);
    for (let batch = 0; batch < 10; batch += 1) {
      await Promise.all(Array.from({ length: 50 }, (_, index) => client.getByKey(`random/${batch}-${index}`)));
    }
    now = 10_000;
    failWith = 503; // Content Delivery down: every page still answers from the cache
    const results = await Promise.all(pages.map((key) => client.getByKey(key)));
    expect(results.every((result) => result.status === 'found')).toBe(true);
  });
});
