import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  amplienceSignature,
  CdnPurgeError,
  createAmplienceWebhookVerifier,
  type CdnPurgeAdapter,
} from '@ridgeline/renderer/server';
import { createAmplienceWebhookEndpoint } from './amplienceWebhook.server';

const amplienceWebhookEndpoint = createAmplienceWebhookEndpoint();
import { onPurge } from './cdn.server';

const SECRET = 'a-webhook-secret-for-tests';
const NOW = Date.parse('2026-11-28T12:00:00Z');

const published = (at = NOW, id = 'item-1') =>
  JSON.stringify({
    name: 'dynamic-content.content-item.published',
    payload: { id, lastPublishedDate: new Date(at).toISOString(), body: { _meta: { deliveryKey: 'home' } } },
  });
const post = (body: string, signature?: string, headers: Record<string, string> = {}) =>
  new Request('http://shop.test/__ridgeline/webhooks/amplience', {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json',
      ...(signature !== undefined ? { 'x-amplience-webhook-signature': signature } : {}),
      ...headers,
    },
  });

/** Every purge that reaches this process's caches, and every CDN call. */
let purged: string[][];
let cdnCalls: string[][];
let stopListening: () => void;
const adapter: CdnPurgeAdapter = {
  cdn: 'fastly',
  purge: async (tags) => {
    cdnCalls.push([...tags]);
    return 1;
  },
};
const verifier = () => createAmplienceWebhookVerifier({ secret: SECRET, now: () => NOW });

beforeEach(() => {
  purged = [];
  cdnCalls = [];
  stopListening = onPurge((tags) => {
    purged.push([...tags]);
    return 1;
  });
});
afterEach(() => stopListening());

describe('POST /__ridgeline/webhooks/amplience', () => {
  it('purges the item (id and key) here and at the CDN for a signed, fresh delivery', async () => {
    const body = published();
    const response = await amplienceWebhookEndpoint(post(body, amplienceSignature(body, SECRET)), {
      secret: SECRET,
      adapter,
      verifier: verifier(),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const expected = ['rl-c-item-1', 'rl-k-home', 'rl-overflow'];
    expect(purged).toEqual([expected]);
    expect(cdnCalls).toEqual([expected]);
  });

  it.each([
    ['missing', undefined],
    ['forged (another secret)', 'other-secret'],
    ['empty', ''],
  ])('a %s signature is 401 and purges nothing', async (_label, signedWith) => {
    const body = published();
    const signature =
      signedWith === undefined ? undefined : signedWith === '' ? '' : amplienceSignature(body, signedWith);
    const response = await amplienceWebhookEndpoint(post(body, signature), {
      secret: SECRET,
      adapter,
      verifier: verifier(),
    });
    expect(response.status).toBe(401);
    expect(purged).toEqual([]);
    expect(cdnCalls).toEqual([]);
  });

  it('a body changed after signing is 401 and purges nothing', async () => {
    const signature = amplienceSignature(published(), SECRET);
    const response = await amplienceWebhookEndpoint(post(published(NOW, 'item-2'), signature), {
      secret: SECRET,
      adapter,
      verifier: verifier(),
    });
    expect(response.status).toBe(401);
    expect(purged).toEqual([]);
  });

  it('a replay is refused: an old delivery is 401, the same one again purges nothing more', async () => {
    const old = published(NOW - 60 * 60_000);
    const stale = await amplienceWebhookEndpoint(post(old, amplienceSignature(old, SECRET)), {
      secret: SECRET,
      adapter,
      verifier: verifier(),
    });
    expect(stale.status).toBe(401);
    expect(purged).toEqual([]);

    const once = verifier();
    const body = published();
    const signature = amplienceSignature(body, SECRET);
    expect(
      (await amplienceWebhookEndpoint(post(body, signature), { secret: SECRET, adapter, verifier: once })).status,
    ).toBe(200);
    const replay = await amplienceWebhookEndpoint(post(body, signature), { secret: SECRET, adapter, verifier: once });
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ status: 'already-purged' });
    expect(purged).toHaveLength(1);
    expect(cdnCalls).toHaveLength(1);
  });

  it('answers 404 without a configured secret, and purges nothing', async () => {
    const body = published();
    const response = await amplienceWebhookEndpoint(post(body, amplienceSignature(body, SECRET)), {
      secret: undefined,
      adapter,
    });
    expect(response.status).toBe(404);
    expect(purged).toEqual([]);
  });

  it('refuses a body over the limit unread (413)', async () => {
    const huge = 'x'.repeat(600 * 1024);
    const response = await amplienceWebhookEndpoint(post(huge, amplienceSignature(huge, SECRET)), {
      secret: SECRET,
      adapter,
      verifier: verifier(),
    });
    expect(response.status).toBe(413);
    expect(purged).toEqual([]);
  });

  it('a failed CDN purge is 502 and the retry purges again', async () => {
    const failing: CdnPurgeAdapter = {
      cdn: 'cloudflare',
      purge: async () => {
        throw new CdnPurgeError('cloudflare purge answered HTTP 500', 'cloudflare', 500);
      },
    };
    const once = verifier();
    const body = published();
    const signature = amplienceSignature(body, SECRET);
    const first = await amplienceWebhookEndpoint(post(body, signature), {
      secret: SECRET,
      adapter: failing,
      verifier: once,
    });
    expect(first.status).toBe(502);
    const retry = await amplienceWebhookEndpoint(post(body, signature), { secret: SECRET, adapter, verifier: once });
    expect(retry.status).toBe(200);
    expect(cdnCalls).toHaveLength(1);
    expect(purged).toHaveLength(2);
  });
});
