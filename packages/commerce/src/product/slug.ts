/**
 * `/p/{slug}`: the product a slug names. A product without a slug of its own is addressed `/p/noslug-{id}.html`; any
 * other slug is the product's id, with or without `.html` (Shopper Products knows products by id; the page answers
 * 404 when there is none). Undefined for a slug that cannot be an id.
 */
export function productIdFromSlug(slug: string | undefined): string | undefined {
  if (!slug) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    return undefined;
  }
  const id = decoded.replace(/^noslug-/i, '').replace(/\.html$/i, '');
  return PRODUCT_ID.test(id) ? id : undefined;
}

/** What a product id may look like here: SCAPI ids are at most 100 characters, without slashes or spaces. */
export const PRODUCT_ID = /^[\w.-]{1,100}$/;

/** A catalogue slug a product page may be addressed by (`/p/{slug}`): lower-case words joined by hyphens. */
export const PRODUCT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 200;

const plainSlug = (value: string): string | undefined => {
  const slug = value.trim().toLowerCase();
  return slug.length <= MAX_SLUG_LENGTH && PRODUCT_SLUG.test(slug) && !slug.startsWith('noslug-') ? slug : undefined;
};

/**
 * A product's own slug (the `c_slugUrl` custom attribute), or undefined when it has none. The slug is catalogue data:
 * anything but a plain slug (a `/`, `%`, `.`, a space, the `noslug-` prefix) is ignored, so that product keeps its id
 * address rather than a link that could leave its path.
 */
export function productSlug(product: unknown): string | undefined {
  const value = (product as { c_slugUrl?: unknown } | null | undefined)?.c_slugUrl;
  return typeof value === 'string' ? plainSlug(value) : undefined;
}

/** What the URL mapping says of a segment (Shopper SEO `UrlMapping`, the fields read here). */
export type ProductSlugLookup = (
  urlSegment: string,
) => Promise<{ resourceType?: string; resourceId?: string } | null | undefined>;

/**
 * The product id a `/p/{slug}` address stands for. `noslug-{id}.html` names the id itself; a slug the URL mapping
 * knows as a `PRODUCT` names that product (any case); any other slug is read as an id (`/p/RM1001`). Only the
 * mapping's resource is used, never its `destinationUrl`: an answer naming another site cannot move the shopper. A
 * lookup that fails falls back to the id reading (the page then answers 404 if there is no such product).
 */
export async function productIdForSlug(
  slug: string | undefined,
  lookup: ProductSlugLookup,
): Promise<string | undefined> {
  if (!slug) return undefined;
  if (/^noslug-/i.test(slug)) return productIdFromSlug(slug);
  let decoded: string;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    return undefined;
  }
  const candidate = plainSlug(decoded);
  if (candidate) {
    try {
      const mapping = await lookup(candidate);
      const id = mapping?.resourceType === 'PRODUCT' ? mapping.resourceId?.trim() : undefined;
      if (id && PRODUCT_ID.test(id)) return id;
    } catch {
      // the mapping cannot answer now: the slug is read as an id
    }
  }
  return productIdFromSlug(slug);
}

/** The product id a product route names: `productId` (`/product/{id}`) as it is, a `slug` by `productIdForSlug`. */
export async function productIdOfRoute(
  params: { productId?: string; slug?: string },
  lookup: ProductSlugLookup,
): Promise<string | undefined> {
  return params.productId || productIdForSlug(params.slug, lookup);
}

/**
 * Where a product page request goes to be at its one canonical address (a path with its query), or undefined when it
 * is there. `canonical` is the page's address (`/p/{slug}`, `/fr-ca/product/{id}`, maybe with a `locale` query); the
 * request's query is kept (`?color=…&size=…`).
 */
export function canonicalProductLocation(requested: URL, canonical: string): string | undefined {
  const target = new URL(canonical, requested);
  if (target.pathname === requested.pathname) return undefined;
  const query = new URLSearchParams(requested.search);
  for (const [name, value] of target.searchParams) if (!query.has(name)) query.set(name, value);
  return query.size ? `${target.pathname}?${query}` : target.pathname;
}
