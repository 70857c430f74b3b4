import { describe, expect, it } from 'vitest';
import { createSitemapStore as createStore, sitemapResponse, type SitemapSources } from '@ridgeline/commerce/server';
import { robotsText, SHOP_SITEMAP } from './sitemaps.server';

const origin = 'https://shop.example';

function sources(overrides: Partial<SitemapSources> = {}) {
  const calls = { products: 0 };
  const value: SitemapSources = {
    productIds: async (locale) => {
      calls.products += 1;
      return locale.id === 'fr-CA' ? ['RM1001'] : ['RM1001', 'RM&<1002'];
    },
    categoryIds: async () => ['mens'],
    contentSlugs: async () => ['about&us'],
    ...overrides,
  };
  return { value, calls };
}

const createSitemapStore = (options: Omit<Parameters<typeof createStore>[0], keyof typeof SHOP_SITEMAP>) =>
  createStore({ ...SHOP_SITEMAP, ...options });

describe("the shop's sitemap store", () => {
  it("lists each locale's pages with hreflang alternates and x-default, escaped, a product missing in a locale left out there", async () => {
    const store = createSitemapStore({ sources: sources().value, origin });
    const frCa = (await store.sitemap('fr-ca', 1))!;
    expect(frCa).toContain('<loc>https://shop.example/fr-ca/p/noslug-RM1001.html</loc>');
    expect(frCa).toContain(
      '<xhtml:link rel="alternate" hreflang="en-CA" href="https://shop.example/en-ca/p/noslug-RM1001.html"/>',
    );
    expect(frCa).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example/p/noslug-RM1001.html"/>',
    );
    expect(frCa).not.toContain('1002');
    const enUs = (await store.sitemap('en-us', 1))!;
    for (const loc of ['/', '/c/mens/', '/t/about%26us', '/p/noslug-RM%26%3C1002.html'])
      expect(enUs).toContain(`<loc>https://shop.example${loc}</loc>`);
    // Nothing unescaped: every & starts an entity, no < but the markup's.
    expect(enUs.match(/&(?!amp;|lt;|gt;|quot;|apos;)/g)).toBeNull();
    expect(await store.sitemap('en-us', 2)).toBeUndefined();
    expect(await store.sitemap('xx-yy', 1)).toBeUndefined();
  });

  it('splits by the limit it is given, and the index lists every part of every locale', async () => {
    const store = createSitemapStore({ sources: sources().value, origin, limits: { maxUrls: 2, maxBytes: 1_000_000 } });
    const index = await store.index();
    const locations = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    // en-US: home, category, content page, two products = 3 parts; fr-CA: 4 pages = 2 parts.
    expect(locations).toEqual([
      'https://shop.example/sitemaps/en-us-1.xml',
      'https://shop.example/sitemaps/en-us-2.xml',
      'https://shop.example/sitemaps/en-us-3.xml',
      'https://shop.example/sitemaps/en-ca-1.xml',
      'https://shop.example/sitemaps/en-ca-2.xml',
      'https://shop.example/sitemaps/en-ca-3.xml',
      'https://shop.example/sitemaps/fr-ca-1.xml',
      'https://shop.example/sitemaps/fr-ca-2.xml',
    ]);
    expect(await store.sitemap('en-us', 3)).toContain('RM%26%3C1002');
  });

  it('reads the catalogue once an hour (on its clock), not per request', async () => {
    let now = 0;
    const { value, calls } = sources();
    const store = createSitemapStore({ sources: value, origin, now: () => now });
    await store.index();
    await store.sitemap('en-us', 1);
    expect(calls.products).toBe(3);
    now = 3_600_001;
    await store.index();
    // stale: served, and rebuilt in the background
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls.products).toBe(6);
  });

  it('answers 503 with Retry-After (never cached) when the catalogue cannot be read', async () => {
    const failing = sources({
      productIds: () => Promise.reject(new Error('Product search timeout')),
    }).value;
    const response = await sitemapResponse(() => createSitemapStore({ sources: failing, origin }).index());
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('300');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('robots.txt', () => {
  it('disallows preview, toolkit, checkout, account and endpoints in every locale, and names the sitemap index', () => {
    const text = robotsText(origin, {});
    for (const path of [
      '/account',
      '/fr-ca/account',
      '/checkout',
      '/en-ca/cart',
      '/__ridgeline/',
      '/__toolkit',
      '/visualization/',
      '/__preview',
    ])
      expect(text).toContain(`\nDisallow: ${path}\n`);
    expect(text).toContain('\nSitemap: https://shop.example/sitemap.xml\n');
    expect(text).not.toMatch(/Disallow: \/\n/);
  });

  it('adds ROBOTS_DISALLOW paths, and disallows everything with ROBOTS_BLOCK_ALL', () => {
    expect(robotsText(origin, { ROBOTS_DISALLOW: '/t/internal, /c/staff/' })).toContain(
      'Disallow: /t/internal\nDisallow: /c/staff/\n',
    );
    expect(robotsText(origin, { ROBOTS_BLOCK_ALL: '1' })).toMatch(/^User-agent: \*\nDisallow: \/\n\nSitemap: /);
  });
});
