/**
 * The storefront's one `Cookie` request-header parser (preview, the merchandiser toolkit and the request context all
 * read cookies through it). Pure.
 */
/** Parses a `Cookie` request header; the first value of a name wins; undecodable values are skipped. */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in out) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      out[name] = decodeURIComponent(value);
    } catch {
      // a malformed escape: ignore this cookie
    }
  }
  return out;
}
