/**
 * The demo content is what `npm start` shows: it must be complete (every first block, in its variants),
 * free of broken items and links, and valid against the content-type schemas in <repo>/schemas.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_LINK, deliver, parseParameters } from './delivery.js';
import { createMediaService } from './media.js';
import { defaultContentDir, defaultMediaDir } from './paths.js';
import { loadContent } from './store.js';
import { repoRoot } from './test-helpers.js';

const S = 'https://schema.ridgeline.dev/';
const store = loadContent([defaultContentDir]);
const bodies = store.items.map((i) => i.body as Record<string, any>);
const ofType = (name: string) => bodies.filter((b) => b._meta.schema === `${S}${name}`);

function walk(node: unknown, visit: (n: Record<string, any>) => void): void {
  if (Array.isArray(node)) node.forEach((n) => walk(n, visit));
  else if (node && typeof node === 'object') {
    visit(node as Record<string, any>);
    Object.values(node).forEach((v) => walk(v, visit));
  }
}

describe('demo content', () => {
  it('loads without a single problem', () => {
    expect(store.problems).toEqual([]);
    expect(store.items.length).toBeGreaterThan(15);
  });

  it('has the home page and two content pages under the routes the storefront uses', () => {
    expect(store.byKey.get('home')?.body._meta.schema).toBe(`${S}home-page`);
    expect(store.byKey.get('page/about')?.body._meta.schema).toBe(`${S}content-page`);
    expect(store.byKey.get('page/trail-guide')?.body._meta.schema).toBe(`${S}content-page`);
  });

  it('every content-link resolves and every image-link names a demo image', () => {
    const images = new Set(createMediaService({ mediaDirs: [defaultMediaDir], endpoints: ['ridgeline'] }).names());
    for (const body of bodies) {
      walk(body, (n) => {
        if (n._meta?.schema === CONTENT_LINK) expect(store.byId.has(n.id), `${body._meta.name} → ${n.id}`).toBe(true);
        if (n._meta?.schema === 'http://bigcontent.io/cms/schema/v1/core#/definitions/image-link') {
          expect(n).toMatchObject({ endpoint: 'ridgeline', defaultHost: 'cdn.media.amplience.net' });
          expect(images.has(n.name), `${body._meta.name} uses missing image ${n.name}`).toBe(true);
        }
      });
    }
  });

  it('the pages between them show every first block, and the home page opens with a high-priority hero', () => {
    const used = new Set<string>();
    for (const key of ['home', 'page/about', 'page/trail-guide']) {
      const page = deliver(store.byKey.get(key)!.body, store, parseParameters({ depth: 'all', locale: 'en-US' }));
      walk(page.content, (n) => typeof n._meta?.schema === 'string' && used.add(n._meta.schema));
    }
    for (const name of ['hero-banner', 'messaging-banner', 'button-group', 'personalised-container']) {
      expect(used.has(`${S}${name}`), name).toBe(true);
    }
    const home = deliver(store.byKey.get('home')!.body, store, parseParameters({ depth: 'all' })).content as any;
    expect(home.blocks[0]).toMatchObject({ _meta: { schema: `${S}hero-banner` }, fetchPriority: 'high' });
  });

  it('covers the block variants', () => {
    const heroes = ofType('hero-banner');
    expect(new Set(heroes.map((h) => h.layout.verticalAlignment))).toEqual(new Set(['Top', 'Middle', 'Bottom']));
    expect(new Set(heroes.map((h) => h.layout.horizontalAlignment))).toEqual(new Set(['Left', 'Center', 'Right']));
    expect(new Set(heroes.map((h) => h.layout.contentWidth))).toEqual(new Set(['narrow', 'default']));
    expect(heroes.some((h) => h.secondaryGraphic && h.legalLink && h.imageObject.link)).toBe(true);

    const banners = ofType('messaging-banner');
    expect(new Set(banners.map((b) => b.backgroundColor)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(banners.map((b) => b.layout?.isStacked))).toEqual(new Set([true, false]));

    const groups = ofType('button-group');
    expect(new Set(groups.map((g) => g.headerText.placement))).toEqual(new Set(['Above', 'Inline']));
    expect(new Set(groups.map((g) => g.responsiveBehavior))).toEqual(new Set(['Content Overflow', 'Content Stack']));
    expect(groups.some((g) => g.buttons.some((b: any) => b.avatar?.src))).toBe(true);

    const containers = ofType('personalised-container');
    const variants = containers.flatMap((c) => c.variants);
    expect(new Set(variants.map((v: any) => v.matchMode))).toEqual(new Set(['Any', 'All']));
    const segments = new Set(variants.flatMap((v: any) => v.segment.map((s: any) => s.id)));
    expect(segments.has('Loyalty Members') && segments.has('Unregistered')).toBe(true);
    expect(containers.some((c) => c.maxNumberMatches > 1)).toBe(true);
    expect(containers.every((c) => c.defaultContent.length > 0)).toBe(true);

    for (const page of [...ofType('home-page'), ...ofType('content-page')]) {
      expect(page.seo).toMatchObject({ title: expect.any(String), description: expect.any(String) });
    }
  });

  it('validates against the content-type schemas in <repo>/schemas', () => {
    const schemasDir = path.join(repoRoot, 'schemas');
    const coreDir = path.join(repoRoot, 'packages/renderer/core-schemas');
    if (!existsSync(schemasDir) || !existsSync(coreDir)) {
      throw new Error(`schemas not found: expected ${schemasDir} and ${coreDir}`);
    }
    const { Validator } = createRequire(import.meta.url)('jsonschema') as typeof import('jsonschema');
    const validator = new Validator();
    const load = (dir: string) =>
      readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')));
    load(coreDir).forEach((s) => validator.addSchema(s));
    const schemas = new Map(load(schemasDir).map((s) => [s.$id as string, s]));
    schemas.forEach((s) => validator.addSchema(s));
    const failures: string[] = [];
    for (const item of store.items) {
      // the renderer validates each item as delivered for a locale, with linked children as stubs
      const { content } = deliver(item.body, store, parseParameters({ depth: 'root', locale: 'en-US' }));
      const schema = schemas.get(item.body._meta.schema);
      if (!schema) {
        failures.push(`${item.file}: no schema ${item.body._meta.schema}`);
        continue;
      }
      const result = validator.validate(content, schema, { nestedErrors: true });
      if (!result.valid)
        failures.push(`${item.file}: ${result.errors.map((e) => `${e.property} ${e.message}`).join('; ')}`);
    }
    expect(failures).toEqual([]);
  });
});
