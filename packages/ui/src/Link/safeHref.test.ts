import { describe, expect, it } from 'vitest';
import { safeHref } from './safeHref';

describe('safeHref', () => {
  it.each([
    'https://ridgeline.example/jackets',
    'http://ridgeline.example',
    'HTTPS://RIDGELINE.EXAMPLE',
    '/t/winter-sale',
    'jackets?color=red',
    '#main',
    '?page=2',
    '//cdn.example/image.jpg',
    'mailto:help@ridgeline.example',
    'tel:+18005550100',
    '/search?q=a:b',
    './relative/path',
  ])('allows %j', (url) => {
    expect(safeHref(url)).toBe(url);
  });

  it('trims surrounding whitespace and control characters', () => {
    expect(safeHref('  /t/sale \n')).toBe('/t/sale');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    '\u0000javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    'jav\u0001ascript:alert(1)',
    'java\u200bscript:alert(1)',
    'javascript\u00ad:alert(1)',
    'javascript :alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    '&#X6a;avascript:alert(1)',
    '&#0000106avascript:alert(1)',
    'javascript&colon;alert(1)',
    'javascript&COLON;alert(1)',
    'java&Tab;script:alert(1)',
    'java&NewLine;script:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'VbScRiPt:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://example/123',
  ])('refuses %j', (url) => {
    expect(safeHref(url)).toBeUndefined();
  });

  it('refuses a double-encoded entity scheme', () => {
    expect(safeHref('&#38;#106;avascript:alert(1)')).toBeUndefined();
  });

  it.each([undefined, null, '', '   ', 42, {}])('returns undefined for %j', (value) => {
    expect(safeHref(value)).toBeUndefined();
  });
});
