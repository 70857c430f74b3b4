import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { accessLogLine, REDACTED, redactUrl } from './logRedaction';
import { RenderCache, type RenderLogLine } from './renderCache.server';

const require = createRequire(import.meta.url);
/** The access logger and server `server.mjs` runs (their types are not dependencies: the part used here). */
const morgan = require('morgan') as (format: typeof accessLogLine, options: { stream: { write(line: string): void } }) => unknown;
const express = require('express') as () => {
  use(handler: unknown): unknown;
  get(path: string, handler: (req: IncomingMessage, res: ServerResponse) => void): unknown;
  listen(port: number, host: string): Server;
};

const SECRET = 'abc123';

describe('redactUrl', () => {
  it('replaces the values of the landing credentials, whatever the case or encoding of their names', () => {
    expect(redactUrl(`/passwordless-login-callback?token=${SECRET}`)).toBe(`/passwordless-login-callback?token=${REDACTED}`);
    expect(redactUrl(`/reset-password-callback?token=${SECRET}&email=ada%40example.com`)).toBe(`/reset-password-callback?token=${REDACTED}&email=${REDACTED}`);
    expect(redactUrl(`/social-callback?code=${SECRET}&state=s1&usid=u1`)).toBe(`/social-callback?code=${REDACTED}&state=${REDACTED}&usid=${REDACTED}`);
    expect(redactUrl(`/callback?Code=${SECRET}&T%6Fken=${SECRET}&refresh_token=${SECRET}`)).toBe(`/callback?Code=${REDACTED}&T%6Fken=${REDACTED}&refresh_token=${REDACTED}`);
    expect(redactUrl(`https://shop.example/x?token=${SECRET}#frag`)).toBe(`https://shop.example/x?token=${REDACTED}`);
  });

  it('keeps every other parameter as it was sent, and an address without a query', () => {
    expect(redactUrl(`/passwordless-login-callback?redirectUrl=%2Fcart&token=${SECRET}&x`)).toBe(`/passwordless-login-callback?redirectUrl=%2Fcart&token=${REDACTED}&x`);
    expect(redactUrl('/search?q=rain+jacket&sort=newest')).toBe('/search?q=rain+jacket&sort=newest');
    expect(redactUrl('/c/mens/')).toBe('/c/mens/');
    // a malformed escape in a name is compared as it is, not thrown on
    expect(redactUrl(`/x?%E0%A4%A=1&token=${SECRET}`)).toBe(`/x?%E0%A4%A=1&token=${REDACTED}`);
  });
});

describe('the access log (server.mjs: morgan with accessLogLine)', () => {
  const servers: Server[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) server.close();
  });

  it('a line for /passwordless-login-callback?token=abc123 does not contain abc123, and keeps the tiny format', async () => {
    const lines: string[] = [];
    let lineWritten!: () => void;
    const firstLine = new Promise<void>((resolve) => (lineWritten = resolve));
    const app = express();
    app.use(
      morgan(accessLogLine, {
        stream: {
          write: (line) => {
            lines.push(line);
            lineWritten();
          },
        },
      }),
    );
    app.get('/passwordless-login-callback', (_req, res) => {
      res.setHeader('Content-Length', '2');
      res.end('ok');
    });
    const server = app.listen(0, '127.0.0.1');
    servers.push(server);
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    await (await fetch(`http://127.0.0.1:${port}/passwordless-login-callback?token=${SECRET}&redirectUrl=%2Fcart`)).text();
    // morgan writes once the response has finished (on the server's side, maybe after the client read it): wait for
    // the write itself, not for a number of event-loop turns a busy machine may not be done in.
    await firstLine;
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain(SECRET);
    expect(lines[0]).toMatch(new RegExp(`^GET /passwordless-login-callback\\?token=\\[redacted\\]&redirectUrl=%2Fcart 200 2 - [\\d.]+ ms\\n$`));
  });
});

describe('the page-render log (renderCache.server.ts)', () => {
  it('an address with a token is logged redacted', async () => {
    const logs: RenderLogLine[] = [];
    const cache = new RenderCache({ maxBytes: 100_000, otherMaxBytes: 100_000, maxEntryBytes: 100_000, now: () => 0, log: (line) => logs.push(line) });
    const address = `/reset-password-callback?email=ada%40example.com&token=${SECRET}`;
    const page = () => new Response('<p>x</p>', { headers: { 'Content-Type': 'text/html', 'Cache-Control': 'private, no-store' } });
    await cache.serve(new Request(`http://shop.test${address}`), `${address} en-US Everyone`, async () => page(), { variant: true });
    expect(logs).toHaveLength(1);
    expect(JSON.stringify(logs[0])).not.toContain(SECRET);
    expect(logs[0]!.address).toBe(`/reset-password-callback?email=${REDACTED}&token=${REDACTED}`);
  });
});
