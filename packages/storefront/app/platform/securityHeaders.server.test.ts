import { mkdtempSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isHttpsRequest } from './requestOrigin.server';
import {
  AMPLIENCE_MEDIA_ORIGIN,
  baselineSecurityHeaders,
  contentSecurityPolicy,
  createNonce,
  documentSecurityHeaders,
  HSTS_VALUE,
  TOKEN_LANDING_REFERRER_POLICY,
  type SecurityConfig,
} from '@ridgeline/renderer/server';
import { installServerSecurity, readSecurityConfig } from './securityHeaders.server';

/** The Express the production server runs on (its types are not a dependency: the part used here). */
type EchoRequest = IncomingMessage & { protocol: string; hostname: string; originalUrl: string; ip: string };
interface TestApp {
  set(setting: string, value: unknown): unknown;
  get(
    setting: string,
    handler?: (req: EchoRequest, res: ServerResponse & { json(body: unknown): void }) => void,
  ): unknown;
  use(handler: unknown): unknown;
  listen(port: number, host: string): Server;
}
const express = createRequire(import.meta.url)('express') as (() => TestApp) & { static(root: string): unknown };

const config: SecurityConfig = {
  trustedProxies: [],
  editorOrigins: ['https://app.amplience.net'],
  imageSources: ['http://localhost:4010'],
  connectSources: [],
  scriptSources: [],
};

