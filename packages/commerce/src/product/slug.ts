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
