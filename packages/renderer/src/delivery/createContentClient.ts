import { ContentClient } from 'dc-delivery-sdk-js';
import type { ContentItem } from '../types';
import { StaleWhileRevalidateCache, type CacheTimes } from './staleWhileRevalidateCache';

/** Content Delivery's /content/fetch takes at most 12 requests per call. */
export const FETCH_CHUNK_SIZE = 12;

/**
 * Content queries are cached "10 min / 5 min" (docs/behaviour/data-and-caching.md#content-queries): fresh for 5 minutes, then served stale
 * (refreshing in the background) for 5 more, gone after 10.
 */
export const DEFAULT_CONTENT_CACHE_TIMES: CacheTimes = { freshMs: 5 * 60_000, staleMs: 5 * 60_000 };

export type ContentRequest = { id: string } | { key: string };

export type ContentResult<C extends ContentItem = ContentItem> =
  | { status: 'found'; item: C }
  | { status: 'not-found'; request: ContentRequest };

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
  /** Request timeout in ms (0 = none). */
  timeout?: number;
  /** Cache times, or false to always ask Content Delivery. */
  cache?: Partial<CacheTimes> | false;
  /** Clock for the cache (tests). */
  now?: () => number;
}

export interface RidgelineContentClient {
  getByKey<C extends ContentItem = ContentItem>(key: string): Promise<ContentResult<C>>;
  getById<C extends ContentItem = ContentItem>(id: string): Promise<ContentResult<C>>;
  /** Results in request order; misses go out in chunks of 12 through /content/fetch, in parallel. */
  getMany<C extends ContentItem = ContentItem>(requests: readonly ContentRequest[]): Promise<ContentResult<C>[]>;
  clearCache(): void;
}

