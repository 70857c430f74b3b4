import { ContentClient } from 'dc-delivery-sdk-js';
import type { ContentItem } from '../types';
import { ALL_PAGES_TAG, contentItemTags, contentIdTag, contentKeyTag, reportCacheTags } from '../cdn/cacheTags';
import { deadlineAdaptor } from './deadlineAdaptor';
import { StaleWhileRevalidateCache, type CacheLimits, type CacheTimes } from './staleWhileRevalidateCache';

/** Content Delivery's /content/fetch takes at most 12 requests per call. */
export const FETCH_CHUNK_SIZE = 12;

/**
 * Content queries are cached "10 min / 5 min" (docs/behaviour/data-and-caching.md#content-queries): fresh for 5
 * minutes, then served stale (refreshing in the background) for 5 more; after that a request waits for Content
 * Delivery, and gets the old item only if Content Delivery fails (stale-if-error), for up to a day.
 */
export const DEFAULT_CONTENT_CACHE_TIMES: CacheTimes = {
  freshMs: 5 * 60_000,
  staleMs: 5 * 60_000,
  staleIfErrorMs: 24 * 3_600_000,
};

/**
 * Found items: at most 5,000, and at most 64 M characters of JSON between them (least recently used evicted first).
 * Not-found answers: their own LRU of 1,000 for 60 s, so a flood of made-up keys never evicts real pages.
 */
export const DEFAULT_CONTENT_CACHE_LIMITS: Omit<CacheLimits, 'maxPendingMs'> = {
  maxEntries: 5_000,
  maxSize: 64 * 1024 * 1024,
  missMaxEntries: 1_000,
  missTtlMs: 60_000,
};

/** Without a `timeout`, a Content Delivery request still ends after this long. */
export const DEFAULT_CONTENT_TIMEOUT_MS = 10_000;

export type ContentRequest = { id: string } | { key: string };

/** One condition of a content list: the value at a JSON pointer (`/_meta/schema`) of the item. */
export interface ContentFilter {
  path: string;
  value: string | number | boolean;
}

/** A content list through Content Delivery's filter API: every filter must hold; sorted by a sortable key. */
export interface ContentListQuery {
  filterBy: readonly ContentFilter[];
  sortBy?: { key: string; order?: 'ASC' | 'DESC' } | undefined;
  /** At most this many items (default `DEFAULT_CONTENT_LIST_LIMIT`), read in pages of `CONTENT_LIST_PAGE_SIZE`. */
  limit?: number | undefined;
}

/** Content Delivery's largest filter page. */
export const CONTENT_LIST_PAGE_SIZE = 12;
/** A content list stops after this many items unless the query says otherwise. */
export const DEFAULT_CONTENT_LIST_LIMIT = 60;
/** Content Delivery takes at most this many filters in one query. */
export const MAX_CONTENT_FILTERS = 5;
/** Where a content item keeps its hierarchy parent's id. */
export const HIERARCHY_PARENT_PATH = '/_meta/hierarchy/parentId';

export type ContentResult<C extends ContentItem = ContentItem> =
  { status: 'found'; item: C } | { status: 'not-found'; request: ContentRequest };

export interface ContentClientOptions {
  /** The hub name: requests go to https://{hubName}.cdn.content.amplience.net. */
  hubName?: string;
  /** Replaces the hub's delivery host, e.g. the local sandbox `http://localhost:4010`. */
  baseUrl?: string;
  locale?: string;
  /** A virtual staging environment host (no scheme); overrides baseUrl. */
  stagingEnvironment?: string;
  /**
   * With `stagingEnvironment`: the address requests go to instead of `https://{stagingEnvironment}` (a signing
   * proxy, or the sandbox's `/vse/{vse}` prefix). Ignored without a staging environment.
   */
  signingProxyAddress?: string;
  /**
   * Hard deadline of each request in ms, headers and body (default `DEFAULT_CONTENT_TIMEOUT_MS`): the request is
   * aborted then and fails with a `ContentDeliveryError` (a cached item is served instead when there is one).
   */
  timeout?: number;
  /**
   * Cache times and sizes, or false to always ask Content Delivery. `staleIfSlowMs`: with an expired item at hand,
   * wait at most this long for Content Delivery before serving it (default: wait for the answer or the timeout).
   */
  cache?: Partial<CacheTimes & Omit<CacheLimits, 'maxPendingMs'> & { staleIfSlowMs: number }> | false;
  /** Told when an expired item is served because Content Delivery failed (stale-if-error). */
  onStaleIfError?: (request: ContentRequest, error: unknown) => void;
  /** Clock for the cache (tests). */
  now?: () => number;
}

