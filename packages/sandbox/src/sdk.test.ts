import { ContentClient } from 'dc-delivery-sdk-js';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultContentDir } from './paths.js';
import type { Sandbox } from './server.js';
import { fixturesDir, startTestSandbox, tempContent } from './test-helpers.js';

const S = 'https://schema.ridgeline.dev/';
const HOME_ID = '8b9e9a43-2e04-58e8-abbe-d9efa89b583e';

// 30 generated items of one type, for paging, plus a small hierarchy
const PAGED = 'https://fixtures.ridgeline.dev/paged';
const pagedItems: Record<string, unknown> = {};
for (let i = 0; i < 30; i += 1) {
  const n = String(i).padStart(2, '0');
  pagedItems[`paged/item-${n}.json`] = {
    _meta: { name: `paged-${n}`, schema: PAGED, deliveryId: `2b000000-0000-4000-8000-0000000000${n}` },
    rank: (i * 7) % 30,
    colour: i % 3 === 0 ? 'red' : 'green',
  };
}
const NODE = 'https://fixtures.ridgeline.dev/hierarchy-node';
const node = (name: string, id: string, parentId?: string, extra: object = {}) => ({
  _meta: {
    name,
    schema: NODE,
    deliveryId: id,
    ...(parentId ? { hierarchy: { parentId, root: false } } : { hierarchy: { root: true } }),
  },
  title: name,
  ...extra,
});
const ROOT = '3c000000-0000-4000-8000-000000000001';
Object.assign(pagedItems, {
  'tree/root.json': node('Trails', ROOT),
  'tree/alpine.json': node('Alpine', '3c000000-0000-4000-8000-000000000002', ROOT),
  'tree/coastal.json': node('Coastal', '3c000000-0000-4000-8000-000000000003', ROOT),
  'tree/alpine-ridge.json': node(
    'Ridge walk',
    '3c000000-0000-4000-8000-000000000004',
    '3c000000-0000-4000-8000-000000000002',
  ),
  'tree/alpine-ridge-spur.json': node(
    'Spur',
    '3c000000-0000-4000-8000-000000000005',
    '3c000000-0000-4000-8000-000000000004',
  ),
});

let sandbox: Sandbox & { problems: unknown[] };
let client: ContentClient;

beforeAll(async () => {
  sandbox = await startTestSandbox({
    contentDir: [defaultContentDir, path.join(fixturesDir, 'links'), tempContent(pagedItems)],
  });
  client = new ContentClient({ hubName: 'ridgeline', baseUrl: sandbox.url });
});
afterAll(() => sandbox?.close());

