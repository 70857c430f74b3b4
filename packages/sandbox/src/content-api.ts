import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { BadRequest, deliver, getPointer, parseParameters, type DeliveryParameters } from './delivery.js';
import type { ContentStore, StoredItem } from './store.js';

/** Content Delivery 2 limits the sandbox enforces like the real service. */
export const MAX_FETCH_REQUESTS = 12;
export const MAX_FILTER_PAGE_SIZE = 12;
export const DEFAULT_FILTER_PAGE_SIZE = 12;
export const MAX_FILTERS = 5;
export const MAX_HIERARCHY_DEPTH = 14;
export const DEFAULT_HIERARCHY_PAGE_SIZE = 100;
export const MAX_HIERARCHY_PAGE_SIZE = 300;
const HIERARCHY_PARENT_META_DELIVERY_KEY = 'HIERARCHY_PARENT_META_DELIVERY_KEY';

type Lookup = { deliveryId: string } | { deliveryKey: string };

function notFound(data: Lookup) {
  return { error: { type: 'CONTENT_NOT_FOUND', message: 'Not found', data } };
}

function badRequestBody(err: BadRequest) {
  return { error: { type: 'BAD_REQUEST', message: err.message, ...(err.data ? { data: err.data } : {}) } };
}

function json(c: Context, body: unknown, status: ContentfulStatusCode = 200) {
  // Content Delivery 2 responses are cacheable; the sandbox reloads nothing, so a short max-age is honest.
  c.header('Cache-Control', 'public, max-age=0, must-revalidate');
  return c.json(body as object, status);
}

function queryParams(c: Context): DeliveryParameters {
  return parseParameters({
    depth: c.req.query('depth'),
    format: c.req.query('format'),
    locale: c.req.query('locale'),
  });
}

/** The raw path after a prefix, percent-decoded segment by segment ('/' kept, as the SDK sends keys). */
function rest(c: Context, prefix: string): string {
  const raw = new URL(c.req.url).pathname;
  const at = raw.indexOf(prefix);
  const tail = at >= 0 ? raw.slice(at + prefix.length) : '';
  try {
    return tail
      .split('/')
      .map((s) => decodeURIComponent(s))
      .join('/');
  } catch {
    throw new BadRequest('malformed percent-encoding in path', { path: raw });
  }
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

async function readJsonBody(c: Context): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new BadRequest('request body must be JSON');
  }
  if (!isObject(body)) throw new BadRequest('request body must be a JSON object');
  return body;
}

function encodeCursor(offset: number, queryHash: string): string {
  return Buffer.from(JSON.stringify({ o: offset, q: queryHash })).toString('base64url');
}

function decodeCursor(cursor: unknown, queryHash: string): number {
  if (typeof cursor !== 'string' || cursor === '') throw new BadRequest('page.cursor must be a non-empty string');
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { o?: unknown; q?: unknown };
    if (typeof parsed.o === 'number' && Number.isInteger(parsed.o) && parsed.o >= 0 && parsed.q === queryHash) {
      return parsed.o;
    }
  } catch {
    // fall through
  }
  throw new BadRequest('invalid page cursor for this query', { cursor });
}

function hashOf(value: unknown): string {
  return createHash('sha1').update(JSON.stringify(value)).digest('base64url').slice(0, 12);
}

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1; // missing values sort last
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

function sortPointer(key: string): string {
  return key.startsWith('/') ? key : `/${key}`;
}

function sortItems(items: StoredItem[], key: unknown, order: unknown): StoredItem[] {
  if (order !== undefined && order !== 'ASC' && order !== 'DESC') {
    throw new BadRequest('sort order must be "ASC" or "DESC"', { order });
  }
  const desc = order === 'DESC';
  if (key === undefined || key === 'default') {
    const sorted = [...items].sort((a, b) => a.order - b.order);
    return desc ? sorted.reverse() : sorted;
  }
  if (typeof key !== 'string' || key === '') throw new BadRequest('sort key must be a string', { key });
  const pointer = sortPointer(key);
  return [...items].sort((a, b) => {
    const va = getPointer(a.body, pointer);
    const vb = getPointer(b.body, pointer);
    if (va === undefined || va === null || vb === undefined || vb === null) {
      return compareValues(va, vb) || a.order - b.order;
    }
    const r = compareValues(va, vb);
    return (desc ? -r : r) || a.order - b.order;
  });
}

