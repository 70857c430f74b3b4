import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCommerceConfig } from './commerce/config.server';
import { readSearchProviderConfig } from './commerce/searchService/config.server';
import { readConfig } from './config.server';
import {
  checkConfig,
  ConfigError,
  ENV_VARIABLES,
  envSchema,
  getEnv,
  readEnv,
  REQUIRED_WITHOUT_SANDBOX,
  type RawEnv,
} from './env.server';
import { readPreviewConfig } from './preview/index.server';
import { readSecurityConfig } from './securityHeaders.server';

const here = path.dirname(fileURLToPath(import.meta.url));
const storefront = path.resolve(here, '../..');
const SECRET = 'a-test-session-secret-of-32-characters-or-more';

/** The problems a `readEnv` call fails with (none when it passes). */
function problemsOf(env: RawEnv): { variables: string[]; message: string } {
  try {
    readEnv(env);
    return { variables: [], message: '' };
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    const config = error as ConfigError;
    return { variables: config.problems.map((problem) => problem.variable), message: config.message };
  }
}

/** The variable names in the first cell of each row of the markdown table(s) under `heading` (up to the next `## `). */
function tableVariables(
  markdown: string,
  heading: string,
  keepRow: (cells: string[]) => boolean = () => true,
): string[] {
  const start = markdown.indexOf(`\n${heading}\n`);
  expect(start, heading).toBeGreaterThanOrEqual(0);
  const end = markdown.indexOf('\n## ', start + heading.length + 1);
  const section = markdown.slice(start, end === -1 ? undefined : end);
  const names: string[] = [];
  for (const line of section.split('\n')) {
    if (!line.startsWith('| `')) continue;
    const cells = line.split('|').map((cell) => cell.trim());
    if (!keepRow(cells.slice(1))) continue;
    for (const match of cells[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) names.push(match[1]!);
  }
  return names;
}

/** A production environment that names every real service (no sandbox). */
const REAL_PRODUCTION: RawEnv = {
  NODE_ENV: 'production',
  SESSION_SECRET: SECRET,
  AMPLIENCE_HUB: 'acme',
  COMMERCE_SHORT_CODE: 'kv7kzm78',
  COMMERCE_ORGANIZATION_ID: 'f_ecom_zzrf_001',
  COMMERCE_CLIENT_ID: 'c9c45bfd-0ed3-4aa2-9971-40f88962b836',
  COMMERCE_SITE_ID: 'RefArch',
  EINSTEIN_CLIENT_ID: '1ea06c6e-c936-4324-bcf0-fada93f83bb1',
  NEWSLETTER_API_URL: 'https://subscriptions.acme.example/api',
  PUBLIC_ORIGIN: 'https://www.acme.example',
};

describe('the environment schema', () => {
  // The table is generated from this schema (npm run docs:generate; scripts/test/docs-reference.test.mjs keeps it fresh).
  it('has every variable of the generated environment reference (docs/reference/environment.md), and no other', () => {
    const reference = readFileSync(path.join(storefront, '../../docs/reference/environment.md'), 'utf8');
    const documented = new Set(tableVariables(reference, '<!-- generated: environment -->'));
    const schema = new Set<string>(ENV_VARIABLES);
    expect(
      [...documented].filter((name) => !schema.has(name)),
      'documented but not in the schema',
    ).toEqual([]);
    expect(
      [...schema].filter((name) => !documented.has(name)),
      'in the schema but not documented',
    ).toEqual([]);
  });

  it('describes every variable', () => {
    for (const name of ENV_VARIABLES) expect(envSchema.shape[name].description, name).toMatch(/\w{3}/);
  });
});

describe('readEnv', () => {
  it('outside production, with nothing set: the sandbox on 4010 and its defaults (tests and `react-router dev` need no setup)', () => {
    const env = readEnv({ NODE_ENV: 'test' });
    expect(env).toMatchObject({
      production: false,
      sandbox: 'http://localhost:4010',
      PORT: 3000,
      NEWSLETTER_API_URL: 'http://localhost:4010',
    });
    expect(readConfig({})).toMatchObject({ usingSandbox: true, baseUrl: 'http://localhost:4010' });
  });

  it('outside production a SANDBOX_PORT alone still means the sandbox on that port; RIDGELINE_SANDBOX wins over it', () => {
    expect(readEnv({ SANDBOX_PORT: '4999' }).sandbox).toBe('http://localhost:4999');
    expect(readCommerceConfig({ SANDBOX_PORT: '4999' }).proxy).toBe('http://localhost:4999');
    expect(readEnv({ SANDBOX_PORT: '4999', RIDGELINE_SANDBOX: 'http://127.0.0.1:4555/' }).sandbox).toBe(
      'http://127.0.0.1:4555',
    );
  });

  it('a production start without RIDGELINE_SANDBOX and without the real services fails, naming every missing one', () => {
    const { variables, message } = problemsOf({ NODE_ENV: 'production' });
    expect(variables.sort()).toEqual([...Object.keys(REQUIRED_WITHOUT_SANDBOX), 'SESSION_SECRET'].sort());
    for (const name of [
      'AMPLIENCE_HUB',
      'COMMERCE_SHORT_CODE',
      'COMMERCE_ORGANIZATION_ID',
      'COMMERCE_CLIENT_ID',
      'COMMERCE_SITE_ID',
      'SESSION_SECRET',
    ]) {
      expect(message).toContain(`- ${name} `);
    }
    expect(message).toContain('set RIDGELINE_SANDBOX');
    // only the ones missing are named
    expect(
      problemsOf({ ...REAL_PRODUCTION, AMPLIENCE_HUB: ' ', COMMERCE_SITE_ID: undefined }).variables.sort(),
    ).toEqual(['AMPLIENCE_HUB', 'COMMERCE_SITE_ID']);
    expect(problemsOf(REAL_PRODUCTION).variables).toEqual([]);
  });

  it('in production SANDBOX_PORT alone does not select the sandbox, and the message says what does', () => {
    const { variables, message } = problemsOf({ NODE_ENV: 'production', SESSION_SECRET: SECRET, SANDBOX_PORT: '4110' });
    expect(variables).toContain('AMPLIENCE_HUB');
    expect(message).toContain(
      'SANDBOX_PORT alone does not select the sandbox in production: to run beside it, set RIDGELINE_SANDBOX=http://localhost:4110.',
    );
  });

  it('the search service without the sandbox needs its three settings in production', () => {
    expect(problemsOf({ ...REAL_PRODUCTION, SEARCH_PROVIDER: 'unbxd' }).variables.sort()).toEqual([
      'UNBXD_API_KEY',
      'UNBXD_HOST_URL',
      'UNBXD_SITE_KEY',
    ]);
  });

  it('the data layer off the custom API needs the legacy endpoint it then reads', () => {
    expect(problemsOf({ ENABLE_DATA_LAYER_API: 'off' }).variables).toEqual(['DATA_LAYER_LEGACY_URL']);
    expect(
      problemsOf({ ENABLE_DATA_LAYER_API: 'off', DATA_LAYER_LEGACY_URL: 'https://store.example/dl' }).variables,
    ).toEqual([]);
    expect(problemsOf({ ENABLE_DATA_LAYER_API: 'no' }).variables).toEqual(['DATA_LAYER_LEGACY_URL']);
    for (const bad of ['javascript:alert(1)', 'http://store.example/dl'])
      expect(problemsOf({ DATA_LAYER_LEGACY_URL: bad }).variables, bad).toEqual(['DATA_LAYER_LEGACY_URL']);
    expect(problemsOf({ DATA_LAYER_LEGACY_URL: 'http://localhost:4010/dl' }).variables).toEqual([]);
  });

  it('with RIDGELINE_SANDBOX a production start gets the sandbox defaults', () => {
    const env = {
      NODE_ENV: 'production',
      SESSION_SECRET: SECRET,
      RIDGELINE_SANDBOX: 'http://localhost:4555',
      PORT: '3456',
      SEARCH_PROVIDER: 'unbxd',
    };
    expect(problemsOf(env).variables).toEqual([]);
    const config = readConfig(env);
    expect(config).toMatchObject({
      mode: 'production',
      usingSandbox: true,
      hubName: 'ridgeline',
      baseUrl: 'http://localhost:4555',
      mediaHost: 'http://localhost:4555',
      newsletterApiUrl: 'http://localhost:4555',
      publicOrigin: 'http://localhost:3456',
    });
    const commerce = readCommerceConfig(env);
    expect(commerce).toMatchObject({
      usingSandbox: true,
      proxy: 'http://localhost:4555',
      shortCode: 'ridgeline',
      redirectUri: 'http://localhost:3456/callback',
    });
    expect(commerce.einstein.host).toBe('http://localhost:4555');
    expect(readSearchProviderConfig(env).service?.hostUrl).toBe('http://localhost:4555/unbxd');
    expect(readPreviewConfig(env, config)).toMatchObject({
      stagingProxy: 'http://localhost:4555/vse/{vse}',
      virtualStagingApi: 'http://localhost:4555/virtual-staging',
    });
  });

  it('no production default points at localhost (or at the sandbox)', () => {
    const env = {
      ...REAL_PRODUCTION,
      SEARCH_PROVIDER: 'unbxd',
      UNBXD_HOST_URL: 'https://search.unbxd.io',
      UNBXD_API_KEY: 'k',
      UNBXD_SITE_KEY: 's-{locale}',
    };
    const config = readConfig(env);
    const everything = JSON.stringify({
      env: readEnv(env),
      config,
      commerce: readCommerceConfig(env),
      search: readSearchProviderConfig(env),
      preview: readPreviewConfig(env, config),
      security: readSecurityConfig(env, config),
    });
    expect(everything).not.toMatch(/localhost|127\.0\.0\.1|:4010|ridgeline-sandbox/);
    expect(readEnv(env).sandbox).toBeUndefined();
    expect(readCommerceConfig(env)).toMatchObject({
      usingSandbox: false,
      redirectUri: 'https://www.acme.example/callback',
    });
    expect(readCommerceConfig(env)).not.toHaveProperty('proxy');
  });

  it('names every malformed value in one error, with the reason', () => {
    const { variables, message } = problemsOf({
      PORT: 'abc',
      PUBLIC_ORIGIN: 'ftp://x',
      RENDER_CACHE_MB: '-1',
      RENDER_BUDGET_MS: '0',
      RIDGELINE_SANDBOX: 'localhost:4010',
      SANDBOX_PORT: '70000',
      TRUSTED_PROXIES: '10.0.0.300',
      COMMERCE_CURRENCY: 'usd',
      SEARCH_PROVIDER: 'solr',
      URL_LOCALE_IN: 'cookie',
      EINSTEIN_INSTANCE_TYPE: 'prod',
      ACCOUNT_SOCIAL_LOGIN: 'maybe',
      PREVIEW_ENVIRONMENTS: '{not json',
      SESSION_SECRET: 'short',
      AMPLIENCE_HUB: 'acme/../x',
      NEWSLETTER_API_URL: 'javascript:alert(1)',
    });
    expect(variables.sort()).toEqual(
      [
        'PORT',
        'PUBLIC_ORIGIN',
        'RENDER_CACHE_MB',
        'RENDER_BUDGET_MS',
        'RIDGELINE_SANDBOX',
        'SANDBOX_PORT',
        'TRUSTED_PROXIES',
        'COMMERCE_CURRENCY',
        'SEARCH_PROVIDER',
        'URL_LOCALE_IN',
        'EINSTEIN_INSTANCE_TYPE',
        'ACCOUNT_SOCIAL_LOGIN',
        'PREVIEW_ENVIRONMENTS',
        'SESSION_SECRET',
        'AMPLIENCE_HUB',
        'NEWSLETTER_API_URL',
      ].sort(),
    );
    expect(message).toContain('PORT must be a whole number from 1 to 65535; got "abc".');
    expect(message).toContain('PUBLIC_ORIGIN must use http or https (got "ftp://x").');
    expect(message).toContain('RENDER_CACHE_MB must be a whole number of megabytes from 0 (off) to 4096; got "-1"');
    expect(message).toContain('SESSION_SECRET: secret 1 is shorter than 32 characters');
    // every line of the message names its variable first
    for (const line of message.split('\n').filter((l) => l.startsWith('  - ')))
      expect(
        variables.some((name) => line.startsWith(`  - ${name}`)),
        line,
      ).toBe(true);
  });

  it('keeps the forgiving settings forgiving (documented: anything else is the default)', () => {
    expect(
      readEnv({ CART_MAX_ORDER_QUANTITY: '1e3', LOYALTY_MIN_REDEMPTION_POINTS: '-3', HYBRID_PROXY: 'no' }),
    ).toMatchObject({
      CART_MAX_ORDER_QUANTITY: 10,
      LOYALTY_MIN_REDEMPTION_POINTS: 500,
      HYBRID_PROXY: false,
    });
    expect(readEnv({})).toMatchObject({ LOYALTY_TIER_EXPIRY_ALERT_DAYS: 30, LOYALTY_MIN_REDEMPTION_POINTS: 500 });
    expect(readEnv({ LOYALTY_TIER_EXPIRY_ALERT_DAYS: ' 14 ', LOYALTY_MIN_REDEMPTION_POINTS: '800' })).toMatchObject({
      LOYALTY_TIER_EXPIRY_ALERT_DAYS: 14,
      LOYALTY_MIN_REDEMPTION_POINTS: 800,
    });
    expect(readEnv({ LOYALTY_TIER_EXPIRY_ALERT_DAYS: '0' }).LOYALTY_TIER_EXPIRY_ALERT_DAYS).toBe(0);
    expect(readEnv({ LOYALTY_TIER_EXPIRY_ALERT_DAYS: '367' }).LOYALTY_TIER_EXPIRY_ALERT_DAYS).toBe(30);
    expect(readEnv({ LOYALTY_TIER_EXPIRY_ALERT_DAYS: '-1' }).LOYALTY_TIER_EXPIRY_ALERT_DAYS).toBe(30);
  });

  it('ACTIVE_DATA_ORIGIN: off unless set (beside the sandbox too); an https origin, or http to this machine only', () => {
    expect(readEnv({}).ACTIVE_DATA_ORIGIN).toBeUndefined();
    expect(readEnv({ RIDGELINE_SANDBOX: 'http://localhost:4010' }).ACTIVE_DATA_ORIGIN).toBeUndefined();
    expect(readEnv({ ACTIVE_DATA_ORIGIN: 'https://Commerce.Example.net/' }).ACTIVE_DATA_ORIGIN).toBe(
      'https://commerce.example.net',
    );
    expect(readEnv({ ACTIVE_DATA_ORIGIN: 'http://localhost:4010' }).ACTIVE_DATA_ORIGIN).toBe('http://localhost:4010');
    for (const bad of [
      'http://commerce.example.net',
      'https://commerce.example.net/on/demandware.store',
      'https://commerce.example.net?x=1',
      'https://user:pass@commerce.example.net',
      'http://localhost.evil.example',
      'ftp://commerce.example.net',
      'commerce.example.net',
    ])
      expect(problemsOf({ ACTIVE_DATA_ORIGIN: bad }).variables, bad).toEqual(['ACTIVE_DATA_ORIGIN']);
  });

  it('BROWSER_ERRORS: off by default; BROWSER_ERRORS_SAMPLE_RATE a number from 0 to 1, 1 by default', () => {
    expect(readEnv({})).toMatchObject({ BROWSER_ERRORS: false, BROWSER_ERRORS_SAMPLE_RATE: 1 });
    expect(readEnv({ BROWSER_ERRORS: 'on', BROWSER_ERRORS_SAMPLE_RATE: '0.05' })).toMatchObject({
      BROWSER_ERRORS: true,
      BROWSER_ERRORS_SAMPLE_RATE: 0.05,
    });
    for (const good of ['0', '1', '.5', '1.0'])
      expect(problemsOf({ BROWSER_ERRORS_SAMPLE_RATE: good }).variables).toEqual([]);
    for (const bad of ['1.5', '-0.1', '50%', 'half', '1e-2'])
      expect(problemsOf({ BROWSER_ERRORS_SAMPLE_RATE: bad }).variables, bad).toEqual(['BROWSER_ERRORS_SAMPLE_RATE']);
  });

  it('names the settings a CDN needs, an unknown CDN and a short webhook secret', () => {
    expect(() => readEnv({ CDN_PURGE: 'fastly' })).toThrow(/FASTLY_SERVICE_ID is required with CDN_PURGE=fastly/);
    expect(() => readEnv({ CDN_PURGE: 'varnish' })).toThrow(/CDN_PURGE must be off, fastly, cloudflare or akamai/);
    expect(() => readEnv({ AMPLIENCE_WEBHOOK_SECRET: 'short' })).toThrow(/AMPLIENCE_WEBHOOK_SECRET must be at least/);
  });
});

describe('getEnv / checkConfig', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('parses the process environment once, and again only when one of its variables changed', () => {
    vi.stubEnv('WISHLIST_ENABLED', '');
    const first = getEnv();
    expect(getEnv()).toBe(first);
    vi.stubEnv('WISHLIST_ENABLED', '1');
    expect(getEnv()).not.toBe(first);
    expect(getEnv().WISHLIST_ENABLED).toBe(true);
  });

  it('checkConfig throws the one ConfigError for a bad process environment', () => {
    vi.stubEnv('PORT', 'abc');
    expect(() => checkConfig()).toThrow(ConfigError);
    expect(() => checkConfig()).toThrow(/PORT must be a whole number/);
    vi.stubEnv('PORT', '3999');
    expect(checkConfig().PORT).toBe(3999);
  });
});

describe('the app reads its environment only through env.server.ts', () => {
  /**
   * The reads that stay, each with its reason:
   * - app/features/account/loginOptions.ts: imported by the header, which also renders in the browser, where a `.server`
   *   module cannot be imported; it reads two on/off flags (the schema checks them at start) and guards `process`.
   * - app/platform/commerce/shopperSession.server.ts: the session cookie's own module (its `readSessionKeys` is the session
   *   work's); it reads SESSION_SECRET by the same rule as the schema, and checkConfig (entry.server) calls it.
   */
  const ALLOWED = new Set([
    'app/platform/env.server.ts',
    'app/features/account/loginOptions.ts',
    'app/platform/commerce/shopperSession.server.ts',
  ]);

  function sources(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) return sources(file);
      return /\.(ts|tsx|mts|mjs|js)$/.test(name) && !/\.test\.(ts|tsx)$/.test(name) ? [file] : [];
    });
  }

  it('no module but the allowed ones names process.env', () => {
    const offenders = sources(path.join(storefront, 'app'))
      .map((file) => path.relative(storefront, file).split(path.sep).join('/'))
      .filter((file) => !ALLOWED.has(file) && /process\.env/.test(readFileSync(path.join(storefront, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
