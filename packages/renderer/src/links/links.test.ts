import { resolveLink } from './resolveLink';
import { allowedLinkUrl, safeUrl } from './safeUrl';

describe('safeUrl', () => {
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '  javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'javascript&colon;alert(1)',
    'javascript&#58;alert(1)',
    'javascript&#x3A;alert(1)',
    '&#106;avascript:alert(1)',
    'javascript%3Aalert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'DATA:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
  ])('refuses %j', (url) => {
    expect(safeUrl(url)).toBeUndefined();
  });

  it.each([
    '/t/about',
    'https://example.com/a?b=c',
    'mailto:help@example.com',
    'tel:+15550100',
    '#top',
    'shop/jackets',
  ])('keeps %j', (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it('refuses empty and non-string values', () => {
    expect(safeUrl('  ')).toBeUndefined();
    expect(safeUrl(undefined)).toBeUndefined();
    expect(safeUrl(42)).toBeUndefined();
  });

  it('allowedLinkUrl also refuses schemes other than http(s), mailto and tel', () => {
    expect(allowedLinkUrl('ftp://example.com')).toBeUndefined();
    expect(allowedLinkUrl('intent://scan')).toBeUndefined();
    expect(allowedLinkUrl('HTTPS://example.com')).toBe('HTTPS://example.com');
  });
});

describe('resolveLink', () => {
  it("upgrades an http:// link: a path when it names the shop's host, else https", () => {
    const ctx = { siteOrigin: 'https://shop.example' };
    expect(resolveLink({ linkType: 'other', linkQuery: 'http://shop.example/c/mens/?sz=2#grid' }, ctx)).toEqual({
      href: '/c/mens/?sz=2#grid',
    });
    expect(resolveLink({ linkType: 'other', linkQuery: ' http://trails.example/map', target: true }, ctx)).toEqual({
      href: 'https://trails.example/map',
      target: '_blank',
    });
    expect(resolveLink({ linkType: 'other', linkQuery: 'http://shop.example.evil/x' }, ctx)).toEqual({
      href: 'https://shop.example.evil/x',
    });
    expect(resolveLink({ linkType: 'other', linkQuery: 'http://shop.example/x' })).toEqual({
      href: 'https://shop.example/x',
    });
    expect(resolveLink({ linkType: 'other', linkQuery: 'https://trails.example/map' }, ctx)).toEqual({
      href: 'https://trails.example/map',
    });
    expect(resolveLink({ linkType: 'other', linkQuery: 'http://[bad' }, ctx)).toEqual({ href: 'http://[bad' });
    // Never a protocol-relative path that a browser would read as another host.
    expect(resolveLink({ linkType: 'other', linkQuery: 'http://shop.example//evil.example/x' }, ctx)).toEqual({
      href: 'https://shop.example//evil.example/x',
    });
  });

  it('sends a category to /c/{id}/, or to its SEO slug when given', () => {
    expect(resolveLink({ linkType: 'category', linkQuery: 'womens-jackets-123' })).toEqual({
      href: '/c/womens-jackets-123/',
    });
    expect(resolveLink({ linkType: 'category', linkQuery: 'cat-123', linkSEO: 'womens/jackets' })).toEqual({
      href: '/c/womens/jackets/',
    });
    expect(resolveLink({ linkType: 'category', linkQuery: 'a b?' })).toEqual({ href: '/c/a%20b%3F/' });
    expect(resolveLink({ linkType: 'category', linkQuery: 'x\uDFFF' })).toEqual({ href: '/c/x%EF%BF%BD/' });
    expect(resolveLink({ linkType: 'category' })).toEqual({});
  });

  it('turns account-drawer into an action without href', () => {
    expect(resolveLink({ linkType: 'account-drawer', linkQuery: '/ignored' })).toEqual({
      action: 'account-drawer',
      href: undefined,
    });
  });

  it('passes safe "other" links and drops unsafe ones', () => {
    expect(resolveLink({ linkType: 'other', linkQuery: '/t/about', target: true })).toEqual({
      href: '/t/about',
      target: '_blank',
    });
    expect(resolveLink({ linkType: 'other', linkQuery: 'https://example.com' })).toEqual({
      href: 'https://example.com',
    });
    expect(resolveLink({ linkType: 'other', linkQuery: 'javascript:alert(1)' })).toEqual({});
    expect(resolveLink({ linkType: 'other', linkQuery: 'data:text/html,x', target: true })).toEqual({});
    expect(resolveLink(undefined)).toEqual({});
  });
});
