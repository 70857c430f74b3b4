import { PassThrough } from 'node:stream';
import {
  createRenderCacheMiddleware as createPlatformRenderCacheMiddleware,
  type RenderCacheMiddlewareOptions,
} from './platform/request/renderCache.server';
import { RENDER_CACHE_PAGES } from './renderCachePages';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { isRouteErrorResponse, ServerRouter, type EntryContext } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { IslandsContext } from '@ridgeline/renderer';
import { createServerIslands, isSharedCacheable, replaceNonceWithHashes } from '@ridgeline/renderer/server';
import { IslandsDocumentContext } from './platform/document';
import { documentKindFor, islandsDocumentFor } from './platform/document.server';
import { setUrlStyle } from './platform/urls';
import { readUrlStyle } from './platform/urlStyle.server';
import { checkConfig as checkEnv, getEnv, type StorefrontEnv } from './platform/env.server';
import { checkSessionConfig } from './platform/commerce/shopperSession.server';

// Every URL the server builds follows URL_LOCALE_IN / URL_SHOW_DEFAULTS; a bad value stops the start, named.
setUrlStyle(readUrlStyle());
import { islandProviders } from './islands/providers';
import { createEmotionCache } from './platform/emotion';
import { createQueryClient } from './platform/queryClient';
import { criticalStyleTag, injectIntoHead } from './platform/critical-css';
import type { RootData } from './root';
import { ShopIntlProvider } from './platform/i18n/intl';
import { log, messageOf } from './platform/log.server';
import { NonceContext } from './platform/nonce';
import {
  contentSecurityPolicy,
  createNonce,
  documentSecurityHeaders,
  getSecurityConfig,
} from './platform/securityHeaders.server';
import { getPreviewConfig, stagingImageSources } from './platform/preview/index.server';

/** For `server.mjs` (plain JavaScript): trusted proxies and the headers of every response, from the same module. */
export { installServerSecurity } from './platform/securityHeaders.server';

/**
 * For `server.mjs`: the one logger, the request id (`X-Request-Id`, carried on every line of the request) and the
 * access log (app/platform/log.server.ts).
 */
export { accessLogMiddleware, log, requestIdMiddleware } from './platform/log.server';

/**
 * The production server (`server.mjs`) takes its render cache from the server build (`build.entry.module`), so it runs
 * the app's own key and configuration (README, "Render cache").
 */
export function createRenderCacheMiddleware(options: Omit<RenderCacheMiddlewareOptions, 'pages'>) {
  return createPlatformRenderCacheMiddleware({ ...options, pages: RENDER_CACHE_PAGES });
}

/**
 * For `server.mjs`: the app context (`createAppContext`, made once when the server starts: the commerce clients per
 * locale and the one guest session) and React Router's load context (`getLoadContext(req, app)`, a
 * `RouterContextProvider` as `future.v8_middleware` requires) carrying it and the shopper's address (`req.ip` under
 * TRUSTED_PROXIES, for the account limits and SLAS's `X-Forwarded-For`).
 */
export { getLoadContext } from './platform/request/appContext.server';
export { createAppContext } from './appFeatures.server';

/** For `server.mjs`: `/healthz`, `/readyz`, the request metrics and the metrics listener (docs/deploying.md). */
export { installOperations } from './platform/ops/operations.server';

/**
 * For `server.mjs`, before it listens: every setting read and checked once (app/platform/env.server.ts: a bad or missing one
 * throws one `ConfigError` naming each), then the session module's own reading of `SESSION_SECRET` (the same rule,
 * asked of the code that seals with it, so the two cannot drift apart). Returns the checked environment.
 */
export function checkConfig(): StorefrontEnv {
  const env = checkEnv();
  checkSessionConfig();
  return env;
}
export { ConfigError } from './platform/env.server';

/** How long a render may wait for data (loaders are already done: blocks render synchronously). */
export const streamTimeout = 5_000;

