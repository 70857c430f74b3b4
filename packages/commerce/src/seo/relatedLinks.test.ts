import { describe, expect, it } from 'vitest';
import { DEFAULT_RELATED_LINK_DOMAINS, MAX_RELATED_LINKS, relatedLinkDomains, relatedLinks } from './relatedLinks';

const link = (url: unknown, anchor_text: unknown = 'Rain jackets') => ({ url, anchor_text });
const options = { baseDomains: ['ridgeline.dev', 'trail.example'], siteOrigin: 'https://shop.ridgeline.dev' };

describe('related links', () => {
  it('keeps links with url and anchor text on a base domain; internal ones on the shop host carry their path', () => {
    const { links, dropped } = relatedLinks(
      [
        link('https://shop.ridgeline.dev/c/rain-jackets?sz=24#top'),
        link('https://trail.example/guides', ' Trail guides '),
        link('http://RIDGELINE.dev/about'),
      ],
      options,
    );
    expect(dropped).toEqual([]);
    expect(links).toEqual([
      {
        url: 'https://shop.ridgeline.dev/c/rain-jackets?sz=24#top',
        anchor_text: 'Rain jackets',
        relativePath: '/c/rain-jackets?sz=24#top',
        isInternal: true,
      },
      { url: 'https://trail.example/guides', anchor_text: 'Trail guides', relativePath: '/guides', isInternal: false },
      { url: 'http://ridgeline.dev/about', anchor_text: 'Rain jackets', relativePath: '/about', isInternal: false },
    ]);
  });

  it('drops a missing url or anchor text and every hostile address, and keeps the rest', () => {
    const { links, dropped } = relatedLinks(
      [
        link(''),
        link('https://ridgeline.dev/ok', ''),
        { anchor_text: 'no url' },
        'not an object',
        link('javascript:alert(document.cookie)//ridgeline.dev'),
        link('//evil.example/ridgeline.dev'),
        link('https://evil.example/?next=ridgeline.dev'),
        link('https://ridgeline.dev.evil.example/'),
        link('https://evilridgeline.dev/'),
        link('https://ridgeline.dev@evil.example/'),
        link('https://user:pass@ridgeline.dev/'),
        link('data:text/html,<script>alert(1)</script>'),
        link('/c/relative-path'),
        link('https://ridgeline.dev/kept'),
      ],
      options,
    );
    expect(links.map((entry) => entry.url)).toEqual(['https://ridgeline.dev/kept']);
    expect(dropped.map((entry) => entry.problem)).toEqual([
      'missing-url',
      'missing-anchor-text',
      'missing-url',
      'not-an-object',
      ...Array(9).fill('off-domain'),
    ]);
    expect(relatedLinks('not a list')).toEqual({ links: [], dropped: [] });
  });

  it(`keeps at most ${MAX_RELATED_LINKS} links`, () => {
    const many = Array.from({ length: MAX_RELATED_LINKS + 2 }, (_, i) => link(`https://ridgeline.dev/c/${i}`));
    const { links, dropped } = relatedLinks(many);
    expect(links).toHaveLength(MAX_RELATED_LINKS);
    expect(dropped.map((entry) => entry.problem)).toEqual(['too-many', 'too-many']);
  });

  it('RELATED_LINK_DOMAINS: host names, else the two demo hosts', () => {
    expect(DEFAULT_RELATED_LINK_DOMAINS).toEqual(['ridgeline.dev', 'localhost']);
    expect(relatedLinkDomains(undefined)).toBe(DEFAULT_RELATED_LINK_DOMAINS);
    expect(relatedLinkDomains(' Shop.Example , brand.example.')).toEqual(['shop.example', 'brand.example']);
    expect(relatedLinkDomains('https://x.example/, *.evil')).toBe(DEFAULT_RELATED_LINK_DOMAINS);
  });
});
