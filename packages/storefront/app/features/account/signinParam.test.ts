import { describe, expect, it } from 'vitest';
import { signinMarkerOf } from './signinParam';

const of = (href: string) => signinMarkerOf(new URL(href, 'https://shop.test'));

describe('?signin=true and #signin', () => {
  it('are found, and the address without them keeps the rest of the query and the path', () => {
    expect(of('/t/about?signin=true')).toEqual({ cleaned: '/t/about' });
    expect(of('/t/about?signin=TRUE&ref=mail&x=1')).toEqual({ cleaned: '/t/about?ref=mail&x=1' });
    expect(of('/fr-ca/home#signin')).toEqual({ cleaned: '/fr-ca/home' });
    expect(of('/?q=a&signin=true#signin')).toEqual({ cleaned: '/?q=a' });
    expect(of('/?signin=true#reviews')).toEqual({ cleaned: '/#reviews' });
  });

  it('anything else opens nothing and leaves the address alone', () => {
    for (const href of [
      '/',
      '/?signin=false',
      '/?signin=',
      '/?signin',
      '/#signin-help',
      '/#reviews',
      '/?x=signin%3Dtrue',
    ])
      expect(of(href), href).toBeUndefined();
  });
});
