/**
 * The in-process render cache: the rendered HTML of public pages, kept for the page's own `s-maxage` and served stale
 * within its `stale-while-revalidate` window while one background render refreshes it. One render per key is in
 * flight at a time: concurrent requests for a key being rendered wait for that render and share its page, so a burst
 * for a cold page costs one render.
 *
 * It works on Fetch `Request`/`Response` (the storefront's server glue is its `platform/request/renderCache.server.ts`);
 * which requests may share a page is decided before, by the key (the storefront's `renderCacheKey.server.ts`), which also gives the ONE
 * request every render of the key is made from (a clean one: never a visitor's own, whose cookies or tracking
 * parameters would end up in everyone's copy). What is kept is decided here, by the response alone:
 *
 * - shared with the requests waiting on its render: an HTML response without `Set-Cookie`, and without `private`,
 *   `no-store` or `no-cache` (a response that says it may not be reused is never handed to another request);
 * - stored: besides, status 200 or 404, `Cache-Control: public` with an `s-maxage`, no `Vary` but
 *   `Accept-Encoding`, at most `maxEntryBytes`;
 * - anything else is passed on as it is; the key is then not joined for `passMs` (each request renders its own).
 *
 * Two LRUs bounded by bytes (lru-cache): pages (200, address without query) and the rest (not-found pages, addresses
 * with a query), smaller, so a flood of made-up addresses can never evict the pages.
 *
 * A page rendered with a Content-Security-Policy nonce (`'nonce-…'` in the CSP header, `nonce="…"` in the HTML) is
 * served from the cache with a fresh nonce in both, each time.
 */
import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { ALL_PAGES_TAG } from '../cdn/cacheTags';
import type { SharedPage, SharedPageStore } from './redisRenderCache';

/** Whether a response came from the cache (`hit`: fresh, or shared with the render it waited for), was rendered for it (`miss`), or served stale while a refresh runs. */
export type RenderCacheState = 'hit' | 'miss' | 'stale';

/**
 * What the cache answers with: a page (from the cache or rendered for it, its whole body, also for a HEAD request:
 * the server sends only its length), or the render's own response.
 */
export type RenderCacheResult =
  | { kind: 'page'; state: RenderCacheState; status: number; headers: Array<[string, string]>; body: Buffer }
  | { kind: 'response'; state: 'miss'; response: Response };

export interface RenderCacheOptions {
  /** Most bytes of pages (200 responses for addresses without query) kept. */
  maxBytes: number;
  /** Most bytes of the other entries kept (not-found pages, addresses with a query). */
  otherMaxBytes: number;
  /** A larger page is served, never kept. */
  maxEntryBytes: number;
  /** A render still running after this long is aborted, and no longer joined. */
  renderTimeoutMs?: number;
  /** How long a key whose response could not be shared is rendered per request without waiting on others. */
  passMs?: number;
  /** Longest freshness kept, whatever `s-maxage` says (and the same cap on `stale-while-revalidate`). */
  maxFreshMs?: number;
  now?: () => number;
  /** One line per render (default: a JSON line on stdout). */
  log?: (line: RenderLogLine) => void;
  /**
   * Masks secrets in the logged address (the storefront's sign-in landings carry tokens in their query). Applied to
   * the whole address before it is cut to 256 characters, so no cut can expose part of a secret. Default: as it is.
   */
  redactAddress?: (address: string) => string;
  /** The nonce of a page served from the cache (default: 16 random bytes, base64). */
  newNonce?: () => string;
  /**
   * The response header that carries, space-separated, every cache tag of a render (what it was built from, uncapped):
   * read when the page is stored, kept with it for `purgeTags`, never stored as a header nor sent. Default
   * `RENDER_CACHE_TAGS_HEADER`.
   */
  tagHeader?: string;
  /**
   * A tier shared with other instances (`RedisRenderCache`): a page missing here is looked up there before it is
   * rendered, and every page kept here is written there too, unless a tag of it was purged (by any instance) since
   * its render began: then it is dropped here as well. Its failures are misses, never errors.
   */
  shared?: SharedPageStore;
}

/** The internal header a render names its cache tags in (see `RenderCacheOptions.tagHeader`). */
export const RENDER_CACHE_TAGS_HEADER = 'x-ridgeline-cache-tags';

export interface RenderLogLine {
  level: 'info' | 'warn';
  event: 'page-render';
  /** path and the query that is part of the key */
  address: string;
  reason: 'miss' | 'refresh';
  status?: number;
  stored: boolean;
  ms: number;
  message?: string;
}

