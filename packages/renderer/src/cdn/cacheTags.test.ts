// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  ALL_PAGES_TAG,
  cacheTagHeaders,
  collectCacheTags,
  contentIdTag,
  contentItemTags,
  contentKeyTag,
  OVERFLOW_TAG,
  productTag,
  reportCacheTags,
} from './cacheTags';

const LINK = 'http://bigcontent.io/cms/schema/v1/core#/definitions/content-link';

describe('contentItemTags', () => {
  it('names the page, its inlined slots and linked items, and links left unresolved', () => {
    const page = {
      _meta: { schema: 'https://schema.ridgeline.dev/page', deliveryId: 'page-1', deliveryKey: 'home' },
      slots: [
        {
          _meta: { schema: 'https://schema.ridgeline.dev/slot', deliveryId: 'slot-1', deliveryKey: 'slot/hero' },
          content: { _meta: { schema: 'https://schema.ridgeline.dev/banner', deliveryId: 'banner-1' } },
        },
      ],
      link: { _meta: { schema: LINK }, id: 'missing-2', contentType: 'x' },
    };
    expect(contentItemTags(page).sort()).toEqual(
      [
        contentIdTag('page-1'),
        contentKeyTag('home'),
        contentIdTag('slot-1'),
        contentKeyTag('slot/hero'),
        contentIdTag('banner-1'),
        contentIdTag('missing-2'),
      ].sort(),
    );
  });

  it('hashes values a CDN could misread (spaces, commas, colons) or long ones, the same way each time', () => {
    const spaced = contentKeyTag('summer sale, 2026');
    expect(spaced).toMatch(/^rl-k-h-[0-9a-f]{24}$/);
    expect(contentKeyTag('summer sale, 2026')).toBe(spaced);
    expect(contentKeyTag('x'.repeat(65))).toMatch(/^rl-k-h-/);
    expect(contentKeyTag('plain/key-1.0')).toBe('rl-k-plain/key-1.0');
  });

  it('stops after its node budget on a huge item', () => {
    const items = Array.from({ length: 100 }, (_, index) => ({ _meta: { deliveryId: `i${index}` } }));
    expect(contentItemTags({ items }, 10).length).toBeLessThan(10);
  });
});

describe('collectCacheTags', () => {
  it('collects what each render reports across awaits, and keeps concurrent renders apart', async () => {
    const render = (id: string) => async () => {
      await Promise.resolve();
      reportCacheTags([productTag(id)]);
      await new Promise((resolve) => setImmediate(resolve));
      reportCacheTags([contentIdTag(id)]);
      return id;
    };
    const [a, b] = await Promise.all([collectCacheTags(render('a')), collectCacheTags(render('b'))]);
    expect(a.value).toBe('a');
    expect([...a.tags]).toEqual([productTag('a'), contentIdTag('a')]);
    expect([...b.tags]).toEqual([productTag('b'), contentIdTag('b')]);
  });

  it('ignores reports made outside any render', () => {
    expect(() => reportCacheTags(['rl-p-x'])).not.toThrow();
  });
});

describe('cacheTagHeaders', () => {
  it('sends every tag, rl-all first, space-separated for Fastly and comma-separated for Cloudflare', () => {
    const headers = cacheTagHeaders(['rl-c-1', 'rl-k-home', 'rl-c-1']);
    expect(headers['Surrogate-Key']).toBe(`${ALL_PAGES_TAG} rl-c-1 rl-k-home`);
    expect(headers['Cache-Tag']).toBe(`${ALL_PAGES_TAG},rl-c-1,rl-k-home`);
    expect(headers.overflow).toBe(false);
  });

  it('caps the count: the first tags are kept and the last place goes to rl-overflow', () => {
    const many = Array.from({ length: 300 }, (_, index) => `rl-p-${index}`);
    const headers = cacheTagHeaders(many);
    expect(headers.tags).toHaveLength(128);
    expect(headers.tags[0]).toBe(ALL_PAGES_TAG);
    expect(headers.tags[1]).toBe('rl-p-0');
    expect(headers.tags.at(-1)).toBe(OVERFLOW_TAG);
    expect(headers.overflow).toBe(true);
  });

  it('caps the bytes of the header', () => {
    const long = Array.from({ length: 100 }, (_, index) => `rl-k-${String(index).padStart(60, '0')}`);
    const headers = cacheTagHeaders(long, { maxTags: 1000, maxTagLength: 128, maxHeaderBytes: 1000 });
    expect(Buffer.byteLength(headers['Surrogate-Key'])).toBeLessThanOrEqual(1000);
    expect(headers.tags.at(-1)).toBe(OVERFLOW_TAG);
  });

  it('keeps exactly the limit without overflow', () => {
    const exact = Array.from({ length: 127 }, (_, index) => `rl-p-${index}`);
    expect(cacheTagHeaders(exact).overflow).toBe(false);
    expect(cacheTagHeaders(exact).tags).toHaveLength(128);
  });
});
