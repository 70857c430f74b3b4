import { describe, expect, it } from 'vitest';
import { sampleModel } from '../product/sampleModel';
import {
  breadcrumbJsonLd,
  IN_STOCK,
  jsonLdScriptText,
  organizationJsonLd,
  OUT_OF_STOCK,
  productJsonLd,
  productPageJsonLd,
  webSiteJsonLd,
} from './structuredData';
import { checkJsonLd } from './jsonLdCheck';
import { isGtin } from './gtin';

const url = 'https://shop.example/product/P1';
const full = { url, images: ['https://media.example/P1.jpg'], description: 'Warm.', brand: 'Ridgeline' };

describe('productJsonLd', () => {
  it('is one Offer with price, currency and availability for a single price, valid with every recommended property', () => {
    const json = productJsonLd(sampleModel({ price: { type: 'single', sales: 89.9, list: 120 } }), full);
    expect(json.offers).toEqual({ '@type': 'Offer', price: 89.9, priceCurrency: 'USD', availability: IN_STOCK, url });
    expect(checkJsonLd(json, { recommended: true })).toEqual([]);
  });

  it('is an AggregateOffer (low, high, how many variants are priced) for the range the page shows', () => {
    const json = productJsonLd(sampleModel({ price: { type: 'range', minSale: 100, maxSale: 140.005 } }), full);
    expect(json.offers).toMatchObject({ '@type': 'AggregateOffer', lowPrice: 100, highPrice: 140.01, offerCount: 6 });
    expect(checkJsonLd(json, { recommended: true })).toEqual([]);
  });

  it('says OutOfStock when nothing is orderable, and has no offer without a usable price', () => {
    const soldOut = productJsonLd(sampleModel({ orderable: false, price: { type: 'single', sales: 5 } }), full);
    expect(soldOut.offers).toMatchObject({ availability: OUT_OF_STOCK });
    const priceless = productJsonLd(sampleModel({ price: null }), full);
    expect(priceless.offers).toBeUndefined();
    // With no offer and no rating a product is not eligible: the checker says so.
    expect(checkJsonLd(priceless)).toEqual(['$: needs offers, aggregateRating or review']);
  });

  it('carries an AggregateRating only when there are reviews', () => {
    const rated = productJsonLd(sampleModel(), { ...full, rating: { value: 4.26, count: 12 } });
    expect(rated.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
    expect(checkJsonLd(rated)).toEqual([]);
    expect(productJsonLd(sampleModel(), { ...full, rating: { value: 4, count: 0 } }).aggregateRating).toBeUndefined();
  });
});

describe('the other shapes', () => {
  it('BreadcrumbList: positions from 1, the last crumb may leave its URL out', () => {
    const json = breadcrumbJsonLd([{ name: 'Home', url: 'https://shop.example/' }, { name: 'Jackets' }]);
    expect(json.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
      { '@type': 'ListItem', position: 2, name: 'Jackets' },
    ]);
    expect(checkJsonLd(json)).toEqual([]);
  });

  it('Organization and WebSite with a search action whose template is the site search URL', () => {
    const site = webSiteJsonLd({
      name: 'Ridgeline',
      url: 'https://shop.example/',
      searchUrl: (term) => `https://shop.example/search?q=${encodeURIComponent(term)}`,
    });
    expect(site.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: 'https://shop.example/search?q={search_term_string}' },
      'query-input': 'required name=search_term_string',
    });
    const org = organizationJsonLd({
      name: 'Ridgeline',
      url: 'https://shop.example/',
      logo: 'https://shop.example/l.svg',
    });
    expect(checkJsonLd([org, site])).toEqual([]);
  });
});

describe('jsonLdScriptText', () => {
  it('cannot close its script element or open a comment, whatever the catalogue says, and parses back the same', () => {
    const name = 'Shell </script><script>alert(1)</script> <!-- & "quoted" \u2028';
    const text = jsonLdScriptText(productJsonLd(sampleModel({ name }), full));
    expect(text).not.toMatch(/<|>|&/);
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text).name).toBe(name);
  });
});

describe('checkJsonLd', () => {
  it('names each wrong property: currency, availability, price, rating range, crumb positions, unknown types', () => {
    const problems = checkJsonLd([
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'X',
        offers: { '@type': 'Offer', price: '12,50', priceCurrency: 'usd', availability: 'InStock' },
        aggregateRating: { '@type': 'AggregateRating', ratingValue: 7, reviewCount: 0 },
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 2, name: 'Home', item: '/relative' },
          { '@type': 'ListItem', position: 2, name: 'Y' },
        ],
      },
      { '@context': 'http://example.org', '@type': 'Recipe' },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: 'S',
        url: 'https://s.example/',
        potentialAction: {
          '@type': 'SearchAction',
          target: 'https://s.example/search?q=',
          'query-input': 'required name=q',
        },
      },
    ]);
    expect(problems).toEqual([
      '$[0].offers.priceCurrency: must be an ISO 4217 code, got "usd"',
      '$[0].offers.availability: must be a schema.org ItemAvailability URL, got "InStock"',
      '$[0].offers.price: must be a number or numeric text, got "12,50"',
      '$[0].aggregateRating.ratingValue: must be from 1 to 5, got 7',
      '$[0].aggregateRating.reviewCount: reviewCount or ratingCount must be a positive whole number, got 0',
      '$[1].itemListElement[0].position: must be 1, got 2',
      '$[1].itemListElement[0].item: must be an absolute http(s) URL, got "/relative"',
      '$[2].@context: must be https://schema.org, got "http://example.org"',
      '$[2].@type: must be one of Product, BreadcrumbList, Organization, WebSite, got "Recipe"',
      '$[3].potentialAction.target.urlTemplate: must contain {q}',
    ]);
  });

  it('accepts a price as numeric text and an ISO currency other than the shop\u2019s; refuses a made-up code', () => {
    const product = (priceCurrency: string) => ({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'X',
      offers: { '@type': 'Offer', price: '12.50', priceCurrency, availability: IN_STOCK },
    });
    expect(checkJsonLd(product('CAD'))).toEqual([]);
    expect(checkJsonLd(product('XYZ'))).toEqual(['$.offers.priceCurrency: must be an ISO 4217 code, got "XYZ"']);
  });
});

