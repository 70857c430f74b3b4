import { relatedLinkDomains, type CommerceService } from '@ridgeline/commerce';
import type { ContentItem, PreparedContent, RenderContext } from '@ridgeline/renderer';
import { blockLabelsOf } from './i18n/blockLabels';
import { intlFor } from './i18n/catalogs.server';
import {
  createContentClient,
  prepareWithinBudget as prepareWithBudget,
  type ContentRequest,
  type Preparation,
  type RidgelineContentClient,
} from '@ridgeline/renderer/server';
import { getConfig } from './config.server';
import { getEnv } from './env.server';
import { DEFAULT_LOCALE, type ShopLocale } from './urls';
import { getRegistry } from './registry';
import { getValidator } from './schemas.server';
import { cappedByBudget, CONTENT_TIMEOUT_MS, staleIfSlowMs } from './upstream.server';
import { rateLimitedLog, type RateLimitedLog } from './rateLimitedLog.server';
import { log as serverLog, messageOf, rendererLogger } from './log.server';

type ContentClient = RidgelineContentClient;
export type { PreparedContent, Preparation };

/** A Content Delivery request's deadline here: `CONTENT_TIMEOUT_MS`, capped at the render budget. */
export function contentTimeoutMs(): number {
  return cappedByBudget(CONTENT_TIMEOUT_MS, getConfig().renderBudgetMs);
}

/** While Content Delivery is down every request would repeat the same line: one per item per minute is enough. */
export const STALE_SERVED_LOG_INTERVAL_MS = 60_000;
const staleServedLog = rateLimitedLog(STALE_SERVED_LOG_INTERVAL_MS);

/**
 * A line when Content Delivery failed and a cached (expired) item was served instead: at most one per hub and item per
 * `STALE_SERVED_LOG_INTERVAL_MS`; the next one says how many were held back (`suppressed`).
 */
export function logStaleServed(hubName: string, log: RateLimitedLog = staleServedLog) {
  return (request: ContentRequest, error: unknown) => {
    const suppressed = log.admit(`${hubName}\n${'id' in request ? `id:${request.id}` : `key:${request.key}`}`);
    if (suppressed === undefined) return;
    serverLog.warn(
      { event: 'content-stale-served', hub: hubName, ...request, ...(suppressed > 0 ? { suppressed } : {}) },
      messageOf(error),
    );
  };
}

/** The content clients of one app (its app context): each holds its cache, so two apps never share one. */
export interface ContentClients {
  /**
   * The client of a locale (and hub: the configured one by default), made on first use and then kept: it holds the
   * cache (stale-while-revalidate, then stale-if-error and stale-if-slow). Content Delivery is asked in `locale`, so
   * localized fields come back in it.
   */
  forLocale(locale?: string, hubName?: string): ContentClient;
  /** Drops every cached answer built from what `tags` name, in every hub and locale; how many. */
  purge(tags: readonly string[]): number;
}

/** An app's content clients (`createAppContext` makes them once, and a publish purges them). */
export function createContentClients(): ContentClients {
  const clients = new Map<string, ContentClient>();
  return {
    forLocale(locale = getConfig().locale, hubName = getConfig().hubName) {
      const config = getConfig();
      // The address too: the configuration is read again when the environment changes (tests), never in production.
      const key = `${config.baseUrl ?? ''}|${hubName}|${locale}`;
      let client = clients.get(key);
      if (!client) {
        client = createContentClient({
          hubName,
          ...(config.baseUrl ? { baseUrl: config.baseUrl } : {}),
          locale,
          timeout: contentTimeoutMs(),
          cache: { staleIfSlowMs: staleIfSlowMs(contentTimeoutMs()) },
          onStaleIfError: logStaleServed(hubName),
        });
        clients.set(key, client);
      }
      return client;
    },
    purge: (tags) => [...clients.values()].reduce((dropped, client) => dropped + client.purge(tags), 0),
  };
}

/**
 * The render context every block sees (serialised to the browser with the prepared tree), in the request's shop
 * locale (the default locale without one): blocks format prices in its currency and take the words of the parts they
 * render (`labels`: product tiles and carousels) in its language.
 */
export function renderContext(locale: ShopLocale = DEFAULT_LOCALE): RenderContext {
  const config = getConfig();
  const labels = blockLabelsFor(locale.id);
  return {
    mode: config.mode,
    locale: locale.id,
    currency: locale.currency,
    customerGroups: config.customerGroups,
    siteOrigin: config.publicOrigin,
    relatedLinkDomains: relatedLinkDomains(getEnv().RELATED_LINK_DOMAINS),
    ...(config.mediaHost ? { mediaHost: config.mediaHost } : {}),
    ...(config.imagePreset ? { imagePreset: config.imagePreset } : {}),
    ...(labels ? { labels } : {}),
  };
}

const blockLabelsByLocale = new Map<string, RenderContext['labels']>();

/** The words of the parts blocks render, in the locale (none in English); formatted once per locale. */
function blockLabelsFor(localeId: string): RenderContext['labels'] {
  if (!blockLabelsByLocale.has(localeId)) blockLabelsByLocale.set(localeId, blockLabelsOf(intlFor(localeId)));
  return blockLabelsByLocale.get(localeId);
}

/**
 * Validation, personalisation, sanitizing and every block loader, on the server, before render, each loader held to
 * the render budget (`RENDER_BUDGET_MS`). `context` defaults to the public render context (preview passes its own:
 * mode `preview`, simulated customer groups).
 */
/**
 * What block loaders reach through `ctx.services`: the commerce service (product carousels) in the page's locale. The
 * request layer passes its request context's clients (`requestContextOf(args).commerce.commerce`); `lib/` never
 * makes clients of its own.
 */
export interface BlockServices {
  commerce: CommerceService;
}

export function prepareWithinBudget(
  item: ContentItem,
  signal: AbortSignal | undefined,
  context: RenderContext,
  services: BlockServices,
): Promise<Preparation> {
  const config = getConfig();
  return prepareWithBudget(item, {
    registry: getRegistry(config.diagnostics),
    budgetMs: config.renderBudgetMs,
    onOverBudget: (block) =>
      serverLog.warn({ event: 'block-loader-over-budget', ...block, budgetMs: config.renderBudgetMs }),
    validator: getValidator(),
    context,
    // Block loaders (product carousels) reach commerce data through `ctx.services.commerce`, in the page's locale.
    services: { ...services },
    ...(signal ? { signal } : {}),
    logger: rendererLogger,
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
/** A page sent without some block's data (a loader past the render budget, or failed): the CDN keeps it a minute, not 15. */
export const DEGRADED_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';
export const NO_STORE = 'no-store';
