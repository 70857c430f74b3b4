// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CdnPurgeError,
  createAkamaiPurge,
  createCloudflarePurge,
  createFastlyPurge,
  edgeGridAuthorization,
  edgeGridTimestamp,
} from './purgeAdapters';

/** A stand-in for the three purge APIs: records each request; answers `status` (or never, with `hang`). */
interface Recorded {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}
let server: Server;
let base: string;
let recorded: Recorded[];
let status: number;
let hang: boolean;

beforeAll(async () => {
  server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    recorded.push({ method: request.method!, url: request.url!, headers: request.headers, body });
    if (hang) return;
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(status < 300 ? '{"status":"ok"}' : '{"errors":[{"message":"bad token"}]}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  recorded = [];
  status = 200;
  hang = false;
});

const tags = (count: number) => Array.from({ length: count }, (_, index) => `rl-p-${index}`);

describe('Fastly purge by surrogate key', () => {
  it('posts the keys in a Surrogate-Key header with the token, 256 keys a request', async () => {
    const fastly = createFastlyPurge({ serviceId: 'svc 1', apiToken: 'tok', apiUrl: base, soft: true });
    await expect(fastly.purge(tags(300))).resolves.toBe(2);
    expect(recorded.map((request) => [request.method, request.url])).toEqual([
      ['POST', '/service/svc%201/purge'],
      ['POST', '/service/svc%201/purge'],
    ]);
    expect(recorded[0]!.headers['fastly-key']).toBe('tok');
    expect(recorded[0]!.headers['fastly-soft-purge']).toBe('1');
    expect(String(recorded[0]!.headers['surrogate-key']).split(' ')).toHaveLength(256);
    expect(String(recorded[1]!.headers['surrogate-key']).split(' ')).toEqual(tags(300).slice(256));
  });

  it('turns a refusal into a CdnPurgeError naming the CDN and status', async () => {
    status = 401;
    const error = await createFastlyPurge({ serviceId: 's', apiToken: 't', apiUrl: base })
      .purge(['rl-c-1'])
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CdnPurgeError);
    expect(error).toMatchObject({ cdn: 'fastly', status: 401 });
    expect((error as Error).message).toContain('bad token');
  });

  it('gives up after its deadline', async () => {
    hang = true;
    const error = await createFastlyPurge({ serviceId: 's', apiToken: 't', apiUrl: base, timeoutMs: 50 })
      .purge(['rl-c-1'])
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CdnPurgeError);
    expect((error as Error).message).toMatch(/timed out after 50 ms/);
    // the abandoned request has reached the stand-in before the next test starts counting
    await vi.waitFor(() => expect(recorded).toHaveLength(1));
  });
});

describe('Cloudflare purge by tags', () => {
  it('posts {"tags": [...]} to the zone with a bearer token, 30 tags a request', async () => {
    const cloudflare = createCloudflarePurge({ zoneId: 'zone1', apiToken: 'cf-token', apiUrl: base });
    await expect(cloudflare.purge(tags(31))).resolves.toBe(2);
    expect(recorded[0]).toMatchObject({ method: 'POST', url: '/zones/zone1/purge_cache' });
    expect(recorded[0]!.headers.authorization).toBe('Bearer cf-token');
    expect(JSON.parse(recorded[0]!.body)).toEqual({ tags: tags(30) });
    expect(JSON.parse(recorded[1]!.body)).toEqual({ tags: ['rl-p-30'] });
  });
});

describe('Akamai Fast Purge by tag', () => {
  it('posts {"objects": [...]} to /ccu/v3/invalidate/tag/{network}, signed with EdgeGrid', async () => {
    const now = new Date('2026-11-28T12:00:00Z');
    const options = {
      host: 'akab-test.purge.akamaiapis.net',
      clientToken: 'ct',
      clientSecret: 'cs',
      accessToken: 'at',
      network: 'staging' as const,
      apiUrl: base,
      now: () => now,
      nonce: () => 'nonce-1',
    };
    await expect(createAkamaiPurge(options).purge(['rl-c-1', 'rl-k-home'])).resolves.toBe(1);
    const [request] = recorded;
    expect(request).toMatchObject({ method: 'POST', url: '/ccu/v3/invalidate/tag/staging' });
    expect(JSON.parse(request!.body)).toEqual({ objects: ['rl-c-1', 'rl-k-home'] });
    expect(edgeGridTimestamp(now)).toBe('20261128T12:00:00+0000');
    const expected = edgeGridAuthorization({
      method: 'POST',
      url: `${base}/ccu/v3/invalidate/tag/staging`,
      body: request!.body,
      clientToken: 'ct',
      clientSecret: 'cs',
      accessToken: 'at',
      timestamp: '20261128T12:00:00+0000',
      nonce: 'nonce-1',
    });
    expect(request!.headers.authorization).toBe(expected);
    expect(expected).toMatch(
      /^EG1-HMAC-SHA256 client_token=ct;access_token=at;timestamp=20261128T12:00:00\+0000;nonce=nonce-1;signature=[A-Za-z0-9+/]+=*$/,
    );
  });

  it('needs its credentials', () => {
    expect(() => createAkamaiPurge({ host: 'h', clientToken: '', clientSecret: 's', accessToken: 'a' })).toThrow(
      /clientToken/,
    );
  });
});
