/**
 * A Content-Security-Policy that survives a shared cache. A CDN that keeps a document keeps its nonce too, and then
 * every visitor for the page's `s-maxage` shares one: no secret at all. So a document a shared cache may keep carries
 * no nonce; each of its inline scripts is allowed by the hash of its own text instead, computed when it is rendered
 * (`'sha256-…'`, CSP Level 2), which stays true in every copy.
 */
import { createHash } from 'node:crypto';

/** Script types the browser never runs (data blocks: island props, JSON-LD): no hash needed, none given. */
const DATA_SCRIPT = /\btype\s*=\s*["']?(?:application\/(?:ld\+)?json)\b/i;
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** `'sha256-…'` of a script's text as the browser hashes it (its UTF-8 bytes, as written). */
export function cspHashOf(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The document without its nonce (every `nonce="{nonce}"` attribute dropped), and the hashes of the inline scripts
 * that carried it: the sources of `script-src` in its policy instead of `'nonce-…'`. Scripts with `src` need no
 * hash (`'self'` allows them); data blocks run nothing.
 */
export function replaceNonceWithHashes(html: string, nonce: string): { html: string; scriptHashes: string[] } {
  const attribute = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (!attributes.includes(attribute) || /\bsrc\s*=/i.test(attributes) || DATA_SCRIPT.test(attributes)) continue;
    hashes.add(cspHashOf(text));
  }
  return { html: html.split(attribute).join(''), scriptHashes: [...hashes] };
}
