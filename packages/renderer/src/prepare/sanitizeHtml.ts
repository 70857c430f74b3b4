import sanitize from 'sanitize-html';
import { RICH_TEXT_POLICY } from './richTextPolicy';
import { upgradeHttpUrl } from '../links/upgradeHttp';

/** `RICH_TEXT_POLICY` for sanitize-html (so `javascript:` hrefs are removed). */
const optionsFor = (siteOrigin: string | undefined): sanitize.IOptions => ({
  allowedTags: [...RICH_TEXT_POLICY.tags],
  allowedAttributes: { a: [...RICH_TEXT_POLICY.linkAttributes] },
  allowedSchemes: [...RICH_TEXT_POLICY.schemes],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const { target, href, ...rest } = attribs;
      const link = href === undefined ? rest : { ...rest, href: upgradeHttpUrl(href, siteOrigin) };
      return target === '_blank'
        ? { tagName, attribs: { ...link, target: '_blank', rel: RICH_TEXT_POLICY.newTabRel } }
        : { tagName, attribs: link };
    },
  },
});

const optionsByOrigin = new Map<string, sanitize.IOptions>();
const memo = new Map<string, string>();
const MEMO_SIZE = 2000;

/**
 * Sanitizes one HTML string, upgrading its `http://` links (`upgradeHttpUrl` with the shop's `siteOrigin`); the same
 * input is cleaned once per process (bounded memo).
 */
export function sanitizeRichText(html: string, siteOrigin?: string): string {
  const key = `${siteOrigin ?? ''}\n${html}`;
  const cached = memo.get(key);
  if (cached !== undefined) return cached;
  let options = optionsByOrigin.get(siteOrigin ?? '');
  if (!options) optionsByOrigin.set(siteOrigin ?? '', (options = optionsFor(siteOrigin)));
  const clean = sanitize(html, options);
  if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value as string);
  memo.set(key, clean);
  return clean;
}
