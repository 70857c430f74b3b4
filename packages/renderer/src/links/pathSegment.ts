/** A lone surrogate (half of a UTF-16 pair): not text, and `encodeURIComponent` throws a URIError on it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `encodeURIComponent` for a path segment taken from content: a lone surrogate becomes U+FFFD instead of throwing. */
export function encodePathSegment(segment: string): string {
  return encodeURIComponent(segment.replace(LONE_SURROGATE, '\uFFFD'));
}