describe('dc-delivery-sdk-js against the sandbox', () => {
  it('loads everything without problems', () => {
    expect(sandbox.problems).toEqual([]);
  });

  it('getContentItemById returns the inlined item', async () => {
    const item = await client.getContentItemById(HOME_ID);
    const body = item.toJSON() as Record<string, any>;
    expect(body._meta).toMatchObject({ schema: `${S}home-page`, deliveryKey: 'home', deliveryId: HOME_ID });
    expect(body.blocks.length).toBeGreaterThan(3);
    for (const block of body.blocks) {
      expect(block._meta.schema).toMatch(/^https:\/\/schema\.ridgeline\.dev\//);
      expect(block._meta.deliveryId).toEqual(expect.any(String));
    }
    expect(body.blocks[0]).toMatchObject({ _meta: { schema: `${S}hero-banner` }, fetchPriority: 'high' });
  });

  it('getContentItemByKey keeps "/" in keys and inlines nested personalised content', async () => {
    const item = await client.getContentItemByKey('page/trail-guide');
    const body = item.body as Record<string, any>;
    expect(body._meta.deliveryKey).toBe('page/trail-guide');
    const container = body.blocks.find((b: any) => b._meta.schema === `${S}personalised-container`);
    expect(container.variants[0].content[0]._meta.schema).toBe(`${S}hero-banner`);
    expect(container.defaultContent[0].buttons.length).toBeGreaterThan(0);
  });

  it('a missing key is a ContentNotFoundError', async () => {
    await expect(client.getContentItemByKey('page/does-not-exist')).rejects.toMatchObject({
      name: 'CONTENT_NOT_FOUND',
    });
    await expect(client.getContentItemById('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
      name: 'CONTENT_NOT_FOUND',
    });
  });

  it('fetchContentItems answers per item, with the real error shape for missing ones', async () => {
    const result = await client.fetchContentItems({
      requests: [
        { key: 'home' },
        { key: 'nope' },
        { id: '00000000-0000-4000-8000-00000000dead' },
        { key: 'page/about' },
      ],
    });
    expect(result.responses).toHaveLength(4);
    expect((result.responses[0] as any).content._meta.deliveryKey).toBe('home');
    expect(result.responses[1]).toEqual({
      error: { type: 'CONTENT_NOT_FOUND', message: 'Not found', data: { deliveryKey: 'nope' } },
    });
    expect(result.responses[2]).toEqual({
      error: {
        type: 'CONTENT_NOT_FOUND',
        message: 'Not found',
        data: { deliveryId: '00000000-0000-4000-8000-00000000dead' },
      },
    });
    expect((result.responses[3] as any).content.blocks[0]._meta.schema).toBe(`${S}hero-banner`);
  });

  it('getContentItemsByKey rejects more than 12 requests with an HttpError 400', async () => {
    const keys = Array.from({ length: 13 }, (_, i) => `k${i}`);
    await expect(client.getContentItemsByKey(keys)).rejects.toMatchObject({ status: 400 });
  });

  it('filterByContentType pages through every item with page.next()', async () => {
    const seen: string[] = [];
    const counts: number[] = [];
    let page: any = await client.filterByContentType(PAGED).page(12).request();
    for (;;) {
      counts.push(page.page.responseCount);
      seen.push(...page.responses.map((r: any) => r.content._meta.deliveryId));
      if (!page.page.next) break;
      expect(typeof page.page.nextCursor).toBe('string');
      page = await page.page.next();
    }
    expect(counts).toEqual([12, 12, 6]);
    expect(new Set(seen).size).toBe(30);
  });

  it('filterByContentType lists the demo hero banners, sorted by a JSON pointer', async () => {
    const res: any = await client
      .filterByContentType(`${S}hero-banner`)
      .sortBy('/_meta/name', 'DESC')
      .page(3)
      .request();
    expect(res.page.responseCount).toBe(3);
    const all = [...res.responses];
    let next = res.page.next;
    while (next) {
      const more: any = await next();
      all.push(...more.responses);
      next = more.page.next;
    }
    // Names, not headlines: some headlines are localized values (objects) since the demo content has three locales.
    const titles = all.map((r: any) => r.content._meta.name as string);
    expect(titles.length).toBe(7);
    expect(titles).toEqual([...titles].sort((a, b) => b.localeCompare(a)));
  });

  it('filterBy any JSON pointer path, combined filters are ANDed', async () => {
    const res: any = await client
      .filterBy('/_meta/schema', PAGED)
      .filterBy('/colour', 'red')
      .sortBy('/rank', 'ASC')
      .request();
    const ranks = res.responses.map((r: any) => r.content.rank);
    expect(res.responses.every((r: any) => r.content.colour === 'red')).toBe(true);
    expect(ranks).toHaveLength(10);
    expect(ranks).toEqual([...ranks].sort((a: number, b: number) => a - b));
    const winter: any = await client.filterBy('/backgroundColor', 'winter').request();
    expect(winter.responses.map((r: any) => r.content._meta.name)).toEqual(['messaging-winter-layering']);
  });

  it('filterByParentId lists direct children', async () => {
    const res: any = await client.filterByParentId(ROOT).request();
    expect(res.responses.map((r: any) => r.content.title)).toEqual(['Alpine', 'Coastal']);
  });

  it('rejects a page size above 12 and a forged cursor with HttpError 400', async () => {
    await expect(client.filterByContentType(PAGED).page(13).request()).rejects.toMatchObject({ status: 400 });
    await expect(client.filterByContentType(PAGED).page(5, 'not-a-cursor').request()).rejects.toMatchObject({
      status: 400,
    });
  });

  it('getByHierarchy assembles the tree from the descendants endpoint', async () => {
    const tree: any = await client.getByHierarchy({ rootId: ROOT });
    const shape = (n: any): any => ({ title: n.content.title, children: n.children.map(shape) });
    expect(shape(tree)).toEqual({
      title: 'Trails',
      children: [
        { title: 'Alpine', children: [{ title: 'Ridge walk', children: [{ title: 'Spur', children: [] }] }] },
        { title: 'Coastal', children: [] },
      ],
    });
    const shallow: any = await client.getByHierarchy({ rootId: ROOT, maximumDepth: 1 });
    expect(shape(shallow).children.map((c: any) => c.children.length)).toEqual([0, 0]);
  });

  it('getByHierarchy follows the page cursor when maxPageSize is small', async () => {
    const tree: any = await client.getByHierarchy({ rootId: ROOT, maximumPageSize: 1 });
    expect(tree.children).toHaveLength(2);
    expect(tree.children[0].children[0].children[0].content.title).toBe('Spur');
  });

  it('passes the client locale and collapses localized values', async () => {
    const fr = new ContentClient({ hubName: 'ridgeline', baseUrl: sandbox.url, locale: 'fr-CA' });
    const home: any = (await fr.getContentItemByKey('home')).body;
    const banner = home.blocks.find((b: any) => b._meta.name === 'messaging-free-shipping');
    expect(banner.headline.localizableText).toBe("Livraison gratuite dès 99 $ d'achat");
    const us = new ContentClient({ hubName: 'ridgeline', baseUrl: sandbox.url, locale: 'en-US' });
    const many = await us.fetchContentItems({ requests: [{ key: 'fixtures/links/localized' }] });
    expect((many.responses[0] as any).content.greeting).toBe('Hello, hiker');
  });

  it('works when baseUrl has a trailing slash', async () => {
    const c = new ContentClient({ hubName: 'ridgeline', baseUrl: `${sandbox.url}/` });
    expect((await c.getContentItemByKey('page/about')).body._meta.deliveryKey).toBe('page/about');
  });
});
