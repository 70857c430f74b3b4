import type { ContentItem, PreparedContent, RenderContext } from '@ridgeline/renderer';
import { consoleLogger, createContentClient, prepareContent, type RidgelineContentClient } from '@ridgeline/renderer/server';
import { getConfig } from './config.server';
import { getCommerce } from './commerce/commerce.server';
import { getRegistry } from './registry';
import { getValidator } from './schemas.server';

type ContentClient = RidgelineContentClient;
export type { PreparedContent };

const clients = new Map<string, ContentClient>();
const MAX_CLIENTS = 8;
/** A Content Delivery request that takes longer fails (the page shows the error page rather than hanging). */
const CONTENT_TIMEOUT_MS = 10_000;

/** One content client per hub (it holds the stale-while-revalidate cache), created on first use. */
export function getContentClient(hubName = getConfig().hubName): ContentClient {
  let client = clients.get(hubName);
  if (!client) {
    const config = getConfig();
    client = createContentClient({
      hubName,
      ...(config.baseUrl ? { baseUrl: config.baseUrl } : {}),
      locale: config.locale,
      timeout: CONTENT_TIMEOUT_MS,
    });
    if (clients.size >= MAX_CLIENTS) {
      const oldest = clients.keys().next().value;
      if (oldest !== undefined) clients.delete(oldest);
    }
    clients.set(hubName, client);
  }
  return client;
}

/** The render context every block sees (serialised to the browser with the prepared tree). */
export function renderContext(): RenderContext {
  const config = getConfig();
  return {
    mode: config.mode,
    locale: config.locale,
    customerGroups: config.customerGroups,
    ...(config.mediaHost ? { mediaHost: config.mediaHost } : {}),
  };
}

/**
 * Validation, personalisation, sanitizing and every block loader, on the server, before render. `context` defaults
 * to the public render context (preview passes its own: mode `preview`, simulated customer groups).
 */
export async function prepare(item: ContentItem, signal?: AbortSignal, context: RenderContext = renderContext()): Promise<PreparedContent> {
  const config = getConfig();
  return prepareContent(item, {
    registry: getRegistry(config.diagnostics),
    validator: getValidator(),
    context,
    // Block loaders (product carousels) reach commerce data through `ctx.services.commerce`.
    services: { commerce: getCommerce() },
    ...(signal ? { signal } : {}),
    logger: consoleLogger,
  });
}

/** A not-found page response; the root ErrorBoundary renders the not-found page. Cached briefly only. */
export function notFound(): Response {
  return new Response('Not Found', {
    status: 404,
    statusText: 'Not Found',
    headers: { 'Cache-Control': NOT_FOUND_CACHE_CONTROL },
  });
}

/** Cache times (docs/behaviour/data-and-caching.md#cache-lifetimes): 900 s fresh at the CDN, 900 s stale-while-revalidate. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=900, stale-while-revalidate=900';
export const NOT_FOUND_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';
export const NO_STORE = 'no-store';
