// The block-data endpoint's answer on the server: which item, checked how, prepared how, cached how. The app hands in
// what is its own (the request's content client and render context, its body and cross-site guards, its registry).
import { stateOf } from '../contentModel';
import type { ContentResult } from '../delivery/createContentClient';
import type { Preparation } from '../prepare/prepareWithinBudget';
import { CONTENT_ID, PREVIEW_HEADERS } from '../preview/resolvePreview';
import type { ContentItem } from '../types';

/** A posted model larger than this is refused (413): a content item with its inlined children is a few KB. */
export const MAX_POSTED_CONTENT_BYTES = 256 * 1024;

type Headers = Record<string, string>;

/** What the endpoint needs of the request it answers (the storefront's request context). */
export interface BlockDataRequest {
  request: Request;
  /** a configured staging environment is accepted for this request: only then may a model be posted */
  preview: boolean;
  /** preview or visualization: answers are `no-store` + `noindex` */
  editorial: boolean;
  /** the item by delivery id, through the request's content client (preview, visualization or the shared one) */
  getById(id: string): Promise<ContentResult>;
  /** the response's caching headers, as the request's pages get them */
  cacheHeaders(): Promise<Headers>;
  /** the item prepared (validation, personalisation, loaders) under the request's render context and budget */
  prepare(item: ContentItem): Promise<Preparation>;
}

/** What the endpoint needs of the site: its guards, its registry and its caching of a miss. */
export interface BlockDataSite {
  /** why a hub an editor's request names is refused, or undefined when this storefront serves it */
  hubProblem(hub: string): string | undefined;
  /** a schema is a block with a loader */
  hasLoader(schema: string): boolean;
  /** a refusal when a POST comes from another site's page (403), else undefined */
  crossSiteRefusal(request: Request): Response | undefined;
  /** the posted body as text (read up to `limit` bytes), or the refusal of one too large or unreadable (413, 400) */
  readBody(request: Request, limit: number, headers: Headers): Promise<string | Response>;
  /** a production server names no loader's failure to the browser */
  production: boolean;
  /** `Cache-Control` of an item that is not there (found in no hub, or no block with data) */
  notFoundCacheControl: string;
}

function json(status: number, body: unknown, headers: Headers): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

/** An answer that is not data (bad request, not found, failure): never cached for long, never indexed when preview. */
function problem(status: number, message: string, headers: Headers = { 'Cache-Control': 'no-store' }): Response {
  return json(status, { message }, headers);
}

async function readPostedContent(request: Request, site: BlockDataSite): Promise<ContentItem | Response> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type))
    return problem(415, 'Post the model as application/json: { "content": { … } }.', { ...PREVIEW_HEADERS });
  const text = await site.readBody(request, MAX_POSTED_CONTENT_BYTES, { ...PREVIEW_HEADERS });
  if (text instanceof Response) return text;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return problem(400, 'The body is not JSON.', { ...PREVIEW_HEADERS });
  }
  const content = (body as { content?: unknown } | null)?.content as ContentItem | undefined;
  if (!content || typeof content !== 'object' || typeof content._meta?.schema !== 'string') {
    return problem(400, 'The body must be { "content": a content item with _meta.schema }.', { ...PREVIEW_HEADERS });
  }
  return content;
}

/**
 * `/__ridgeline/block-data`: runs a block's loader on the server for one content item and answers `{ data }`, for the
 * renderer's TanStack queries in the browser (refetch when stale, or for a model the browser has no data for).
 *
 * - GET `?id={delivery id}` (a UUID, else 400): the item through the request's content client and render context
 *   (public, preview or a visualization's, as its pages get them). Unknown id → 404.
 * - POST `{ content }` (only with a configured staging environment, else 403): the posted model instead of the saved
 *   item (live visualization edits, not saved yet). Validated and prepared exactly like delivered content.
 * - `hub` must be one this storefront serves (`hubProblem`), else 400. A POST must come from this site's pages when
 *   a browser says where it comes from (403) and be at most `MAX_POSTED_CONTENT_BYTES`, checked while reading (413).
 * - The item must be a block with a loader (else 404). Its loader failing → 502 without data; still running when the
 *   render budget runs out → 504 without data.
 * - `Cache-Control`: the request's (`cacheHeaders`); errors `no-store`; preview and visualization `no-store` +
 *   `X-Robots-Tag: noindex, nofollow`. `v` and `k` (content version and context hashes) only key shared caches.
 */
export async function blockDataResponse(context: BlockDataRequest, site: BlockDataSite): Promise<Response> {
  const { request, editorial } = context;
  const method = request.method.toUpperCase();
  if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
    return problem(405, 'Use GET (by id) or POST (a model, in preview).', {
      'Cache-Control': 'no-store',
      Allow: 'GET, HEAD, POST',
    });
  }
  const url = new URL(request.url);
  const id = url.searchParams.get('id');
  const hub = url.searchParams.get('hub');
  const badHub = hub === null ? undefined : site.hubProblem(hub);
  if (badHub) return problem(400, badHub);
  if ((method !== 'POST' || id !== null) && !CONTENT_ID.test(id ?? '')) {
    return problem(400, `The id must be a content item's delivery id (a UUID); got "${(id ?? '').slice(0, 64)}".`);
  }
  const missing = editorial ? { ...PREVIEW_HEADERS } : { 'Cache-Control': site.notFoundCacheControl };

  let item: ContentItem;
  if (method === 'POST') {
    const refused = site.crossSiteRefusal(request);
    if (refused) return refused;
    if (!context.preview) return problem(403, 'Posting a model needs a configured staging environment (vse).');
    const posted = await readPostedContent(request, site);
    if (posted instanceof Response) return posted;
    item = posted;
  } else {
    const result = await context.getById(id!);
    if (result.status !== 'found') return problem(404, 'No content item has this id.', missing);
    item = result.item;
  }

  const schema = item._meta?.schema;
  if (typeof schema !== 'string' || !site.hasLoader(schema))
    return problem(404, 'This item is not a block with data.', missing);

  // The same render context and caching as the page routes give this request.
  const headers = await context.cacheHeaders();
  const failed = editorial ? { ...PREVIEW_HEADERS } : { 'Cache-Control': 'no-store' };
  const { content: prepared, overBudget } = await context.prepare(item);
  if (overBudget.length > 0) {
    // The loader outlasted the render budget (logged once): no data to give, and nothing to cache.
    return json(504, { message: "The block's data took too long to load." }, failed);
  }
  const state = stateOf(prepared);
  if (state?.status !== 'ok') {
    // prepareContent has logged the failure (one structured line); the browser keeps the data it has.
    const message = site.production
      ? "The block's data could not be loaded."
      : (state?.failure.message ?? 'Not prepared.');
    return json(502, { message, kind: state?.failure.kind }, failed);
  }
  return json(200, { data: state.data ?? null }, headers);
}
