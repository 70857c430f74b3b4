/**
 * The render cache in the production server (`server.mjs`): an Express middleware before React Router's request
 * handler. A request the key (`renderCacheKey.server.ts`) makes a candidate is answered from the cache
 * (`RenderCache` of `@ridgeline/renderer/server`), its renders going through React Router's own handler with the key's CLEAN request
 * (`cleanRequestFor`), never the visitor's; every other request goes on, unchanged, to the handler after it
 * (`X-Render-Cache: bypass`). The server build exports it from `entry.server.tsx`, so the server uses the same code,
 * key, routes and configuration as the app.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { writeReadableStreamToWritable } from '@react-router/node';
import { createRequestHandler, type ServerBuild } from 'react-router';
import {
  collectCacheTags,
  RENDER_CACHE_TAGS_HEADER,
  RedisRenderCache,
  RenderCache,
  type RenderCacheOptions,
  type RenderCacheResult,
} from '@ridgeline/renderer/server';
import { redactUrl } from '@ridgeline/commerce/server';
import { log as serverLog } from '../log.server';
import { type CachedPages, cleanRequestFor, renderCacheKey, routeMatcher } from './renderCacheKey.server';
import {
  applyCacheTags,
  onPurge,
  PRIVATE_SEGMENT_CACHE_CONTROL,
  sharePurges,
  TAG_HEADERS,
} from '@ridgeline/commerce/server';
import { renderForSegmentGroups } from './shopperGroups.server';
import { envFrom, type RawEnv } from '../env.server';

/** The parts of an Express request the cache reads (the same React Router's Express adapter reads). */
export interface ExpressLikeRequest extends IncomingMessage {
  protocol: string;
  hostname: string;
  originalUrl: string;
  get(name: string): string | undefined;
  app?: { enabled(setting: string): boolean };
}

type Next = (error?: unknown) => void;

export const RENDER_CACHE_HEADER = 'X-Render-Cache';
/** `RENDER_CACHE_MB` when unset. */
export { DEFAULT_RENDER_CACHE_MB } from '../env.server';
/** A page larger than this is served, never kept. */
export const MAX_CACHED_PAGE_BYTES = 1024 * 1024;

/**
 * `RENDER_CACHE_MB`: the megabytes of pages kept (the not-found pages and addresses with a query get an eighth of it
 * besides, at least 1 MB); 0 turns the cache off. A whole number from 0 to 4096, else an error naming the variable.
 */
export function readRenderCacheLimits(
  env?: RawEnv,
): Pick<RenderCacheOptions, 'maxBytes' | 'otherMaxBytes' | 'maxEntryBytes'> | undefined {
  const megabytes = envFrom(env).RENDER_CACHE_MB;
  if (megabytes === 0) return undefined;
  const maxBytes = megabytes * 1024 * 1024;
  return {
    maxBytes,
    otherMaxBytes: Math.max(1024 * 1024, Math.floor(maxBytes / 8)),
    maxEntryBytes: MAX_CACHED_PAGE_BYTES,
  };
}

/**
 * The storefront's render cache: its renders logged as server lines, the sign-in landings' tokens redacted from the
 * logged address (before it is cut, so no cut can expose part of one).
 */
export function createRenderCache(options: RenderCacheOptions): RenderCache {
  return new RenderCache({ log: ({ level, ...line }) => serverLog[level](line), redactAddress: redactUrl, ...options });
}

/** The Fetch request of an Express request, its URL built as React Router's Express adapter builds it. */
export function fetchRequestOf(req: ExpressLikeRequest): Request {
  const [, forwardedPort] = req.app?.enabled('trust proxy') ? (req.get('X-Forwarded-Host')?.split(':') ?? []) : [];
  const [, hostPort] = req.get('host')?.split(':') ?? [];
  const port = [forwardedPort, hostPort].map((value) => Number.parseInt(value ?? '', 10)).find(Number.isSafeInteger);
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || 'localhost';
  const url = new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ''}${req.originalUrl}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(url.href, { method: req.method ?? 'GET', headers });
}

/** The CSP nonce a layer before this one already gave the response, if any: a cached page then carries that one. */
function nonceOf(res: ServerResponse): string | undefined {
  const policy = res.getHeader('content-security-policy');
  return typeof policy === 'string' ? /'nonce-([^']+)'/.exec(policy)?.[1] : undefined;
}

