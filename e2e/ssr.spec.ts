import { expect, test } from '@playwright/test';
import { blocksOf, demoPages, HERO_BANNER } from './helpers';
import { sandboxOrigin } from './env';

test.describe('server-rendered HTML (no JavaScript)', () => {
  test('the home page and the content pages contain their blocks, styled from one style tag in head', async ({
    request,
  }) => {
    const pages = await demoPages();
    expect(pages.length, 'home + at least two demo content pages').toBeGreaterThanOrEqual(3);
    for (const { path, item } of pages) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      expect(response.headers()['cache-control']).toBe('public, max-age=0, s-maxage=900, stale-while-revalidate=900');
      const html = await response.text();

      expect(html, `${path}: page root`).toContain(`data-schema="${item._meta.schema}"`);
      const blocks = blocksOf(item);
      expect(blocks.length, `${path} has blocks`).toBeGreaterThan(0);
      for (const block of blocks) {
        expect(html, `${path}: block ${block._meta.name ?? block._meta.deliveryId}`).toContain(
          `data-content-id="${block._meta.deliveryId}"`,
        );
        expect(html).toContain(`data-schema="${block._meta.schema}"`);
      }

      // Emotion: all critical CSS in a single <style data-critical-css="css …"> in <head>; no inline style tags.
      const head = html.slice(0, html.indexOf('</head>'));
      const body = html.slice(html.indexOf('</head>'));
      expect(
        head.match(/<style data-critical-css="css [^"]+"( nonce="[^"]+")?>/g),
        `${path}: one emotion style in head`,
      ).toHaveLength(1);
      expect(body, `${path}: no style tags in body`).not.toContain('<style');
      expect(html).toMatch(/class="css-[a-z0-9]+/);
    }
  });

  test('/home is the same home page as /', async ({ request }) => {
    const [home] = await demoPages();
    const response = await request.get('/home');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`data-content-id="${home!.item._meta.deliveryId}"`);
    expect(html).toContain(`data-schema="${home!.item._meta.schema}"`);
  });

  test('hero images point at the media host (the sandbox) with width descriptors and sizes', async ({ request }) => {
    const pages = await demoPages();
    const withHero = pages.filter(({ item }) => blocksOf(item).some((b) => b._meta.schema === HERO_BANNER));
    expect(withHero.length, 'a demo page with a hero banner').toBeGreaterThan(0);
    for (const { path } of withHero) {
      const html = await (await request.get(path)).text();
      const heroAt = html.indexOf(`data-schema="${HERO_BANNER}"`);
      const hero = html.slice(heroAt, heroAt + 20_000);
      const srcsets = [...hero.matchAll(/srcSet="([^"]+)"|srcset="([^"]+)"/gi)].map((m) =>
        (m[1] ?? m[2])!.replace(/&amp;/g, '&'),
      );
      expect(srcsets.length, `${path}: hero srcset`).toBeGreaterThan(0);
      for (const srcset of srcsets) {
        for (const candidate of srcset.split(',')) {
          expect(candidate.trim()).toMatch(new RegExp(`^${sandboxOrigin.replace(/[.:/]/g, '\\$&')}/i/`));
          // Widths for fluid images; a density only for graphics drawn at a fixed height (the secondary graphic).
          expect(candidate.trim()).toMatch(/ (\d+w|[12]x)$/);
        }
      }
      // The hero's picture offers widths, and says how wide it is drawn.
      expect(
        srcsets.some((srcset) => / \d+w(,|$)/.test(srcset)),
        `${path}: width descriptors`,
      ).toBe(true);
      expect(hero, `${path}: sizes`).toMatch(/ sizes="[^"]+"/);
    }
  });

  test('no validation, sanitizing or delivery SDK code is sent to the browser', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const code = await (await request.get(script)).text();
      for (const marker of ['jsonschema', 'sanitize-html', 'dc-delivery-sdk', 'htmlparser2', 'SchemaError']) {
        expect(code, `${script} contains ${marker}`).not.toContain(marker);
      }
    }
  });
});