interface CachedPage {
  status: number;
  headers: Array<[string, string]>;
  body: Buffer;
  storedAt: number;
  freshUntil: number;
  staleUntil: number;
  /** the CSP nonce the page was rendered with, and the body split around each `nonce="…"` */
  nonce?: { value: string; bodyParts: Buffer[] };
  /** what the page was built from (`tagHeader`): a purge of any of them drops it */
  tags: ReadonlySet<string>;
}

interface Fill {
  page?: CachedPage;
  response?: Response;
}

interface Pending {
  startedAt: number;
  /** the page the render gave, for the requests waiting on it; null: they render their own */
  page: Promise<CachedPage | null>;
}

export const RENDER_CACHE_DEFAULTS = {
  renderTimeoutMs: 30_000,
  passMs: 30_000,
  maxFreshMs: 86_400_000,
} as const;

/** Response headers never stored: they describe one connection or one answer, or are set again when served. */
const NOT_STORED = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'age',
  'x-render-cache',
]);
const CSP_HEADERS = new Set(['content-security-policy', 'content-security-policy-report-only']);
const NONCE_SOURCE = /'nonce-([^']+)'/;

/** The `Cache-Control` directives of a response, names lower-cased; a directive without a value is `''`. */
export function parseCacheControl(value: string | null): Map<string, string> {
  const directives = new Map<string, string>();
  for (const part of (value ?? '').split(',')) {
    const [name, ...rest] = part.split('=');
    const key = name?.trim().toLowerCase();
    if (key)
      directives.set(
        key,
        rest
          .join('=')
          .trim()
          .replace(/^"(.*)"$/, '$1'),
      );
  }
  return directives;
}

const seconds = (value: string | undefined): number | undefined => {
  if (value === undefined || !/^\d+$/.test(value)) return undefined;
  return Number(value);
};

const isHtml = (response: Response) => /^text\/html\b/i.test(response.headers.get('content-type') ?? '');

/** An answer made for one request only: it sets a cookie, or says `private`. */
export function isPersonal(response: Response): boolean {
  return response.headers.has('set-cookie') || parseCacheControl(response.headers.get('cache-control')).has('private');
}

/**
 * An answer the requests waiting on its render may share: HTML, not personal, and not `no-store`/`no-cache` (whoever
 * sent it said it must not be reused, e.g. a page that tells one shopper what happened to their bag).
 */
export function isShareable(response: Response): boolean {
  if (!isHtml(response) || isPersonal(response)) return false;
  const directives = parseCacheControl(response.headers.get('cache-control'));
  return !directives.has('no-store') && !directives.has('no-cache');
}

/**
 * A response a shared cache (a CDN) may keep: `public` with a shared lifetime (`s-maxage`, else `max-age`, above 0),
 * no cookie set, not `private` or `no-store`.
 */
export function isSharedCacheable(headers: Headers): boolean {
  if (headers.has('set-cookie')) return false;
  const directives = parseCacheControl(headers.get('cache-control'));
  if (!directives.has('public') || directives.has('private') || directives.has('no-store')) return false;
  const lifetime = Number(directives.get('s-maxage') ?? directives.get('max-age') ?? '0');
  return Number.isFinite(lifetime) && lifetime > 0;
}

/** How long a shareable response may be kept (fresh, then stale), or undefined when it may not be kept. */
export function storableFor(
  response: Response,
  maxFreshMs: number = RENDER_CACHE_DEFAULTS.maxFreshMs,
): { freshMs: number; staleMs: number } | undefined {
  if (response.status !== 200 && response.status !== 404) return undefined;
  if (!isShareable(response)) return undefined;
  const vary = response.headers.get('vary');
  if (vary && vary.split(',').some((name) => name.trim().toLowerCase() !== 'accept-encoding')) return undefined;
  const directives = parseCacheControl(response.headers.get('cache-control'));
  if (!directives.has('public') || directives.has('no-store') || directives.has('no-cache')) return undefined;
  const sMaxAge = seconds(directives.get('s-maxage'));
  if (!sMaxAge) return undefined;
  const staleSeconds = seconds(directives.get('stale-while-revalidate')) ?? 0;
  return { freshMs: Math.min(sMaxAge * 1000, maxFreshMs), staleMs: Math.min(staleSeconds * 1000, maxFreshMs) };
}

function intersects(tags: ReadonlySet<string>, purged: ReadonlySet<string>): boolean {
  for (const tag of tags) if (purged.has(tag)) return true;
  return false;
}

