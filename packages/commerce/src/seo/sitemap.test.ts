import { describe, expect, it } from 'vitest';
import {
  escapeXml,
  localeSitemapUrls,
  robotsTxt,
  sitemapIndexXml,
  sitemapXml,
  splitSitemap,
  type LocalizedPage,
  type SitemapUrl,
} from './sitemap';

const urlsOf = (count: number): SitemapUrl[] =>
  Array.from({ length: count }, (_, index) => ({ loc: `https://shop.example/product/P${index}` }));

describe('sitemapXml', () => {
  it('escapes a name or slug with & < > and quotes, and drops characters XML cannot hold', () => {
    const xml = sitemapXml([
      {
        loc: 'https://shop.example/t/salt&pepper<b>?a="1"',
        alternates: [{ hreflang: 'fr-CA', href: "https://shop.example/fr-ca/t/l'été&co\u0001" }],
      },
    ]);
    expect(xml).toContain('<loc>https://shop.example/t/salt&amp;pepper&lt;b&gt;?a=&quot;1&quot;</loc>');
    expect(xml).toContain('hreflang="fr-CA" href="https://shop.example/fr-ca/t/l&apos;été&amp;co"/>');
    // Every & starts an entity: the document stays well-formed.
    expect(xml.match(/&(?!amp;|lt;|gt;|quot;|apos;)/g)).toBeNull();
    expect(escapeXml('a\u0000b\uFFFEc')).toBe('abc');
  });

  it('writes the sitemaps.org and xhtml namespaces, one <url> per page with its alternates', () => {
    const xml = sitemapXml([
      {
        loc: 'https://shop.example/c/mens/',
        alternates: [
          { hreflang: 'en-US', href: 'https://shop.example/c/mens/' },
          { hreflang: 'x-default', href: 'https://shop.example/c/mens/' },
        ],
      },
    ]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
        '  <url>\n    <loc>https://shop.example/c/mens/</loc>\n' +
        '    <xhtml:link rel="alternate" hreflang="en-US" href="https://shop.example/c/mens/"/>\n' +
        '    <xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example/c/mens/"/>\n' +
        '  </url>\n</urlset>\n',
    );
  });
});

describe('splitSitemap', () => {
  it('cuts at the URL limit', () => {
    const parts = splitSitemap(urlsOf(5), { maxUrls: 2, maxBytes: 1_000_000 });
    expect(parts.map((part) => part.length)).toEqual([2, 2, 1]);
    expect(parts.flat()).toEqual(urlsOf(5));
  });

  it('cuts at the byte limit, the XML around the URLs counted, so no part is larger', () => {
    const urls = urlsOf(10);
    const oneUrl = sitemapXml(urls.slice(0, 1)).length;
    const limits = { maxUrls: 50_000, maxBytes: sitemapXml(urls.slice(0, 3)).length };
    const parts = splitSitemap(urls, limits);
    expect(parts.map((part) => part.length)).toEqual([3, 3, 3, 1]);
    for (const part of parts)
      expect(new TextEncoder().encode(sitemapXml(part)).length).toBeLessThanOrEqual(limits.maxBytes);
    expect(() => splitSitemap(urls, { maxUrls: 10, maxBytes: oneUrl - 1 })).toThrow(/alone is larger than/);
    expect(() => splitSitemap(urls, { maxUrls: 0, maxBytes: 100 })).toThrow(/must be positive/);
  });
});

describe('localeSitemapUrls', () => {
  it("lists a locale's pages with every locale's address and x-default; a page missing in a locale is left out there", () => {
    const pages: LocalizedPage[] = [
      { 'en-US': 'https://s.example/product/A', 'fr-CA': 'https://s.example/fr-ca/product/A' },
      { 'en-US': 'https://s.example/product/B' },
      { 'en-US': 'https://s.example/product/A', 'fr-CA': 'https://s.example/fr-ca/product/A' },
    ];
    expect(localeSitemapUrls(pages, 'fr-CA', 'en-US')).toEqual([
      {
        loc: 'https://s.example/fr-ca/product/A',
        alternates: [
          { hreflang: 'en-US', href: 'https://s.example/product/A' },
          { hreflang: 'fr-CA', href: 'https://s.example/fr-ca/product/A' },
          { hreflang: 'x-default', href: 'https://s.example/product/A' },
        ],
      },
    ]);
    expect(localeSitemapUrls(pages, 'en-US', 'en-US').map((url) => url.loc)).toEqual([
      'https://s.example/product/A',
      'https://s.example/product/B',
    ]);
  });
});

describe('sitemapIndexXml and robotsTxt', () => {
  it('the index lists each sitemap, escaped', () => {
    expect(sitemapIndexXml(['https://s.example/sitemaps/en-us-1.xml?a=1&b=2'])).toContain(
      '<sitemap>\n    <loc>https://s.example/sitemaps/en-us-1.xml?a=1&amp;b=2</loc>\n  </sitemap>',
    );
  });

  it('robots.txt disallows each prefix once and names the sitemap; blockAll disallows everything', () => {
    const policy = { disallow: ['/account', '/checkout', '/account'], sitemaps: ['https://s.example/sitemap.xml'] };
    expect(robotsTxt(policy)).toBe(
      'User-agent: *\nDisallow: /account\nDisallow: /checkout\n\nSitemap: https://s.example/sitemap.xml\n',
    );
    expect(robotsTxt({ ...policy, blockAll: true })).toBe(
      'User-agent: *\nDisallow: /\n\nSitemap: https://s.example/sitemap.xml\n',
    );
  });

  it('refuses a path that would write a directive of its own', () => {
    expect(() => robotsTxt({ disallow: ['/a\nAllow: /'], sitemaps: [] })).toThrow(/starts with \/ and has no spaces/);
    expect(() => robotsTxt({ disallow: ['account'], sitemaps: [] })).toThrow(RangeError);
  });
});
