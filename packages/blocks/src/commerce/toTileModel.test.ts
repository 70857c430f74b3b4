import { sanitizeRichText } from '@ridgeline/renderer/prepare';
import { describePrice, initialColour, tileBadges, tileImages } from '@ridgeline/ui';
import { tilePrice, tileStock, toTileModel, toTileModels } from './toTileModel';
import type { CommerceProduct } from './types';
import fixture from './sample-products.json';

const products = fixture as unknown as CommerceProduct[];
const byId = (id: string) => structuredClone(products.find((p) => p.id === id)!);
const options = { sanitize: sanitizeRichText };
const map = (p: CommerceProduct) => toTileModel(p, options)!;

describe('toTileModel: prices', () => {
  it('a single price without a sale', () => {
    expect(tilePrice(byId('RM1005'))).toEqual({ type: 'single', sales: 260 });
    expect(describePrice(tilePrice(byId('RM1005')))).toEqual({ kind: 'single', current: 260 });
  });

  it('a single sale price: the regular price book is the list price', () => {
    expect(tilePrice(byId('RM1003'))).toEqual({ type: 'single', sales: 60, list: 80 });
    expect(describePrice(tilePrice(byId('RM1003')))).toMatchObject({ kind: 'sale', discountPercent: 25 });
  });

  it('a range (sizes with upcharges)', () => {
    expect(tilePrice(byId('RM1002'))).toEqual({ type: 'range', minSale: 240, maxSale: 255, minList: 240, maxList: 255 });
    expect(describePrice(tilePrice(byId('RM1002')))).toEqual({ kind: 'range', min: 240, max: 255 });
  });

  it('a sale range (one colour on sale) and the automatic Sale badge', () => {
    const model = map(byId('RM1001'));
    expect(model.price).toEqual({ type: 'range', minSale: 89.9, maxSale: 120, minList: 120, maxList: 120 });
    expect(describePrice(model.price).kind).toBe('sale-range');
    expect(tileBadges(model).map((b) => b.label)).toEqual(['Best Seller', 'Sale']);
  });

  it('no amount → null (Price Not Found); list from `prices` without priceRanges', () => {
    expect(tilePrice({ id: 'X' })).toBeNull();
    expect(tilePrice({ id: 'X', price: 50, prices: { regularPrices_RidgelineUS: 70 } })).toEqual({ type: 'single', sales: 50, list: 70 });
    expect(tilePrice({ id: 'X', price: 50, priceMax: 50 })).toEqual({ type: 'single', sales: 50 });
  });
});

describe('toTileModel: colours and images', () => {
  it('maps colours in catalogue order with swatches and their own images', () => {
    const model = map(byId('RM1001'));
    expect(model.colours.map((c) => c.id)).toEqual(['010', '464', '370', '820']);
    const navy = model.colours[1]!;
    expect(navy).toMatchObject({ name: 'Collegiate Navy', orderable: true, swatchUrl: '/i/ridgeline/RM1001-464-swatch?w=48' });
    expect(navy.images.map((i) => i.url)).toEqual(['/i/ridgeline/RM1001-464?w=496', '/i/ridgeline/RM1001-464-back?w=496']);
    expect(navy.images[0]!.alt).toBe("Men's Stormbreak II Rain Jacket, Collegiate Navy");
    // Swatch chips never reach the tile's image list.
    expect(tileImages(model, '464').every((i) => !i.url.includes('swatch'))).toBe(true);
  });

  it('a colour is orderable when any of its variants is', () => {
    const product = byId('RM1001');
    product.variants = product.variants!.map((v) => (v.variationValues?.color === '370' ? { ...v, orderable: false } : v));
    product.variants.push({ productId: 'RM1001-820-XXL', orderable: false, variationValues: { color: '820', size: 'XXL' } });
    const colours = map(product).colours;
    expect(colours.find((c) => c.id === '370')!.orderable).toBe(false);
    expect(colours.find((c) => c.id === '820')!.orderable).toBe(true);
  });

  it('initial colour from the represented product, else the product, else the first orderable', () => {
    const product = byId('RM1001');
    expect(initialColour(map(product))!.id).toBe('010');
    product.representedProduct = { id: 'RM1001-820-S', c_colorID: '820' };
    expect(initialColour(map(product))!.id).toBe('820');
    delete product.representedProduct;
    delete product.c_colorID;
    product.variants = product.variants!.map((v) => (v.variationValues?.color === '010' ? { ...v, orderable: false } : v));
    expect(initialColour(map(product))!.id).toBe('464');
  });

  it('falls back to the hit image without image groups', () => {
    const model = map({ productId: 'H1', productName: 'Hit', price: 10, image: { link: '/i/ridgeline/H1-010', alt: 'Hit' } });
    expect(model).toMatchObject({ id: 'H1', name: 'Hit', href: '/product/H1', images: [{ url: '/i/ridgeline/H1-010', alt: 'Hit' }], colours: [] });
  });
});