/**
 * Renders the whole document before answering (bots and browsers alike): the complete HTML is needed to know which
 * Emotion styles the page uses, and those go into one `<style data-critical-css="css …">` in `<head>`.
 * A block that throws is isolated by the renderer (error boundary + Suspense); React reports it through `onError`,
 * which logs it and leaves the status alone.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  // A server error is never cached (a thrown Error reaches no route's `headers`).
  if (responseStatusCode >= 500) responseHeaders.set('Cache-Control', 'no-store');
  // A fresh nonce per response: in the policy as 'nonce-{value}', in the HTML only as nonce="{value}".
  const nonce = createNonce();
  const kind = documentKindFor(routerContext);
  const policy = {
    kind,
    nonce,
    config: getSecurityConfig(),
    ...(kind === 'editor' ? { stagingImageSources: stagingImageSources(getPreviewConfig().environments) } : {}),
    dev: import.meta.env.DEV,
  };
  for (const [name, value] of Object.entries(documentSecurityHeaders(policy))) responseHeaders.set(name, value);
  if (request.method.toUpperCase() === 'HEAD') {
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
    return Promise.resolve(new Response(null, { status: responseStatusCode, headers: responseHeaders }));
  }
  const cache = createEmotionCache({ server: true, nonce });
  const { extractCritical } = createEmotionServer(cache);
  // Public pages: final HTML, no router runtime or route data, only the islands runtime (see README, "Islands").
  const islandsDocument = islandsDocumentFor(routerContext, responseStatusCode);
  if (islandsDocument) {
    void routerContext.serverHandoffStream?.cancel();
    routerContext.serverHandoffStream = undefined;
  }
  const document = (
    <NonceContext.Provider value={nonce}>
      <CacheProvider value={cache}>
        {/* Per request: block queries are seeded from this request's prepared tree, never from another shopper's. */}
        <QueryClientProvider client={createQueryClient()}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </QueryClientProvider>
      </CacheProvider>
    </NonceContext.Provider>
  );

  const finish = (html: string): Response => {
    const { css, ids } = extractCritical(html);
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
    const document = injectIntoHead(html, criticalStyleTag(cache.key, ids, css, nonce));
    // A CDN may keep this one (and its nonce with it): its inline scripts go by their hashes (cdn-caching.md).
    if (!policy.dev && isSharedCacheable(responseHeaders)) {
      const hashed = replaceNonceWithHashes(document, nonce);
      const policyHeader = contentSecurityPolicy({ ...policy, scriptHashes: hashed.scriptHashes });
      responseHeaders.set('Content-Security-Policy', policyHeader);
      return new Response(hashed.html, { status: responseStatusCode, headers: responseHeaders });
    }
    return new Response(document, {
      status: responseStatusCode,
      headers: responseHeaders,
    });
  };
  const onError = (error: unknown) => reportRenderError(request, error);

  if (islandsDocument) {
    // Every island root speaks the request's locale, as the document does (the root loader's locale and messages).
    const root = routerContext.staticHandlerContext.loaderData.root as RootData | undefined;
    const intl = root ? { locale: root.locale, messages: root.messages } : undefined;
    const Intl = intl
      ? ({ children }: { children: ReactNode }) => <ShopIntlProvider {...intl}>{children}</ShopIntlProvider>
      : undefined;
    const features = root?.wishlist ? { wishlist: { localeId: root.locale } } : {};
    const islands = createServerIslands({ Providers: islandProviders(cache, Intl, features), onError });
    return renderIslandsDocument(
      <IslandsDocumentContext.Provider value={islandsDocument}>
        <IslandsContext.Provider value={islands}>{document}</IslandsContext.Provider>
      </IslandsDocumentContext.Provider>,
      onError,
    )
      .then((html) => islands.renderInto(html, AbortSignal.timeout(streamTimeout)))
      .then(finish);
  }
  return renderAppDocument(document, request, nonce, onError).then(finish);
}

/**
 * An islands document is prerendered: React waits for everything that suspends and writes final HTML, with no
 * streamed segments and no inline scripts to reveal them (the page reads the same without JavaScript).
 */
async function renderIslandsDocument(document: ReactNode, onError: (error: unknown) => void): Promise<string> {
  // No nonce option here (prerender has none): with no outlined segments and no bootstrap scripts React writes no
  // inline script of its own; the document's scripts carry the nonce themselves (root.tsx).
  const { prelude } = await prerenderToNodeStream(document, {
    signal: AbortSignal.timeout(streamTimeout + 1_000),
    onError,
    // No boundary is outlined into a segment revealed by an inline script: the HTML is the page, in order.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  return text(prelude);
}

/** A document that hydrates as a whole, streamed by React (with React Router's route data) and collected whole. */
function renderAppDocument(
  document: ReactNode,
  request: Request,
  nonce: string,
  onError: (error: unknown) => void,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let settled = false;
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const sink = new PassThrough();
    text(sink).then(
      (html) => {
        clearTimeout(timeout);
        settled = true;
        resolve(html);
      },
      (error: unknown) => {
        if (!settled) reject(error);
      },
    );
    const { pipe, abort } = renderToPipeableStream(document, {
      nonce,
      onAllReady() {
        pipe(sink);
      },
      onShellError(error) {
        settled = true;
        clearTimeout(timeout);
        reject(error);
      },
      onError,
    });
    timeout = setTimeout(() => abort(), streamTimeout + 1_000);
    request.signal.addEventListener('abort', () => abort(), { once: true });
  });
}

function text(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    stream.on('error', reject);
  });
}

/**
 * Errors thrown by loaders and actions (React Router's `handleError`): one `route-error` line each, with the request id
 * and the error's stack under `err`, in place of React Router's default (the bare error on stderr). A request the
 * client gave up on, or a thrown Response (the route's answer), is not a failure.
 */
export function handleError(error: unknown, { request }: { request: Request }): void {
  if (request.signal.aborted || isRouteErrorResponse(error) || error instanceof Response) return;
  log.error(
    { event: 'route-error', url: new URL(request.url).pathname, ...(error instanceof Error ? { err: error } : {}) },
    messageOf(error),
  );
}

/**
 * Errors inside a block's boundary land here too: one structured line each, the page keeps its status (React renders
 * the block's Suspense fallback, and a whole-document app retries it in the browser). A thrown 404/redirect Response
 * is the route's answer, not a render failure.
 */
function reportRenderError(request: Request, error: unknown): void {
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  log.error(
    {
      event: 'render-error',
      url: new URL(request.url).pathname,
      ...(getEnv().production || !(error instanceof Error) ? {} : { stack: error.stack }),
    },
    messageOf(error),
  );
}
