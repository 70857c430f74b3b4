/**
 * The render cache shared by many instances through Redis (`REDIS_URL`): a second tier behind each instance's own
 * LRU (`RenderCache`'s `shared` option), and the purge broadcast that reaches every instance.
 *
 * - A page is one Redis string (a length-prefixed JSON head, then the body), kept for its own `s-maxage` plus
 *   `stale-while-revalidate` (Redis expires it, so no instance ever serves a page past its window); larger than
 *   `maxEntryBytes`, it is never written.
 * - Each tag is a Redis set of the page keys built from it, kept as long as its longest-lived page: a purge deletes
 *   the pages its tags name, then publishes the tags on one channel so every other instance drops its own copies.
 * - The purge race: a render that began before a purge (on any instance) may hold what was purged, and may finish
 *   after it. A purge therefore takes the next number of one purge sequence (INCR) and writes it as the generation of
 *   each of its tags; a render reads the sequence before it fetches anything (`purgeMark`), and its page is written
 *   only if none of its tags has a generation above that mark. The check and the write are one Lua script, and so is
 *   the purge (the bump, the deletes and the message): whichever runs first, the old page is never left in Redis. The
 *   sequence and the generations are shared by every build (a purge from any build refuses every build's racing write).
 * - A purge this instance has not heard yet: its own caches (the LRU, the content clients' answers) still hold what
 *   was purged, so a render that began after the purge may still be built from it. The purge message carries its
 *   number and is published by the purge script itself, so messages arrive in the order of their numbers; an instance
 *   that follows the purges (`subscribe`) marks a render with the last purge it has heard, never a later one, and marks
 *   none while its subscription is down. When its subscription is first live, and whenever a purge may have passed
 *   unheard (a number skipped, or the sequence past the last one heard when the subscription comes back), it drops
 *   everything it keeps (`rl-all` to its listeners).
 * - Every command has a deadline (`commandTimeoutMs`) and nothing waits for a connection (no offline queue): with
 *   Redis away, a lookup is a miss, a write or a purge is skipped, and the instance renders as if it had no shared
 *   tier. The outage is logged once, when it starts, and once more when Redis is back. Nothing here ever throws to a
 *   request.
 *
 * What Redis holds is served to every visitor: only the pages `RenderCache` already judged shareable are written,
 * and Redis must be as private as the instances themselves (docs/deploying.md).
 */
import { createHash, randomUUID } from 'node:crypto';
import { Redis, type RedisOptions } from 'ioredis';
import { ALL_PAGES_TAG } from '../cdn/cacheTags';

/** A page as the instances share it (the fields of `RenderCache`'s own entries). */
export interface SharedPage {
  status: number;
  headers: Array<[string, string]>;
  body: Buffer;
  storedAt: number;
  freshUntil: number;
  staleUntil: number;
  tags: string[];
}

/**
 * What became of a shared write: `written`; `purged`: refused, a tag of the page was purged since the render began
 * (its copy anywhere holds what was purged); `skipped`: not written (too large, expired, Redis away, no mark).
 */
export type SharedWrite = 'written' | 'purged' | 'skipped';

/** The second tier of a `RenderCache`: lookups and writes never throw (a failure is a miss, or nothing kept). */
export interface SharedPageStore {
  get(key: string): Promise<SharedPage | undefined>;
  /**
   * Where the purges stand, read as a render begins, before it fetches anything; undefined when unknown (Redis away):
   * the render's page is then never written.
   */
  purgeMark(): Promise<number | undefined>;
  /** Writes `page` unless one of its tags was purged after `mark` (the render's `purgeMark`). */
  set(key: string, page: SharedPage, mark: number | undefined): Promise<SharedWrite>;
}

/** How a purge reaches the other instances. */
export interface PurgeBus {
  /** Drops the shared pages built from `tags`, and tells every other instance to drop its own. Never throws. */
  publish(tags: readonly string[]): Promise<void>;
  /**
   * `listener` hears the purges other instances publish (never this one's own), and `missed` true with `rl-all` when
   * purges may have passed unheard (it must drop everything it keeps); returns the unsubscription.
   */
  subscribe(listener: (tags: string[], missed?: boolean) => void): () => void;
}

