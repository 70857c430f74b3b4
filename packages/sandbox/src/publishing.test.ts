import { createHmac } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createCdnStandIn, changedItems, publishedEvent } from './publishing.js';
import { loadContent } from './store.js';
import { startTestSandbox, tempContent } from './test-helpers.js';

const item = (id: string, headline: string) => ({
  _meta: { schema: 'https://schema.ridgeline.dev/test-text', deliveryId: id, deliveryKey: `page/${id}` },
  headline,
});

describe('the CDN purge stand-ins', () => {
  const { app, purges } = createCdnStandIn(() => new Date('2026-11-28T12:00:00Z'));

  it('record a Fastly purge by surrogate key, a Cloudflare purge by tags and an Akamai purge by tag', async () => {
    const fastly = await app.request('/cdn/fastly/service/svc/purge', {
      method: 'POST',
      headers: { 'Fastly-Key': 'token', 'Surrogate-Key': 'rl-c-1 rl-k-home' },
    });
    expect(fastly.status).toBe(200);
    const cloudflare = await app.request('/cdn/cloudflare/zones/zone/purge_cache', {
      method: 'POST',
      headers: { Authorization: 'Bearer token', 'Content-Type': 'application/json' },
      body: JSON.stringify({ tags: ['rl-c-2'] }),
    });
    expect(await cloudflare.json()).toMatchObject({ success: true });
    const akamai = await app.request('/cdn/akamai/ccu/v3/invalidate/tag/production', {
      method: 'POST',
      headers: { Authorization: 'EG1-HMAC-SHA256 client_token=a;signature=b', 'Content-Type': 'application/json' },
      body: JSON.stringify({ objects: ['rl-c-3'] }),
    });
    expect(akamai.status).toBe(201);
    const log = (await (await app.request('/cdn/purges')).json()) as { purges: unknown[] };
    expect(log.purges).toEqual([
      { cdn: 'fastly', target: 'svc', tags: ['rl-c-1', 'rl-k-home'], at: '2026-11-28T12:00:00.000Z' },
      { cdn: 'cloudflare', target: 'zone', tags: ['rl-c-2'], at: '2026-11-28T12:00:00.000Z' },
      { cdn: 'akamai', target: 'production', tags: ['rl-c-3'], at: '2026-11-28T12:00:00.000Z' },
    ]);
    expect((await app.request('/cdn/purges', { method: 'DELETE' })).status).toBe(204);
    expect(purges).toEqual([]);
  });

  it('refuse a purge without credentials, as the real APIs do, and record nothing', async () => {
    expect(
      (await app.request('/cdn/fastly/service/svc/purge', { method: 'POST', headers: { 'Surrogate-Key': 'a' } }))
        .status,
    ).toBe(401);
    expect(
      (
        await app.request('/cdn/cloudflare/zones/zone/purge_cache', {
          method: 'POST',
          body: JSON.stringify({ tags: ['a'] }),
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await app.request('/cdn/akamai/ccu/v3/invalidate/tag/production', {
          method: 'POST',
          body: JSON.stringify({ objects: ['a'] }),
        })
      ).status,
    ).toBe(401);
    expect(purges).toEqual([]);
  });
});

describe('watch mode', () => {
  const cleanup: Array<() => unknown> = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('names the items changed between two loads', () => {
    const before = loadContent([tempContent({ 'a.json': item('a', 'A'), 'b.json': item('b', 'B') })]);
    const after = loadContent([
      tempContent({ 'a.json': item('a', 'A2'), 'b.json': item('b', 'B'), 'c.json': item('c', 'C') }),
    ]);
    expect(changedItems(before, after).map((changed) => changed.body._meta.deliveryId)).toEqual(['a', 'c']);
  });

  it('reloads an edited file and posts the signed publish webhook for the changed item only', async () => {
    const received: Array<{ signature: string | undefined; body: string }> = [];
    const receiver: Server = createServer(async (request, response) => {
      let body = '';
      for await (const chunk of request) body += chunk;
      received.push({ signature: request.headers['x-amplience-webhook-signature'] as string | undefined, body });
      response.end('{}');
    });
    receiver.listen(0, '127.0.0.1');
    await new Promise((resolve) => receiver.once('listening', resolve));
    cleanup.push(() => new Promise((resolve) => receiver.close(resolve)));
    const dir = tempContent({ 'a.json': item('a', 'before'), 'b.json': item('b', 'untouched') });
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    const sandbox = await startTestSandbox({
      contentDir: dir,
      commerce: false,
      staging: false,
      watch: {
        webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
        webhookSecret: 'sandbox-webhook-secret',
        debounceMs: 20,
      },
    });
    cleanup.push(() => sandbox.close());

    writeFileSync(path.join(dir, 'a.json'), JSON.stringify(item('a', 'after')));
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 5_000 });
    const [delivery] = received;
    expect(delivery!.signature).toBe(
      createHmac('sha256', 'sandbox-webhook-secret').update(delivery!.body).digest('base64'),
    );
    expect(JSON.parse(delivery!.body)).toMatchObject({
      name: 'dynamic-content.content-item.published',
      payload: { id: 'a', deliveryKey: 'page/a', body: { headline: 'after' } },
    });
    const served = (await (await sandbox.app.request('/content/id/a')).json()) as { content: { headline: string } };
    expect(served.content.headline).toBe('after');
  });

  it('the event body carries the item and its publish date', () => {
    const [stored] = loadContent([tempContent({ 'a.json': item('a', 'A') })]).items;
    expect(JSON.parse(publishedEvent(stored!, new Date('2026-11-28T12:00:00Z')))).toMatchObject({
      payload: { id: 'a', lastPublishedDate: '2026-11-28T12:00:00.000Z' },
    });
  });
});