describe('productPageJsonLd', () => {
  it('a valid Product (brand, rating, image, description from the page) and its breadcrumbs ending on the product', () => {
    const head = {
      title: 'Trail Jacket',
      description: 'Warm & dry.',
      canonical: url,
      openGraph: {
        title: 'Trail Jacket',
        type: 'website' as const,
        url,
        image: { url: 'https://media.example/P1.jpg?w=1200', width: 1200, height: 630, alt: '' },
      },
    };
    const [product, crumbs] = productPageJsonLd(
      { brand: ' Ridgeline ' },
      {
        model: sampleModel({ price: { type: 'single', sales: 120 } }),
        copy: { features: [], questions: [], rating: 4.5, reviewCount: 8 },
        head,
      },
      [
        { name: 'Home', url: 'https://shop.example/' },
        { name: 'Jackets', url: 'https://shop.example/c/jackets/' },
      ],
    );
    expect(product).toMatchObject({
      brand: { '@type': 'Brand', name: 'Ridgeline' },
      image: [head.openGraph.image.url],
    });
    expect(crumbs).toMatchObject({
      itemListElement: [{ position: 1 }, { position: 2 }, { position: 3, name: 'Trail Jacket', item: url }],
    });
    expect(checkJsonLd([product, crumbs], { recommended: true })).toEqual([]);
  });

  it('carries the manufacturer part number and a valid UPC as mpn and gtin; a UPC with a wrong check digit is left out', () => {
    const head = {
      title: 'Trail Jacket',
      description: 'Dry.',
      canonical: url,
      openGraph: { title: 'T', type: 'website' as const, url },
    };
    const parts = {
      model: sampleModel({ price: { type: 'single', sales: 120 } }),
      copy: { features: [], questions: [] },
      head,
    };
    const [good] = productPageJsonLd({ manufacturerSku: 'RL-4471-BLK', upc: '036000291452' }, parts, []);
    expect(good).toMatchObject({ mpn: 'RL-4471-BLK', gtin: '036000291452' });
    expect(checkJsonLd([good])).toEqual([]);
    const [bad] = productPageJsonLd({ upc: '036000291453' }, parts, []);
    expect(bad).not.toHaveProperty('gtin');
    expect(bad).not.toHaveProperty('mpn');
    expect(isGtin('4006381333931')).toBe(true);
    expect(isGtin('96385074')).toBe(true);
    expect(isGtin('12345')).toBe(false);
    expect(checkJsonLd({ ...(good as object), gtin: '036000291453' })).toEqual([
      '$.gtin: must be 8, 12, 13 or 14 digits with a valid check digit, got "036000291453"',
    ]);
  });

  it("the reviews service's statistics and a few of its reviews: AggregateRating and Reviews, valid", () => {
    const head = {
      title: 'Trail Jacket',
      description: 'Dry.',
      canonical: url,
      openGraph: { title: 'T', type: 'website' as const, url },
    };
    const parts = {
      model: sampleModel({ price: { type: 'single', sales: 120 } }),
      copy: { features: [], questions: [] },
      head,
    };
    const items = [1, 2, 3, 4].map((n) => ({
      id: `r${n}`,
      rating: n,
      text: `Text ${n}`,
      ...(n > 1 ? { author: `A${n}` } : {}),
    }));
    const reviews = {
      statistics: {
        average: 4.56,
        count: 318,
        histogram: [0, 0, 12, 136, 170] as [number, number, number, number, number],
      },
      showHistogram: true,
      reviews: { items, page: 1, total: 9, sort: 'newest' as const },
    };
    const [product] = productPageJsonLd({}, parts, [], reviews) as unknown as [Record<string, unknown>];
    expect(product.aggregateRating).toMatchObject({ ratingValue: 4.6, reviewCount: 318 });
    expect(product.review).toHaveLength(3);
    expect((product.review as unknown[])[0]).toMatchObject({
      '@type': 'Review',
      reviewRating: { '@type': 'Rating', ratingValue: 1 },
      author: { '@type': 'Person', name: 'Anonymous' },
      reviewBody: 'Text 1',
    });
    expect(checkJsonLd([product])).toEqual([]);
    // No reviews counted: no AggregateRating, and the checker refuses a review without stars or author.
    const [unrated] = productPageJsonLd({}, parts, [], { ...reviews, statistics: undefined }) as unknown as [
      Record<string, unknown>,
    ];
    expect(unrated.aggregateRating).toBeUndefined();
    expect(
      checkJsonLd([
        { ...product, review: [{ '@type': 'Review', reviewRating: { '@type': 'Rating', ratingValue: 6 } }] },
      ]),
    ).toEqual([
      '$[0].review[0].reviewRating.ratingValue: must be from 1 to 5, got 6',
      '$[0].review[0].author: must be an object of type Person or Organization',
    ]);
  });
});
