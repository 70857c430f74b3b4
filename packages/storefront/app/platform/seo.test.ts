import { describe, expect, it } from 'vitest';
import { pageSeo } from '@ridgeline/blocks';
import { headMeta } from './seo';

const page = {
  seo: {
    title: 'Trail gear',
    description: 'Everything for the trail',
    noindex: true,
    keywords: 'trail, hiking',
    canonicalUrl: 'https://www.ridgeline.dev/t/trail',
    openGraph: {
      ogTitle: 'Trail gear OG',
      ogDescription: 'OG description',
      ogImage: {
        _meta: { schema: 'http://bigcontent.io/cms/schema/v1/core#/definitions/image-link' as const },
        id: 'x',
        name: 'og-trail',
        endpoint: 'ridgeline',
        defaultHost: 'cdn.media.amplience.net',
      },
    },
    alternateUrls: [{ locale: 'fr-CA', url: 'https://www.ridgeline.dev/fr-ca/t/trail' }],
  },
};

describe('headMeta', () => {
  it('turns the page head into title, description, robots, keywords, canonical, Open Graph and hreflang tags', () => {
    const tags = headMeta(pageSeo(page as never, { mediaHost: 'http://localhost:4010' }), {
      fallbackTitle: 'Ridgeline',
    });
    expect(tags).toEqual(
      expect.arrayContaining([
        { title: 'Trail gear' },
        { name: 'description', content: 'Everything for the trail' },
        { name: 'robots', content: 'noindex, follow' },
        { name: 'keywords', content: 'trail, hiking' },
        { tagName: 'link', rel: 'canonical', href: 'https://www.ridgeline.dev/t/trail' },
        { property: 'og:title', content: 'Trail gear OG' },
        { property: 'og:description', content: 'OG description' },
        { property: 'og:url', content: 'https://www.ridgeline.dev/t/trail' },
        { property: 'og:type', content: 'website' },
        { tagName: 'link', rel: 'alternate', hrefLang: 'fr-CA', href: 'https://www.ridgeline.dev/fr-ca/t/trail' },
      ]),
    );
    const ogImage = tags.find((t) => 'property' in t && t.property === 'og:image') as { content: string };
    expect(ogImage.content).toMatch(/^http:\/\/localhost:4010\/i\/ridgeline\/og-trail/);
  });

  it('falls back to the site title, leaves out what is empty, and forces noindex when asked', () => {
    const tags = headMeta(pageSeo({ seo: { title: '  ' } } as never), { fallbackTitle: 'Ridgeline', noindex: true });
    expect(tags[0]).toEqual({ title: 'Ridgeline' });
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex, nofollow' });
    expect(tags.some((t) => 'rel' in t && t.rel === 'canonical')).toBe(false);
    expect(tags.some((t) => 'name' in t && t.name === 'description')).toBe(false);
  });
});