export interface RedisRenderCacheLogLine {
  level: 'info' | 'warn';
  event: 'redis-unavailable' | 'redis-available' | 'redis-purge-ignored';
  message?: string;
}

export interface RedisRenderCacheOptions {
  /** `redis://[user:password@]host:port[/db]` (or `rediss://` for TLS) */
  url: string;
  /**
   * What every key and the channel start with. Instances that may share pages must share it; a new build takes
   * another (its pages name other assets), e.g. `ridgeline:<build version>:`.
   */
  namespace?: string;
  /** The channel every instance of every build listens on (default `ridgeline:purge`). */
  channel?: string;
  /** Each command's deadline (default 250 ms): past it, a lookup is a miss. */
  commandTimeoutMs?: number;
  /** The connection's deadline (default 2,000 ms). */
  connectTimeoutMs?: number;
  /** A larger page body is never written (default 1 MiB). */
  maxEntryBytes?: number;
  /** Most tags one purge message may carry; more are refused (default 10,000). */
  maxTagsPerPurge?: number;
  /**
   * How long a purged tag's generation is remembered (default 1 h): a render that began longer ago than this before
   * a purge could be written. Keep it well above the render cache's render deadline (30 s).
   */
  generationMs?: number;
  now?: () => number;
  log?: (line: RedisRenderCacheLogLine) => void;
}

export const REDIS_RENDER_CACHE_DEFAULTS = {
  namespace: 'ridgeline:',
  channel: 'ridgeline:purge',
  commandTimeoutMs: 250,
  connectTimeoutMs: 2_000,
  maxEntryBytes: 1024 * 1024,
  maxTagsPerPurge: 10_000,
  generationMs: 3_600_000,
} as const;

/**
 * KEYS: the page, then n tag sets, then the n tags' generations. ARGV: the render's mark, the page, its time to live
 * (ms). Writes the page and adds it to its tags' sets, unless a generation is above the mark (returns 0).
 */
const WRITE_SCRIPT = `
local n = (#KEYS - 1) / 2
local mark = tonumber(ARGV[1])
for i = 1, n do
  local generation = tonumber(redis.call('GET', KEYS[1 + n + i]) or '0')
  if generation > mark then return 0 end
end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
for i = 1, n do
  redis.call('SADD', KEYS[1 + i], KEYS[1])
  redis.call('PEXPIRE', KEYS[1 + i], ARGV[3], 'NX')
  redis.call('PEXPIRE', KEYS[1 + i], ARGV[3], 'GT')
end
return 1
`;

/**
 * KEYS: the purge sequence, then n tag sets, then the n tags' generations. ARGV: how long a generation is kept (ms),
 * the channel, the message without its end (`…,"sequence":`). Takes the next purge number, makes it each tag's
 * generation, deletes the pages of the tags' sets and the sets, and publishes the message with its number (inside the
 * script: the messages go out in the order of their numbers). Returns the number.
 */
const PURGE_SCRIPT = `
local n = (#KEYS - 1) / 2
local sequence = redis.call('INCR', KEYS[1])
for i = 1, n do
  redis.call('SET', KEYS[1 + n + i], sequence, 'PX', ARGV[1])
  for _, page in ipairs(redis.call('SMEMBERS', KEYS[1 + i])) do
    redis.call('UNLINK', page)
  end
  redis.call('UNLINK', KEYS[1 + i])
end
redis.call('PUBLISH', ARGV[2], ARGV[3] .. sequence .. '}')
return sequence
`;

/** KEYS: n tag sets. Deletes the pages of the sets and the sets (another build's purge, heard: already numbered). */
const DROP_SCRIPT = `
for i = 1, #KEYS do
  for _, page in ipairs(redis.call('SMEMBERS', KEYS[i])) do
    redis.call('UNLINK', page)
  end
  redis.call('UNLINK', KEYS[i])
end
return 1
`;

interface PurgeMessage {
  origin: string;
  namespace: string;
  tags: string[];
  /** the purge's number (absent from a build before numbered messages) */
  sequence?: number;
}

