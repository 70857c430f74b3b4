import { PassThrough } from 'node:stream';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToPipeableStream } from 'react-dom/server';
import { isRouteErrorResponse, ServerRouter, type EntryContext } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createEmotionCache } from './lib/emotion';
import { createQueryClient } from './lib/queryClient';
import { criticalStyleTag, injectIntoHead } from './lib/critical-css';

/** How long a render may wait for data (loaders are already done: blocks render synchronously). */
export const streamTimeout = 5_000;

/**
 * Renders the whole document before answering (bots and browsers alike): the complete HTML is needed to know which
 * Emotion styles the page uses, and those go into one `<style data-emotion="css …">` in `<head>`.
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
  if (request.method.toUpperCase() === 'HEAD') {
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
    return Promise.resolve(new Response(null, { status: responseStatusCode, headers: responseHeaders }));
  }
  const cache = createEmotionCache({ server: true });
  const { extractCritical } = createEmotionServer(cache);

  return new Promise((resolve, reject) => {
    let settled = false;
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => {
      clearTimeout(timeout);
      settled = true;
      try {
        const html = Buffer.concat(chunks).toString('utf8');
        const { css, ids } = extractCritical(html);
        const body = injectIntoHead(html, criticalStyleTag(cache.key, ids, css));
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        resolve(new Response(body, { status: responseStatusCode, headers: responseHeaders }));
      } catch (error) {
        reject(error);
      }
    });
    sink.on('error', (error) => {
      if (!settled) reject(error);
    });

    const { pipe, abort } = renderToPipeableStream(
      <CacheProvider value={cache}>
        {/* Per request: block queries are seeded from this request's prepared tree, never from another shopper's. */}
        <QueryClientProvider client={createQueryClient()}>
          <ServerRouter context={routerContext} url={request.url} />
        </QueryClientProvider>
      </CacheProvider>,
      {
        onAllReady() {
          pipe(sink);
        },
        onShellError(error) {
          settled = true;
          clearTimeout(timeout);
          reject(error);
        },
        onError(error) {
          // Errors inside a block's boundary land here too: one structured line each, the page keeps its status
          // (React renders the block's Suspense fallback and retries it in the browser).
          // A thrown 404/redirect Response is the route's answer, not a render failure.
          if (request.signal.aborted || isRouteErrorResponse(error)) return;
          console.error(
            JSON.stringify({
              level: 'error',
              event: 'render-error',
              url: new URL(request.url).pathname,
              message: error instanceof Error ? error.message : String(error),
              ...(process.env.NODE_ENV === 'production' || !(error instanceof Error) ? {} : { stack: error.stack }),
            }),
          );
        },
      },
    );
    timeout = setTimeout(() => abort(), streamTimeout + 1_000);
  });
}
