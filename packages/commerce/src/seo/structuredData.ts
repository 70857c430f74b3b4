/**
 * Structured data (JSON-LD, schema.org) of the shop's pages, typed with schema-dts: the product page's `Product` with
 * its offers and rating, the lists' and products' `BreadcrumbList`, and the home page's `Organization` and `WebSite`
 * with its site search. Pure and browser-safe; the storefront renders the result with `jsonLdScriptText`.
 */
import type {
  AggregateOffer,
  BreadcrumbList,
  ItemAvailability,
  Offer,
  Organization,
  Product,
  Review as SchemaReview,
  SearchActionLeaf,
  WebSite,
  WithActionConstraints,
  WithContext,
} from 'schema-dts';
import { describePrice } from '@ridgeline/ui';
import type { ProductDetailModel } from '../product/model';
import type { DetailProduct, ProductCopy } from '../product/fromCommerce';
import type { ProductPageHead } from '../product/page';
import type { ProductReviews, ReviewView } from '../reviews/model';
import { isGtin } from './gtin';

export const SCHEMA_ORG = 'https://schema.org';
export const IN_STOCK = 'https://schema.org/InStock';
export const OUT_OF_STOCK = 'https://schema.org/OutOfStock';
/** The placeholder of the WebSite's search action (Google's documented name). */
export const SEARCH_TERM_PLACEHOLDER = 'search_term_string';
/** The rating scale of the reviews service (`c_bvAverageRating` is 1 to 5 stars). */
export const RATING_SCALE = { best: 5, worst: 1 } as const;

/** Any JSON-LD document this module builds. */
export type ShopJsonLd =
  WithContext<Product> | WithContext<BreadcrumbList> | WithContext<Organization> | WithContext<WebSite>;

export interface ProductJsonLdOptions {
  /** The product page's canonical, absolute URL. */
  url: string;
  /** Absolute image URLs (the first is the product's main image). */
  images?: readonly string[];
  description?: string;
  brand?: string;
  /** The average rating and how many reviews it is made of; left out when there are no reviews. */
  rating?: { value: number; count: number };
  /** A few of the reviews shown on the page (at most `JSON_LD_REVIEWS`). */
  reviews?: readonly ReviewView[];
  /** The manufacturer's part number (`manufacturerSku`). */
  mpn?: string;
  /** The product's GTIN (`upc`): left out unless it is one (`isGtin`). */
  gtin?: string;
}

/** How many of the page's reviews the `Product` carries. */
export const JSON_LD_REVIEWS = 3;

/** A review as schema.org's `Review`: its stars, author (a `Person`), text, title and date. */
export function reviewJsonLd(review: ReviewView): SchemaReview {
  return {
    '@type': 'Review',
    reviewRating: {
      '@type': 'Rating',
      ratingValue: review.rating,
      bestRating: RATING_SCALE.best,
      worstRating: RATING_SCALE.worst,
    },
    author: { '@type': 'Person', name: review.author ?? 'Anonymous' },
    reviewBody: review.text,
    ...(review.title ? { name: review.title } : {}),
    ...(review.date ? { datePublished: review.date } : {}),
  };
}

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
/** Prices as schema.org reads them: a number in the currency's major unit, at most two decimals (no float noise). */
const amount = (value: number) => Math.round(value * 100) / 100;

/**
 * The product page's `Product`: what the buy box shows before a choice. A single price (or a sale price) is one
 * `Offer`; a price range over the variants is an `AggregateOffer` (lowest and highest price, how many variants are
 * priced); no usable price is no offer at all (the page says "Price Not Found"). Availability is the product's
 * (any variant orderable); the rating only when there are reviews.
 */
