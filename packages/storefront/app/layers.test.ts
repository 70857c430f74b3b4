import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The storefront's layers point one way (README, "Request context"): lib ← preview, toolkit ← request ← routes.
const APP = path.dirname(fileURLToPath(import.meta.url));
const sources = (dir: string): string[] =>
  readdirSync(path.join(APP, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(APP, path.join(entry.parentPath, entry.name)));
const importsOf = (file: string) =>
  [...readFileSync(path.join(APP, file), 'utf8').matchAll(/(?:from|import\()\s*'([^']+)'/g)].map((m) => m[1]!);
/** The shell's browser-side data layer and activity client, which shop pages feed. */
const SHELL_DATA = /\/shell\/(dataLayer|activity)\//;
const layerOf = (file: string, specifier: string) =>
  path.relative(APP, path.resolve(APP, path.dirname(file), specifier)).split(path.sep)[0];

describe('layers', () => {
  it('lib/ imports nothing above it', () => {
    const upward = sources('lib').flatMap((file) =>
      importsOf(file)
        .filter(
          (specifier) =>
            specifier.startsWith('.') &&
            ['preview', 'toolkit', 'visualization', 'request', 'routes', 'shop'].includes(layerOf(file, specifier)!),
        )
        .map((specifier) => `${file} → ${specifier}`),
    );
    expect(upward).toEqual([]);
  });

  it('preview/ uses lib/ only (never the toolkit, the request layer or the sandbox)', () => {
    const outside = sources('preview').flatMap((file) =>
      importsOf(file)
        .filter(
          (specifier) =>
            (specifier.startsWith('.') && !['preview', 'lib'].includes(layerOf(file, specifier)!)) ||
            specifier.startsWith('@ridgeline/sandbox'),
        )
        .map((specifier) => `${file} → ${specifier}`),
    );
    expect(outside).toEqual([]);
  });

  it("shop/ (the product page, the bag) uses lib/ (and i18n/, the messages; account/, the wish-list heart; the shell's data layer and activity client) only", () => {
    // shop/list assembles whole list pages (landing content above the grid), so it sits with the request layer below.
    const outside = sources('shop')
      .filter((file) => !file.startsWith(path.join('shop', 'list') + path.sep))
      .flatMap((file) =>
        importsOf(file)
          .filter(
            (specifier) =>
              specifier.startsWith('.') &&
              !['shop', 'lib', 'i18n', 'account'].includes(layerOf(file, specifier)!) &&
              !SHELL_DATA.test(specifier),
          )
          .map((specifier) => `${file} → ${specifier}`),
      );
    expect(outside).toEqual([]);
  });

  it('shop/list (the list pages) uses lib/, shop/, account/ (the hearts), the request layer, components and the preview entry points only', () => {
    const files = sources(path.join('shop', 'list'));
    expect(files.length).toBeGreaterThan(0);
    const outside = files.flatMap((file) =>
      importsOf(file)
        .filter((specifier) => {
          if (!specifier.startsWith('.')) return false;
          const layer = layerOf(file, specifier)!;
          if (layer === 'preview') return !/\/preview\/index(\.server)?$/.test(specifier);
          return (
            !['shop', 'lib', 'i18n', 'request', 'components', 'account'].includes(layer) && !SHELL_DATA.test(specifier)
          );
        })
        .map((specifier) => `${file} → ${specifier}`),
    );
    expect(outside).toEqual([]);
  });

  it('account/wishlist sits below shop/: it never imports the shop', () => {
    const upward = sources(path.join('account', 'wishlist')).flatMap((file) =>
      importsOf(file)
        .filter((specifier) => specifier.startsWith('.') && layerOf(file, specifier) === 'shop')
        .map((specifier) => `${file} → ${specifier}`),
    );
    expect(upward).toEqual([]);
  });

  it('no production module imports @ridgeline/sandbox', () => {
    const all = ['lib', 'preview', 'toolkit', 'visualization', 'request', 'routes', 'components', 'shop'].flatMap(
      sources,
    );
    expect(all.length).toBeGreaterThan(20);
    expect(
      all.filter((file) => importsOf(file).some((specifier) => specifier.startsWith('@ridgeline/sandbox'))),
    ).toEqual([]);
  });
});
