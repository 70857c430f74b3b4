import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_LINK, CONTENT_REFERENCE, LOCALIZED_VALUE, deliver, pickLocalized } from './delivery.js';
import { createSandboxApp } from './server.js';
import type { ContentStore, DeliveryItem } from './store.js';
import { fixturesDir } from './test-helpers.js';

const { app, store } = createSandboxApp({ contentDir: path.join(fixturesDir, 'links'), onProblem: () => {} });
const get = async (url: string) => {
  const res = await app.request(url);
  return { status: res.status, body: (await res.json()) as any, res };
};
const MISSING = '1a000000-0000-4000-8000-999999999999';

describe('inlining (depth=all&format=inlined)', () => {
  it('loaded the link fixtures', () => {
    expect(store.items).toHaveLength(6);
  });

  it('replaces content-links by the linked body, recursively', async () => {
    const { body } = await get('/content/key/fixtures/links/root?depth=all&format=inlined');
    const child = body.content.children[0];
    expect(child._meta.name).toBe('child');
    expect(child.next.item).toMatchObject({ _meta: { name: 'grandchild' }, title: 'Grandchild' });
  });

  it('leaves a link to a missing item as a link stub', async () => {
    const { body } = await get('/content/key/fixtures/links/root?depth=all&format=inlined');
    expect(body.content.children[1]).toEqual({
      _meta: { schema: CONTENT_LINK },
      contentType: 'https://fixtures.ridgeline.dev/node',
      id: MISSING,
    });
  });

  it('never inlines content-references', async () => {
    const { body } = await get('/content/key/fixtures/links/root?depth=all&format=inlined');
    expect(body.content.related._meta.schema).toBe(CONTENT_REFERENCE);
    expect(body.content.related.title).toBeUndefined();
  });

  it('is cycle-safe: a link back into the chain stays a stub', async () => {
    const { body } = await get('/content/key/fixtures/links/cycle?depth=all&format=inlined');
    expect(body.content.other._meta.name).toBe('cycle-b');
    expect(body.content.other.back._meta.schema).toBe(CONTENT_LINK);
    expect(body.content.other.back.id).toBe(body.content._meta.deliveryId);
  });

  it('depth=root inlines nothing; a numeric depth stops at that level', async () => {
    const root = await get('/content/key/fixtures/links/root?depth=root&format=inlined');
    expect(root.body.content.children[0]._meta.schema).toBe(CONTENT_LINK);
    const one = await get('/content/key/fixtures/links/root?depth=1&format=inlined');
    expect(one.body.content.children[0]._meta.name).toBe('child');
    expect(one.body.content.children[0].next.item._meta.schema).toBe(CONTENT_LINK);
  });

  it('format=linked returns the root with links plus linkedContent', async () => {
    const { body } = await get('/content/key/fixtures/links/root?depth=all&format=linked');
    expect(body.content.children[0]._meta.schema).toBe(CONTENT_LINK);
    expect(body.linkedContent.map((c: any) => c._meta.name).sort()).toEqual(['child', 'grandchild', 'localized']);
  });

  it('rejects bad depth and format values with 400', async () => {
    const bad = await get('/content/key/fixtures/links/root?depth=everything');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/depth/);
    expect((await get('/content/key/fixtures/links/root?format=xml')).status).toBe(400);
  });
});

describe('localized values', () => {
  it('are left as-is without a locale (like the real API)', async () => {
    const { body } = await get('/content/key/fixtures/links/localized');
    expect(body.content.greeting._meta.schema).toBe(LOCALIZED_VALUE);
  });

  it('collapse to the requested locale, nested and inside inlined items', async () => {
    const fr = await get('/content/key/fixtures/links/localized?locale=fr-CA');
    expect(fr.body.content.greeting).toBe('Bonjour, randonneur');
    expect(fr.body.content.list[0].label).toBe('Sentier');
    const inlined = await get('/content/key/fixtures/links/root?depth=all&format=inlined&locale=en-GB');
    expect(inlined.body.content.localized.greeting).toBe('Hello, rambler');
  });

  it('fall back through a locale list, then to the first value', async () => {
    expect((await get('/content/key/fixtures/links/localized?locale=de-DE,en-GB')).body.content.greeting).toBe(
      'Hello, rambler',
    );
    expect((await get('/content/key/fixtures/links/localized?locale=fr-*')).body.content.greeting).toBe(
      'Bonjour, randonneur',
    );
    expect((await get('/content/key/fixtures/links/localized?locale=de-DE')).body.content.greeting).toBe(
      'Hello, hiker',
    );
    expect(pickLocalized([], 'en-US')).toBeNull();
  });
});

