import { ContentClient, StagingEnvironmentFactory } from 'dc-delivery-sdk-js';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_GROUPS } from './commerce/customer-groups.js';
import { defaultStagingDir } from './paths.js';
import type { Sandbox } from './server.js';
import {
  buildStagingDomain,
  DEMO_STAGING_ENVIRONMENTS,
  parseStagingDomain,
  TIME_MACHINE_ID,
} from './staging/environments.js';
import { CONTENT_LINK, deliver, parseParameters } from './delivery.js';
import { repoRoot, startTestSandbox, tempContent } from './test-helpers.js';
import { loadContent } from './store.js';
import { defaultContentDir } from './paths.js';

/**
 * Virtual staging through the real dc-delivery-sdk-js: `ContentClient({ stagingEnvironment })` (with
 * `signingProxyAddress` pointing at the sandbox's `/vse/{vse}` prefix, since the SDK would otherwise call
 * `https://{vse}`) and `StagingEnvironmentFactory` (with `baseUrl` pointing at `/virtual-staging`).
 */

const VSE = DEMO_STAGING_ENVIRONMENTS[0]!.vse;
const HOME_HERO = 'd56d6845-6821-5b41-8d21-ad32fd4fefb6';
const GIFT_PAGE_KEY = 'page/gift-guide';
const GIFT_BANNER = '0e5c7a2b-4d61-5f38-9a07-c2b18e6d4f53';
const EDITION = 'spring-trail-days-2027';
const EDITION_HERO = '5c8e2a7f-1b3d-5e94-a6c0-f7d2b9e41a58';
const FREE_SHIPPING = '00537941-237f-5259-8892-55f652bc6b89';
const OFFERS = '6bcdfc95-2236-50a7-9ac5-ccb7ef56b346';

let sandbox: Sandbox;
let publicClient: ContentClient;
let editionStart: number;
let editionEnd: number;

const stagingClient = (domain: string, locale?: string) =>
  new ContentClient({
    hubName: 'ridgeline',
    stagingEnvironment: domain,
    signingProxyAddress: `${sandbox.url}/vse/${domain}`,
    ...(locale ? { locale } : {}),
  });
const factory = (vse = VSE) => new StagingEnvironmentFactory(vse, { baseUrl: `${sandbox.url}/virtual-staging` });
type Localized = string | { values: { locale: string; value: string }[] };
/** The en-US headline: a hero's headline is a localized value on the demo home page, a plain string elsewhere. */
const headline = (item: { toJSON(): unknown }) => {
  const text = (item.toJSON() as { headline: { text: Localized } }).headline.text;
  return typeof text === 'string' ? text : text.values.find((entry) => entry.locale === 'en-US')?.value;
};

beforeAll(async () => {
  sandbox = await startTestSandbox();
  publicClient = new ContentClient({ hubName: 'ridgeline', baseUrl: sandbox.url });
  const edition = sandbox.staging!.editions.find((e) => e.id === EDITION)!;
  editionStart = edition.start;
  editionEnd = edition.end!;
});
afterAll(() => sandbox?.close());

