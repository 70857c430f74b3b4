// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAST_VIEWED_PRODUCT_KEY, lastViewedProductOffered, parseLastViewedProduct } from './lastViewedProduct';
import {
  readCookie,
  readLastViewedProduct,
  readStorage,
  rememberLastViewedProduct,
  writeStorage,
} from './browserAccess';

const product = { prodImgSrc: 'https://media.test/p.jpg', prodName: 'Summit Shell', prodHref: '/product/RM1001' };

afterEach(() => localStorage.clear());

describe('last viewed product (localStorage)', () => {
  it('is remembered and read back', () => {
    expect(rememberLastViewedProduct(product)).toBe(true);
    expect(JSON.parse(localStorage.getItem(LAST_VIEWED_PRODUCT_KEY)!)).toEqual(product);
    expect(readLastViewedProduct()).toEqual(product);
  });

  it('is not offered on a product page (the shopper is looking at one), and is elsewhere', () => {
    rememberLastViewedProduct(product);
    const page = document.createElement('div');
    page.innerHTML = '<main><div data-product-page="RM1001"></div></main>';
    expect(lastViewedProductOffered(readLastViewedProduct, page)).toBeUndefined();
    page.innerHTML = '<main><h1>About</h1></main>';
    expect(lastViewedProductOffered(readLastViewedProduct, page, '/t/about')).toEqual(product);
  });

  it('is not offered in the middle of a task: the bag, checkout, the account, signing in', () => {
    rememberLastViewedProduct(product);
    const page = document.createElement('div');
    page.innerHTML = '<main><h1>Bag</h1></main>';
    for (const path of [
      '/cart',
      '/fr-ca/cart',
      '/checkout',
      '/account/orders',
      '/login',
      '/en-ca/registration',
      '/reset-password',
    ]) {
      expect(lastViewedProductOffered(readLastViewedProduct, page, path), path).toBeUndefined();
    }
    for (const path of ['/', '/c/mens/', '/search', '/fr-ca/home', '/t/cart-care'])
      expect(lastViewedProductOffered(readLastViewedProduct, page, path), path).toEqual(product);
  });

  it('needs an image, a name and a link on this site', () => {
    expect(parseLastViewedProduct({ ...product, prodHref: 'https://elsewhere.test/p' })).toBeUndefined();
    expect(parseLastViewedProduct({ ...product, prodHref: 'javascript:alert(1)' })).toBeUndefined();
    expect(parseLastViewedProduct({ ...product, prodName: ' ' })).toBeUndefined();
    expect(parseLastViewedProduct({ ...product, prodImgSrc: undefined })).toBeUndefined();
    expect(rememberLastViewedProduct({ ...product, prodHref: '//evil.test' })).toBe(false);
    localStorage.setItem(LAST_VIEWED_PRODUCT_KEY, '{not json');
    expect(readLastViewedProduct()).toBeUndefined();
  });

  it('storage that throws gives no product and a logged refusal, never an exception', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readStorage('local', 'x')).toBeUndefined();
    expect(readLastViewedProduct()).toBeUndefined();
    expect(writeStorage('session', 'x', '1')).toBe(false);
    expect(rememberLastViewedProduct(product)).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('shell-storage-failed'));
  });

  it('reads a cookie of the document', () => {
    expect(readCookie('ridgeline-country', 'a=1; ridgeline-country=CA')).toBe('CA');
    expect(readCookie('ridgeline-country', 'a=1')).toBeUndefined();
    expect(readCookie('a', 'ab=1; a=x%20y')).toBe('x y');
    expect(readCookie('a', 'a=%E0')).toBeUndefined();
  });
});
