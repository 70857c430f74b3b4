import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceConfig } from './config.server';
import {
  CUSTOMER_GROUPS_STALE_MS,
  listCustomerGroups,
  readShopperContext,
  writeShopperContext,
  type CustomerGroupsCache,
} from './shopperContext.server';
import type { GuestTokenSource } from './token.server';

const tokens: GuestTokenSource = { get: async () => 'guest-token', invalidate: () => {} };

// The customer-groups custom API on a local port: each request takes the next answer (group ids or an error status).
const answers: (string[] | number)[] = [];
let calls = 0;
let server: Server;
let config: CommerceConfig;

beforeAll(async () => {
  server = createServer((_request, response) => {
    calls += 1;
    const answer = answers.shift() ?? [];
    response.setHeader('content-type', 'application/json');
    if (typeof answer === 'number') response.writeHead(answer).end('{}');
    else response.end(JSON.stringify({ data: answer.map((id) => ({ id, unused: true })) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  config = {
    clientId: 'client',
    organizationId: 'f_ecom_test',
    shortCode: 'short',
    siteId: 'RefArch',
    timeoutMs: 5_000,
    proxy: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  } as CommerceConfig;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function groupsApi(...next: (string[] | number)[]) {
  answers.splice(0, answers.length, ...next);
  calls = 0;
  return {
    get calls() {
      return calls;
    },
  };
}

describe('listCustomerGroups: the app keeps the list, no module does', () => {
  it('asks once within CUSTOMER_GROUPS_STALE_MS and again after it, in the cache it is given', async () => {
    const api = groupsApi(['Everyone'], ['Everyone', 'Registered']);
    const cache: CustomerGroupsCache = {};
    expect(await listCustomerGroups(config, tokens, cache, 0)).toEqual([{ id: 'Everyone' }]);
    expect(await listCustomerGroups(config, tokens, cache, CUSTOMER_GROUPS_STALE_MS - 1)).toEqual([{ id: 'Everyone' }]);
    expect(api.calls).toBe(1);
    expect(await listCustomerGroups(config, tokens, cache, CUSTOMER_GROUPS_STALE_MS)).toEqual([
      { id: 'Everyone' },
      { id: 'Registered' },
    ]);
    expect(api.calls).toBe(2);
  });

  it('two caches (two apps) never share a list', async () => {
    const api = groupsApi(['A'], ['B']);
    expect(await listCustomerGroups(config, tokens, {}, 0)).toEqual([{ id: 'A' }]);
    expect(await listCustomerGroups(config, tokens, {}, 0)).toEqual([{ id: 'B' }]);
    expect(api.calls).toBe(2);
  });

  it('does not keep a failed answer: the next call asks again', async () => {
    const api = groupsApi(502, ['Everyone']);
    const cache: CustomerGroupsCache = {};
    await expect(listCustomerGroups(config, tokens, cache, 0)).rejects.toThrow(/502/);
    expect(cache.current).toBeUndefined();
    expect(await listCustomerGroups(config, tokens, cache, 1)).toEqual([{ id: 'Everyone' }]);
    expect(api.calls).toBe(2);
  });
});

describe('the shopper context of a usid (Shopper Contexts)', () => {
  // A stand-in that keeps one context per usid and records each call's method, path and siteId.
  const stored = new Map<string, Record<string, unknown>>();
  const seen: string[] = [];
  let contexts: Server;
  let contextConfig: CommerceConfig;

  beforeAll(async () => {
    contexts = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const usid = decodeURIComponent(url.pathname.split('/').pop() ?? '');
      seen.push(`${request.method} ${url.pathname} siteId=${url.searchParams.get('siteId')}`);
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        response.setHeader('content-type', 'application/json');
        if (request.method === 'GET') {
          const context = stored.get(usid);
          if (!context) response.writeHead(404).end(JSON.stringify({ title: 'Not Found' }));
          else response.end(JSON.stringify(context));
          return;
        }
        const sent = JSON.parse(body || '{}') as Record<string, unknown>;
        if (request.method === 'PUT') stored.set(usid, sent);
        else stored.set(usid, { ...stored.get(usid), ...sent });
        response.writeHead(request.method === 'PUT' ? 201 : 200).end('{}');
      });
    });
    await new Promise<void>((resolve) => contexts.listen(0, '127.0.0.1', resolve));
    contextConfig = { ...config, proxy: `http://127.0.0.1:${(contexts.address() as AddressInfo).port}` };
  });
  afterAll(() => new Promise<void>((resolve) => contexts.close(() => resolve())));

  it('reads by usid and site (none: null), creates when there is none, updates after, and reads again each time', async () => {
    const path = '/shopper/shopper-context/v1/organizations/f_ecom_test/shopper-context/usid-1';
    expect(await readShopperContext(contextConfig, 'usid-1', undefined, tokens)).toBeNull();
    expect(seen).toEqual([`GET ${path} siteId=RefArch`]);

    seen.length = 0;
    const created = await writeShopperContext(contextConfig, 'usid-1', { sourceCode: 'spring' }, undefined, tokens);
    expect(created).toEqual({ kind: 'create', context: { sourceCode: 'spring' } });
    expect(seen).toEqual([`GET ${path} siteId=RefArch`, `PUT ${path} siteId=RefArch`, `GET ${path} siteId=RefArch`]);

    seen.length = 0;
    const updated = await writeShopperContext(
      contextConfig,
      'usid-1',
      { sourceCode: 'summer', customQualifiers: { deviceType: 'mobile' } },
      undefined,
      tokens,
    );
    expect(updated).toEqual({
      kind: 'update',
      context: { sourceCode: 'summer', customQualifiers: { deviceType: 'mobile' } },
    });
    expect(seen).toEqual([`GET ${path} siteId=RefArch`, `PATCH ${path} siteId=RefArch`, `GET ${path} siteId=RefArch`]);
    expect(await readShopperContext(contextConfig, 'usid-1', undefined, tokens)).toEqual(updated.context);
  });
});