function splitAround(body: Buffer, marker: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(marker, from); at !== -1; at = body.indexOf(marker, from)) {
    parts.push(body.subarray(from, at));
    from = at + marker.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

const sharedOf = (page: CachedPage): SharedPage => ({
  status: page.status,
  headers: page.headers,
  body: page.body,
  storedAt: page.storedAt,
  freshUntil: page.freshUntil,
  staleUntil: page.staleUntil,
  tags: [...page.tags],
});

const nonceAttribute = (nonce: string) => Buffer.from(`nonce="${nonce}"`);
const pageBytes = (key: string, page: CachedPage) =>
  Math.max(
    1,
    page.body.length + key.length + page.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0),
  );

export class RenderCache {
  private readonly pages: LRUCache<string, CachedPage>;
  private readonly others: LRUCache<string, CachedPage>;
  private readonly inFlight = new Map<string, Pending>();
  private readonly passes: LRUCache<string, number>;
  private readonly options: Required<
    Omit<RenderCacheOptions, 'now' | 'log' | 'newNonce' | 'redactAddress' | 'tagHeader' | 'shared'>
  >;
  private readonly shared: SharedPageStore | undefined;
  private readonly tagHeader: string;
  /** when each tag was last purged: a render that started before cannot be stored (it may hold what was purged) */
  private readonly purgedAt: LRUCache<string, number>;
  /** when `ALL_PAGES_TAG` was last purged: every page, whatever its tags */
  private purgedAllAt = -Infinity;
  private readonly now: () => number;
  private readonly log: (line: RenderLogLine) => void;
  private readonly newNonce: () => string;
  private readonly redactAddress: (address: string) => string;

  constructor(options: RenderCacheOptions) {
    this.options = { ...RENDER_CACHE_DEFAULTS, ...options };
    this.now = options.now ?? (() => Date.now());
    this.log = options.log ?? ((line) => console.log(JSON.stringify(line)));
    this.redactAddress = options.redactAddress ?? ((address) => address);
    this.newNonce = options.newNonce ?? (() => randomBytes(16).toString('base64'));
    this.shared = options.shared;
    this.tagHeader = (options.tagHeader ?? RENDER_CACHE_TAGS_HEADER).toLowerCase();
    this.purgedAt = new LRUCache<string, number>({ max: 100_000 });
    const store = (maxSize: number) =>
      new LRUCache<string, CachedPage>({
        maxSize: Math.max(1, maxSize),
        maxEntrySize: Math.max(1, Math.min(maxSize, this.options.maxEntryBytes + 64 * 1024)),
        sizeCalculation: (page, key) => pageBytes(key, page),
      });
    this.pages = store(options.maxBytes);
    this.others = store(options.otherMaxBytes);
    this.passes = new LRUCache<string, number>({ max: 10_000 });
  }

  /**
   * The answer for a request whose key is `key`: fresh → the cached page; stale → the cached page now and one
   * refresh behind it; missing or expired → a render, or the render already running for the key. `request` is the
   * key's clean request (`cleanRequestFor`), the same for every visitor of the key: every render, the first, a
   * refresh or a pass, is made from it (a GET, detached from any client). `variant`: the address has a query (kept
   * with the not-found pages). `nonce`: the CSP nonce this answer must carry (a layer before set it), else a cached
   * page gets a fresh one.
   */
  async serve(
    request: Request,
    key: string,
    render: (request: Request) => Promise<Response>,
    options: { variant?: boolean; nonce?: string } = {},
  ): Promise<RenderCacheResult> {
    let now = this.now();
    let cached = this.lookup(key, now);
    if (!cached && this.shared && !this.running(key, now)) {
      cached = await this.fromShared(key, Boolean(options.variant));
      now = this.now();
    }
    if (cached && now < cached.freshUntil) return this.copy(cached, 'hit', options.nonce, now);
    if (cached) {
      if (!this.running(key, now))
        void this.fill(key, request, render, Boolean(options.variant), 'refresh').catch(() => undefined);
      return this.copy(cached, 'stale', options.nonce, now);
    }
    const passUntil = this.passes.get(key);
    if (passUntil === undefined || passUntil <= now) {
      const running = this.running(key, now);
      if (running) {
        const shared = await running.page;
        if (shared) return this.copy(shared, 'hit', options.nonce, this.now());
      } else {
        const fill = await this.fill(key, request, render, Boolean(options.variant), 'miss');
        if (fill.page)
          return {
            kind: 'page',
            state: 'miss',
            status: fill.page.status,
            headers: [...fill.page.headers],
            body: fill.page.body,
          };
        return { kind: 'response', state: 'miss', response: fill.response! };
      }
    }
    return { kind: 'response', state: 'miss', response: await render(this.renderRequest(request)) };
  }

