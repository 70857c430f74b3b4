import sanitize from 'sanitize-html';

/**
 * The strict allow-list for CMS rich text (legal bodies and the like): inline formatting,
 * paragraphs, lists and links. No images, no styles, no event handlers; links only to
 * http(s), mailto and tel (so `javascript:` hrefs are removed), new-tab links get
 * rel="noopener noreferrer".
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'span', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href', 'target', 'rel', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const { target, ...rest } = attribs;
      return target === '_blank'
        ? { tagName, attribs: { ...rest, target: '_blank', rel: 'noopener noreferrer' } }
        : { tagName, attribs: rest };
    },
  },
};

const memo = new Map<string, string>();
const MEMO_SIZE = 2000;

/** Sanitizes one HTML string; the same input is cleaned once per process (bounded memo). */
export function sanitizeRichText(html: string): string {
  const cached = memo.get(html);
  if (cached !== undefined) return cached;
  const clean = sanitize(html, OPTIONS);
  if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value as string);
  memo.set(html, clean);
  return clean;
}
