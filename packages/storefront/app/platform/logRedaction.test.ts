import { describe, expect, it } from 'vitest';
import { REDACTED } from '@ridgeline/commerce/server';
import type { RenderLogLine } from '@ridgeline/renderer/server';
import { createRenderCache } from './request/renderCache.server';

const SECRET = 'abc123';

// redactUrl itself is tested in @ridgeline/commerce (src/server/logRedaction.test.ts).
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