  /** Entries kept: pages, and the others (not-found pages, addresses with a query). */
  get size(): { pages: number; others: number; bytes: number } {
    return {
      pages: this.pages.size,
      others: this.others.size,
      bytes: this.pages.calculatedSize + this.others.calculatedSize,
    };
  }

  clear(): void {
    this.pages.clear();
    this.others.clear();
    this.passes.clear();
  }

  /**
   * Drops every kept page built from any of `tags` (the next request renders it again; `ALL_PAGES_TAG`: every page),
   * and keeps a render already running from storing what it fetched before the purge. Returns how many pages were
   * dropped.
   */
  purgeTags(tags: Iterable<string>): number {
    const purged = new Set(tags);
    if (purged.size === 0) return 0;
    const now = this.now();
    for (const tag of purged) this.purgedAt.set(tag, now);
    const all = purged.has(ALL_PAGES_TAG);
    if (all) this.purgedAllAt = now;
    let dropped = 0;
    for (const store of [this.pages, this.others]) {
      const doomed: string[] = [];
      for (const [key, page] of store.entries()) if (all || intersects(page.tags, purged)) doomed.push(key);
      for (const key of doomed) store.delete(key);
      dropped += doomed.length;
    }
    return dropped;
  }

  /** The tags a kept page was built from (tests, diagnostics); undefined when the key holds no page. */
  tagsOf(key: string): string[] | undefined {
    const page = this.pages.peek(key) ?? this.others.peek(key);
    return page ? [...page.tags] : undefined;
  }

  /** A page rendered since `startedAt` whose tags were purged meanwhile may hold the old content. */
  private purgedSince(page: CachedPage, startedAt: number): boolean {
    if (this.purgedAllAt >= startedAt) return true;
    for (const tag of page.tags) {
      const at = this.purgedAt.get(tag);
      if (at !== undefined && at >= startedAt) return true;
    }
    return false;
  }

  /** The page another instance kept (or this one, before its own LRU let it go), kept here too. */
  private async fromShared(key: string, variant: boolean): Promise<CachedPage | undefined> {
    const shared = await this.shared!.get(key);
    if (!shared) return undefined;
    const page = this.pageOf(shared.status, shared.headers, shared.body, shared);
    // Written before a purge this instance has heard of (a render that raced the purge elsewhere): not served.
    if (this.now() >= page.staleUntil || this.purgedSince(page, page.storedAt)) return undefined;
    this.store(key, page, variant || page.status !== 200);
    return page;
  }

  private lookup(key: string, now: number): CachedPage | undefined {
    const page = this.pages.get(key) ?? this.others.get(key);
    if (page && now >= page.staleUntil) {
      this.pages.delete(key);
      this.others.delete(key);
      return undefined;
    }
    return page;
  }

  private running(key: string, now: number): Pending | undefined {
    const pending = this.inFlight.get(key);
    if (!pending) return undefined;
    if (now - pending.startedAt < this.options.renderTimeoutMs) return pending;
    // A render that ignored its deadline holds only the requests already waiting on it.
    this.inFlight.delete(key);
    return undefined;
  }

  /** The request a render is made from: a GET of the key's request, detached from any client, with a deadline. */
  private renderRequest(request: Request): Request {
    return new Request(request.url, {
      method: 'GET',
      headers: request.headers,
      signal: AbortSignal.timeout(this.options.renderTimeoutMs),
    });
  }