/** Anything but "not found": HTTP status, network failure, malformed answer. */
export class ContentDeliveryError extends Error {
  override name = 'ContentDeliveryError';
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly request: ContentRequest | readonly ContentRequest[],
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

function describe(request: ContentRequest): string {
  return 'id' in request ? `id "${request.id}"` : `key "${request.key}"`;
}

function isNotFound(error: unknown): boolean {
  const name = (error as { name?: unknown })?.name;
  const status = (error as { status?: unknown })?.status;
  return name === 'CONTENT_NOT_FOUND' || status === 404;
}

function toDeliveryError(error: unknown, request: ContentRequest | readonly ContentRequest[]): ContentDeliveryError {
  const status = typeof (error as { status?: unknown })?.status === 'number' ? (error as { status: number }).status : undefined;
  const what = Array.isArray(request) ? `${request.length} content items` : describe(request as ContentRequest);
  const reason = status ? `HTTP ${status}` : error instanceof Error ? error.message : String(error);
  return new ContentDeliveryError(`Content Delivery failed for ${what}: ${reason}`, status, request, { cause: error });
}

/** A plain JSON body, whether the SDK gave a ContentItem wrapper or raw JSON. */
function bodyOf(value: unknown): ContentItem {
  const wrapper = value as { toJSON?: () => unknown; body?: unknown };
  return (typeof wrapper.toJSON === 'function' ? wrapper.toJSON() : (wrapper.body ?? value)) as ContentItem;
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
  const sdk = new ContentClient({
    // The SDK insists on a hub name even when baseUrl replaces the host it would build from it.
    hubName: options.hubName ?? 'ridgeline',
    baseUrl: options.baseUrl?.replace(/\/+$/, ''),
    locale: options.locale,
    stagingEnvironment: options.stagingEnvironment,
    ...(options.stagingEnvironment && options.signingProxyAddress
      ? { signingProxyAddress: options.signingProxyAddress.replace(/\/+$/, '') }
      : {}),
    timeout: options.timeout,
  });
  const times = options.cache === false ? { freshMs: 0, staleMs: 0 } : { ...DEFAULT_CONTENT_CACHE_TIMES, ...options.cache };
  const cache = new StaleWhileRevalidateCache<ContentResult>(times, options.now);
  const scope = `${options.locale ?? ''}|${options.stagingEnvironment ?? options.baseUrl ?? options.hubName}`;
  const cacheKey = (request: ContentRequest) => ('id' in request ? `id:${request.id}` : `key:${request.key}`) + `|${scope}`;

  async function fetchOne(request: ContentRequest): Promise<ContentResult> {
    try {
      const item = 'id' in request ? await sdk.getContentItemById(request.id) : await sdk.getContentItemByKey(request.key);
      return { status: 'found', item: bodyOf(item) };
    } catch (error) {
      if (isNotFound(error)) return { status: 'not-found', request };
      throw toDeliveryError(error, request);
    }
  }

  async function fetchChunk(requests: readonly ContentRequest[]): Promise<ContentResult[]> {
    let answer;
    try {
      answer = await sdk.fetchContentItems({ requests: requests.map((r) => ('id' in r ? { id: r.id } : { key: r.key })) });
    } catch (error) {
      throw toDeliveryError(error, requests);
    }
    const responses = Array.isArray(answer?.responses) ? answer.responses : [];
    if (responses.length !== requests.length) {
      throw new ContentDeliveryError(`Content Delivery answered ${responses.length} of ${requests.length} requests.`, undefined, requests);
    }
    return responses.map((response, index): ContentResult => {
      const request = requests[index]!;
      if ('content' in response && response.content) return { status: 'found', item: bodyOf(response.content) };
      const error = (response as { error?: { type?: string } }).error;
      if (error?.type === 'CONTENT_NOT_FOUND') return { status: 'not-found', request };
      throw new ContentDeliveryError(`Content Delivery failed for ${describe(request)}: ${error?.type ?? 'no content'}`, undefined, request, { cause: error });
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
    for (let start = 0; start < batch.length; start += FETCH_CHUNK_SIZE) chunks.push(batch.slice(start, start + FETCH_CHUNK_SIZE));
    const chunkResults = new Map<string, Promise<ContentResult>>();
    for (const chunk of chunks) {
      const chunkPromise = fetchChunk(chunk);
      chunk.forEach((request, index) => chunkResults.set(cacheKey(request), chunkPromise.then((results) => results[index]!)));
    }
    return requests.map((request) => {
      const key = cacheKey(request);
      return cache.loadOnce(key, () => chunkResults.get(key)!);
    });
  }

  function refreshInBackground(load: () => Promise<unknown>): void {
    // A failed refresh keeps the stale entry; the next request after it expires will surface the error.
    load().catch(() => undefined);
  }

  async function getOne(request: ContentRequest): Promise<ContentResult> {
    const key = cacheKey(request);
    const hit = cache.lookup(key);
    if (hit.state === 'fresh') return hit.value;
    if (hit.state === 'stale') {
      if (!cache.isLoading(key)) refreshInBackground(() => cache.loadOnce(key, () => fetchOne(request)));
      return hit.value;
    }
    return cache.loadOnce(key, () => fetchOne(request));
  }

  return {
    getByKey: (key) => getOne({ key }) as Promise<never>,
    getById: (id) => getOne({ id }) as Promise<never>,
    async getMany(requests) {
      const results: (ContentResult | Promise<ContentResult>)[] = [];
      const missing: { index: number; request: ContentRequest }[] = [];
      const stale: ContentRequest[] = [];
      requests.forEach((request, index) => {
        const hit = cache.lookup(cacheKey(request));
        if (hit.state === 'missing') missing.push({ index, request });
        else results[index] = hit.value;
        if (hit.state === 'stale') stale.push(request);
      });
      const loads = loadMany(missing.map((entry) => entry.request));
      missing.forEach((entry, position) => {
        results[entry.index] = loads[position]!;
      });
      if (stale.length > 0) refreshInBackground(() => Promise.all(loadMany(stale)));
      return (await Promise.all(results)) as never;
    },
    clearCache: () => cache.clear(),
  };
}