describe('HTTP surface', () => {
  it('answers unknown ids and keys with 404 and the CONTENT_NOT_FOUND body', async () => {
    const byId = await get('/content/id/nope');
    expect(byId.status).toBe(404);
    expect(byId.body).toEqual({
      error: { type: 'CONTENT_NOT_FOUND', message: 'Not found', data: { deliveryId: 'nope' } },
    });
    const byKey = await get('/content/key/a/b/c');
    expect(byKey.body.error.data).toEqual({ deliveryKey: 'a/b/c' });
  });

  it('sends CORS headers, and answers preflight requests', async () => {
    const { res } = await get('/content/key/fixtures/links/root');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const pre = await app.request('/content/filter', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(pre.status).toBeLessThan(300);
    expect(pre.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('rejects malformed fetch and filter bodies with 400', async () => {
    const post = (url: string, body: string) =>
      app.request(url, { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });
    expect((await post('/content/fetch', '{')).status).toBe(400);
    expect((await post('/content/fetch', JSON.stringify({ requests: [] }))).status).toBe(400);
    expect((await post('/content/fetch', JSON.stringify({ requests: [{ slot: 'x' }] }))).status).toBe(400);
    expect((await post('/content/filter', JSON.stringify({ filterBy: [] }))).status).toBe(400);
    expect((await post('/content/filter', JSON.stringify({ filterBy: [{ path: 'no-slash', value: 1 }] }))).status).toBe(
      400,
    );
    const sorted = await post(
      '/content/filter',
      JSON.stringify({ filterBy: [{ path: '/_meta/schema', value: 'x' }], sortBy: { key: 'default', order: 'UP' } }),
    );
    expect(sorted.status).toBe(400);
  });

  it('descendants of an unknown root are a 404', async () => {
    expect((await get('/content/hierarchies/descendants/id/nope?hierarchyDepth=3')).status).toBe(404);
    const r = await get(`/content/hierarchies/descendants/key/fixtures/links/root?hierarchyDepth=99`);
    expect(r.status).toBe(400);
  });
});

describe('deeply nested content', () => {
  const LEVELS = 20_000;
  /** `{ nested: { nested: … leaf } }`, LEVELS objects deep. */
  const nested = (leaf: unknown) => {
    let value = leaf;
    for (let level = 0; level < LEVELS; level++) value = { nested: value };
    return value;
  };
  const bottom = (value: unknown) => {
    let node = value as { nested?: unknown };
    for (let level = 0; level < LEVELS; level++) node = node.nested as { nested?: unknown };
    return node;
  };
  const item = (id: string, fields: Record<string, unknown>): DeliveryItem => ({
    _meta: { schema: 'https://schema.ridgeline.dev/test', deliveryId: id },
    ...fields,
  });
  const child = item('child-id', { title: 'child' });
  const link = { _meta: { schema: CONTENT_LINK }, contentType: 'https://schema.ridgeline.dev/test', id: 'child-id' };
  const greeting = { _meta: { schema: LOCALIZED_VALUE }, values: [null, { locale: 'en-GB', value: 'Hello' }] };
  const root = item('root-id', { deep: nested({ link, greeting }) });
  const store: ContentStore = {
    byId: new Map([root, child].map((body, order) => [body._meta.deliveryId, { body, file: `${order}.json`, order }])),
    byKey: new Map(),
    items: [],
    problems: [],
  };

  it(`inlines and localizes content ${LEVELS.toLocaleString('en-US')} levels deep without overflowing the stack`, () => {
    const { content } = deliver(root, store, { depth: Number.POSITIVE_INFINITY, format: 'inlined', locale: 'en-GB' });
    expect(bottom((content as { deep: unknown }).deep)).toEqual({ link: child, greeting: 'Hello' });
  });

  it('collects the links of deep content in the linked format', () => {
    const { linkedContent } = deliver(root, store, { depth: Number.POSITIVE_INFINITY, format: 'linked' });
    expect(linkedContent).toEqual([child]);
  });
});
