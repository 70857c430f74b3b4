import { expect, test } from '@playwright/test';
import { demoPages, type DeliveredItem } from './helpers';

interface Seo {
  title?: string;
  description?: string;
  noindex?: boolean;
  keywords?: string;
  canonicalUrl?: string;
  openGraph?: { ogTitle?: string; ogDescription?: string; ogImage?: unknown };
  alternateUrls?: { locale: string; url: string }[];
}

test('each demo page’s <head> comes from its seo', async ({ page }) => {
  const pages = await demoPages();
  let checkedAlternates = 0;
  let checkedCanonical = 0;
  for (const { path, item } of pages) {
    const seo = ((item as DeliveredItem).seo ?? {}) as Seo;
    await page.goto(path);
    if (seo.title) await expect(page).toHaveTitle(seo.title);
    const head = page.locator('head');
    if (seo.description)
      await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', seo.description);
    if (seo.keywords) await expect(head.locator('meta[name="keywords"]')).toHaveAttribute('content', seo.keywords);
    if (seo.noindex) await expect(head.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    else await expect(head.locator('meta[name="robots"]')).toHaveCount(0);
    if (seo.canonicalUrl) {
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', seo.canonicalUrl);
      checkedCanonical++;
    }
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      seo.openGraph?.ogTitle || seo.title || /.+/,
    );
    if (seo.openGraph?.ogDescription) {
      await expect(head.locator('meta[property="og:description"]')).toHaveAttribute(
        'content',
        seo.openGraph.ogDescription,
      );
    }
    if (seo.openGraph?.ogImage)
      await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\//);
    // hreflang alternates: the storefront's own for its three locales and x-default (this page on this origin, under
    // each prefix), then the content's for locales the shop does not serve (locales.spec.ts checks they answer).
    const origin = new URL(page.url()).origin;
    for (const [hreflang, prefix] of [
      ['en-US', ''],
      ['en-CA', '/en-ca'],
      ['fr-CA', '/fr-ca'],
      ['x-default', ''],
    ] as const) {
      const expected = path === '/' ? (prefix ? `${prefix}/home` : '/') : `${prefix}${path}`;
      await expect(head.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute(
        'href',
        `${origin}${expected}`,
      );
      checkedAlternates++;
    }
    const served = new Set(['en-us', 'en-ca', 'fr-ca', 'x-default']);
    for (const alternate of (seo.alternateUrls ?? []).filter((entry) => !served.has(entry.locale.toLowerCase()))) {
      await expect(head.locator(`link[rel="alternate"][hreflang="${alternate.locale}"]`)).toHaveAttribute(
        'href',
        alternate.url,
      );
    }
    await expect(head.locator('link[rel="icon"]')).toHaveCount(1);
  }
  expect(checkedCanonical, 'the demo content sets a canonical URL somewhere').toBeGreaterThan(0);
  expect(checkedAlternates, 'the demo content sets hreflang alternates somewhere').toBeGreaterThan(0);
});
