import { describe, expect, it } from 'vitest';
import { CONTENT_PAGE_MAX_SEGMENTS, contentPageKey } from './contentPagePath';

describe('contentPageKey', () => {
  it('reads /t/{slug} and its sub-paths as page/ delivery keys, one trailing slash ignored', () => {
    expect(contentPageKey('about')).toBe('page/about');
    expect(contentPageKey('about/')).toBe('page/about');
    expect(contentPageKey('guides/hiking/boots')).toBe('page/guides/hiking/boots');
    expect(contentPageKey('faq_2026/shipping-and-returns.v2')).toBe('page/faq_2026/shipping-and-returns.v2');
  });

  it('refuses what could leave page/ or is no slug: dot segments, empty segments, odd characters, too long', () => {
    for (const path of [
      undefined,
      '',
      '/',
      '..',
      'about/..',
      '../id/00000000-0000-0000-0000-000000000000',
      'a/../../content/id/x',
      './about',
      'about//team',
      'about//',
      '.hidden',
      'about/%2e%2e',
      'about?x=1',
      'about#x',
      'a b',
      'über',
      'a\\b',
      'x'.repeat(146),
      Array.from({ length: CONTENT_PAGE_MAX_SEGMENTS + 1 }, () => 'a').join('/'),
    ])
      expect(contentPageKey(path), String(path)).toBeUndefined();
    expect(contentPageKey(Array.from({ length: CONTENT_PAGE_MAX_SEGMENTS }, () => 'a').join('/'))).toBe(
      'page/a/a/a/a/a/a/a/a',
    );
  });
});
