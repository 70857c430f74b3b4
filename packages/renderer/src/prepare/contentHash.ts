/**
 * A fast, non-cryptographic fingerprint of a JSON string, for cache keys of content versions
 * (validation results, loader deduplication). Isomorphic: no `node:crypto`, no Web Crypto (which
 * is async), so preparation runs the same in Node and in the browser (Storybook).
 *
 * Two 32-bit FNV-1a lanes with different offset bases over the UTF-16 code units, plus the
 * length: a false hit needs the same length and both lanes to collide. It is not a defence
 * against someone crafting collisions on purpose; keys also carry the schema and deliveryId,
 * so only two versions of the same item could ever be confused.
 */
export function contentHash(text: string): string {
  let a = 0x811c9dc5; // FNV-1a 32-bit offset basis
  let b = 0x050c5d1f; // a second basis, so the lanes collide independently
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x01000193) ^ (b >>> 15);
  }
  return `${text.length.toString(36)}.${(a >>> 0).toString(36)}.${(b >>> 0).toString(36)}`;
}
