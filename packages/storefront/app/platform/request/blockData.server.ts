import { blockDataResponse as respond, type BlockDataSite } from '@ridgeline/renderer/server';
import { taggedResponse } from '@ridgeline/commerce/server';
import { envFrom } from '../env.server';
import { getConfig } from '../config.server';
import { NOT_FOUND_CACHE_CONTROL, prepareWithinBudget } from '../content.server';
import { getRegistry } from '../registry';
import { bodyProblem, crossSiteReason, crossSiteRefusal, readRequestBody } from '../requestGuards.server';
import { hubProblem } from '../preview/index.server';
import { createRequestContext, type RequestContext } from './context.server';

/** The storefront's guards and registry for the block-data endpoint (`blockDataResponse` of the renderer). */
function site(): BlockDataSite {
  const config = getConfig();
  return {
    hubProblem,
    hasLoader: (schema) => Boolean(getRegistry(config.diagnostics).get(schema)?.load),
    crossSiteRefusal: (request) => {
      const reason = crossSiteReason(request, { allowNonBrowser: true });
      return reason ? crossSiteRefusal(request, reason) : undefined;
    },
    readBody: async (request, limit, headers) => {
      try {
        return (await readRequestBody(request, limit)).toString('utf8');
      } catch (error) {
        const refused = bodyProblem(error, headers);
        if (refused) return refused;
        throw error;
      }
    },
    production: config.mode === 'production',
    notFoundCacheControl: NOT_FOUND_CACHE_CONTROL,
  };
}

/**
 * `/__ridgeline/block-data` (docs/behaviour/data-and-caching.md): a block's loader run on the server for one content
 * item, answered as `{ data }` (the rules: `blockDataResponse` of `@ridgeline/renderer/server`). Everything that
 * depends on who asks comes from the request context: its content client (public, preview, or a visualization's
 * `?vse=` of its hub), its render context (the toolkit's simulated groups on top) and its caching. A cacheable answer
 * carries the cache tags of what it was built from, as the pages do, so a purge of an item reaches it at the CDN.
 */
export function blockDataResponse(
  request: Request,
  context: RequestContext = createRequestContext(request),
): Promise<Response> {
  return taggedResponse(() => answer(request, context), envFrom());
}

function answer(request: Request, context: RequestContext): Promise<Response> {
  return respond(
    {
      request,
      preview: context.preview !== undefined,
      editorial: context.editorial,
      getById: async (id) => (await context.contentClient()).getById(id),
      cacheHeaders: () => context.cacheHeaders(),
      prepare: async (item) =>
        prepareWithinBudget(item, request.signal, (await context.renderContext()).context, {
          commerce: context.commerce.commerce,
        }),
    },
    site(),
  );
}
