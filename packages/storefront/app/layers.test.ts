import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The storefront's shape (README, "Map"; docs/decisions/0013-features-and-platform.md), checked over every source file:
 *
 * - `platform/`: request context, document, cache, security, config, logging, i18n runtime: it imports no feature;
 * - `features/<name>/`: a feature's routes, server code, islands and messages; it imports the platform and only the
 *   features `FEATURE_DEPENDENCIES` lets it (lower ones: the graph has no cycle);
 * - the composition root (`root.tsx`, `routes.ts`, the entries, `islands/`, `renderCachePages.ts`): where features are
 *   handed to the platform; nothing below imports it;
 * - `testing/`: helpers for tests, imported by tests only.
 */
const APP = path.dirname(fileURLToPath(import.meta.url));

/** What each feature may import besides the platform (the toast channel and the bag count are the platform's). */
const FEATURE_DEPENDENCIES: Readonly<Record<string, readonly string[]>> = {
  preview: [],
  toolkit: [],
  account: [],
  stores: [],
  content: [],
  seo: [],
  // the header's account link opens the account dialog; the coupon banner reads the toolkit's stand-in shopper
  shell: ['account', 'toolkit'],
  // tiles carry the wish list's hearts; shop pages feed the shell's data layer and activity client
  shop: ['account', 'shell'],
};
/** The composition root's modules and folder (without extensions: imports name them so). */
const COMPOSITION_ROOT = new Set([
  'root',
  'routes',
  'entry.server',
  'entry.client',
  'islands.client',
  'renderCachePages',
  'appFeatures.server',
  'islands',
]);

const isTest = (name: string) => /\.(test|stories)\.tsx?$/.test(name) || /\.sandbox\.test\.tsx?$/.test(name);
const allSources = readdirSync(APP, { withFileTypes: true, recursive: true })
  .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
  .map((entry) => path.relative(APP, path.join(entry.parentPath, entry.name)))
  .filter((file) => !file.split(path.sep).includes('+types'));
const production = allSources.filter((file) => !isTest(path.basename(file)));

type Unit = { kind: 'platform' } | { kind: 'feature'; name: string } | { kind: 'root' } | { kind: 'testing' };
function unitOf(file: string): Unit | undefined {
  const [top, second] = file.split(path.sep);
  if (top === 'platform') return { kind: 'platform' };
  if (top === 'features' && second !== undefined && second in FEATURE_DEPENDENCIES)
    return { kind: 'feature', name: second };
  if (top === 'testing') return { kind: 'testing' };
  if (top !== undefined && COMPOSITION_ROOT.has(top.replace(/\.tsx?$/, ''))) return { kind: 'root' };
  return undefined;
}

const importsOf = (file: string) =>
  [...readFileSync(path.join(APP, file), 'utf8').matchAll(/(?:from|import\(?)\s*'([^']+)'/g)].map((m) => m[1]!);
const targetOf = (file: string, specifier: string) =>
  path.relative(APP, path.resolve(APP, path.dirname(file), specifier));

/** Why an import from `file` to `target` points the wrong way, or undefined when it is allowed. */
function wrongWay(file: string, target: string): string | undefined {
  const from = unitOf(file)!;
  const to = unitOf(target);
  if (!to) return 'into a folder the map does not know';
  if (to.kind === 'testing') return 'production code imports test helpers';
  if (from.kind === 'root' || from.kind === 'testing' || to.kind === 'platform') return undefined;
  if (to.kind === 'root') return 'below the composition root, imports it';
  if (from.kind === 'platform') return 'the platform imports a feature';
  if (from.kind === 'feature' && to.kind === 'feature' && from.name !== to.name) {
    if (!FEATURE_DEPENDENCIES[from.name]!.includes(to.name))
      return `${from.name} may not import ${to.name} (FEATURE_DEPENDENCIES)`;
  }
  return undefined;
}

describe('layers', () => {
  it('every source file sits in the platform, a feature, the composition root or testing/', () => {
    expect(production.length).toBeGreaterThan(200);
    expect(production.filter((file) => unitOf(file) === undefined)).toEqual([]);
  });

  it('no import points up: the platform knows no feature, a feature only the ones it may, nothing the root', () => {
    const wrong = production.flatMap((file) =>
      importsOf(file)
        .filter((specifier) => specifier.startsWith('.') && !specifier.includes('/+types/'))
        .map((specifier) => ({ specifier, why: wrongWay(file, targetOf(file, specifier)) }))
        .filter(({ why }) => why !== undefined)
        .map(({ specifier, why }) => `${file} → ${specifier}: ${why}`),
    );
    expect(wrong).toEqual([]);
  });

  it('the features may depend on one another only without a cycle', () => {
    const visiting = new Set<string>();
    const cycle = (name: string): boolean => {
      if (visiting.has(name)) return true;
      visiting.add(name);
      const found = FEATURE_DEPENDENCIES[name]!.some(cycle);
      visiting.delete(name);
      return found;
    };
    expect(Object.keys(FEATURE_DEPENDENCIES).filter(cycle)).toEqual([]);
  });

  it('the check itself catches an upward import', () => {
    expect(wrongWay('platform/x.ts', 'features/shop/y')).toMatch(/platform imports a feature/);
    expect(wrongWay(path.join('platform', 'request', 'context.server.ts'), 'features/toolkit/y')).toMatch(/platform/);
    expect(wrongWay('features/account/x.ts', 'features/shop/y')).toMatch(/account may not import shop/);
    expect(wrongWay('features/shop/x.ts', 'root')).toMatch(/composition root/);
    expect(wrongWay('features/shop/x.ts', 'features/account/y')).toBeUndefined();
    expect(wrongWay('root.tsx', 'features/shop/y')).toBeUndefined();
  });

  it('no production module imports @ridgeline/sandbox', () => {
    expect(
      production.filter((file) => importsOf(file).some((specifier) => specifier.startsWith('@ridgeline/sandbox'))),
    ).toEqual([]);
  });
});
