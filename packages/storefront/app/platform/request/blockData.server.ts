import type { ContentItem } from '@ridgeline/renderer';
import { stateOf } from '@ridgeline/renderer/server';
import { getConfig } from '../config.server';
import { NO_STORE, NOT_FOUND_CACHE_CONTROL, prepareWithinBudget } from '../content.server';
import { getRegistry } from '../registry';
import { bodyProblem, crossSiteReason, crossSiteRefusal, readRequestBody } from '../requestGuards.server';
import { PREVIEW_HEADERS } from '../preview/index.server';
import { createRequestContext, type RequestContext } from './context.server';
import { CONTENT_ID, hubProblem } from '../preview/index.server';

/** A posted model larger than this is refused (413): a content item with its inlined children is a few KB. */
export const MAX_POSTED_CONTENT_BYTES = 256 * 1024;

type Headers = Record<string, string>;

function json(status: number, body: unknown, headers: Headers): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

/** An answer that is not data (bad request, not found, failure): never cached for long, never indexed when preview. */
function problem(status: number, message: string, headers: Headers = { 'Cache-Control': NO_STORE }): Response {
  return json(status, { message }, headers);
}

async function readPostedContent(request: Request): Promise<ContentItem | Response> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type))
    return problem(415, 'Post the model as application/json: { "content": { … } }.', { ...PREVIEW_HEADERS });
  let text: string;
  try {
    text = (await readRequestBody(request, MAX_POSTED_CONTENT_BYTES)).toString('utf8');
  } catch (error) {
    const refused = bodyProblem(error, { ...PREVIEW_HEADERS });
    if (refused) return refused;
    throw error;
  }
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
 * - GET `?id={delivery id}` (a UUID, else 400): the item through the same content client and the same render context
 *   as the page routes: public (shared SWR cache; `CUSTOMER_GROUPS`), or preview when the request names a configured staging environment (`vse`/`pagevse` query or cookie, validated by
 *   `resolvePreview`, through the request context). With `hub` it is a visualization's request: `?vse=` only (of that hub), no cookie, like
 *   `/visualization`. The merchandiser toolkit's simulated groups apply on top, as on pages. Unknown id → 404.
 * - POST `{ content }` (only with a configured staging environment, else 403): the posted model instead of the saved
 *   item (live visualization edits, not saved yet). Validated and prepared exactly like delivered content.
 * - `hub` must be one this storefront serves (`hubProblem`), else 400. A POST must come from this site's pages when
 *   a browser says where it comes from (403) and be at most `MAX_POSTED_CONTENT_BYTES`, checked while reading (413).
 * - The item must be a block with a loader (else 404). Its loader failing → 502 without data; still running when the
 *   render budget runs out → 504 without data.
 * - `Cache-Control`: public data as the pages (`s-maxage=900` + `stale-while-revalidate=900`); the toolkit's simulated
 *   context `no-store`; preview and visualization `no-store` + `X-Robots-Tag: noindex, nofollow`. `v` and `k` (the
 *   renderer's content version and context hashes) are not read: they only key shared caches.
 */
export async function blockDataResponse(
  request: Request,
  context: RequestContext = createRequestContext(request),
): Promise<Response> {
  const method = request.method.toUpperCase();
  if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
    return problem(405, 'Use GET (by id) or POST (a model, in preview).', {
      'Cache-Control': NO_STORE,
      Allow: 'GET, HEAD, POST',
    });
  }
  const url = new URL(request.url);
  const id = url.searchParams.get('id');
  const hub = url.searchParams.get('hub');
  const badHub = hub === null ? undefined : hubProblem(hub);
  if (badHub) return problem(400, badHub);
  if ((method !== 'POST' || id !== null) && !CONTENT_ID.test(id ?? '')) {
    return problem(400, `The id must be a content item's delivery id (a UUID); got "${(id ?? '').slice(0, 64)}".`);
  }
  const { preview, editorial } = context;

  let item: ContentItem;
  if (method === 'POST') {
    const crossSite = crossSiteReason(request, { allowNonBrowser: true });
    if (crossSite) return crossSiteRefusal(request, crossSite);
    if (!preview) return problem(403, 'Posting a model needs a configured staging environment (vse).');
    const posted = await readPostedContent(request);
    if (posted instanceof Response) return posted;
    item = posted;
  } else {
    const client = await context.contentClient();
    const result = await client.getById<ContentItem>(id!);
    if (result.status !== 'found') {
      return problem(
        404,
        'No content item has this id.',
        editorial ? { ...PREVIEW_HEADERS } : { 'Cache-Control': NOT_FOUND_CACHE_CONTROL },
      );
    }
    item = result.item;
  }

  const config = getConfig();
  const schema = item._meta?.schema;
  if (typeof schema !== 'string' || !getRegistry(config.diagnostics).get(schema)?.load) {
    return problem(
      404,
      'This item is not a block with data.',
      editorial ? { ...PREVIEW_HEADERS } : { 'Cache-Control': NOT_FOUND_CACHE_CONTROL },
    );
  }

  // The same render context and caching as the page routes give this request (the request context's).
  const { context: rendering } = await context.renderContext();
  const headers: Headers = await context.cacheHeaders();
  const { content: prepared, overBudget } = await prepareWithinBudget(item, request.signal, rendering, {
    commerce: context.commerce.commerce,
  });
  if (overBudget.length > 0) {
    // The loader outlasted the render budget (logged once): no data to give, and nothing to cache.
    return json(
      504,
      { message: "The block's data took too long to load." },
      editorial ? { ...PREVIEW_HEADERS } : { 'Cache-Control': NO_STORE },
    );
  }
  const state = stateOf(prepared);
  if (state?.status !== 'ok') {
    // prepareContent has logged the failure (one structured line); the browser keeps the data it has.
    const message =
      config.mode === 'production'
        ? "The block's data could not be loaded."
        : (state?.failure.message ?? 'Not prepared.');
    return json(
      502,
      { message, kind: state?.failure.kind },
      editorial ? { ...PREVIEW_HEADERS } : { 'Cache-Control': NO_STORE },
    );
  }
  return json(200, { data: state.data ?? null }, headers);
}
