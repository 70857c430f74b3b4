// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectCacheTags, contentIdTag } from '../cdn/cacheTags';
import {
  CONTENT_LIST_PAGE_SIZE,
  ContentDeliveryError,
  createContentClient,
  HIERARCHY_PARENT_PATH,
  type ContentFilter,
} from './createContentClient';

/** A Content Delivery 2 stand-in for POST /content/filter, as dc-delivery-sdk-js calls it (cursor = offset). */
interface FilterBody {
  filterBy: ContentFilter[];
  sortBy?: { key: string; order: 'ASC' | 'DESC' };
  page?: { size?: number; cursor?: string };
  parameters?: Record<string, string>;
}

const node = (id: string, parentId: string | undefined, rank: number, extra: Record<string, unknown> = {}) => ({
  _meta: {
    schema: 'https://schema.ridgeline.dev/nav-node',
    deliveryId: id,
    deliveryKey: `nav/${id}`,
    ...(parentId ? { hierarchy: { parentId, root: false } } : {}),
  },
  rank,
  ...extra,
});

/** A root with 30 children (ranks deliberately out of stored order) and one grandchild. */
const store = [
  node('root', undefined, 0),
  ...Array.from({ length: 30 }, (_, index) => node(`child-${index}`, 'root', (index * 7) % 30)),
  node('grandchild', 'child-0', 0),
];

const pointer = (item: unknown, path: string): unknown =>
  path
    .split('/')
    .slice(1)
    .reduce<unknown>((value, part) => (value as Record<string, unknown> | undefined)?.[part], item);

let server: Server;
let baseUrl: string;
let bodies: FilterBody[];
let failWith: number | undefined;

beforeAll(async () => {
  server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const send = (status: number, json: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(json));
    };
    if (request.method !== 'POST' || request.url !== '/content/filter') return send(404, {});
    const body = JSON.parse(text) as FilterBody;
    bodies.push(body);
    if (failWith) return send(failWith, { error: 'boom' });
    let hits = store.filter((item) => body.filterBy.every((filter) => pointer(item, filter.path) === filter.value));
    if (body.sortBy) {
      const sign = body.sortBy.order === 'DESC' ? -1 : 1;
      hits = [...hits].sort(
        (a, b) => sign * (Number(pointer(a, body.sortBy!.key)) - Number(pointer(b, body.sortBy!.key))),
      );
    }
    const offset = Number(body.page?.cursor ?? 0);
    const size = body.page?.size ?? 12;
    const slice = hits.slice(offset, offset + size);
    send(200, {
      responses: slice.map((content) => ({ content })),
      page: {
        responseCount: slice.length,
        ...(offset + size < hits.length ? { nextCursor: String(offset + size) } : {}),
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  bodies = [];
  failWith = undefined;
});

const ids = (items: { _meta: { deliveryId?: string | undefined } }[]) => items.map((item) => item._meta.deliveryId);

describe('content lists', () => {
  it('hierarchy children: filtered by parent id, sorted, inlined with depth all, every page read', async () => {
    const client = createContentClient({ baseUrl, locale: 'en-US' });
    const children = await client.children('root', { key: '/rank', order: 'ASC' });
    expect(children).toHaveLength(30);
    expect(children.map((item) => (item as unknown as { rank: number }).rank)).toEqual(
      Array.from({ length: 30 }, (_, index) => index),
    );
    expect(ids(children)).not.toContain('grandchild');
    expect(bodies).toHaveLength(3);
    expect(bodies[0]).toMatchObject({
      filterBy: [{ path: HIERARCHY_PARENT_PATH, value: 'root' }],
      sortBy: { key: '/rank', order: 'ASC' },
      page: { size: CONTENT_LIST_PAGE_SIZE },
      parameters: { depth: 'all', format: 'inlined', locale: 'en-US' },
    });
    expect(bodies.map((body) => body.page?.cursor)).toEqual([undefined, '12', '24']);
    expect(ids(await client.children('child-0'))).toEqual(['grandchild']);
  });

  it('a list stops at its limit, and every filter must hold', async () => {
    const client = createContentClient({ baseUrl });
    expect(await client.list({ filterBy: [{ path: HIERARCHY_PARENT_PATH, value: 'root' }], limit: 5 })).toHaveLength(5);
    expect(bodies.map((body) => body.page?.size)).toEqual([5]);
    const both = await client.list({
      filterBy: [
        { path: HIERARCHY_PARENT_PATH, value: 'root' },
        { path: '/rank', value: 21 },
      ],
    });
    expect(ids(both)).toEqual(['child-3']);
  });

  it('caches a list, tells the render what it holds, and drops every list on a purge', async () => {
    const client = createContentClient({ baseUrl });
    const { tags } = await collectCacheTags(() => client.children('child-0'));
    expect([...tags]).toContain(contentIdTag('grandchild'));
    await client.children('child-0');
    expect(bodies).toHaveLength(1);
    client.purge([contentIdTag('someone-else')]);
    await client.children('child-0');
    expect(bodies).toHaveLength(2);
  });

  it('a failed list is a typed error naming the filters, and is not cached', async () => {
    failWith = 500;
    const client = createContentClient({ baseUrl });
    const error = await client.children('root').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentDeliveryError);
    expect(error).toMatchObject({ status: 500, message: expect.stringContaining(HIERARCHY_PARENT_PATH) });
    failWith = undefined;
    expect(await client.children('root')).toHaveLength(30);
  });
});

describe('misuse of the content client', () => {
  it('refuses a missing key, id, parent id or filters argument with what is missing, asking nothing', async () => {
    const client = createContentClient({ baseUrl });
    const refusal = async (call: () => Promise<unknown>) => {
      try {
        await call();
      } catch (error) {
        return error;
      }
      return undefined;
    };
    expect(await refusal(() => client.getByKey(''))).toEqual(new TypeError('getByKey needs a delivery key.'));
    expect(await refusal(() => client.getById(undefined as never))).toEqual(
      new TypeError('getById needs a content item id.'),
    );
    expect(await refusal(() => client.children(''))).toEqual(new TypeError('children needs a parent id.'));
    const noFilters = new TypeError('A content list needs a filters argument: at least one {path, value}.');
    expect(await refusal(() => client.list(undefined as never))).toEqual(noFilters);
    expect(await refusal(() => client.list({ filterBy: [] }))).toEqual(noFilters);
    expect(await refusal(() => client.list({ filterBy: [{ path: '_meta.schema', value: 'x' }] }))).toBeInstanceOf(
      TypeError,
    );
    expect(
      await refusal(() => client.list({ filterBy: Array.from({ length: 6 }, () => ({ path: '/a', value: 1 })) })),
    ).toEqual(new TypeError('A content list takes at most 5 filters, not 6.'));
    expect(bodies).toEqual([]);
  });
});
