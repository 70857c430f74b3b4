import { expect, test } from '@playwright/test';
import { storefrontOrigin } from './env';
import { demoPages } from './helpers';

/**
 * Every internal link on the demo pages answers 200, directly or after redirects (docs/behaviour/urls.md). The crawl
 * follows links one level from every demo page (the pages a shopper reaches in one click), over plain HTTP: links
 * must work without JavaScript. External links are not fetched (no network here); they must be https.
 */
const SKIPPED_PREFIXES = ['/assets/', '/i/', '/favicon'];

function internalLinks(html: string): { internal: string[]; external: string[] } {
  const internal = new Set<string>();
  const external = new Set<string>();
  for (const match of html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)) {
    const href = match[1]!.replaceAll('&amp;', '&');
    if (href.startsWith('#') || href.startsWith('mailto:') || href.startsWith('tel:')) continue;
    if (/^https?:\/\//.test(href) || href.startsWith('//')) {
      external.add(href);
      continue;
    }
    const url = new URL(href, storefrontOrigin);
    const path = `${url.pathname}${url.search}`;
    if (SKIPPED_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) continue;
    internal.add(path);
  }
  return { internal: [...internal], external: [...external] };
}

test('no link on the demo pages leads to a missing page', async ({ request }) => {
  test.setTimeout(180_000);
  const pages = (await demoPages()).map((page) => page.path);
  const targets = new Map<string, string>();
  const insecureExternal: string[] = [];
  for (const path of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const { internal, external } = internalLinks(await response.text());
    for (const link of internal) if (!targets.has(link)) targets.set(link, path);
    insecureExternal.push(
      ...external.filter((href) => !href.startsWith('https://')).map((href) => `${href} (on ${path})`),
    );
  }
  expect(targets.size).toBeGreaterThan(20);
  const broken: string[] = [];
  for (const [link, from] of targets) {
    const response = await request.get(link, { maxRedirects: 5 });
    if (response.status() !== 200) broken.push(`${response.status()} ${link} (linked from ${from})`);
  }
  expect(broken).toEqual([]);
  expect(insecureExternal).toEqual([]);
});