export interface RidgelineContentClient {
  getByKey<C extends ContentItem = ContentItem>(key: string): Promise<ContentResult<C>>;
  getById<C extends ContentItem = ContentItem>(id: string): Promise<ContentResult<C>>;
  /** Results in request order; misses go out in chunks of 12 through /content/fetch, in parallel. */
  getMany<C extends ContentItem = ContentItem>(requests: readonly ContentRequest[]): Promise<ContentResult<C>[]>;
  /**
   * The items every filter of the query matches, inlined with their whole depth, in the query's order; cached like
   * single items. Refuses a query without filters, or with a filter that is not a JSON pointer (a `TypeError`).
   */
  list<C extends ContentItem = ContentItem>(query: ContentListQuery): Promise<C[]>;
  /** A hierarchy node's children (their `_meta.hierarchy.parentId` is `parentId`), sorted, inlined, depth all. */
  children<C extends ContentItem = ContentItem>(
    parentId: string,
    sortBy?: ContentListQuery['sortBy'],
    limit?: number,
  ): Promise<C[]>;
  clearCache(): void;
  /**
   * Drops every cached answer built from any of `tags` (`rl-c-{id}`, `rl-k-{key}`: an item, or a page with the item
   * inlined in it; a not-found answer for the key or id) and forgets the loads in flight. Returns how many were dropped.
   * Any purge also drops every cached list: a newly published item may belong to any of them.
   */
  purge(tags: Iterable<string>): number;
}

