/**
 * A checker of the JSON-LD shapes the shop emits, by schema.org's definitions and the search engines' required and
 * recommended properties: `Product` (with `Offer` / `AggregateOffer`, `AggregateRating`, `Brand`), `BreadcrumbList`,
 * `Organization` and `WebSite` with its `SearchAction`. It answers a list of problems (empty: valid), each naming the
 * property's path, so a unit test of the builders and an end-to-end test of the rendered pages can assert the same.
 * Types it does not know are problems too: the shop emits nothing else.
 */
import { isGtin } from './gtin';
import { SCHEMA_ORG, SEARCH_TERM_PLACEHOLDER } from './structuredData';

/** schema.org's `ItemAvailability` members. */
export const ITEM_AVAILABILITY = [
  'BackOrder',
  'Discontinued',
  'InStock',
  'InStoreOnly',
  'LimitedAvailability',
  'MadeToOrder',
  'OnlineOnly',
  'OutOfStock',
  'PreOrder',
  'PreSale',
  'Reserved',
  'SoldOut',
].map((name) => `https://schema.org/${name}`);

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
/** A price as schema.org takes it: a number, or a string of digits with `.` as the decimal separator. */
const isPrice = (value: unknown): boolean =>
  (typeof value === 'number' && Number.isFinite(value) && value >= 0) ||
  (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value));
const priceOf = (value: unknown) => Number(value);

let currencies: Set<string> | undefined;
/** ISO 4217 codes (the runtime's list; three capitals when it has none). */
function isCurrency(value: unknown): boolean {
  if (typeof value !== 'string' || !/^[A-Z]{3}$/.test(value)) return false;
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  currencies ??= new Set(supported ? supported('currency') : []);
  return currencies.size === 0 || currencies.has(value);
}

function isAbsoluteUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function typeOf(node: Json): string | undefined {
  return typeof node['@type'] === 'string' ? node['@type'] : undefined;
}

class Problems {
  readonly list: string[] = [];
  constructor(readonly withRecommended: boolean) {}
  /** A recommended property missing: a problem only when the caller asked for recommended ones too. */
  recommend(path: string, message: string) {
    if (this.withRecommended) this.add(path, message);
  }
  add(path: string, message: string) {
    this.list.push(`${path}: ${message}`);
  }
  requireText(node: Json, key: string, path: string) {
    if (!isText(node[key])) this.add(`${path}.${key}`, 'is required (non-empty text)');
  }
  requireUrl(node: Json, key: string, path: string, required = true) {
    if (node[key] === undefined && !required) return;
    if (!isAbsoluteUrl(node[key]))
      this.add(`${path}.${key}`, `must be an absolute http(s) URL, got ${show(node[key])}`);
  }
  requireType(node: unknown, types: readonly string[], path: string): node is Json {
    if (!isObject(node)) {
      this.add(path, `must be an object of type ${types.join(' or ')}`);
      return false;
    }
    const type = typeOf(node);
    if (!type || !types.includes(type)) {
      this.add(`${path}.@type`, `must be ${types.join(' or ')}, got ${show(node['@type'])}`);
      return false;
    }
    return true;
  }
}

const show = (value: unknown) => (value === undefined ? 'nothing' : JSON.stringify(value));

function checkOffer(offer: Json, path: string, problems: Problems) {
  if (!isCurrency(offer.priceCurrency))
    problems.add(`${path}.priceCurrency`, `must be an ISO 4217 code, got ${show(offer.priceCurrency)}`);
  if (offer.availability !== undefined && !ITEM_AVAILABILITY.includes(offer.availability as string))
    problems.add(`${path}.availability`, `must be a schema.org ItemAvailability URL, got ${show(offer.availability)}`);
  if (offer.availability === undefined) problems.recommend(`${path}.availability`, 'is recommended');
  problems.requireUrl(offer, 'url', path, false);
  if (typeOf(offer) === 'Offer') {
    if (!isPrice(offer.price))
      problems.add(`${path}.price`, `must be a number or numeric text, got ${show(offer.price)}`);
    return;
  }
  if (!isPrice(offer.lowPrice))
    problems.add(`${path}.lowPrice`, `must be a number or numeric text, got ${show(offer.lowPrice)}`);
  if (offer.highPrice !== undefined) {
    if (!isPrice(offer.highPrice))
      problems.add(`${path}.highPrice`, `must be a number or numeric text, got ${show(offer.highPrice)}`);
    else if (isPrice(offer.lowPrice) && priceOf(offer.highPrice) < priceOf(offer.lowPrice))
      problems.add(`${path}.highPrice`, 'must not be below lowPrice');
  }
  if (offer.offerCount !== undefined && !(Number.isInteger(offer.offerCount) && (offer.offerCount as number) > 0))
    problems.add(`${path}.offerCount`, `must be a positive whole number, got ${show(offer.offerCount)}`);
}