export function productJsonLd(model: ProductDetailModel, options: ProductJsonLdOptions): WithContext<Product> {
  const availability: ItemAvailability = model.orderable ? IN_STOCK : OUT_OF_STOCK;
  const shown = describePrice(model.price);
  let offers: Offer | AggregateOffer | undefined;
  if (shown.kind === 'single' || shown.kind === 'sale') {
    offers = {
      '@type': 'Offer',
      price: amount(shown.current),
      priceCurrency: model.currency,
      availability,
      url: options.url,
    };
  } else if (shown.kind === 'range' || shown.kind === 'sale-range') {
    const priced = model.variants.filter((variant) => isAmount(variant.price)).length;
    offers = {
      '@type': 'AggregateOffer',
      lowPrice: amount(shown.min),
      highPrice: amount(shown.max),
      priceCurrency: model.currency,
      availability,
      url: options.url,
      ...(priced > 0 ? { offerCount: priced } : {}),
    };
  }
  const rating = options.rating;
  const rated = rating && rating.count > 0 && rating.value >= RATING_SCALE.worst && rating.value <= RATING_SCALE.best;
  return {
    '@context': SCHEMA_ORG,
    '@type': 'Product',
    name: model.name,
    sku: model.id,
    productID: model.id,
    url: options.url,
    ...(options.images?.length ? { image: [...options.images] } : {}),
    ...(options.description ? { description: options.description } : {}),
    ...(options.brand ? { brand: { '@type': 'Brand', name: options.brand } } : {}),
    ...(options.mpn?.trim() ? { mpn: options.mpn.trim() } : {}),
    ...(options.gtin && isGtin(options.gtin.trim()) ? { gtin: options.gtin.trim() } : {}),
    ...(offers ? { offers } : {}),
    ...(rated
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(rating.value * 10) / 10,
            reviewCount: rating.count,
            bestRating: RATING_SCALE.best,
            worstRating: RATING_SCALE.worst,
          },
        }
      : {}),
    ...(options.reviews?.length ? { review: options.reviews.slice(0, JSON_LD_REVIEWS).map(reviewJsonLd) } : {}),
  };
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The product page's JSON-LD from its parts (`productPageParts`) and Shopper Products' product: the `Product` (its
 * canonical URL, Open Graph image, description, brand, the reviews service's rating) and the `BreadcrumbList` of
 * `crumbs` (home and the primary category's chain, absolute) ending on the product itself.
 */
export function productPageJsonLd(
  product: unknown,
  parts: { model: ProductDetailModel; copy: ProductCopy; head: ProductPageHead },
  crumbs: readonly JsonLdCrumb[],
  reviews?: ProductReviews,
): ShopJsonLd[] {
  const raw = (product ?? {}) as DetailProduct & { brand?: unknown; manufacturerName?: unknown; upc?: unknown };
  const brand = [raw.brand, raw.manufacturerName].find(nonEmpty);
  const image = parts.head.openGraph.image?.url;
  const statistics = reviews?.statistics;
  const rating = statistics
    ? { value: statistics.average, count: statistics.count }
    : typeof parts.copy.rating === 'number' && typeof parts.copy.reviewCount === 'number'
      ? { value: parts.copy.rating, count: parts.copy.reviewCount }
      : undefined;
  return [
    productJsonLd(parts.model, {
      url: parts.head.canonical,
      ...(image ? { images: [image] } : {}),
      ...(parts.head.description ? { description: parts.head.description } : {}),
      ...(brand ? { brand: brand.trim() } : {}),
      ...(nonEmpty(raw.manufacturerSku) ? { mpn: raw.manufacturerSku } : {}),
      ...(nonEmpty(raw.upc) ? { gtin: raw.upc } : {}),
      ...(rating ? { rating } : {}),
      ...(reviews?.reviews?.items.length ? { reviews: reviews.reviews.items } : {}),
    }),
    breadcrumbJsonLd([...crumbs, { name: parts.model.name, url: parts.head.canonical }]),
  ];
}

/** One crumb: its name and absolute URL (the current page's own crumb may leave the URL out). */
export interface JsonLdCrumb {
  name: string;
  url?: string;
}

/** A `BreadcrumbList` of the crumbs in order (position 1 first). */
export function breadcrumbJsonLd(crumbs: readonly JsonLdCrumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.url ? { item: crumb.url } : {}),
    })),
  };
}

/** The shop as an organisation: its name, home page and logo (absolute URLs). */
export function organizationJsonLd(shop: { name: string; url: string; logo?: string }): WithContext<Organization> {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'Organization',
    name: shop.name,
    url: shop.url,
    ...(shop.logo ? { logo: shop.logo } : {}),
  };
}

/**
 * The site with its search: `searchUrl(placeholder)` is the search results' address for a term, absolute; it is asked
 * for the placeholder itself so the template is exactly the site's own search URL (`{search_term_string}` unescaped).
 */
export function webSiteJsonLd(site: {
  name: string;
  url: string;
  inLanguage?: string;
  searchUrl: (term: string) => string;
}): WithContext<WebSite> {
  const marker = 'ridgeline-search-term';
  const urlTemplate = site.searchUrl(marker).replace(marker, `{${SEARCH_TERM_PLACEHOLDER}}`);
  // `query-input` is an action constraint, outside the plain SearchAction type.
  const search: WithActionConstraints<SearchActionLeaf> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate },
    'query-input': `required name=${SEARCH_TERM_PLACEHOLDER}`,
  };
  return {
    '@context': SCHEMA_ORG,
    '@type': 'WebSite',
    name: site.name,
    url: site.url,
    ...(site.inLanguage ? { inLanguage: site.inLanguage } : {}),
    potentialAction: search,
  };
}

/**
 * JSON-LD as the text of a `<script type="application/ld+json">`: JSON with every `<`, `>` and `&` written as a
 * Unicode escape, so no catalogue or content text (`</script><script>…`, `<!--`) can end the element or open a comment
 * in it, and U+2028/U+2029 escaped as well. A JSON parser reads the same value back.
 */
export function jsonLdScriptText(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