/** Anything but "not found": HTTP status, network failure, malformed answer. */
export class ContentDeliveryError extends Error {
  override name = 'ContentDeliveryError';
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly request: ContentRequest | readonly ContentRequest[] | ContentListQuery,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

function describe(request: ContentRequest): string {
  return 'id' in request ? `id "${request.id}"` : `key "${request.key}"`;
}

/** A caller's mistake (no key, no filters): refused at once with what is missing, never sent to Content Delivery. */
function refuse(message: string): never {
  throw new TypeError(message);
}

function checkListQuery(query: ContentListQuery | undefined): ContentListQuery {
  if (!query || !Array.isArray(query.filterBy) || query.filterBy.length === 0)
    refuse('A content list needs a filters argument: at least one {path, value}.');
  if (query.filterBy.length > MAX_CONTENT_FILTERS)
    refuse(`A content list takes at most ${MAX_CONTENT_FILTERS} filters, not ${query.filterBy.length}.`);
  for (const filter of query.filterBy) {
    if (typeof filter?.path !== 'string' || !filter.path.startsWith('/'))
      refuse(`A content filter's path is a JSON pointer such as /_meta/schema, not ${JSON.stringify(filter?.path)}.`);
    if (!['string', 'number', 'boolean'].includes(typeof filter.value))
      refuse(`The content filter on ${filter.path} needs a string, number or boolean value.`);
  }
  if (query.sortBy && (typeof query.sortBy.key !== 'string' || query.sortBy.key === ''))
    refuse('A content list sorted by nothing: sortBy needs a key.');
  return query;
}

function isNotFound(error: unknown): boolean {
  const name = (error as { name?: unknown })?.name;
  const status = (error as { status?: unknown })?.status;
  return name === 'CONTENT_NOT_FOUND' || status === 404;
}

function toDeliveryError(
  error: unknown,
  request: ContentRequest | readonly ContentRequest[] | ContentListQuery,
): ContentDeliveryError {
  const status =
    typeof (error as { status?: unknown })?.status === 'number' ? (error as { status: number }).status : undefined;
  const what = Array.isArray(request)
    ? `${request.length} content items`
    : 'filterBy' in request
      ? `a content list (${request.filterBy.map((filter) => filter.path).join(', ')})`
      : describe(request as ContentRequest);
  const reason = status ? `HTTP ${status}` : error instanceof Error ? error.message : String(error);
  return new ContentDeliveryError(`Content Delivery failed for ${what}: ${reason}`, status, request, { cause: error });
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A plain JSON body, whether the SDK gave a ContentItem wrapper or raw JSON. An answer that is not a content item
 * (malformed JSON reaches the SDK as a string) is a failure, never an item.
 */
function bodyOf(value: unknown, request: ContentRequest | readonly ContentRequest[] | ContentListQuery): ContentItem {
  const wrapper = (isObject(value) ? value : {}) as { toJSON?: () => unknown; body?: unknown };
  let body: unknown;
  try {
    body = typeof wrapper.toJSON === 'function' ? wrapper.toJSON() : (wrapper.body ?? value);
  } catch {
    body = undefined; // the SDK's wrapper around no content throws from toJSON
  }
  if (!isObject(body) || !isObject(body._meta)) {
    throw new ContentDeliveryError(
      `Content Delivery gave a malformed answer for ${Array.isArray(request) ? `${request.length} content items` : 'filterBy' in request ? 'a content list' : describe(request as ContentRequest)}.`,
      undefined,
      request,
    );
  }
  return body as ContentItem;
}

/**
 * A Content Delivery 2 client over dc-delivery-sdk-js (`depth=all&format=inlined`), with typed
 * not-found results and an in-process stale-while-revalidate cache keyed by id/key, locale and
 * VSE. Cached items are shared between callers: treat them as read-only (prepareContent copies).
 */
export function createContentClient(options: ContentClientOptions): RidgelineContentClient {
  if (!options.hubName && !options.baseUrl && !options.stagingEnvironment) {
    throw new TypeError('createContentClient needs a hubName, a baseUrl or a stagingEnvironment.');
  }
  const timeoutMs = options.timeout && options.timeout > 0 ? options.timeout : DEFAULT_CONTENT_TIMEOUT_MS;
  const sdk = new ContentClient({
    // The SDK insists on a hub name even when baseUrl replaces the host it would build from it.
    hubName: options.hubName ?? 'ridgeline',
    baseUrl: options.baseUrl?.replace(/\/+$/, ''),
    locale: options.locale,
    stagingEnvironment: options.stagingEnvironment,
    ...(options.stagingEnvironment && options.signingProxyAddress
      ? { signingProxyAddress: options.signingProxyAddress.replace(/\/+$/, '') }
      : {}),
    adaptor: deadlineAdaptor(timeoutMs),
  });
  const settings =
    options.cache === false
      ? { freshMs: 0, staleMs: 0, staleIfErrorMs: 0, maxEntries: 1, missMaxEntries: 1 }
      : { ...DEFAULT_CONTENT_CACHE_TIMES, ...DEFAULT_CONTENT_CACHE_LIMITS, ...options.cache };
  const cache = new StaleWhileRevalidateCache<ContentResult>({
    ...settings,
    // A request never waits on a load that has outlived its own deadline (it would have been aborted by now).
    maxPendingMs: timeoutMs + 1_000,
    isMiss: (result) => result.status === 'not-found',
    ...(options.now ? { now: options.now } : {}),
  });
  const scope = `${options.locale ?? ''}|${options.stagingEnvironment ?? options.baseUrl ?? options.hubName}`;
  const cacheKey = (request: ContentRequest) =>
    ('id' in request ? `id:${request.id}` : `key:${request.key}`) + `|${scope}`;

  async function fetchOne(request: ContentRequest): Promise<ContentResult> {
    let item;
    try {
      item = 'id' in request ? await sdk.getContentItemById(request.id) : await sdk.getContentItemByKey(request.key);
    } catch (error) {
      if (isNotFound(error)) return { status: 'not-found', request };
      throw toDeliveryError(error, request);
    }
    return { status: 'found', item: bodyOf(item, request) };
  }

  async function fetchChunk(requests: readonly ContentRequest[]): Promise<ContentResult[]> {
    let answer;
    try {
      answer = await sdk.fetchContentItems({
        requests: requests.map((r) => ('id' in r ? { id: r.id } : { key: r.key })),
      });
    } catch (error) {
      throw toDeliveryError(error, requests);
    }
    const responses = Array.isArray(answer?.responses) ? answer.responses : [];
    if (responses.length !== requests.length) {
      throw new ContentDeliveryError(
        `Content Delivery answered ${responses.length} of ${requests.length} requests.`,
        undefined,
        requests,
      );
    }
    return responses.map((response, index): ContentResult => {
      const request = requests[index]!;
      if (isObject(response) && 'content' in response && response.content)
        return { status: 'found', item: bodyOf(response.content, request) };
      const error = (response as { error?: { type?: string } } | null)?.error;
      if (error?.type === 'CONTENT_NOT_FOUND') return { status: 'not-found', request };
      throw new ContentDeliveryError(
        `Content Delivery failed for ${describe(request)}: ${error?.type ?? 'no content'}`,
        undefined,
        request,
        { cause: error },
      );
    });
  }

  /** Starts loads for requests not already loading, batched into /content/fetch chunks. */
  function loadMany(requests: readonly ContentRequest[]): Promise<ContentResult>[] {
    const newcomers = new Map<string, ContentRequest>();
    for (const request of requests) {
      const key = cacheKey(request);
      if (!cache.isLoading(key)) newcomers.set(key, request);
    }
    const batch = [...newcomers.values()];
    const chunks: ContentRequest[][] = [];
    for (let start = 0; start < batch.length; start += FETCH_CHUNK_SIZE)
      chunks.push(batch.slice(start, start + FETCH_CHUNK_SIZE));
    const chunkResults = new Map<string, Promise<ContentResult>>();
    for (const chunk of chunks) {
      const chunkPromise = fetchChunk(chunk);
      chunk.forEach((request, index) => {
        const result = chunkPromise.then((results) => results[index]!);
        // Handled here so a result nobody ends up awaiting is not an unhandled rejection; callers still see it.
        result.catch(() => undefined);
        chunkResults.set(cacheKey(request), result);
      });
    }
    return requests.map((request) => {
      const key = cacheKey(request);
      return cache.loadOnce(key, () => chunkResults.get(key) ?? fetchOne(request));
    });
  }

  function refreshInBackground(load: () => Promise<unknown>): void {
    // A failed refresh keeps the stale entry; past the stale window a failed load serves it (stale-if-error).
    load().catch(() => undefined);
  }

  /** Lists live in a cache of their own, with the same times and limits; a list that failed is never cached. */
  const lists = new StaleWhileRevalidateCache<ContentItem[]>({
    ...settings,
    maxPendingMs: timeoutMs + 1_000,
    ...(options.now ? { now: options.now } : {}),
  });

  async function fetchList(query: ContentListQuery): Promise<ContentItem[]> {
    const limit = Math.max(1, Math.floor(query.limit ?? DEFAULT_CONTENT_LIST_LIMIT));
    const [first, ...rest] = query.filterBy;
    const items: ContentItem[] = [];
    let cursor: string | undefined;
    do {
      let request = rest.reduce((chain, f) => chain.filterBy(f.path, f.value), sdk.filterBy(first!.path, first!.value));
      if (query.sortBy) request = request.sortBy(query.sortBy.key, query.sortBy.order ?? 'ASC');
      let answer;
      try {
        answer = await request.page(Math.min(CONTENT_LIST_PAGE_SIZE, limit - items.length), cursor).request({
          depth: 'all',
          format: 'inlined',
          ...(options.locale ? { locale: options.locale } : {}),
        });
      } catch (error) {
        throw toDeliveryError(error, query);
      }
      const responses: unknown[] = Array.isArray(answer?.responses) ? answer.responses : [];
      for (const response of responses) items.push(bodyOf((response as { content?: unknown })?.content, query));
      cursor = responses.length > 0 ? answer.page?.nextCursor : undefined;
    } while (cursor && items.length < limit);
    return items.slice(0, limit);
  }

  async function getList(query: ContentListQuery): Promise<ContentItem[]> {
    const checked = checkListQuery(query);
    const key = `list:${JSON.stringify([checked.filterBy, checked.sortBy ?? null, checked.limit ?? null])}|${scope}`;
    const items = await lists.get(key, () => fetchList(checked));
    reportCacheTags(items.flatMap((item) => contentItemTags(item)));
    return items;
  }

  const staleIfError = (request: ContentRequest) => (error: unknown) => options.onStaleIfError?.(request, error);

  /** What a result was built from: the request (a key may be found later) and every item inside the answer. */
  const tagsOf = (result: ContentResult): string[] => {
    if (result.status === 'found') return contentItemTags(result.item);
    return ['id' in result.request ? contentIdTag(result.request.id) : contentKeyTag(result.request.key)];
  };
  const requestTag = (request: ContentRequest) =>
    'id' in request ? contentIdTag(request.id) : contentKeyTag(request.key);
  /** Tells the render running this request (if any) what its page is built from. */
  const reported = (request: ContentRequest, result: ContentResult): ContentResult => {
    reportCacheTags([requestTag(request), ...tagsOf(result)]);
    return result;
  };

  async function getOne(request: ContentRequest): Promise<ContentResult> {
    return reported(request, await cache.get(cacheKey(request), () => fetchOne(request), staleIfError(request)));
  }

  return {
    getByKey: (key) =>
      (typeof key === 'string' && key !== '' ? getOne({ key }) : refuse('getByKey needs a delivery key.')) as never,
    getById: (id) =>
      (typeof id === 'string' && id !== '' ? getOne({ id }) : refuse('getById needs a content item id.')) as never,
    list: (query) => getList(query) as Promise<never>,
    children: (parentId, sortBy, limit) =>
      (typeof parentId === 'string' && parentId !== ''
        ? getList({ filterBy: [{ path: HIERARCHY_PARENT_PATH, value: parentId }], sortBy, limit })
        : refuse('children needs a parent id.')) as never,
    purge(tags) {
      const purged = new Set(tags);
      if (purged.size === 0) return 0;
      cache.forgetLoads();
      lists.forgetLoads();
      lists.clear();
      if (purged.has(ALL_PAGES_TAG)) return cache.deleteWhere(() => true);
      return cache.deleteWhere((result) => tagsOf(result).some((tag) => purged.has(tag)));
    },
    async getMany(requests) {
      const results: (ContentResult | Promise<ContentResult>)[] = [];
      const toLoad: { index: number; request: ContentRequest; fallback?: ContentResult }[] = [];
      const stale: ContentRequest[] = [];
      requests.forEach((request, index) => {
        const hit = cache.lookup(cacheKey(request));
        if (hit.state === 'fresh' || hit.state === 'stale') results[index] = hit.value;
        else toLoad.push({ index, request, ...(hit.state === 'expired' ? { fallback: hit.value } : {}) });
        if (hit.state === 'stale') stale.push(request);
      });
      const loads = loadMany(toLoad.map((entry) => entry.request));
      toLoad.forEach((entry, position) => {
        const load = loads[position]!;
        const fallback = entry.fallback;
        results[entry.index] = fallback
          ? load.catch((error: unknown) => {
              staleIfError(entry.request)(error);
              return fallback;
            })
          : load;
      });
      if (stale.length > 0) refreshInBackground(() => Promise.all(loadMany(stale)));
      const answers = await Promise.all(results);
      answers.forEach((answer, index) => reported(requests[index]!, answer));
      return answers as never;
    },
    clearCache: () => {
      cache.clear();
      lists.clear();
    },
  };
}