function checkRating(rating: Json, path: string, problems: Problems) {
  const best = rating.bestRating === undefined ? 5 : Number(rating.bestRating);
  const worst = rating.worstRating === undefined ? 1 : Number(rating.worstRating);
  const value = Number(rating.ratingValue);
  if (!Number.isFinite(best) || !Number.isFinite(worst) || worst >= best)
    problems.add(path, 'worstRating must be below bestRating');
  if (typeof rating.ratingValue !== 'number' && typeof rating.ratingValue !== 'string')
    problems.add(`${path}.ratingValue`, 'is required');
  else if (!Number.isFinite(value) || value < worst || value > best)
    problems.add(`${path}.ratingValue`, `must be from ${worst} to ${best}, got ${show(rating.ratingValue)}`);
  const count = rating.reviewCount ?? rating.ratingCount;
  if (!(Number.isInteger(count) && (count as number) > 0))
    problems.add(
      `${path}.reviewCount`,
      `reviewCount or ratingCount must be a positive whole number, got ${show(count)}`,
    );
}

function checkProduct(node: Json, path: string, problems: Problems) {
  problems.requireText(node, 'name', path);
  if (node.offers === undefined && node.aggregateRating === undefined && node.review === undefined)
    problems.add(path, 'needs offers, aggregateRating or review');
  for (const key of ['image', 'description', 'sku', 'brand'])
    if (node[key] === undefined) problems.recommend(`${path}.${key}`, 'is recommended');
  const images = node.image === undefined ? [] : Array.isArray(node.image) ? node.image : [node.image];
  images.forEach((image, index) => {
    if (!isAbsoluteUrl(image)) problems.add(`${path}.image[${index}]`, `must be an absolute URL, got ${show(image)}`);
  });
  problems.requireUrl(node, 'url', path, false);
  if (node.gtin !== undefined && !(typeof node.gtin === 'string' && isGtin(node.gtin)))
    problems.add(`${path}.gtin`, `must be 8, 12, 13 or 14 digits with a valid check digit, got ${show(node.gtin)}`);
  if (node.mpn !== undefined && !isText(node.mpn)) problems.add(`${path}.mpn`, `must be text, got ${show(node.mpn)}`);
  if (node.brand !== undefined && problems.requireType(node.brand, ['Brand', 'Organization'], `${path}.brand`))
    problems.requireText(node.brand as Json, 'name', `${path}.brand`);
  if (node.offers !== undefined) {
    const offers = Array.isArray(node.offers) ? node.offers : [node.offers];
    if (offers.length === 0) problems.add(`${path}.offers`, 'must not be empty');
    offers.forEach((offer, index) => {
      const at = Array.isArray(node.offers) ? `${path}.offers[${index}]` : `${path}.offers`;
      if (problems.requireType(offer, ['Offer', 'AggregateOffer'], at)) checkOffer(offer as Json, at, problems);
    });
  }
  if (
    node.aggregateRating !== undefined &&
    problems.requireType(node.aggregateRating, ['AggregateRating'], `${path}.aggregateRating`)
  )
    checkRating(node.aggregateRating as Json, `${path}.aggregateRating`, problems);
  if (node.review !== undefined) {
    const reviews = Array.isArray(node.review) ? node.review : [node.review];
    reviews.forEach((review, index) => {
      const at = Array.isArray(node.review) ? `${path}.review[${index}]` : `${path}.review`;
      if (problems.requireType(review, ['Review'], at)) checkReview(review as Json, at, problems);
    });
  }
}

/** A `Review`: its stars (a `Rating` in range) and its author (a `Person` or `Organization` with a name). */
function checkReview(review: Json, path: string, problems: Problems) {
  if (problems.requireType(review.reviewRating, ['Rating'], `${path}.reviewRating`)) {
    const rating = review.reviewRating as Json;
    const best = rating.bestRating === undefined ? 5 : Number(rating.bestRating);
    const worst = rating.worstRating === undefined ? 1 : Number(rating.worstRating);
    const value = Number(rating.ratingValue);
    if (!Number.isFinite(value) || value < worst || value > best)
      problems.add(
        `${path}.reviewRating.ratingValue`,
        `must be from ${worst} to ${best}, got ${show(rating.ratingValue)}`,
      );
  }
  if (problems.requireType(review.author, ['Person', 'Organization'], `${path}.author`))
    problems.requireText(review.author as Json, 'name', `${path}.author`);
}

