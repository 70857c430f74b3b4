import { describe, expect, it } from 'vitest';
import { collectCacheTags, reportCacheTags } from '@ridgeline/renderer/server';
import { robotsResponse, SITEMAP_CACHE_CONTROL, sitemapResponse } from './seoEndpoints.server';

describe('sitemap and robots answers', () => {
  it('a sitemap names none of the items its build read (it lists them all): only rl-all reaches it', async () => {
    const { value: response, tags } = await collectCacheTags(() =>
      sitemapResponse(async () => {
        reportCacheTags(['rl-c-home', 'rl-p-RM1004']);
        return '<urlset/>';
      }),
    );
    expect(await response.text()).toBe('<urlset/>');
    expect(response.headers.get('cache-control')).toBe(SITEMAP_CACHE_CONTROL);
    expect([...tags]).toEqual([]);
  });

  it('robots.txt is kept as the sitemaps are', async () => {
    const response = robotsResponse('User-agent: *\n');
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(SITEMAP_CACHE_CONTROL);
    expect(await response.text()).toBe('User-agent: *\n');
  });
});
