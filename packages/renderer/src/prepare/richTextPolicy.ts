/**
 * The one allow-list for CMS rich text (legal bodies and the like): inline formatting, paragraphs,
 * lists and links. No images, no styles, no event handlers; only links carry attributes; link URLs
 * only http(s), mailto and tel (or relative, but never protocol-relative `//host`); a `_blank`
 * link always gets rel="noopener noreferrer". Plain data, client-safe: the server applies it with
 * sanitize-html (`sanitizeRichText`), the storefront's preview applies it in the browser with DOMPurify.
 */
export const RICH_TEXT_POLICY = {
  tags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'span', 'ul', 'ol', 'li', 'a'],
  linkAttributes: ['href', 'target', 'rel', 'title'],
  schemes: ['http', 'https', 'mailto', 'tel'],
  newTabRel: 'noopener noreferrer',
} as const;