  /** Renders the key's page once (the request detached from its client: others may wait on it), keeps what may be kept. */
  private fill(
    key: string,
    request: Request,
    render: (request: Request) => Promise<Response>,
    variant: boolean,
    reason: 'miss' | 'refresh',
  ): Promise<Fill> {
    const startedAt = this.now();
    // The sign-in landings' tokens never reach the log (redacted before cutting, so no cut can expose part of one).
    const address = this.redactAddress(key.slice(0, key.indexOf(' '))).slice(0, 256);
    const detached = this.renderRequest(request);
    const done = (async (): Promise<Fill> => {
      // Where the shared tier's purges stand before this render reads anything: a purge after it refuses the write.
      const mark = this.shared ? await this.shared.purgeMark().catch(() => undefined) : undefined;
      let rendered: Response;
      try {
        rendered = await render(detached);
      } catch (error) {
        this.log({
          level: 'warn',
          event: 'page-render',
          address,
          reason,
          stored: false,
          ms: this.now() - startedAt,
          message: error instanceof Error ? error.message : String(error),
        });
        throw error;
      }
      if (!isShareable(rendered)) {
        this.passes.set(key, this.now() + this.options.passMs);
        // A page that became personal must not be served again; one sent `no-store` (an error) leaves the stale copy
        // until its window ends (stale-if-error).
        if (reason === 'refresh' && isPersonal(rendered)) this.delete(key);
        this.log({
          level: 'info',
          event: 'page-render',
          address,
          reason,
          status: rendered.status,
          stored: false,
          ms: this.now() - startedAt,
        });
        // A refresh has no client to hand it to.
        if (reason === 'refresh') await rendered.body?.cancel();
        return { response: rendered };
      }
      const body = Buffer.from(await rendered.arrayBuffer());
      const now = this.now();
      const lifetime = storableFor(rendered, this.options.maxFreshMs);
      const page = this.toPage(rendered, body, now, lifetime);
      const stored =
        lifetime !== undefined && body.length <= this.options.maxEntryBytes && !this.purgedSince(page, startedAt);
      if (stored) {
        this.store(key, page, variant || page.status !== 200);
        // Refused because another instance purged a tag of it meanwhile: this copy holds the old content too.
        void this.shared
          ?.set(key, sharedOf(page), mark)
          .then((write) => {
            if (write === 'purged' && (this.pages.peek(key) ?? this.others.peek(key)) === page) this.delete(key);
          })
          .catch(() => undefined);
      }
      // Otherwise (an error, a page sent `no-store`): a stale copy stays until its window ends (stale-if-error).
      this.log({
        level: 'info',
        event: 'page-render',
        address,
        reason,
        status: rendered.status,
        stored,
        ms: now - startedAt,
      });
      return { page };
    })();
    const pending: Pending = {
      startedAt,
      page: done.then(
        (fill) => fill.page ?? null,
        () => null,
      ),
    };
    this.inFlight.set(key, pending);
    void pending.page.then(() => {
      if (this.inFlight.get(key) === pending) this.inFlight.delete(key);
    });
    return done;
  }

  private toPage(
    response: Response,
    body: Buffer,
    now: number,
    lifetime: { freshMs: number; staleMs: number } | undefined,
  ): CachedPage {
    const headers: Array<[string, string]> = [];
    const tags = (response.headers.get(this.tagHeader) ?? '').split(/\s+/).filter((tag) => tag.length > 0);
    for (const [name, value] of response.headers) {
      if (NOT_STORED.has(name) || name === this.tagHeader) continue;
      headers.push([name, value]);
    }
    const freshUntil = now + (lifetime?.freshMs ?? 0);
    return this.pageOf(response.status, headers, body, {
      storedAt: now,
      freshUntil,
      staleUntil: freshUntil + (lifetime?.staleMs ?? 0),
      tags,
    });
  }

  /** A kept page of its stored headers: the CSP nonce it was rendered with found again, for each copy's fresh one. */
  private pageOf(
    status: number,
    headers: Array<[string, string]>,
    body: Buffer,
    times: Pick<SharedPage, 'storedAt' | 'freshUntil' | 'staleUntil' | 'tags'>,
  ): CachedPage {
    let nonce: string | undefined;
    for (const [name, value] of headers) if (CSP_HEADERS.has(name)) nonce ??= NONCE_SOURCE.exec(value)?.[1];
    return {
      status,
      headers,
      body,
      storedAt: times.storedAt,
      freshUntil: times.freshUntil,
      staleUntil: times.staleUntil,
      tags: new Set(times.tags),
      ...(nonce ? { nonce: { value: nonce, bodyParts: splitAround(body, nonceAttribute(nonce)) } } : {}),
    };
  }

  private store(key: string, page: CachedPage, other: boolean): void {
    this.delete(key);
    this.passes.delete(key);
    (other ? this.others : this.pages).set(key, page);
  }

  private delete(key: string): void {
    this.pages.delete(key);
    this.others.delete(key);
  }

  /** A copy of a cached page for one more request: a fresh nonce, its age. */
  private copy(page: CachedPage, state: RenderCacheState, nonce: string | undefined, now: number): RenderCacheResult {
    const headers: Array<[string, string]> = [];
    let body = page.body;
    if (page.nonce) {
      const fresh = nonce ?? this.newNonce();
      const from = `'nonce-${page.nonce.value}'`;
      const to = `'nonce-${fresh}'`;
      for (const [name, value] of page.headers)
        headers.push([name, CSP_HEADERS.has(name) ? value.split(from).join(to) : value]);
      const attribute = nonceAttribute(fresh);
      body = Buffer.concat(page.nonce.bodyParts.flatMap((part, index) => (index === 0 ? [part] : [attribute, part])));
    } else {
      headers.push(...page.headers);
    }
    headers.push(['age', String(Math.max(0, Math.floor((now - page.storedAt) / 1000)))]);
    return { kind: 'page', state, status: page.status, headers, body };
  }
}