function matches(actual: unknown, expected: unknown): boolean {
  if (Array.isArray(actual)) return actual.some((a) => matches(a, expected));
  if (isObject(actual) || isObject(expected)) return JSON.stringify(actual) === JSON.stringify(expected);
  return actual === expected;
}

export function createContentApi(getStore: (c: Context) => ContentStore): Hono {
  const app = new Hono();

  app.onError((err, c) => {
    if (err instanceof BadRequest) return json(c, badRequestBody(err), 400);
    console.error('[sandbox] content API error:', err);
    return json(c, { error: { type: 'INTERNAL_ERROR', message: (err as Error).message } }, 500);
  });

  const single = (c: Context, item: StoredItem | undefined, lookup: Lookup) => {
    const params = queryParams(c);
    if (!item) return json(c, notFound(lookup), 404);
    return json(c, deliver(item.body, getStore(c), params));
  };

  app.get('/content/id/:id', (c) => {
    const id = c.req.param('id');
    return single(c, getStore(c).byId.get(id), { deliveryId: id });
  });

  app.get('/content/key/*', (c) => {
    const key = rest(c, '/content/key/');
    if (key === '') throw new BadRequest('a delivery key is required');
    return single(c, getStore(c).byKey.get(key), { deliveryKey: key });
  });

  app.post('/content/fetch', async (c) => {
    const body = await readJsonBody(c);
    const params = parseParameters(isObject(body.parameters) ? body.parameters : {});
    const requests = body.requests;
    if (!Array.isArray(requests) || requests.length === 0) {
      throw new BadRequest('requests must be a non-empty array of {id} or {key}');
    }
    if (requests.length > MAX_FETCH_REQUESTS) {
      throw new BadRequest(`at most ${MAX_FETCH_REQUESTS} requests per call`, { count: requests.length });
    }
    const store = getStore(c);
    const responses = requests.map((r: unknown, index) => {
      if (isObject(r) && typeof r.id === 'string') {
        const item = store.byId.get(r.id);
        return item ? deliver(item.body, store, params) : notFound({ deliveryId: r.id });
      }
      if (isObject(r) && typeof r.key === 'string') {
        const item = store.byKey.get(r.key);
        return item ? deliver(item.body, store, params) : notFound({ deliveryKey: r.key });
      }
      throw new BadRequest(`requests[${index}] must be {"id": string} or {"key": string}`, { request: r });
    });
    return json(c, { responses });
  });

  app.post('/content/filter', async (c) => {
    const body = await readJsonBody(c);
    const params = parseParameters(isObject(body.parameters) ? body.parameters : {});
    const filters = body.filterBy;
    if (!Array.isArray(filters) || filters.length === 0) {
      throw new BadRequest('filterBy must be a non-empty array of {path, value}');
    }
    if (filters.length > MAX_FILTERS) {
      throw new BadRequest(`at most ${MAX_FILTERS} filters`, { count: filters.length });
    }
    const store = getStore(c);
    const predicates = filters.map((f: unknown, index) => {
      if (!isObject(f) || !('value' in f)) {
        throw new BadRequest(`filterBy[${index}] must be {path, value} or {lookupBy, value}`, { filter: f });
      }
      if (f.lookupBy !== undefined) {
        if (f.lookupBy !== HIERARCHY_PARENT_META_DELIVERY_KEY) {
          throw new BadRequest(`filterBy[${index}].lookupBy must be ${HIERARCHY_PARENT_META_DELIVERY_KEY}`);
        }
        const parent = typeof f.value === 'string' ? store.byKey.get(f.value) : undefined;
        const parentId = parent?.body._meta.deliveryId;
        return (item: StoredItem) => parentId !== undefined && item.body._meta.hierarchy?.parentId === parentId;
      }
      if (typeof f.path !== 'string' || !f.path.startsWith('/')) {
        throw new BadRequest(`filterBy[${index}].path must be a JSON pointer such as /_meta/schema`, { filter: f });
      }
      const path = f.path;
      return (item: StoredItem) => matches(getPointer(item.body, path), f.value);
    });

    const sortBy = body.sortBy;
    if (sortBy !== undefined && !isObject(sortBy)) throw new BadRequest('sortBy must be {key, order}');
    const page = body.page;
    if (page !== undefined && !isObject(page)) throw new BadRequest('page must be {size, cursor}');
    const size = page?.size ?? DEFAULT_FILTER_PAGE_SIZE;
    if (typeof size !== 'number' || !Number.isInteger(size) || size < 1 || size > MAX_FILTER_PAGE_SIZE) {
      throw new BadRequest(`page.size must be an integer from 1 to ${MAX_FILTER_PAGE_SIZE}`, { size });
    }
    const queryHash = hashOf({ filterBy: filters, sortBy: sortBy ?? null });
    const offset = page?.cursor === undefined ? 0 : decodeCursor(page.cursor, queryHash);

    const hits = sortItems(
      store.items.filter((item) => predicates.every((p) => p(item))),
      sortBy?.key,
      sortBy?.order,
    );
    const slice = hits.slice(offset, offset + size);
    const responses = slice.map((item) => deliver(item.body, store, params));
    const pageOut: { responseCount: number; nextCursor?: string } = { responseCount: responses.length };
    if (offset + size < hits.length) pageOut.nextCursor = encodeCursor(offset + size, queryHash);
    return json(c, { responses, page: pageOut });
  });

  const descendants = (c: Context, root: StoredItem | undefined, lookup: Lookup) => {
    if (!root) return json(c, notFound(lookup), 404);
    const store = getStore(c);
    const depthRaw = c.req.query('hierarchyDepth');
    const depth = depthRaw === undefined ? MAX_HIERARCHY_DEPTH : Number(depthRaw);
    if (!Number.isInteger(depth) || depth < 1 || depth > MAX_HIERARCHY_DEPTH) {
      throw new BadRequest(`hierarchyDepth must be an integer from 1 to ${MAX_HIERARCHY_DEPTH}`, {
        hierarchyDepth: depthRaw,
      });
    }
    const sizeRaw = c.req.query('maxPageSize');
    const size = sizeRaw === undefined ? DEFAULT_HIERARCHY_PAGE_SIZE : Number(sizeRaw);
    if (!Number.isInteger(size) || size < 1 || size > MAX_HIERARCHY_PAGE_SIZE) {
      throw new BadRequest(`maxPageSize must be an integer from 1 to ${MAX_HIERARCHY_PAGE_SIZE}`, {
        maxPageSize: sizeRaw,
      });
    }
    const params = parseParameters({
      depth: c.req.query('depth') ?? 'all',
      format: c.req.query('format') ?? 'inlined',
      locale: c.req.query('locale'),
    });
    const sortKey = c.req.query('sortByKey');
    const sortOrder = c.req.query('sortByOrder');

    // breadth-first, level by level, children of each level in (sorted) store order
    const byParent = new Map<string, StoredItem[]>();
    for (const item of store.items) {
      const parentId = item.body._meta.hierarchy?.parentId;
      if (typeof parentId === 'string') {
        const list = byParent.get(parentId) ?? [];
        list.push(item);
        byParent.set(parentId, list);
      }
    }
    const found: StoredItem[] = [];
    const seen = new Set<string>([root.body._meta.deliveryId]);
    let level = [root];
    for (let d = 0; d < depth && level.length > 0; d += 1) {
      const next: StoredItem[] = [];
      for (const parent of level) {
        const children = sortItems(byParent.get(parent.body._meta.deliveryId) ?? [], sortKey, sortOrder);
        for (const child of children) {
          if (seen.has(child.body._meta.deliveryId)) continue;
          seen.add(child.body._meta.deliveryId);
          next.push(child);
        }
      }
      found.push(...next);
      level = next;
    }
    const queryHash = hashOf({ root: root.body._meta.deliveryId, depth, sortKey, sortOrder });
    const cursorRaw = c.req.query('pageCursor');
    const offset = cursorRaw === undefined ? 0 : decodeCursor(cursorRaw, queryHash);
    const slice = found.slice(offset, offset + size);
    const pageOut: { responseCount: number; cursor?: string } = { responseCount: slice.length };
    if (offset + size < found.length) pageOut.cursor = encodeCursor(offset + size, queryHash);
    return json(c, { responses: slice.map((item) => deliver(item.body, store, params)), page: pageOut });
  };

  app.get('/content/hierarchies/descendants/id/:id', (c) => {
    const id = c.req.param('id');
    return descendants(c, getStore(c).byId.get(id), { deliveryId: id });
  });

  app.get('/content/hierarchies/descendants/key/*', (c) => {
    const key = rest(c, '/content/hierarchies/descendants/key/');
    return descendants(c, getStore(c).byKey.get(key), { deliveryKey: key });
  });

  return app;
}
