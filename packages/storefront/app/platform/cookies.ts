/**
 * The storefront's one `Cookie` request-header parser (preview, the merchandiser toolkit and the request context all
 * read cookies through it), on the `cookie` package React Router itself uses. Pure.
 */
import { parseCookie } from 'cookie';

/** A quoted value (RFC 6265 allows the DQUOTEs) is unquoted first; `cookie` leaves them. */
const decodeOrDrop = (value: string): string | undefined => {
  const unquoted = value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
  try {
    return decodeURIComponent(unquoted);
  } catch {
    return undefined;
  }
};

/**
 * Parses a `Cookie` request header; the first value of a name wins; quoted values are unquoted; a value with a
 * malformed escape is dropped (never used raw).
 */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const [name, value] of Object.entries(parseCookie(header, { decode: decodeOrDrop }))) {
    if (value !== undefined) out[name] = value;
  }
  return out;
}
