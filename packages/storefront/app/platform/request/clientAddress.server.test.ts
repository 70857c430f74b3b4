import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { installServerSecurity } from '../securityHeaders.server';
import {
  clientAddressContext,
  clientAddressOf,
  normaliseClientAddress,
  UNKNOWN_CLIENT_ADDRESS,
} from './clientAddress.server';
import { appContextOf, getLoadContext } from './appContext.server';
import { createAppContext } from '../../appFeatures.server';

/** The Express the production server runs on (its types are not a dependency: the part used here). */
interface TestApp {
  set(setting: string, value: unknown): unknown;
  get(
    path: string,
    handler?: (req: IncomingMessage & { ip?: string }, res: ServerResponse & { json(body: unknown): void }) => void,
  ): unknown;
  use(handler: unknown): unknown;
  listen(port: number, host: string): Server;
}
const express = createRequire(import.meta.url)('express') as () => TestApp;

describe('normaliseClientAddress', () => {
  it('keeps IPv4 and IPv6 addresses, unmaps IPv4-mapped IPv6, and calls anything else unknown', () => {
    expect(normaliseClientAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(normaliseClientAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(normaliseClientAddress('2001:DB8::1')).toBe('2001:db8::1');
    for (const junk of [undefined, null, '', 'unknown', '203.0.113.9, 10.0.0.1', '<script>'])
      expect(normaliseClientAddress(junk)).toBe(UNKNOWN_CLIENT_ADDRESS);
  });
});

describe('clientAddressOf', () => {
  it('reads the address set in the router context, and answers "unknown" without one (tests, the dev server)', () => {
    const context = new RouterContextProvider();
    expect(clientAddressOf(context)).toBe(UNKNOWN_CLIENT_ADDRESS);
    context.set(clientAddressContext, '198.51.100.4');
    expect(clientAddressOf(context)).toBe('198.51.100.4');
    expect(clientAddressOf(undefined)).toBe(UNKNOWN_CLIENT_ADDRESS);
    expect(clientAddressOf({})).toBe(UNKNOWN_CLIENT_ADDRESS);
  });
});

describe('getLoadContext behind Express (server.mjs)', () => {
  const servers: Array<{ close(): void }> = [];
  // the one app context server.mjs makes when it starts; every request's load context carries it
  const appContext = createAppContext();
  afterEach(() => {
    for (const server of servers.splice(0)) server.close();
  });

  /** An Express app set up as server.mjs sets it up (trusted proxies first), answering the context's address. */
  async function addressSeen(
    env: Record<string, string>,
    headers: Record<string, string>,
  ): Promise<{ address: string; provider: boolean; appContext: boolean }> {
    const app = express();
    installServerSecurity(app, env);
    app.get('/', (req, res) => {
      const context = getLoadContext(req, appContext);
      res.json({
        address: clientAddressOf(context),
        provider: context instanceof RouterContextProvider,
        appContext: appContextOf(context) === appContext,
      });
    });
    const server = app.listen(0, '127.0.0.1');
    servers.push(server);
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    return (await fetch(`http://127.0.0.1:${port}/`, { headers })).json();
  }

  it('is a RouterContextProvider (v8_middleware needs one) holding the socket peer when no proxy is trusted: a sent X-Forwarded-For changes nothing', async () => {
    expect(await addressSeen({}, { 'x-forwarded-for': '203.0.113.50' })).toEqual({
      address: '127.0.0.1',
      provider: true,
      appContext: true,
    });
  });

  it('holds the shopper address a trusted proxy forwarded (TRUSTED_PROXIES)', async () => {
    expect(await addressSeen({ TRUSTED_PROXIES: 'loopback' }, { 'x-forwarded-for': '203.0.113.50' })).toEqual({
      address: '203.0.113.50',
      provider: true,
      appContext: true,
    });
  });
});
