import sanitize from 'sanitize-html';
import { RICH_TEXT_POLICY } from './richTextPolicy';

/** `RICH_TEXT_POLICY` for sanitize-html (so `javascript:` hrefs are removed). */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [...RICH_TEXT_POLICY.tags],
  allowedAttributes: { a: [...RICH_TEXT_POLICY.linkAttributes] },
  allowedSchemes: [...RICH_TEXT_POLICY.schemes],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const { target, ...rest } = attribs;
      return target === '_blank'
        ? { tagName, attribs: { ...rest, target: '_blank', rel: RICH_TEXT_POLICY.newTabRel } }
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
