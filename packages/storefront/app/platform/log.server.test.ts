import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureLog } from '../testing/logCapture';
import { log as sharedLog } from './log';
import {
  accessLogMiddleware,
  currentRequestId,
  log,
  requestIdFrom,
  requestIdMiddleware,
  runWithRequestId,
} from './log.server';

const require = createRequire(import.meta.url);
/** The server `server.mjs` runs (its types are not a dependency: the part used here). */
const express = require('express') as () => {
  use(handler: unknown): unknown;
  get(path: string, handler: (req: IncomingMessage, res: ServerResponse) => void | Promise<void>): unknown;
  listen(port: number, host: string): Server;
};

describe('the server logger', () => {
  it('writes each entry as one JSON line with a level name, an ISO time and its message, newlines escaped', () => {
    const logs = captureLog();
    log.warn({ event: 'store-search-failed', status: 503 }, 'first line\nforged {"level":"info"}');
    log.error({ event: 'render-error' });
    const text = logs.text();
    expect(text.endsWith('\n')).toBe(true);
    const raw = text.trimEnd().split('\n');
    expect(raw).toHaveLength(2);
    const first = JSON.parse(raw[0]!) as Record<string, unknown>;
    expect(first).toMatchObject({
      level: 'warn',
      event: 'store-search-failed',
      status: 503,
      message: 'first line\nforged {"level":"info"}',
    });
    expect(first.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(JSON.parse(raw[1]!)).toMatchObject({ level: 'error', event: 'render-error' });
  });

  it('writes an error under `err` with its type and message', () => {
    const logs = captureLog();
    log.warn({ event: 'commerce', err: new TypeError('fetch failed') }, 'fetch failed');
    expect(logs.lines()[0]).toMatchObject({ event: 'commerce', err: { type: 'TypeError', message: 'fetch failed' } });
  });

  it('redacts credentials and e-mail addresses: fields, nested fields, addresses and message text', () => {
    const logs = captureLog();
    log.warn(
      {
        event: 'account-failed',
        email: 'ada@example.com',
        details: { token: 'abc123', refresh_token: 'r1', password: 'hunter2' },
        address: '/reset-password-callback?token=abc123&email=ada%40example.com&lang=en',
      },
      'no customer with login ada@example.com',
    );
    const text = logs.text();
    for (const secret of ['ada@example.com', 'ada%40example.com', 'abc123', 'r1"', 'hunter2'])
      expect(text).not.toContain(secret);
    expect(logs.lines()[0]).toMatchObject({
      email: '[redacted]',
      details: { token: '[redacted]', refresh_token: '[redacted]', password: '[redacted]' },
      address: '/reset-password-callback?token=[redacted]&email=[redacted]&lang=en',
      message: 'no customer with login [redacted e-mail]',
    });
  });

  it('redacts e-mail addresses in a message given as a field, too', () => {
    const logs = captureLog();
    log.warn({ event: 'basket', message: 'customer grace@example.org not found' });
    expect(logs.lines()[0]).toMatchObject({ event: 'basket', message: 'customer [redacted e-mail] not found' });
  });

  it('receives the lines of code shared with the browser (log.ts) once loaded', () => {
    const logs = captureLog();
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    runWithRequestId('req-shared', () => sharedLog.warn({ event: 'missing-translation' }, 'no message x'));
    expect(consoleWarn).not.toHaveBeenCalled();
    expect(logs.lines()).toEqual([
      { level: 'warn', requestId: 'req-shared', event: 'missing-translation', message: 'no message x' },
    ]);
  });
});

describe('request ids', () => {
  it('keeps a short safe incoming id', () => {
    expect(requestIdFrom('b3c1e8a0-3f5e-4a8e-9a51-1a2b3c4d5e6f')).toBe('b3c1e8a0-3f5e-4a8e-9a51-1a2b3c4d5e6f');
    expect(requestIdFrom('8a1b2c3d4e5f6a7b-AMS')).toBe('8a1b2c3d4e5f6a7b-AMS');
  });

  it('replaces an unsafe one: newlines, quotes, spaces, 10 KB, several, none', () => {
    const fresh = () => 'fresh-id';
    for (const unsafe of [
      'abc\n{"level":"error","event":"forged"}',
      'a"b',
      'a b',
      'x'.repeat(10_000),
      'a'.repeat(65),
      '',
      '-leading',
      ['a', 'b'],
      undefined,
      null,
    ]) {
      expect(requestIdFrom(unsafe, fresh)).toBe('fresh-id');
    }
    expect(requestIdFrom(undefined)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a line outside any request has no requestId', () => {
    const logs = captureLog();
    expect(currentRequestId()).toBeUndefined();
    log.info({ event: 'start' });
    expect(logs.lines()[0]).not.toHaveProperty('requestId');
  });
});

/** Lines of requests in flight land when those requests get there: a hang guard (vi.waitFor's own 1 s is not). */
const UNTIL_LOGGED = { timeout: 15_000 };

describe('the request middlewares (server.mjs)', () => {
  const servers: Server[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) server.close();
  });

  /** The middlewares as server.mjs installs them, and a route that logs before and after awaiting other work. */
  async function serve(): Promise<{ origin: string; release: () => void }> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let ids = 0;
    const app = express();
    app.use(requestIdMiddleware({ newId: () => `generated-${++ids}` }));
    app.use(accessLogMiddleware({ now: () => 0 }));
    app.get('/work', async (_req, res) => {
      log.warn({ event: 'before-await' });
      await held;
      await new Promise((resolve) => setImmediate(resolve));
      log.warn({ event: 'after-await' });
      res.end('ok');
    });
    const server = app.listen(0, '127.0.0.1');
    servers.push(server);
    await new Promise((resolve) => server.once('listening', resolve));
    return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, release };
  }

  it("every line written while handling a request carries that request's id, with requests interleaved", async () => {
    const logs = captureLog();
    const { origin, release } = await serve();
    const first = fetch(`${origin}/work?email=ada%40example.com`, { headers: { 'X-Request-Id': 'req-one' } });
    const second = fetch(`${origin}/work`, { headers: { 'X-Request-Id': 'req-two' } });
    // both requests are inside the route (each wrote its first line) before either goes on
    await vi.waitFor(() => expect(logs.events('before-await')).toHaveLength(2), UNTIL_LOGGED);
    release();
    const responses = await Promise.all([first, second]);
    expect(responses.map((response) => response.headers.get('x-request-id'))).toEqual(['req-one', 'req-two']);
    await Promise.all(responses.map((response) => response.text()));
    await vi.waitFor(() => expect(logs.events('request')).toHaveLength(2), UNTIL_LOGGED);
    for (const id of ['req-one', 'req-two']) {
      expect(
        logs
          .lines()
          .filter((line) => line.requestId === id)
          .map((line) => line.event)
          .sort(),
      ).toEqual(['after-await', 'before-await', 'request']);
    }
    expect(logs.lines().every((line) => typeof line.requestId === 'string')).toBe(true);
    // the access line: method, path without its query (an e-mail there never reaches the log), status, duration
    expect(logs.events('request').find((line) => line.requestId === 'req-one')).toEqual({
      level: 'info',
      event: 'request',
      requestId: 'req-one',
      method: 'GET',
      path: '/work',
      status: 200,
      ms: 0,
    });
    expect(logs.text()).not.toContain('example.com');
  });

  it('an unsafe incoming X-Request-Id is replaced, on the response and in the lines', async () => {
    const logs = captureLog();
    const { origin, release } = await serve();
    release();
    const response = await fetch(`${origin}/work`, { headers: { 'X-Request-Id': `forged"${'x'.repeat(10_000)}` } });
    await response.text();
    expect(response.headers.get('x-request-id')).toBe('generated-1');
    await vi.waitFor(() => expect(logs.events('request')).toHaveLength(1), UNTIL_LOGGED);
    expect(logs.lines().map((line) => line.requestId)).toEqual(['generated-1', 'generated-1', 'generated-1']);
    expect(logs.text()).not.toContain('forged');
  });
});