describe('demo staging content', () => {
  it('loads without problems: drafts and one future edition', () => {
    expect(sandbox.staging!.problems).toEqual([]);
    expect((sandbox as Sandbox & { problems: unknown[] }).problems).toEqual([]);
    expect(sandbox.staging!.editions.map((e) => e.id)).toEqual([EDITION]);
    expect(editionStart).toBe(Date.parse('2027-03-20T08:00:00Z'));
    expect(sandbox.staging!.dir).toBe(path.resolve(defaultStagingDir));
  });

  it('every staging view (drafts alone, drafts + each edition) has resolvable links and validates against <repo>/schemas', () => {
    const schemasDir = path.join(repoRoot, 'schemas');
    const coreDir = path.join(repoRoot, 'packages/renderer/core-schemas');
    expect(existsSync(schemasDir) && existsSync(coreDir), `schemas not found in ${schemasDir} / ${coreDir}`).toBe(true);
    const { Validator } = createRequire(import.meta.url)('jsonschema') as typeof import('jsonschema');
    const validator = new Validator();
    const load = (dir: string) =>
      readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { $id: string });
    load(coreDir).forEach((sc) => validator.addSchema(sc));
    const schemas = new Map(load(schemasDir).map((sc) => [sc.$id, sc]));
    schemas.forEach((sc) => validator.addSchema(sc));
    const drafts = path.join(defaultStagingDir, 'drafts');
    const failures: string[] = [];
    let checked = 0;
    for (const extra of [[], ...sandbox.staging!.editions.map((e) => [e.contentDir])]) {
      const store = loadContent([defaultContentDir, drafts, ...extra]);
      for (const item of store.items.filter((i) => !i.file.startsWith(defaultContentDir + path.sep))) {
        const { content } = deliver(item.body, store, parseParameters({ depth: 'root', locale: 'en-US' }));
        JSON.stringify(item.body, (_k, v: { _meta?: { schema?: string }; id?: string }) => {
          if (v?._meta?.schema === CONTENT_LINK && !store.byId.has(v.id!))
            failures.push(`${item.file}: broken link ${v.id}`);
          return v;
        });
        checked += 1;
        const result = validator.validate(content, schemas.get(item.body._meta.schema)!, { nestedErrors: true });
        if (!result.valid)
          failures.push(`${item.file}: ${result.errors.map((e) => `${e.property} ${e.message}`).join('; ')}`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBe(3 + 6); // drafts alone, then drafts + the edition
  });

  it('every personalised-container segment (public and staging) is a group of the customer-group list', () => {
    const groups = new Set(DEMO_CUSTOMER_GROUPS.map((g) => g.id));
    const dirs = [
      defaultContentDir,
      path.join(defaultStagingDir, 'drafts'),
      ...sandbox.staging!.editions.map((e) => e.contentDir),
    ];
    const segments = loadContent(dirs).items.flatMap((i) =>
      ((i.body.variants as { segment?: { id: string }[] }[] | undefined) ?? [])
        .flatMap((v) => v.segment ?? [])
        .map((s) => s.id),
    );
    expect(segments.length).toBeGreaterThan(5);
    expect(segments.filter((s) => !groups.has(s))).toEqual([]);
    expect(segments).toEqual(expect.arrayContaining(['Outdoor Enthusiasts', 'Big Spenders']));
  });
});

describe('drafts: only through a VSE', () => {
  it('the public API serves the published hero and no draft-only item', async () => {
    expect(headline(await publicClient.getContentItemById(HOME_HERO))).toBe('Chase first light');
    await expect(publicClient.getContentItemByKey(GIFT_PAGE_KEY)).rejects.toMatchObject({ name: 'CONTENT_NOT_FOUND' });
    await expect(publicClient.getContentItemById(GIFT_BANNER)).rejects.toMatchObject({ name: 'CONTENT_NOT_FOUND' });
  });

  it('the VSE serves the draft version of the home hero, inlined into the public home page', async () => {
    const client = stagingClient(VSE);
    expect(headline(await client.getContentItemById(HOME_HERO))).toBe('Out before sunrise');
    const home = (await client.getContentItemByKey('home')).toJSON() as {
      blocks: { _meta: { deliveryId: string }; headline?: { text: string } }[];
    };
    expect(home.blocks.find((b) => b._meta.deliveryId === HOME_HERO)?.headline?.text).toBe('Out before sunrise');
  });

  it('the VSE serves draft-only items by key and id, with links to drafts resolved', async () => {
    const client = stagingClient(VSE);
    const page = (await client.getContentItemByKey(GIFT_PAGE_KEY)).toJSON() as {
      blocks: { _meta: { deliveryId: string } }[];
    };
    expect(page.blocks.map((b) => b._meta.deliveryId)).toEqual([HOME_HERO, GIFT_BANNER]);
    expect((await client.getContentItemById(GIFT_BANNER)).toJSON()).toMatchObject({
      _meta: { deliveryId: GIFT_BANNER },
    });
    const filtered = await client.filterByContentType('https://schema.ridgeline.dev/content-page').request();
    expect(
      filtered.responses.map((r) => (r.content as { _meta: { deliveryKey?: string } })._meta.deliveryKey),
    ).toContain(GIFT_PAGE_KEY);
  });

  it('every configured VSE works; responses are no-store and name the time and editions', async () => {
    for (const env of DEMO_STAGING_ENVIRONMENTS) {
      expect(headline(await stagingClient(env.vse).getContentItemById(HOME_HERO))).toBe('Out before sunrise');
    }
    const res = await fetch(`${sandbox.url}/vse/${VSE}/content/id/${HOME_HERO}`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-sandbox-staging')).toMatch(/^time=\d{4}-.*; editions=/);
    expect((await fetch(`${sandbox.url}/content/id/${HOME_HERO}`)).headers.get('cache-control')).not.toBe('no-store');
  });

  it('a request whose Host is the VSE gets staging content (what a proxy or DNS mapping would send)', async () => {
    const get = (host: string, p: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port: sandbox.port, path: p, headers: { host } }, (r) => {
            let body = '';
            r.on('data', (d: Buffer) => (body += d.toString()));
            r.on('end', () => resolve({ status: r.statusCode ?? 0, body }));
          })
          .on('error', reject);
      });
    const ok = await get(VSE, `/content/key/${GIFT_PAGE_KEY}`);
    expect(ok.status).toBe(200);
    const bad = await get('nope123.staging.bigcontent.io:443', '/content/key/home');
    expect(bad.status).toBe(404);
    expect(JSON.parse(bad.body).error.type).toBe('VSE_NOT_FOUND');
  });

  it('media is served under the VSE too (the SDK builds image URLs on the staging host)', async () => {
    const res = await fetch(`${sandbox.url}/vse/${VSE}/i/ridgeline/forest-trail?w=100&fmt=png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
  });
});

describe('bad VSE values', () => {
  it('an unknown VSE is a 404 with a clear error body (the SDK turns any 404 into ContentNotFoundError)', async () => {
    const bad = 'unknown0vse0host0000000000.staging.bigcontent.io';
    await expect(stagingClient(bad).getContentItemByKey('home')).rejects.toMatchObject({ name: 'CONTENT_NOT_FOUND' });
    const res = await fetch(`${sandbox.url}/vse/${bad}/content/key/home`);
    expect(res.status).toBe(404);
    const body = (await res.json()) as { error: { type: string; message: string } };
    expect(body.error.type).toBe('VSE_NOT_FOUND');
    expect(body.error.message).toContain(VSE);
    for (const nasty of ['localhost', 'evil.example.com', `${VSE}.evil.example.com`, `x-${VSE}`]) {
      expect((await fetch(`${sandbox.url}/vse/${encodeURIComponent(nasty)}/content/key/home`)).status).toBe(404);
    }
  });

  it('a domain with an unknown snapshot is a 404; a path outside /content and /i is a 404', async () => {
    const res = await fetch(`${sandbox.url}/vse/${buildStagingDomain(VSE, { snapshotId: 'nope' })}/content/key/home`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { type: string } }).error.type).toBe('SNAPSHOT_NOT_FOUND');
    expect((await fetch(`${sandbox.url}/vse/${VSE}/shopper/auth/v1/x`)).status).toBe(404);
  });

  it('the factory rejects an unconfigured VSE, a bad timestamp and an unknown snapshot', async () => {
    await expect(factory('nope.staging.bigcontent.io').generateDomain({ timestamp: Date.now() })).rejects.toThrow(
      /staging environment domain.*404/,
    );
    await expect(factory().generateDomain({ snapshotId: 'nope' })).rejects.toThrow(/404/);
    const res = await fetch(`${sandbox.url}/virtual-staging/domain/${VSE}?timestamp=tomorrow`);
    expect(res.status).toBe(400);
    expect((await fetch(`${sandbox.url}/virtual-staging/domain/${VSE}`)).status).toBe(400);
  });
});

describe('time machine: StagingEnvironmentFactory and scheduled editions', () => {
  it('generateDomain returns a timestamped domain of the same VSE, which parses back', async () => {
    const ts = editionStart + 60_000;
    const domain = await factory().generateDomain({ timestamp: ts });
    expect(domain).toBe(`${VSE.split('.')[0]}-${TIME_MACHINE_ID}-${ts}.staging.bigcontent.io`);
    expect(parseStagingDomain(domain)).toMatchObject({ timestamp: ts, environment: DEMO_STAGING_ENVIRONMENTS[0] });
    expect(parseStagingDomain(domain)?.snapshotId).toBeUndefined();
  });

  it('before the edition starts its content is not visible, drafts are', async () => {
    const client = stagingClient(await factory().generateDomain({ timestamp: editionStart - 1 }));
    await expect(client.getContentItemById(EDITION_HERO)).rejects.toMatchObject({ name: 'CONTENT_NOT_FOUND' });
    const banner = (await client.getContentItemById(FREE_SHIPPING)).toJSON() as {
      headline: { localizableText: unknown };
    };
    expect(JSON.stringify(banner.headline.localizableText)).toContain('Free shipping on orders over $75');
    expect(headline(await client.getContentItemById(HOME_HERO))).toBe('Out before sunrise');
  });

  it('from its start the edition replaces public items and adds its own, with drafts still applied', async () => {
    const client = stagingClient(await factory().generateDomain({ timestamp: editionStart }), 'en-US');
    expect(headline(await client.getContentItemById(EDITION_HERO))).toBe('Walk the valleys with our guides');
    const banner = (await client.getContentItemById(FREE_SHIPPING)).toJSON() as {
      headline: { localizableText: string };
    };
    expect(banner.headline.localizableText).toBe('Trail Days: free shipping on every order, no minimum');
    const home = (await client.getContentItemByKey('home')).toJSON() as {
      blocks: { _meta: { deliveryId: string }; variants?: { segment: { id: string }[] }[] }[];
    };
    const offers = home.blocks.find((b) => b._meta.deliveryId === OFFERS)!;
    expect(offers.variants?.[0]?.segment).toEqual([{ id: 'Outdoor Enthusiasts' }]);
    expect(headline(await client.getContentItemById(HOME_HERO))).toBe('Out before sunrise');
  });

  it('after the edition ends its content is gone again', async () => {
    const client = stagingClient(await factory().generateDomain({ timestamp: editionEnd }));
    await expect(client.getContentItemById(EDITION_HERO)).rejects.toMatchObject({ name: 'CONTENT_NOT_FOUND' });
  });

  it('the plain VSE shows what is scheduled now; the public API never shows an edition', async () => {
    const plain = stagingClient(VSE).getContentItemById(EDITION_HERO);
    if (Date.now() < editionStart) await expect(plain).rejects.toMatchObject({ name: 'CONTENT_NOT_FOUND' });
    else await plain;
    await expect(publicClient.getContentItemById(EDITION_HERO)).rejects.toMatchObject({ name: 'CONTENT_NOT_FOUND' });
  });

  it('a snapshot domain (snapshot = edition id) shows the edition regardless of time', async () => {
    const domain = await factory().generateDomain({ snapshotId: EDITION });
    expect(domain).toBe(`${VSE.split('.')[0]}-${EDITION}.staging.bigcontent.io`);
    expect(headline(await stagingClient(domain).getContentItemById(EDITION_HERO))).toBe(
      'Walk the valleys with our guides',
    );
    const both = await factory().generateDomain({ snapshotId: EDITION, timestamp: editionStart - 86_400_000 });
    expect(parseStagingDomain(both)).toMatchObject({ snapshotId: EDITION, timestamp: editionStart - 86_400_000 });
    expect(headline(await stagingClient(both).getContentItemById(EDITION_HERO))).toBe(
      'Walk the valleys with our guides',
    );
  });
});

describe('staging folders and options', () => {
  it('serves a custom staging folder and environments list; broken edition metadata is reported', async () => {
    const dir = tempContent({
      'drafts/d.json': {
        _meta: { schema: 'https://x.test/s', deliveryId: 'draft-1', deliveryKey: 'only/draft' },
        v: 1,
      },
      'editions/later/edition.json': { name: 'Later', start: '2030-01-01T00:00:00Z' },
      'editions/later/content/e.json': {
        _meta: { schema: 'https://x.test/s', deliveryId: 'draft-1', deliveryKey: 'only/draft' },
        v: 2,
      },
      'editions/broken/edition.json': { name: 'Broken', start: 'soon' },
      'editions/broken/content/x.json': { _meta: { schema: 'https://x.test/s', deliveryId: 'x' } },
    });
    const env = { name: 'Test', hub: 'test', vse: 'abc123.staging.localhost' };
    const sb = await startTestSandbox({
      commerce: false,
      staging: { dir, environments: [env], now: () => Date.parse('2029-06-01T00:00:00Z') },
    });
    try {
      expect(sb.problems.map((p) => p.message)).toEqual([expect.stringContaining('"start" must be an ISO date-time')]);
      const get = async (domain: string) =>
        ((await (await fetch(`${sb.url}/vse/${domain}/content/key/only/draft`)).json()) as { content: { v: number } })
          .content.v;
      expect(await get(env.vse)).toBe(1); // the injected clock is before the edition
      expect(await get(buildStagingDomain(env.vse, { timestamp: Date.parse('2030-01-02T00:00:00Z') }))).toBe(2);
      expect((await fetch(`${sb.url}/vse/${VSE}/content/key/home`)).status).toBe(404);
      const envs = (await (await fetch(`${sb.url}/virtual-staging/environments`)).json()) as {
        environments: unknown[];
      };
      expect(envs.environments).toEqual([env]);
    } finally {
      await sb.close();
    }
  });

  it('staging: false turns virtual staging off', async () => {
    const sb = await startTestSandbox({ commerce: false, staging: false });
    try {
      expect((await fetch(`${sb.url}/vse/${VSE}/content/key/home`)).status).toBe(404);
      expect((await fetch(`${sb.url}/virtual-staging/domain/${VSE}?timestamp=${Date.now()}`)).status).toBe(404);
    } finally {
      await sb.close();
    }
  });

  it('the index page lists the environments and editions', async () => {
    const index = (await (await fetch(sandbox.url)).json()) as {
      staging: { environments: unknown[]; editions: { id: string; start: string }[] };
    };
    expect(index.staging.environments).toEqual(DEMO_STAGING_ENVIRONMENTS);
    expect(index.staging.editions).toEqual([
      expect.objectContaining({ id: EDITION, start: '2027-03-20T08:00:00.000Z' }),
    ]);
  });
});
