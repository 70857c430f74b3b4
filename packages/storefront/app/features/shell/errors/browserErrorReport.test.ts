import { describe, expect, it } from 'vitest';
import {
  BROWSER_ERROR_MAX_MESSAGE,
  BROWSER_ERROR_MAX_PATH,
  browserErrorReportOf,
  reportMessage,
  reportPath,
} from './browserErrorReport';

// One browser error report, as the page sends it and the collector takes it (docs/behaviour/shell.md#browser-error-reports).
describe('a browser error report', () => {
  it('keeps kind, message, same-origin source and position, island and page', () => {
    expect(
      browserErrorReportOf({
        kind: 'error',
        message: "TypeError: Cannot read properties of undefined (reading 'price')",
        source: '/assets/product-Dk3e9.js',
        line: 12,
        column: 3456,
        page: '/p/trail-jacket',
      }),
    ).toEqual({
      kind: 'error',
      message: "TypeError: Cannot read properties of undefined (reading 'price')",
      source: '/assets/product-Dk3e9.js',
      line: 12,
      column: 3456,
      page: '/p/trail-jacket',
    });
    expect(browserErrorReportOf({ kind: 'island', message: 'x', island: 'shell-overlays', page: '/' })).toEqual({
      kind: 'island',
      message: 'x',
      island: 'shell-overlays',
      page: '/',
    });
  });

  it('carries no personal data: no query, e-mail, long number or address query in it', () => {
    const report = browserErrorReportOf({
      kind: 'unhandledrejection',
      message:
        'Error: 401 for https://shop.example.com/account?email=jane%40example.com&token=abc from jane@example.com, card 4111111111111111',
      page: '/checkout/confirmation/00012345678?token=abc#top',
      source: '/assets/a.js?v=jane',
    })!;
    expect(report.message).toBe('Error: 401 for https://shop.example.com/account from [e-mail], card [number]');
    expect(report.page).toBe('/checkout/confirmation/[number]');
    expect(report.source).toBe('/assets/a.js');
  });

  it('caps every value, and removes control characters (no forged log line)', () => {
    const report = browserErrorReportOf({
      kind: 'error',
      message: `first line\n{"level":"error","event":"forged"}\u2028${'m'.repeat(1_000)}`,
      page: `/${'p'.repeat(1_000)}`,
    })!;
    expect(report.message).not.toMatch(/[\n\r\u2028]/);
    expect(report.message).toHaveLength(BROWSER_ERROR_MAX_MESSAGE);
    expect(report.page).toHaveLength(BROWSER_ERROR_MAX_PATH);
  });

  it('is no report without a known kind or a path; leaves out what it does not know or cannot trust', () => {
    for (const sent of [
      null,
      [],
      'error',
      { kind: 'warning', message: 'x', page: '/' },
      { kind: 'error', message: 'x' },
      { kind: 'error', message: 'x', page: 'https://evil.example/' },
      { kind: 'error', message: 'x', page: '//evil.example/' },
      { kind: 'error', message: 'x', page: '/café' },
    ])
      expect(browserErrorReportOf(sent), JSON.stringify(sent)).toBeUndefined();
    expect(
      browserErrorReportOf({
        kind: 'error',
        message: 'x',
        page: '/',
        source: 'https://cdn.other.example/tag.js',
        line: -1,
        island: '<script>',
        userAgent: 'Mozilla',
        email: 'jane@example.com',
      }),
    ).toEqual({ kind: 'error', message: 'x', page: '/' });
    expect(browserErrorReportOf({ kind: 'error', message: '   ', page: '/' })!.message).toBe('(no message)');
  });

  it('the rules on their own', () => {
    expect(reportMessage('See https://x.example/a#frag and ftp://y.example/b?c=d')).toBe(
      'See https://x.example/a and ftp://y.example/b',
    );
    expect(reportPath('/t/about?x=1')).toBe('/t/about');
    expect(reportPath('relative/path')).toBeUndefined();
  });
});
