import { describe, expect, it } from 'vitest';
import { REDACTED, redactUrl } from './logRedaction';
import type { RenderLogLine } from '@ridgeline/renderer/server';
import { createRenderCache } from './request/renderCache.server';

const SECRET = 'abc123';

describe('redactUrl', () => {
  it('replaces the values of the landing credentials, whatever the case or encoding of their names', () => {
    expect(redactUrl(`/passwordless-login-callback?token=${SECRET}`)).toBe(
      `/passwordless-login-callback?token=${REDACTED}`,
    );
    expect(redactUrl(`/reset-password-callback?token=${SECRET}&email=ada%40example.com`)).toBe(
      `/reset-password-callback?token=${REDACTED}&email=${REDACTED}`,
    );
    expect(redactUrl(`/social-callback?code=${SECRET}&state=s1&usid=u1`)).toBe(
      `/social-callback?code=${REDACTED}&state=${REDACTED}&usid=${REDACTED}`,
    );
    expect(redactUrl(`/callback?Code=${SECRET}&T%6Fken=${SECRET}&refresh_token=${SECRET}`)).toBe(
      `/callback?Code=${REDACTED}&T%6Fken=${REDACTED}&refresh_token=${REDACTED}`,
    );
    expect(redactUrl(`https://shop.example/x?token=${SECRET}#frag`)).toBe(`https://shop.example/x?token=${REDACTED}`);
  });

  it('keeps every other parameter as it was sent, and an address without a query', () => {
    expect(redactUrl(`/passwordless-login-callback?redirectUrl=%2Fcart&token=${SECRET}&x`)).toBe(
      `/passwordless-login-callback?redirectUrl=%2Fcart&token=${REDACTED}&x`,
    );
    expect(redactUrl('/search?q=rain+jacket&sort=newest')).toBe('/search?q=rain+jacket&sort=newest');
    expect(redactUrl('/c/mens/')).toBe('/c/mens/');
    // a malformed escape in a name is compared as it is, not thrown on
    expect(redactUrl(`/x?%E0%A4%A=1&token=${SECRET}`)).toBe(`/x?%E0%A4%A=1&token=${REDACTED}`);
  });
});

// The access log (no query at all) is tested with the logger: log.server.test.ts.

describe('the page-render log (renderCache.server.ts)', () => {
  it('an address with a token is logged redacted', async () => {
    const logs: RenderLogLine[] = [];
    const cache = createRenderCache({
      maxBytes: 100_000,
      otherMaxBytes: 100_000,
      maxEntryBytes: 100_000,
      now: () => 0,
      log: (line) => logs.push(line),
    });
    const address = `/reset-password-callback?email=ada%40example.com&token=${SECRET}`;
    const page = () =>
      new Response('<p>x</p>', { headers: { 'Content-Type': 'text/html', 'Cache-Control': 'private, no-store' } });
    await cache.serve(new Request(`http://shop.test${address}`), `${address} en-US Everyone`, async () => page(), {
      variant: true,
    });
    expect(logs).toHaveLength(1);
    expect(JSON.stringify(logs[0])).not.toContain(SECRET);
    expect(logs[0]!.address).toBe(`/reset-password-callback?email=${REDACTED}&token=${REDACTED}`);
  });
});