function checkBreadcrumbs(node: Json, path: string, problems: Problems) {
  const items = node.itemListElement;
  if (!Array.isArray(items) || items.length === 0) {
    problems.add(`${path}.itemListElement`, 'must be a non-empty list of ListItem');
    return;
  }
  items.forEach((item, index) => {
    const at = `${path}.itemListElement[${index}]`;
    if (!problems.requireType(item, ['ListItem'], at)) return;
    const entry = item as Json;
    if (entry.position !== index + 1)
      problems.add(`${at}.position`, `must be ${index + 1}, got ${show(entry.position)}`);
    problems.requireText(entry, 'name', at);
    // Only the last crumb (the page itself) may leave its URL out.
    problems.requireUrl(entry, 'item', at, index !== items.length - 1);
  });
}

function checkOrganization(node: Json, path: string, problems: Problems) {
  problems.requireText(node, 'name', path);
  problems.requireUrl(node, 'url', path);
  problems.requireUrl(node, 'logo', path, false);
}

function checkWebSite(node: Json, path: string, problems: Problems) {
  problems.requireText(node, 'name', path);
  problems.requireUrl(node, 'url', path);
  if (node.potentialAction === undefined) return;
  const at = `${path}.potentialAction`;
  if (!problems.requireType(node.potentialAction, ['SearchAction'], at)) return;
  const action = node.potentialAction as Json;
  const target = action.target;
  const template = isObject(target) ? target.urlTemplate : target;
  if (isObject(target) && typeOf(target) !== 'EntryPoint')
    problems.add(`${at}.target.@type`, `must be EntryPoint, got ${show(target['@type'])}`);
  const placeholder = /^required name=(\w+)$/.exec(String(action['query-input'] ?? ''))?.[1];
  if (!placeholder) problems.add(`${at}.query-input`, `must be "required name=…", got ${show(action['query-input'])}`);
  if (typeof template !== 'string' || !isAbsoluteUrl(template.replace(/[{}]/g, '')))
    problems.add(`${at}.target.urlTemplate`, `must be an absolute URL template, got ${show(template)}`);
  else if (placeholder && !template.includes(`{${placeholder}}`))
    problems.add(`${at}.target.urlTemplate`, `must contain {${placeholder}}`);
  else if (!placeholder && !template.includes(`{${SEARCH_TERM_PLACEHOLDER}}`))
    problems.add(`${at}.target.urlTemplate`, `must contain {${SEARCH_TERM_PLACEHOLDER}}`);
}

const CHECKS: Record<string, (node: Json, path: string, problems: Problems) => void> = {
  Product: checkProduct,
  BreadcrumbList: checkBreadcrumbs,
  Organization: checkOrganization,
  WebSite: checkWebSite,
};

/**
 * The problems of one JSON-LD document (an object, a list of them, or an `@graph`), each `path: what is wrong`; an
 * empty list when every node has the shape schema.org and the search engines ask for. `recommended: true` counts a
 * missing recommended property (a product's image, description, sku, brand; an offer's availability) as a problem too.
 */
export function checkJsonLd(document: unknown, options: { recommended?: boolean } = {}): string[] {
  const problems = new Problems(options.recommended ?? false);
  const roots = Array.isArray(document) ? document : [document];
  roots.forEach((root, index) => {
    const path = Array.isArray(document) ? `$[${index}]` : '$';
    if (!isObject(root)) {
      problems.add(path, 'must be an object');
      return;
    }
    const context = root['@context'];
    if (context !== SCHEMA_ORG && context !== `${SCHEMA_ORG}/`)
      problems.add(`${path}.@context`, `must be ${SCHEMA_ORG}, got ${show(context)}`);
    const nodes = Array.isArray(root['@graph']) ? (root['@graph'] as unknown[]) : [root];
    nodes.forEach((node, nodeIndex) => {
      const at = Array.isArray(root['@graph']) ? `${path}.@graph[${nodeIndex}]` : path;
      if (!isObject(node)) {
        problems.add(at, 'must be an object');
        return;
      }
      const type = typeOf(node);
      const check = type ? CHECKS[type] : undefined;
      if (!check)
        problems.add(`${at}.@type`, `must be one of ${Object.keys(CHECKS).join(', ')}, got ${show(node['@type'])}`);
      else check(node, at, problems);
    });
  });
  return problems.list;
}