describe('toTileModel: badges, technology badge, promotions, stock', () => {
  it('member exclusive, new, sale flags, grid badge, tech badge', () => {
    expect(map(byId('RM1005')).badges).toEqual({ memberExclusive: true });
    expect(map(byId('RM1005')).technologyBadge).toBe('200');
    expect(map(byId('RM1002')).badges).toMatchObject({ isNew: true });
    expect(map(byId('RM1001')).badges).toEqual({ gridBadge: 'Best Seller', isSale: true });
    expect(map(byId('RM1001')).technologyBadge).toBe('72');
    expect(map(byId('RM1004')).technologyBadge).toBeUndefined();
  });

  it('reads the flags of a search hit from its represented product', () => {
    const model = map({ productId: 'H2', productName: 'Hit', price: 5, representedProduct: { id: 'H2-1', c_isNew: true, c_technologyGridBadge: '01', c_gridBadge: { displayValue: 'Special Drop' } } });
    expect(model.badges).toEqual({ isNew: true, gridBadge: 'Special Drop' });
    expect(model.technologyBadge).toBe('01');
  });

  it('sanitizes callouts, keeps tile callouts only, flags the account drawer', () => {
    const product = byId('RM1001');
    product.productPromotions = [
      { promotionId: 'a', calloutMsg: 'Free shipping <a href="javascript:alert(1)" onclick="x()">now</a><script>alert(1)</script>', c_calloutOpenAccount: true, c_callOutMessageDisplayPages: ['tile'] },
      { promotionId: 'b', calloutMsg: 'PDP only', c_callOutMessageDisplayPages: ['pdp'] },
      { promotionId: 'c', calloutMsg: '<b>Everywhere</b>' },
      { promotionId: 'd', calloutMsg: '<script>x</script>' },
    ];
    const promotions = map(product).promotions!;
    expect(promotions).toHaveLength(2);
    expect(promotions[0]!.opensAccountDrawer).toBe(true);
    expect(promotions[0]!.calloutHtml).not.toMatch(/script|javascript|onclick/);
    expect(promotions[0]!.calloutHtml).toContain('Free shipping');
    // The callout is a button (account drawer): no link nested inside it.
    expect(promotions[0]!.calloutHtml).not.toContain('<a');
    expect(promotions[0]!.calloutHtml).toContain('now');
    expect(promotions[1]).toEqual({ calloutHtml: '<b>Everywhere</b>' });
  });

  it('stock: out of stock when no variant is orderable; the stock level otherwise', () => {
    expect(map(byId('RM1006')).stock).toEqual({ orderable: false, stockLevel: 0 });
    expect(map(byId('RM1001')).stock).toEqual({ orderable: true, stockLevel: 615 });
    expect(tileStock({ id: 'L', inventory: { orderable: true, stockLevel: 3 } })).toEqual({ orderable: true, stockLevel: 3 });
    expect(tileStock({ id: 'N' })).toBeUndefined();
  });

  it('toTileModels drops products without an id and stops at the limit', () => {
    expect(toTileModels([{ name: 'no id' }, ...products], options, 3).map((m) => m.id)).toEqual(['RM1001', 'RM1002', 'RM1003']);
  });
});
