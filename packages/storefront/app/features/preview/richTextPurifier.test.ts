// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import DOMPurify from 'dompurify';
import { registry } from '@ridgeline/blocks';
import { describe, expect, it } from 'vitest';
import {
  createRichTextPurifier,
  createValidator,
  prepareContent,
  purifyHtmlFields,
  sanitizeRichText,
} from '@ridgeline/renderer/prepare';
import { loadRichTextPurifier } from './richTextPurifier';

const SCHEMAS_DIR = resolve(__dirname, '../../../../../schemas');
const validator = createValidator(
  readdirSync(SCHEMAS_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(resolve(SCHEMAS_DIR, file), 'utf8')) as object),
);
const purify = createRichTextPurifier(DOMPurify);

/**
 * The same markup, however it was serialized (quotes, entities, `<br />`, attribute order): re-serialized by the
 * browser's parser with each element's attributes in name order.
 */
function normalise(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of Array.from(template.content.querySelectorAll('*'))) {
    const attributes = Array.from(element.attributes)
      .map((attribute) => [attribute.name, attribute.value] as const)
      .sort(([a], [b]) => a.localeCompare(b));
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes) element.setAttribute(name, value);
  }
  return template.innerHTML;
}

/** Written out independently of the module's RICH_TEXT_URI: another scheme than http(s)/mailto/tel, or `//host`. */
function unsafeHref(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const href = value.replace(/[\s\u0000-\u001f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  if (scheme) return !['http', 'https', 'mailto', 'tel'].includes(scheme);
  return /^[/\\]{2}/.test(href);
}

/** Parses sanitized output and reports anything that could run script. */
function dangers(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  const found: string[] = [];
  for (const element of Array.from(template.content.querySelectorAll('*'))) {
    if (
      !['P', 'BR', 'STRONG', 'B', 'EM', 'I', 'U', 'S', 'SMALL', 'SUB', 'SUP', 'SPAN', 'UL', 'OL', 'LI', 'A'].includes(
        element.tagName,
      )
    ) {
      found.push(`<${element.tagName.toLowerCase()}>`);
    }
    for (const attribute of Array.from(element.attributes)) {
      if (attribute.name.startsWith('on') || attribute.name === 'style' || attribute.name === 'src')
        found.push(`${element.tagName}@${attribute.name}`);
      if (attribute.name === 'href' && unsafeHref(attribute.value)) found.push(`href=${attribute.value}`);
    }
  }
  return found;
}

const ATTACKS = [
  '<img src=x onerror="window.__xss=1">',
  '<p>Terms<img src=x onerror=alert(1)></p>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="java\tscript:alert(1)">tab</a>',
  '<a href="&#106;avascript:alert(1)">entity</a>',
  '<a href=" javascript:alert(1)">space</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<a href="//evil.example.com/">protocol-relative</a>',
  '<a href="/\\evil.example.com/">slash backslash</a>',
  '<script>window.__xss=1</script><p>after</p>',
  '<svg onload=alert(1)><p>svg</p></svg>',
  '<p onclick="alert(1)" style="color:red" class="x" id="y">attributes</p>',
  '<span data-x="1" aria-label="z" title="t">span</span>',
  '<iframe src="https://evil.example.com"></iframe>',
  '<form action="javascript:alert(1)"><input type="submit"></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<a href="https://example.com" target="_self" rel="opener">self</a>',
  '<a href="https://example.com" target="_blank" rel="opener">blank</a>',
  '<a href="https://example.com" onmouseover="alert(1)">hover</a>',
  '<details open ontoggle=alert(1)>',
  '<!-- a comment --><p>text</p>',
];

const CONTENT = [
  '<p>Free standard shipping on orders of $75 or more. Offer valid through <strong>November 30, 2025</strong>.</p>',
  '<p>Check <a href="https://www.nps.gov/" target="_blank">park alerts</a> and <a href="/t/shipping">shipping</a>.</p>',
  '<ul><li><em>one</em></li><li><b>two</b> &amp; <i>three</i></li></ul><ol><li><u>u</u> <s>s</s> <small>small</small> x<sub>1</sub> y<sup>2</sup></li></ol>',
  '<p>Call <a href="tel:+18005550100">1-800-555-0100</a> or <a href="mailto:help@ridgeline.dev" title="Email us">email</a>.<br>Thanks</p>',
  '<h2>Heading</h2><div><span>kept text</span></div><table><tr><td>cell</td></tr></table>',
  '<p>5 &lt; 6 &amp;&amp; "quoted" ©</p>',
];

describe('the client rich-text purifier (DOMPurify, preview only)', () => {
  it.each(ATTACKS)('neutralises %s', (payload) => {
    expect(dangers(purify(payload))).toEqual([]);
  });

  it('keeps the formatting editors use', () => {
    for (const html of [CONTENT[0]!, CONTENT[2]!, CONTENT[3]!]) expect(normalise(purify(html))).toBe(normalise(html));
    expect(normalise(purify(CONTENT[1]!))).toBe(
      normalise(CONTENT[1]!.replace('target="_blank"', 'target="_blank" rel="noopener noreferrer"')),
    );
  });

  it('gives new-tab links rel="noopener noreferrer" and drops any other target', () => {
    const clean = normalise(purify(ATTACKS.at(-5)! + ATTACKS.at(-4)!));
    expect(clean).toBe(
      '<a href="https://example.com" rel="opener">self</a><a href="https://example.com" rel="noopener noreferrer" target="_blank">blank</a>',
    );
  });

  it('does not change the shared DOMPurify instance (its hooks live on a private one)', () => {
    expect(DOMPurify.sanitize('<p class="x">a</p>')).toBe('<p class="x">a</p>');
  });

  it('is loaded on demand (dynamic import) and memoised', async () => {
    const first = await loadRichTextPurifier();
    expect(await loadRichTextPurifier()).toBe(first);
    expect(first('<img src=x onerror=alert(1)><p>ok</p>')).toBe('<p>ok</p>');
  });
});

describe('parity with the server sanitizer (sanitize-html, packages/renderer/src/prepare/sanitizeHtml.ts)', () => {
  /**
   * Where DOMPurify is stricter on purpose: it drops the TEXT inside elements that are not text in a browser (svg,
   * math, iframe, noscript, ...), where sanitize-html keeps it. Neither lets markup through.
   */
  const STRICTER = new Set([
    '<svg onload=alert(1)><p>svg</p></svg>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  ]);

  it.each([...CONTENT, ...ATTACKS.filter((payload) => !STRICTER.has(payload))])('agrees on %s', (html) => {
    expect(normalise(purify(html))).toBe(normalise(sanitizeRichText(html)));
  });

  it.each([...STRICTER])('is at least as strict on %s', (html) => {
    const client = normalise(purify(html));
    expect(dangers(client)).toEqual([]);
    expect(normalise(sanitizeRichText(html))).toContain(client.replace(/<[^>]+>/g, ''));
  });
});

describe('purifyHtmlFields: the schema-marked HTML fields of a prepared tree', () => {
  const messaging = (legalText: string, message = 'Free shipping over $75') => ({
    _meta: {
      schema: 'https://schema.ridgeline.dev/messaging-banner',
      deliveryId: '0c0d6f0e-6d5e-4a38-9a63-4f0d7f7c2a11',
    },
    headline: { localizableText: message, legalText },
  });
  const context = { mode: 'preview' as const, locale: 'en-US', customerGroups: ['Everyone'] };

  it('runs legalText through the purifier, leaves plain-text fields alone, and skips failed items', async () => {
    const page = {
      _meta: {
        schema: 'https://schema.ridgeline.dev/content-page',
        deliveryId: '5c1f6f0e-6d5e-4a38-9a63-4f0d7f7c2a12',
        deliveryKey: 'page/x',
      },
      title: 'T',
      blocks: [
        messaging('<p>ok</p>', 'a < b'),
        { _meta: { schema: 'https://schema.ridgeline.dev/messaging-banner' }, headline: 7 },
      ],
    };
    const prepared = await prepareContent(page, { registry, validator, context, logger: { log: () => {} } });
    // Simulate HTML the first sanitizer let through: the purifier must catch it on its own.
    const blocks = (prepared as unknown as { blocks: { headline: { legalText: string; localizableText: string } }[] })
      .blocks;
    blocks[0]!.headline.legalText = '<p>ok<img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a></p>';
    const seen: string[] = [];
    const changed = purifyHtmlFields(prepared, validator, (html) => {
      seen.push(html);
      return purify(html);
    });
    expect(changed).toBe(1);
    expect(seen).toEqual(['<p>ok<img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a></p>']);
    expect(blocks[0]!.headline.legalText).toBe('<p>ok<a>x</a></p>');
    // a text field is text: never treated as HTML
    expect(blocks[0]!.headline.localizableText).toBe('a < b');
  });
});