/** The directives of a policy, by name. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('readSecurityConfig', () => {
  it('defaults: no trusted proxy, the Amplience app as the only editor origin, Amplience media or the media host', () => {
    // beside the sandbox (no NODE_ENV=production): its SMS widget stand-in may load and post home
    expect(readSecurityConfig({}, {})).toEqual({
      trustedProxies: [],
      editorOrigins: ['https://app.amplience.net'],
      imageSources: [AMPLIENCE_MEDIA_ORIGIN],
      connectSources: ['http://localhost:4010'],
      scriptSources: ['http://localhost:4010'],
    });
    expect(readSecurityConfig({}, { mediaHost: 'media.example.com' }).imageSources).toEqual([
      'https://media.example.com',
    ]);
    expect(readSecurityConfig({}, { mediaHost: 'http://localhost:4010/' }).imageSources).toEqual([
      'http://localhost:4010',
    ]);
  });

  it('lets the browser call the APIs pages talk to directly (the Einstein host), by origin', () => {
    const read = readSecurityConfig(
      {},
      { browserApiHosts: ['http://localhost:4010/', 'api.cquotient.com', 'http://localhost:4010'] },
    );
    expect(read.connectSources).toEqual(['http://localhost:4010', 'https://api.cquotient.com']);
    const policy = directives(contentSecurityPolicy({ kind: 'public', nonce: 'n', config: read }));
    expect(policy['connect-src']).toEqual(["'self'", 'http://localhost:4010', 'https://api.cquotient.com']);
  });

  it('lets pages load the SMS widget script from its origin only (and nothing else when it is not configured)', () => {
    const read = readSecurityConfig({ SMS_WIDGET_SCRIPT_URL: 'https://cdn.sms.example/v2/widget.js?key=1' }, {});
    expect(read.scriptSources).toEqual(['https://cdn.sms.example']);
    const policy = directives(contentSecurityPolicy({ kind: 'public', nonce: 'n', config: read }));
    expect(policy['script-src']).toEqual(["'self'", 'https://cdn.sms.example', "'nonce-n'"]);
    expect(policy['connect-src']).toContain('https://cdn.sms.example');
    const production = {
      NODE_ENV: 'production',
      AMPLIENCE_HUB: 'h',
      COMMERCE_SHORT_CODE: 'c',
      COMMERCE_ORGANIZATION_ID: 'o',
      COMMERCE_CLIENT_ID: 'i',
      COMMERCE_SITE_ID: 's',
      EINSTEIN_CLIENT_ID: 'e',
      NEWSLETTER_API_URL: 'https://news.example',
      PUBLIC_ORIGIN: 'https://shop.example',
      SESSION_SECRET: 'x'.repeat(32),
    };
    const none = readSecurityConfig(production, {});
    expect(none.scriptSources).toEqual([]);
    expect(directives(contentSecurityPolicy({ kind: 'public', nonce: 'n', config: none }))['script-src']).toEqual([
      "'self'",
      "'nonce-n'",
    ]);
  });

  it('reads the lists, and adds AMPLIENCE_APP_URL to the default editor origins', () => {
    const read = readSecurityConfig(
      {
        TRUSTED_PROXIES: '10.0.0.0/8, 192.168.1.7 ,loopback,::1, fd00::/8',
        AMPLIENCE_APP_ORIGINS: 'https://app.amplience.net,https://*.amplience.net/ http://127.0.0.1:*',
        CSP_IMAGE_SOURCES: 'https://images.example.com',
      },
      { mediaHost: 'https://cdn.example.com' },
    );
    expect(read.trustedProxies).toEqual(['10.0.0.0/8', '192.168.1.7', 'loopback', '::1', 'fd00::/8']);
    expect(read.editorOrigins).toEqual(['https://app.amplience.net', 'https://*.amplience.net', 'http://127.0.0.1:*']);
    expect(read.imageSources).toEqual(['https://cdn.example.com', 'https://images.example.com']);
    expect(readSecurityConfig({ AMPLIENCE_APP_URL: 'https://eu.amplience.example/app' }, {}).editorOrigins).toEqual([
      'https://app.amplience.net',
      'https://eu.amplience.example',
    ]);
  });

  it('refuses a malformed entry, naming the variable (nothing odd can reach the policy)', () => {
    expect(() => readSecurityConfig({ TRUSTED_PROXIES: '10.0.0.300' }, {})).toThrow(/TRUSTED_PROXIES: "10.0.0.300"/);
    expect(() => readSecurityConfig({ TRUSTED_PROXIES: '10.0.0.0/33' }, {})).toThrow(/TRUSTED_PROXIES/);
    expect(() => readSecurityConfig({ TRUSTED_PROXIES: 'proxy.example.com' }, {})).toThrow(/TRUSTED_PROXIES/);
    for (const value of [
      "https://app.amplience.net; script-src 'unsafe-inline'",
      'app.amplience.net',
      'https://a.example/path',
      "'self'",
      '*',
    ]) {
      expect(() => readSecurityConfig({ AMPLIENCE_APP_ORIGINS: value }, {})).toThrow(/AMPLIENCE_APP_ORIGINS/);
    }
    expect(() => readSecurityConfig({ CSP_IMAGE_SOURCES: 'data:' }, {})).toThrow(/CSP_IMAGE_SOURCES/);
    expect(() => readSecurityConfig({ AMPLIENCE_APP_URL: 'not a url' }, {})).toThrow(/AMPLIENCE_APP_URL/);
  });
});

describe('contentSecurityPolicy', () => {
  it('public documents: nonce-only inline scripts and styles, nobody may frame them', () => {
    const policy = directives(contentSecurityPolicy({ kind: 'public', nonce: 'abc+/=', config }));
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'", "'nonce-abc+/='"]);
    expect(policy['style-src']).toEqual(["'self'", "'nonce-abc+/='"]);
    expect(policy['style-src-attr']).toEqual(["'unsafe-inline'"]);
    expect(policy['img-src']).toEqual(["'self'", 'http://localhost:4010']);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");
  });

  it('editor documents: framed by the Amplience app only, staging images allowed', () => {
    const policy = directives(
      contentSecurityPolicy({
        kind: 'editor',
        nonce: 'n',
        config,
        stagingImageSources: ['https://*.staging.bigcontent.io'],
      }),
    );
    expect(policy['frame-ancestors']).toEqual(['https://app.amplience.net']);
    expect(policy['img-src']).toEqual(["'self'", 'http://localhost:4010', 'https://*.staging.bigcontent.io']);
    expect(policy['script-src']).toEqual(["'self'", "'nonce-n'"]);
    // staging hosts are for editors only
    const publicPolicy = directives(
      contentSecurityPolicy({
        kind: 'public',
        nonce: 'n',
        config,
        stagingImageSources: ['https://*.staging.bigcontent.io'],
      }),
    );
    expect(publicPolicy['img-src']).not.toContain('https://*.staging.bigcontent.io');
  });

  it('the Vite dev server gets its explicit relaxed policy, without the nonce (which would switch unsafe-inline off)', () => {
    const policy = directives(contentSecurityPolicy({ kind: 'public', nonce: 'n', config, dev: true }));
    expect(policy['script-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['connect-src']).toEqual(["'self'", 'ws:', 'wss:']);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });

  it('a document a CDN may keep: its scripts by their hashes, never the nonce (every copy would share it)', () => {
    const hashes = ["'sha256-AAAA'", "'sha256-BBBB'"];
    const policy = directives(contentSecurityPolicy({ kind: 'public', nonce: 'n', config, scriptHashes: hashes }));
    expect(policy['script-src']).toEqual(["'self'", ...hashes]);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(Object.values(policy).flat().join(' ')).not.toContain('nonce');
    // a private (no-store) document keeps its nonce
    expect(directives(contentSecurityPolicy({ kind: 'public', nonce: 'n', config }))['script-src']).toEqual([
      "'self'",
      "'nonce-n'",
    ]);
  });

  it('X-Frame-Options DENY on public documents only (it has no allow-list for the Amplience app)', () => {
    expect(documentSecurityHeaders({ kind: 'public', nonce: 'n', config })['X-Frame-Options']).toBe('DENY');
    expect(documentSecurityHeaders({ kind: 'editor', nonce: 'n', config })).not.toHaveProperty('X-Frame-Options');
  });
});

describe('createNonce', () => {
  it('is 128 random bits in base64, fresh every time', () => {
    const nonces = Array.from({ length: 200 }, () => createNonce());
    expect(new Set(nonces).size).toBe(200);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    }
  });
});

describe('baselineSecurityHeaders', () => {
  it('nosniff and the referrer policy always; HSTS only over HTTPS', () => {
    expect(baselineSecurityHeaders({ https: false })).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    expect(baselineSecurityHeaders({ https: true })['Strict-Transport-Security']).toBe(HSTS_VALUE);
  });
});

describe('installServerSecurity (the production server, on Express)', () => {
  const servers: { close(): void }[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) server.close();
  });

  /** An app set up as server.mjs does, echoing what a handler behind it sees; plus a static file. */
  async function start(env: Record<string, string>) {
    const app = express();
    installServerSecurity(app, env);
    const dir = mkdtempSync(path.join(tmpdir(), 'ridgeline-static-'));
    writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
    app.use(express.static(dir));
    // A route with its own Referrer-Policy, written as React Router's Express adapter (`res.append`) and the render
    // cache's streaming path (`res.appendHeader`) write a route's headers.
    app.get('/landing-adapter', (_req, res) => {
      (res as unknown as { append(name: string, value: string): void }).append(
        'Referrer-Policy',
        TOKEN_LANDING_REFERRER_POLICY,
      );
      res.end('ok');
    });
    app.get('/landing-stream', (_req, res) => {
      res.appendHeader('Referrer-Policy', TOKEN_LANDING_REFERRER_POLICY);
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.end('ok');
    });
    app.get('/echo', (req, res) => {
      // what React Router's adapter builds `request.url` from
      const url = `${req.protocol}://${req.hostname}${req.originalUrl}`;
      res.json({
        url,
        https: isHttpsRequest(new Request(url)),
        ip: req.ip,
        forwarded: req.headers['x-forwarded-host'] ?? null,
      });
    });
    const server = app.listen(0, '127.0.0.1');
    servers.push(server);
    await new Promise((resolve) => server.once('listening', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  const forwarded = {
    'X-Forwarded-Proto': 'https',
    'X-Forwarded-Host': 'shop.example.com:8443',
    'X-Forwarded-For': '203.0.113.9',
  };

  it('from a peer that is not a trusted proxy, forwarded headers are ignored and removed: no HSTS, http URLs', async () => {
    for (const env of [{}, { TRUSTED_PROXIES: '10.0.0.0/8' }] as Record<string, string>[]) {
      const origin = await start(env);
      const response = await fetch(`${origin}/echo`, { headers: forwarded });
      expect(response.headers.get('strict-transport-security')).toBeNull();
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      const seen = (await response.json()) as { url: string; https: boolean; ip: string; forwarded: string | null };
      expect(seen.url).toBe('http://127.0.0.1/echo');
      expect(seen.https).toBe(false);
      expect(seen.ip).not.toBe('203.0.113.9');
      expect(seen.forwarded).toBeNull();
    }
  });

  it('from a trusted proxy, its forwarded proto and host are believed: HSTS, https URLs, the client address', async () => {
    const origin = await start({ TRUSTED_PROXIES: '127.0.0.1/32,::1' });
    const response = await fetch(`${origin}/echo`, { headers: forwarded });
    expect(response.headers.get('strict-transport-security')).toBe(HSTS_VALUE);
    const seen = (await response.json()) as { url: string; https: boolean; ip: string };
    expect(seen).toMatchObject({ url: 'https://shop.example.com/echo', https: true, ip: '203.0.113.9' });
    // the same proxy over plain http: no HSTS
    const plain = await fetch(`${origin}/echo`, { headers: { 'X-Forwarded-Proto': 'http' } });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });

  it('static files get the headers too', async () => {
    const origin = await start({ TRUSTED_PROXIES: 'loopback' });
    const response = await fetch(`${origin}/robots.txt`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toBe(HSTS_VALUE);
  });

  it('a route’s own Referrer-Policy is sent once, in place of the baseline one (never a comma-joined pair)', async () => {
    const origin = await start({ TRUSTED_PROXIES: 'loopback' });
    for (const path of ['/landing-adapter', '/landing-stream']) {
      const response = await fetch(`${origin}${path}`, { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(response.headers.get('referrer-policy'), path).toBe(TOKEN_LANDING_REFERRER_POLICY);
      // the other baseline headers are still there
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('strict-transport-security'), path).toBe(HSTS_VALUE);
    }
  });

  it('the token landings ask for the token landing policy, which sends no path or query in a Referer', async () => {
    expect(TOKEN_LANDING_REFERRER_POLICY).toBe('strict-origin');
    const landings = await Promise.all([
      import('../features/account/routes/reset-password-callback'),
      import('../features/account/routes/passwordless-login-callback'),
      import('../features/account/routes/social-callback'),
    ]);
    for (const landing of landings)
      expect(new Headers(landing.headers()).get('Referrer-Policy')).toBe(TOKEN_LANDING_REFERRER_POLICY);
  });

  it('a malformed TRUSTED_PROXIES stops the start with a message naming it', () => {
    expect(() => installServerSecurity(express(), { TRUSTED_PROXIES: 'everyone' })).toThrow(/TRUSTED_PROXIES/);
  });
});