/** A purge message as another instance wrote it; anything else is refused (undefined). */
export function parsePurgeMessage(raw: string, maxTags: number): PurgeMessage | undefined {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { origin, namespace, tags, sequence } = value as Record<string, unknown>;
  if (typeof origin !== 'string' || typeof namespace !== 'string' || !Array.isArray(tags)) return undefined;
  if (tags.length > maxTags || !tags.every((tag) => typeof tag === 'string' && tag.length > 0 && tag.length <= 1024))
    return undefined;
  if (sequence !== undefined && !(Number.isSafeInteger(sequence) && (sequence as number) > 0)) return undefined;
  return {
    origin,
    namespace,
    tags: tags as string[],
    ...(sequence === undefined ? {} : { sequence: sequence as number }),
  };
}

/** Page: 4 bytes head length, the head (JSON), the body. */
function encodePage(page: SharedPage): Buffer {
  const head = Buffer.from(
    JSON.stringify({
      status: page.status,
      headers: page.headers,
      storedAt: page.storedAt,
      freshUntil: page.freshUntil,
      staleUntil: page.staleUntil,
      tags: page.tags,
    }),
  );
  const length = Buffer.alloc(4);
  length.writeUInt32BE(head.length);
  return Buffer.concat([length, head, page.body]);
}

function decodePage(value: Buffer): SharedPage | undefined {
  if (value.length < 4) return undefined;
  const headLength = value.readUInt32BE(0);
  if (4 + headLength > value.length) return undefined;
  try {
    const head = JSON.parse(value.subarray(4, 4 + headLength).toString('utf8')) as Omit<SharedPage, 'body'>;
    const numbers = [head.status, head.storedAt, head.freshUntil, head.staleUntil];
    if (!numbers.every(Number.isFinite) || !Array.isArray(head.headers) || !Array.isArray(head.tags)) return undefined;
    return { ...head, body: Buffer.from(value.subarray(4 + headLength)) };
  } catch {
    return undefined;
  }
}

export class RedisRenderCache implements SharedPageStore, PurgeBus {
  private readonly options: Required<Omit<RedisRenderCacheOptions, 'now' | 'log'>>;
  private readonly now: () => number;
  private readonly log: (line: RedisRenderCacheLogLine) => void;
  /** this process's name on the channel: its own purges come back to it and are not acted on twice */
  private readonly origin = randomUUID();
  private readonly client: Redis;
  private subscriber: Redis | undefined;
  private readonly listeners = new Set<(tags: string[], missed?: boolean) => void>();
  /** Redis has failed since it last answered: the outage is logged once */
  private down = false;
  /** the last purge heard (every one up to it reached the listeners); undefined until the subscription first is live */
  private heardSequence: number | undefined;
  /** the subscription is live and in step with the sequence: renders may be marked */
  private following = false;
  /** getting in step, once at a time */
  private catchingUp: Promise<void> | undefined;

  constructor(options: RedisRenderCacheOptions) {
    this.options = { ...REDIS_RENDER_CACHE_DEFAULTS, ...options };
    this.now = options.now ?? (() => Date.now());
    this.log = options.log ?? ((line) => console.log(JSON.stringify(line)));
    this.client = this.connect(false);
  }

  private connect(subscriber: boolean): Redis {
    const options: RedisOptions = {
      connectTimeout: this.options.connectTimeoutMs,
      // a request never waits on a command: failed fast, it renders without the shared tier (the subscription waits
      // for its connection instead: no request waits on it)
      ...(subscriber ? {} : { commandTimeout: this.options.commandTimeoutMs }),
      maxRetriesPerRequest: 0,
      // the subscription is queued until connected (and renewed on each reconnection); commands fail at once
      enableOfflineQueue: subscriber,
      // reconnect for ever, at most every 5 s: an outage ends by itself
      retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
      lazyConnect: false,
    };
    const client = new Redis(this.options.url, options);
    client.on('error', (error: Error) => this.failed(error));
    client.on('ready', () => {
      this.recovered();
      // the subscription came back while this connection was away: get in step now
      if (!subscriber && this.subscriber?.status === 'ready' && !this.following) void this.follow();
    });
    return client;
  }