async function send(
  res: ServerResponse,
  result: RenderCacheResult,
  head: boolean,
  privateSegment = false,
): Promise<void> {
  if (result.kind === 'page') {
    res.statusCode = result.status;
    for (const [name, value] of result.headers) res.setHeader(name, value);
    if (privateSegment) {
      res.setHeader('Cache-Control', PRIVATE_SEGMENT_CACHE_CONTROL);
      // shared inside this process only: no CDN keeps it, so it names no tags to one
      for (const name of TAG_HEADERS) res.removeHeader(name);
    }
    res.setHeader(RENDER_CACHE_HEADER, result.state);
    res.setHeader('Content-Length', result.body.length);
    res.end(head ? undefined : result.body);
    return;
  }
  const { response } = result;
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusCode = response.status;
  for (const [name, value] of response.headers) if (name !== RENDER_CACHE_TAGS_HEADER) res.appendHeader(name, value);
  // a page of a segment other than the no-session visitor's is shared inside this process only (never by a CDN)
  if (privateSegment && response.headers.has('cache-control')) {
    res.setHeader('Cache-Control', PRIVATE_SEGMENT_CACHE_CONTROL);
    for (const name of TAG_HEADERS) res.removeHeader(name);
  }
  res.setHeader(RENDER_CACHE_HEADER, result.state);
  if (response.body && !head) await writeReadableStreamToWritable(response.body, res);
  else {
    await response.body?.cancel();
    res.end();
  }
}

export interface RenderCacheMiddlewareOptions {
  build: ServerBuild;
  /** the pages it may keep, as the features declare them (`app/renderCachePages.ts`) */
  pages: CachedPages;
  mode?: string;
  /**
   * The load context of a shared render, if any. It takes no visitor's request: whatever it returns is in every
   * visitor's copy of the page.
   */
  getLoadContext?: () => unknown;
  env?: Record<string, string | undefined>;
  /** a cache of one's own (tests) */
  cache?: RenderCache;
  /** what renders a page (default: React Router's handler for `build`; tests give their own) */
  handler?: (request: Request, loadContext?: unknown) => Promise<Response>;
}

/**
 * The middleware; `undefined` when `RENDER_CACHE_MB=0`. Throws at once (server start) on a bad `RENDER_CACHE_MB`.
 */
export function createRenderCacheMiddleware(
  options: RenderCacheMiddlewareOptions,
): ((req: ExpressLikeRequest, res: ServerResponse, next: Next) => void) | undefined {
  const limits = readRenderCacheLimits(options.env);
  if (!limits && !options.cache) return undefined;
  // REDIS_URL: pages shared by every instance of this build (its assets), purges by every instance of any build
  const redisUrl = envFrom(options.env).REDIS_URL;
  const shared = redisUrl
    ? new RedisRenderCache({
        url: redisUrl,
        namespace: `ridgeline:${options.build.assets?.version ?? 'dev'}:`,
        maxEntryBytes: MAX_CACHED_PAGE_BYTES,
        log: ({ level, ...line }) => serverLog[level](line),
      })
    : undefined;
  if (shared) sharePurges(shared);
  const cache = options.cache ?? createRenderCache({ ...limits!, ...(shared ? { shared } : {}) });
  // a publish (the Amplience webhook) drops the pages built from what it names
  onPurge((tags) => cache.purgeTags(tags));
  const handle = options.handler ?? createRequestHandler(options.build, options.mode);
  // The routes React Router answers with, matched the same way: which page (and so which query) a path is.
  const site = { routeOf: routeMatcher(options.build.routes), pages: options.pages };
  return (req, res, next) => {
    let request: Request;
    try {
      request = fetchRequestOf(req);
    } catch (error) {
      next(error);
      return;
    }
    let decision: ReturnType<typeof renderCacheKey>;
    let clean: Request | undefined;
    try {
      decision = renderCacheKey(request, site);
      if (decision.cache) clean = cleanRequestFor(decision);
    } catch (error) {
      next(error);
      return;
    }
    if (!decision.cache || !clean) {
      res.setHeader(RENDER_CACHE_HEADER, 'bypass');
      next();
      return;
    }
    // The visitor's request goes no further than the key: its cookies, headers and dropped parameters are in no render.
    // The cache renders from its own copy of the clean request: that copy is marked with the segment's groups too.
    const groups = decision.customerGroups;
    // Each render collects what it was built from (content items, products, categories): its cache tags, sent to the
    // CDN and kept with the page for purges (`applyCacheTags` of @ridgeline/commerce).
    const render = async (rendering: Request) => {
      const loadContext = (await options.getLoadContext?.()) as never;
      const { value: response, tags } = await collectCacheTags(() =>
        handle(renderForSegmentGroups(rendering, groups), loadContext),
      );
      const tagged = new Response(response.body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
      applyCacheTags(tagged.headers, tags, envFrom(options.env));
      return tagged;
    };
    const nonce = nonceOf(res);
    cache
      .serve(clean, decision.key, render, { variant: decision.variant, ...(nonce ? { nonce } : {}) })
      .then((result) => send(res, result, request.method === 'HEAD', !decision.publicSegment))
      .catch(next);
  };
}
