import { data } from 'react-router';
import { notFound, NO_STORE } from '../content.server';
import { preparePage } from '../page.server';
import { previewNotFound } from '../preview/index.server';
import { createRequestContext, type RequestContext } from './context.server';
import { pageCacheControl } from '../headers';
import { publicUrl } from '../config.server';
import { localizedHead } from '../seo';

/**
 * A page by delivery key: it must be of the expected page type; anything else is the not-found page (404). Everything
 * that depends on who asks comes from the request context: in preview the page comes from the staging environment
 * through a per-request client, renders in mode `preview`, and the response is `no-store` + `noindex`; otherwise the
 * public, cached path. The customer groups are the context's (toolkit, toolbar, default); a toolkit context is never
 * cached, and a page sent without some block's data (a loader past the render budget, or failed) is cached a minute.
 */
export async function loadPageByKey(
  key: string,
  expectedSchema: string,
  request: Request,
  context: RequestContext = createRequestContext(request),
) {
  // The toolkit's shopper context is read while the content loads, so the two waits do not add up.
  const rendering = context.renderContext();
  const client = await context.contentClient();
  const result = await client.getByKey(key);
  if (result.status !== 'found' || result.item._meta?.schema !== expectedSchema) {
    throw context.preview ? previewNotFound() : notFound();
  }
  const { page: prepared, incomplete } = await preparePage(result.item, request.signal, (await rendering).context, {
    commerce: context.commerce.commerce,
  });
  const page = { ...prepared, head: localizedHead(prepared.head, publicUrl(request), context.locale.id) };
  const headers: Record<string, string> = await context.cacheHeaders(incomplete);
  // A page of which nothing renders is never cached (a blank page for 900 s): see lib/headers.ts.
  return data(page, {
    headers: { ...headers, 'Cache-Control': pageCacheControl(page.content, headers['Cache-Control'] ?? NO_STORE) },
  });
}
