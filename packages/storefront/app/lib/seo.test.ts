import { describe, expect, it } from 'vitest';
import { readSeo, seoMeta } from './seo';

describe('seoMeta', () => {
  it('builds title, description, robots, keywords, canonical, Open Graph and hreflang tags', () => {
    const tags = seoMeta(
      {
        title: 'Trail gear',
        description: 'Everything for the trail',
        noindex: true,
        keywords: 'trail, hiking',
        canonicalUrl: 'https://www.ridgeline.dev/t/trail',
        openGraph: { ogTitle: 'Trail gear OG', ogDescription: 'OG description' },
        alternateUrls: [
          { locale: 'fr-CA', url: 'https://www.ridgeline.dev/fr-ca/t/trail' },
          { locale: 'en-CA' },
        ],
      },
      { fallbackTitle: 'Ridgeline', ogImageUrl: 'https://img.example/og.jpg' },
    );
    expect(tags).toEqual(
      expect.arrayContaining([
        { title: 'Trail gear' },
        { name: 'description', content: 'Everything for the trail' },
        { name: 'robots', content: 'noindex, nofollow' },
        { name: 'keywords', content: 'trail, hiking' },
        { tagName: 'link', rel: 'canonical', href: 'https://www.ridgeline.dev/t/trail' },
        { property: 'og:title', content: 'Trail gear OG' },
        { property: 'og:description', content: 'OG description' },
        { property: 'og:image', content: 'https://img.example/og.jpg' },
        { property: 'og:url', content: 'https://www.ridgeline.dev/t/trail' },
        { tagName: 'link', rel: 'alternate', hrefLang: 'fr-CA', href: 'https://www.ridgeline.dev/fr-ca/t/trail' },
      ]),
    );
    // an alternate without a URL is skipped
    expect(tags.filter((t) => 'rel' in t && t.rel === 'alternate')).toHaveLength(1);
  });

  it('falls back to the site title and leaves out what is empty', () => {
    const tags = seoMeta({ title: '  ', noindex: false }, { fallbackTitle: 'Ridgeline' });
    expect(tags[0]).toEqual({ title: 'Ridgeline' });
    expect(tags.some((t) => 'name' in t && t.name === 'robots')).toBe(false);
    expect(tags.some((t) => 'rel' in t && t.rel === 'canonical')).toBe(false);
  });

  it('reads seo defensively from any content', () => {
    expect(readSeo(null)).toEqual({});
    expect(readSeo({ seo: 'nope' })).toEqual({});
    expect(readSeo({ seo: { title: 'x' } })).toEqual({ title: 'x' });
  });
});
