import { describe, expect, it } from 'vitest';
import { lastViewedProductOffered, parseLastViewedProduct } from './lastViewedProduct';

const product = { prodImgSrc: 'https://media.test/p.jpg', prodName: 'Summit Shell', prodHref: '/product/RM1001' };
const read = () => product;

describe('the last viewed product', () => {
  it('needs an image, a name and a link on this site', () => {
    expect(parseLastViewedProduct(product)).toEqual(product);
    expect(parseLastViewedProduct({ ...product, prodHref: 'https://elsewhere.test/p' })).toBeUndefined();
    expect(parseLastViewedProduct({ ...product, prodHref: '//evil.test/p' })).toBeUndefined();
    expect(parseLastViewedProduct({ ...product, prodImgSrc: 'javascript:alert(1)' })).toBeUndefined();
    expect(parseLastViewedProduct({ ...product, prodName: ' ' })).toBeUndefined();
    expect(parseLastViewedProduct(null)).toBeUndefined();
  });

  it('is offered on pages the shopper browses, not on a product page or in the middle of a task', () => {
    const page = document.createElement('div');
    page.innerHTML = '<main><h1>About</h1></main>';
    expect(lastViewedProductOffered(read, page, '/t/about')).toEqual(product);
    expect(lastViewedProductOffered(read, page, '/fr-ca/checkout')).toBeUndefined();
    expect(lastViewedProductOffered(read, page, '/account/orders')).toBeUndefined();
    page.innerHTML = '<div data-product-page="RM1001"></div>';
    expect(lastViewedProductOffered(read, page, '/product/RM1001')).toBeUndefined();
  });
});