  private key(kind: 'page' | 'tag', name: string): string {
    return `${this.options.namespace}${kind}:${createHash('sha256').update(name).digest('base64url')}`;
  }

  /** The purge sequence and the tags' generations: one for every build (under the channel's name, not a namespace). */
  private sequenceKey(): string {
    return `${this.options.channel}:sequence`;
  }

  private generationKey(tag: string): string {
    return `${this.options.channel}:generation:${createHash('sha256').update(tag).digest('base64url')}`;
  }

  private failed(error: unknown): void {
    if (this.down) return;
    this.down = true;
    this.log({
      level: 'warn',
      event: 'redis-unavailable',
      message: `${error instanceof Error ? error.message : String(error)}; rendering without the shared cache`,
    });
  }

  private recovered(): void {
    if (!this.down) return;
    this.down = false;
    this.log({ level: 'info', event: 'redis-available' });
  }

  /** Connected: until then (start-up, an outage), the shared tier is skipped without a word (`error` says why). */
  private get connected(): boolean {
    return this.client.status === 'ready';
  }

  /** Resolves once connected (tests, start-up checks); false when `timeoutMs` passed first. */
  async ready(timeoutMs = this.options.connectTimeoutMs): Promise<boolean> {
    if (this.connected) return true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connected = await Promise.race([
      new Promise<boolean>((resolve) => this.client.once('ready', () => resolve(true))),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs))),
    ]);
    clearTimeout(timer);
    return connected;
  }

  async get(key: string): Promise<SharedPage | undefined> {
    if (!this.connected) return undefined;
    try {
      const value = await this.client.getBuffer(this.key('page', key));
      this.recovered();
      const page = value ? decodePage(value) : undefined;
      return page && this.now() < page.staleUntil ? page : undefined;
    } catch (error) {
      this.failed(error);
      return undefined;
    }
  }

  async purgeMark(): Promise<number | undefined> {
    if (!this.connected) return undefined;
    // purges may be passing unheard: this instance's own caches may hold what they purged. Getting in step failed
    // while the subscription stayed up (a command past its deadline): try again, for the renders after this one.
    if (this.subscriber && !this.following) {
      if (this.subscriber.status === 'ready') void this.follow();
      return undefined;
    }
    try {
      const value = await this.client.get(this.sequenceKey());
      this.recovered();
      const mark = Number(value ?? '0');
      if (!Number.isSafeInteger(mark)) return undefined;
      if (!this.subscriber) return mark;
      // never past the last purge this instance has heard (and so applied to its own caches)
      return this.following && this.heardSequence !== undefined ? Math.min(mark, this.heardSequence) : undefined;
    } catch (error) {
      this.failed(error);
      return undefined;
    }
  }

  async set(key: string, page: SharedPage, mark: number | undefined): Promise<SharedWrite> {
    const ttlMs = Math.ceil(page.staleUntil - this.now());
    if (mark === undefined || ttlMs <= 0 || page.body.length > this.options.maxEntryBytes || !this.connected)
      return 'skipped';
    const keys = [
      this.key('page', key),
      ...page.tags.map((tag) => this.key('tag', tag)),
      ...page.tags.map((tag) => this.generationKey(tag)),
    ];
    try {
      const written = await this.client.eval(WRITE_SCRIPT, keys.length, ...keys, mark, encodePage(page), ttlMs);
      this.recovered();
      return written === 1 ? 'written' : 'purged';
    } catch (error) {
      this.failed(error);
      return 'skipped';
    }
  }

  async publish(tags: readonly string[]): Promise<void> {
    if (tags.length === 0) return;
    if (!this.connected) {
      this.failed(new Error('Redis is not connected: this purge reached this instance only'));
      return;
    }
    const keys = [
      this.sequenceKey(),
      ...tags.map((tag) => this.key('tag', tag)),
      ...tags.map((tag) => this.generationKey(tag)),
    ];
    // the message's JSON but its end: the script appends the purge's number
    const head = JSON.stringify({ origin: this.origin, namespace: this.options.namespace, tags: [...tags] });
    const message = `${head.slice(0, -1)},"sequence":`;
    try {
      await this.client.eval(
        PURGE_SCRIPT,
        keys.length,
        ...keys,
        this.options.generationMs,
        this.options.channel,
        message,
      );
      this.recovered();
    } catch (error) {
      this.failed(error);
    }
  }

  subscribe(listener: (tags: string[], missed?: boolean) => void): () => void {
    this.listeners.add(listener);
    if (!this.subscriber) {
      const subscriber = this.connect(true);
      this.subscriber = subscriber;
      subscriber.subscribe(this.options.channel).catch((error: unknown) => this.failed(error));
      subscriber.on('message', (_channel: string, raw: string) => this.heard(raw));
      // SUBSCRIBE is renewed before 'ready' is emitted (next tick): get in step with the sequence each time
      subscriber.on('ready', () => void this.follow());
      subscriber.on('close', () => (this.following = false));
    }
    return () => this.listeners.delete(listener);
  }

  /** Whether renders are marked: the subscription is live and in step with the purges (tests, diagnostics). */
  get inStep(): boolean {
    return this.following;
  }

  /**
   * The subscription is live (again): reads where the purges stand and, when some may have passed unheard (while it
   * was away; the first time, since the process started), drops everything this instance keeps. Then renders are
   * marked again.
   */
  private follow(): Promise<void> {
    this.catchingUp ??= this.catchUp().finally(() => (this.catchingUp = undefined));
    return this.catchingUp;
  }

  private async catchUp(): Promise<void> {
    const subscriber = this.subscriber;
    if (!subscriber || this.following) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      // answered after the SUBSCRIBE sent before it: every purge numbered after the read below is heard
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error('no answer to PING on the subscription')),
          this.options.connectTimeoutMs,
        );
        timer.unref?.();
      });
      await Promise.race([subscriber.ping(), deadline]);
      const value = Number((await this.client.get(this.sequenceKey())) ?? '0');
      if (!Number.isSafeInteger(value) || subscriber.status !== 'ready' || this.following) return;
      if (this.heardSequence === undefined || value > this.heardSequence) this.tell([ALL_PAGES_TAG], true);
      this.heardSequence = Math.max(this.heardSequence ?? 0, value);
      this.following = true;
    } catch (error) {
      this.failed(error);
    } finally {
      clearTimeout(timer);
    }
  }

  private tell(tags: string[], missed = false): void {
    for (const listener of this.listeners) listener(tags, missed);
  }

  /** Resolves once the subscription is live (tests and start-up checks: a purge published before may be missed). */
  async subscribed(): Promise<void> {
    const subscriber = this.subscriber;
    if (!subscriber) return;
    if (subscriber.status !== 'ready') await new Promise((resolve) => subscriber.once('ready', resolve));
    // SUBSCRIBE is renewed on ready; a PING in subscriber mode answers after it
    await subscriber.ping();
  }

  private heard(raw: string): void {
    const message = parsePurgeMessage(raw, this.options.maxTagsPerPurge);
    if (!message) {
      this.log({ level: 'warn', event: 'redis-purge-ignored', message: 'a purge message that is not one' });
      return;
    }
    const { sequence } = message;
    // a number skipped: a purge went by unheard (or came from a build that does not number them): drop everything
    const skipped = sequence !== undefined && this.heardSequence !== undefined && sequence > this.heardSequence + 1;
    if (skipped) this.tell([ALL_PAGES_TAG, ...message.tags], true);
    else if (message.origin !== this.origin) this.tell(message.tags);
    if (sequence !== undefined && this.heardSequence !== undefined)
      this.heardSequence = Math.max(this.heardSequence, sequence);
    if (message.origin === this.origin) return;
    // Another build's instance purged its own pages only: drop this build's shared copies too.
    if (message.namespace !== this.options.namespace && message.tags.length > 0) {
      const keys = message.tags.map((tag) => this.key('tag', tag));
      void this.client.eval(DROP_SCRIPT, keys.length, ...keys).catch((error: unknown) => this.failed(error));
    }
  }

  /** Closes both connections. */
  async close(): Promise<void> {
    await Promise.all([this.client, this.subscriber].map((client) => client?.quit().catch(() => client.disconnect())));
  }
}
