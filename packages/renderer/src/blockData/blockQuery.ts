// Block data on the client: the pieces of a block's TanStack query that need no React (key, version, fetch).
// Browser-safe: the query function only calls the app's endpoint; loaders and their services stay on the server.
import { STATE_KEY } from '../contentModel';
import { contentHash } from '../prepare/contentHash';
import type { BlockDataSource, ContentItem, RenderContext } from '../types';

/** The required 900 s cache (docs/behaviour/data-and-caching.md#cache-lifetimes): loaded block data counts as fresh this long, then TanStack Query refetches it. */
export const BLOCK_DATA_STALE_TIME = 900_000;

/** First element of every block-data query key, e.g. for `queryClient.invalidateQueries({ queryKey: [BLOCK_DATA_QUERY] })`. */
export const BLOCK_DATA_QUERY = 'ridgeline-block-data';

export type BlockDataQueryKey = readonly [
  typeof BLOCK_DATA_QUERY,
  schema: string,
  deliveryId: string,
  version: string,
  locale: string,
  customerGroups: readonly string[],
];

const withoutState = (key: string, value: unknown) => (key === STATE_KEY ? undefined : value);

/** The item's content as JSON, without the renderer's state (`__ridgeline`, at any depth: it holds loader data). */
export function contentJson(content: ContentItem): string {
  return JSON.stringify(content, withoutState);
}

const versions = new WeakMap<object, string>();

/**
 * A hash of the content version (`contentHash` of the item's JSON without renderer state), once per content
 * object: loader data objects keep their identity across renders.
 */
export function contentVersion(content: ContentItem): string {
  let version = versions.get(content);
  if (version === undefined) {
    version = contentHash(contentJson(content));
    versions.set(content, version);
  }
  return version;
}

/** The customer groups as a key part: order carries no meaning for personalisation, so it is sorted. */
function groupsKey(groups: readonly string[]): string[] {
  return [...groups].sort();
}

/** schema + delivery id + content version + what loaders may depend on in the render context (locale, customer groups). */
export function blockDataQueryKey(
  schema: string,
  deliveryId: string | undefined,
  content: ContentItem,
  context: RenderContext,
): BlockDataQueryKey {
  return [
    BLOCK_DATA_QUERY,
    schema,
    deliveryId ?? '',
    contentVersion(content),
    context.locale,
    groupsKey(context.customerGroups),
  ];
}

/** Why a block-data request failed (an HTTP status, or a body that is not `{ data }`). */
export class BlockDataError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'BlockDataError';
  }
}

/** The request a block's query function sends: GET `{endpoint}?id&v&k`, or POST `{ content }` with `sendContent`. */
export function blockDataRequest(
  source: BlockDataSource,
  content: ContentItem,
  deliveryId: string | undefined,
  context: RenderContext,
): { url: string; init: RequestInit } {
  const params = new URLSearchParams();
  if (deliveryId) params.set('id', deliveryId);
  params.set('v', contentVersion(content));
  // Not read by the endpoint (it takes locale and groups from the request), but part of the URL so a shared
  // cache never answers one context with another's data.
  params.set('k', contentHash(`${context.locale}|${groupsKey(context.customerGroups).join('|')}`));
  const url = `${source.endpoint}${source.endpoint.includes('?') ? '&' : '?'}${params}`;
  if (source.sendContent) {
    return {
      url,
      init: {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: `{"content":${contentJson(content)}}`,
      },
    };
  }
  return { url, init: { method: 'GET', headers: { accept: 'application/json' } } };
}

/**
 * Fetches a block's data from the endpoint. TanStack Query keeps no `undefined` data, so a loader result that
 * is absent arrives as `null`. A non-2xx answer rejects (the query keeps its last good data).
 */
export async function fetchBlockData(
  source: BlockDataSource,
  content: ContentItem,
  deliveryId: string | undefined,
  context: RenderContext,
  signal?: AbortSignal,
): Promise<unknown> {
  const { url, init } = blockDataRequest(source, content, deliveryId, context);
  const fetchImpl = source.fetch ?? globalThis.fetch;
  const response = await fetchImpl(url, { ...init, ...(signal ? { signal } : {}) });
  if (!response.ok)
    throw new BlockDataError(`${init.method} ${source.endpoint} answered ${response.status}`, response.status);
  const body = (await response.json()) as unknown;
  if (body === null || typeof body !== 'object')
    throw new BlockDataError(`${init.method} ${source.endpoint} answered no { data } object`, response.status);
  return (body as { data?: unknown }).data ?? null;
}
