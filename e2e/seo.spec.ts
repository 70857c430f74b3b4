import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { checkJsonLd } from '@ridgeline/commerce';
import { storefrontOrigin } from './env';

/**
 * Being found (docs/behaviour/seo.md): robots.txt, the sitemaps over the whole demo catalogue in the three locales
 * (every listed URL answering 200), and valid JSON-LD on the home, a category and a product page. Requests only, no
 * page navigations: the answers are what a crawler reads.
 */

const LOCALE_PREFIXES = ['', '/en-ca', '/fr-ca'];
const demoProducts = JSON.parse(readFileSync(path.resolve('packages/sandbox/catalog/products.json'), 'utf8')) as {
  id: string;
  slug?: string;
}[];
const demoProductIds = demoProducts.map((product) => product.id);

/** The storefront's address of a URL the sitemaps name on the public origin. */
const local = (url: string) => {
  const parsed = new URL(url);
  return `${storefrontOrigin}${parsed.pathname}${parsed.search}`;
};
const locsOf = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));

async function jsonLdOf(request: APIRequestContext, pathname: string): Promise<unknown[]> {
  const response = await request.get(`${storefrontOrigin}${pathname}`);
  expect(response.status(), pathname).toBe(200);
  const csp = response.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  const html = await response.text();
  const scripts = [...html.matchAll(/<script type="application\/ld\+json"(?: nonce="([^"]*)")?>([\s\S]*?)<\/script>/g)];
  expect(scripts.length, `${pathname} has JSON-LD`).toBeGreaterThan(0);
  // Each carries the response's nonce, as every inline script of the page; a page a shared cache may keep has none
  // (its scripts are allowed by hashes).
  for (const [, scriptNonce] of scripts) expect(scriptNonce).toBe(nonce);
  return scripts.map(([, , text]) => JSON.parse(text!));
}

test('robots.txt disallows the private routes in every locale and names the sitemap index', async ({ request }) => {
  const response = await request.get(`${storefrontOrigin}/robots.txt`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const text = await response.text();
  for (const prefix of [
    '/account',
    '/fr-ca/account',
    '/checkout',
    '/en-ca/cart',
    '/__ridgeline/',
    '/__toolkit',
    '/visualization/',
  ])
    expect(text).toContain(`\nDisallow: ${prefix}\n`);
  expect(text).toMatch(/\nSitemap: https?:\/\/[^/]+\/sitemap\.xml\n/);
});

test('the sitemaps cover every demo product in the three locales, with alternates, and every URL answers 200', async ({
  request,
}) => {
  test.setTimeout(300_000);
  const index = await request.get(`${storefrontOrigin}/sitemap.xml`);
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toContain('application/xml');
  const sitemaps = locsOf(await index.text());
  expect(sitemaps.map((url) => new URL(url).pathname)).toEqual(
    expect.arrayContaining(['/sitemaps/en-us-1.xml', '/sitemaps/en-ca-1.xml', '/sitemaps/fr-ca-1.xml']),
  );
  const urls: string[] = [];
  for (const sitemap of sitemaps) {
    const response = await request.get(local(sitemap));
    expect(response.status(), sitemap).toBe(200);
    const xml = await response.text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect((xml.match(/hreflang="x-default"/g) ?? []).length).toBe((xml.match(/<url>/g) ?? []).length);
    urls.push(...locsOf(xml));
  }
  const paths = new Set(urls.map((url) => new URL(url).pathname));
  for (const prefix of LOCALE_PREFIXES)
    for (const { id, slug } of demoProducts) {
      // each product at its one canonical address: its slug's when the catalogue gives it one
      const expected = `${prefix}${slug ? `/p/${slug}` : `/p/noslug-${id}.html`}`;
      expect(paths.has(expected), expected).toBe(true);
    }
  expect(paths.has('/')).toBe(true);
  expect([...paths].some((pathname) => pathname.startsWith('/fr-ca/c/'))).toBe(true);
  expect([...paths].some((pathname) => pathname.startsWith('/t/'))).toBe(true);

  // Every address answers 200 itself (no redirect, no not-found): three requests at a time, so the shared e2e servers
  // stay within their upstream deadlines. A 5xx is asked once more: a deadline missed under load is not what this
  // checks (tests of the routes themselves do); a listed address that fails twice, or answers 3xx/4xx, is a failure.
  const failures: string[] = [];
  const queue = [...new Set(urls)];
  const statusOf = async (url: string) => (await request.get(local(url), { maxRedirects: 0 })).status();
  await Promise.all(
    Array.from({ length: 3 }, async () => {
      for (let url = queue.shift(); url; url = queue.shift()) {
        let status = await statusOf(url);
        if (status >= 500) status = await statusOf(url);
        if (status !== 200) failures.push(`${status} ${url}`);
      }
    }),
  );
  expect(failures).toEqual([]);
});

test('JSON-LD on the home, a category and a product page is valid by schema.org shapes', async ({ request }) => {
  const home = await jsonLdOf(request, '/');
  expect(home.map((document) => (document as { '@type': string })['@type'])).toEqual(['Organization', 'WebSite']);
  expect(checkJsonLd(home)).toEqual([]);

  const category = await jsonLdOf(request, '/fr-ca/c/mens/');
  expect(category.map((document) => (document as { '@type': string })['@type'])).toEqual(['BreadcrumbList']);
  expect(checkJsonLd(category)).toEqual([]);

  const product = await jsonLdOf(request, `/p/noslug-${demoProductIds[0]}.html`);
  expect(product.map((document) => (document as { '@type': string })['@type'])).toEqual(['Product', 'BreadcrumbList']);
  expect(checkJsonLd(product, { recommended: true })).toEqual([]);
});
