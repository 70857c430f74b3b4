import { RateLimiterMemory } from 'rate-limiter-flexible';
import { describe, expect, it } from 'vitest';
import { captureLog } from '../../../testing/logCapture';
import { BROWSER_ERRORS_BODY_MAX_BYTES, collectBrowserError, type BrowserErrorsDeps } from './browserErrors.server';

// The browser error collector (docs/behaviour/shell.md#browser-error-reports): one line per report, and each way a
// client could try to use it for something else.
const SHOP = 'https://shop.example.com';
const REPORT = {
  kind: 'error',
  message: 'TypeError: boom',
  source: '/assets/app.js',
  line: 3,
  column: 9,
  page: '/c/jackets',
};
const SAME_SITE = { Origin: SHOP, 'Content-Type': 'application/json' };

const post = (body: unknown, headers: Record<string, string> = SAME_SITE, method = 'POST') =>
  new Request(`${SHOP}/__ridgeline/errors`, {
    method,
    headers,
    ...(method === 'GET' ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
const deps = (extra: Partial<BrowserErrorsDeps> = {}): BrowserErrorsDeps => ({
  enabled: true,
  clientAddress: '203.0.113.7',
  limiter: new RateLimiterMemory({ points: 100, duration: 60 }),
  ...extra,
});

describe('POST /__ridgeline/errors', () => {
  it("logs one structured 'browser-error' line per report and answers 204", async () => {
    const log = captureLog();
    const response = await collectBrowserError(post(REPORT), deps());
    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(log.events('browser-error')).toEqual([
      {
        level: 'warn',
        event: 'browser-error',
        kind: 'error',
        source: '/assets/app.js',
        line: 3,
        column: 9,
        page: '/c/jackets',
        message: 'TypeError: boom',
      },
    ]);
  });

  it('is 404 without BROWSER_ERRORS, 405 for a GET, 415 for anything but JSON', async () => {
    const log = captureLog();
    expect((await collectBrowserError(post(REPORT), deps({ enabled: false }))).status).toBe(404);
    const get = await collectBrowserError(post(undefined, SAME_SITE, 'GET'), deps());
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const form = await collectBrowserError(post('kind=error', { Origin: SHOP, 'Content-Type': 'text/plain' }), deps());
    expect(form.status).toBe(415);
    expect(log.events('browser-error')).toEqual([]);
  });

  it('refuses another site’s page and a client that is no browser (403): nothing logged as a report', async () => {
    const log = captureLog();
    for (const headers of [
      { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' },
      { 'Content-Type': 'application/json' },
    ] as Record<string, string>[])
      expect((await collectBrowserError(post(REPORT, headers), deps())).status).toBe(403);
    expect(log.events('browser-error')).toEqual([]);
    expect(log.events('cross-site-refused')).toHaveLength(3);
  });

  it('log flooding: one address is rate-limited (429 with Retry-After), another is not', async () => {
    const log = captureLog();
    const limiter = new RateLimiterMemory({ points: 3, duration: 60 });
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await collectBrowserError(post(REPORT), deps({ limiter }))).status);
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
    const refused = await collectBrowserError(post(REPORT), deps({ limiter }));
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await collectBrowserError(post(REPORT), deps({ limiter, clientAddress: '198.51.100.2' }))).status).toBe(
      204,
    );
    expect(log.events('browser-error')).toHaveLength(4);
  });

  it('a body over the limit is refused (413) before it is read whole; a malformed one is 400', async () => {
    const log = captureLog();
    const huge = JSON.stringify({ ...REPORT, message: 'x'.repeat(BROWSER_ERRORS_BODY_MAX_BYTES) });
    expect((await collectBrowserError(post(huge), deps())).status).toBe(413);
    for (const body of ['{not json', '[]', JSON.stringify({ kind: 'error' }), JSON.stringify({ ...REPORT, kind: 'x' })])
      expect((await collectBrowserError(post(body), deps())).status, body).toBe(400);
    expect(log.events('browser-error')).toEqual([]);
  });

  it('log injection and personal data: the line holds checked, capped values only, nothing the client added', async () => {
    const log = captureLog();
    await collectBrowserError(
      post({
        kind: 'unhandledrejection',
        message:
          'failed for jane@example.com\n{"level":"error","event":"forged"} at https://shop.example.com/a?token=t',
        page: '/account/orders/1234567890?email=jane%40example.com',
        source: 'https://evil.example/x.js',
        line: 1,
        event: 'forged',
        level: 'fatal',
        requestId: 'forged',
        cookie: 'dwsid=abc',
      }),
      deps(),
    );
    const lines = log.lines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toEqual({
      level: 'warn',
      event: 'browser-error',
      kind: 'unhandledrejection',
      page: '/account/orders/[number]',
      message: 'failed for [e-mail] {"level":"error","event":"forged"} at https://shop.example.com/a',
    });
    expect(log.text().split('\n').filter(Boolean)).toHaveLength(1);
    for (const leak of ['jane', 'token=', 'dwsid', 'evil.example', '1234567890'])
      expect(log.text()).not.toContain(leak);
  });
});
