import { sanitizeRichText } from '@ridgeline/renderer/prepare';
import { describePrice, initialColour, tileBadges, tileImages, tileImageUrl, tileSwatches } from '@ridgeline/ui';
import { sharedUrlBase, tilePrice, tileStock, toTileModel, toTileModels } from './toTileModel';
import type { CommerceProduct } from './types';
import fixture from './testing/sample-products.json';

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
    expect(tilePrice(byId('RM1002'))).toEqual({
      type: 'range',
      minSale: 240,
      maxSale: 255,
      minList: 240,
      maxList: 255,
    });
    expect(describePrice(tilePrice(byId('RM1002')))).toEqual({ kind: 'range', min: 240, max: 255 });
  });

  it('a sale range (one colour on sale) and the automatic Sale badge', () => {
    const model = map(byId('RM1001'));
    expect(model.price).toEqual({ type: 'range', minSale: 89.9, maxSale: 120, minList: 120, maxList: 120 });
    expect(describePrice(model.price).kind).toBe('sale-range');
    expect(tileBadges(model).map((b) => b.label)).toEqual(['Best Seller', 'Sale']);
  });

  it('with the dynamic sale badge switched off, a price range shows no automatic Sale badge', () => {
    const badgeKeys = (model: ReturnType<typeof map>) => tileBadges(model).map((b) => b.key);
    expect(badgeKeys(map(byId('RM1002')))).toContain('range-sale');
    const off = toTileModel(byId('RM1002'), { ...options, dynamicSaleBadge: false })!;
    expect(off.badges).toMatchObject({ hideSaleBadge: true });
    expect(badgeKeys(off)).not.toContain('range-sale');
    // The product's own Sale flag (c_isSale) is not the dynamic badge: it stays.
    expect(badgeKeys(toTileModel(byId('RM1001'), { ...options, dynamicSaleBadge: false })!)).toContain('sale');
  });

  it('no amount → null (Price Not Found); list from `prices` without priceRanges', () => {
    expect(tilePrice({ id: 'X' })).toBeNull();
    expect(tilePrice({ id: 'X', price: 50, prices: { regularPrices_RidgelineUS: 70 } })).toEqual({
      type: 'single',
      sales: 50,
      list: 70,
    });
    expect(tilePrice({ id: 'X', price: 50, priceMax: 50 })).toEqual({ type: 'single', sales: 50 });
  });
});

describe('toTileModel: colours and images', () => {
  it('maps colours in catalogue order with swatches and their own images', () => {
    const model = map(byId('RM1001'));
    expect(model.colours.map((c) => c.id)).toEqual(['010', '464', '370', '820']);
    expect(model.imageBaseUrl).toBe('/i/ridgeline/');
    const navy = model.colours[1]!;
    expect(navy).toMatchObject({ name: 'Collegiate Navy', orderable: true, swatchUrl: 'RM1001-464-swatch?w=48' });
    expect(tileSwatches(model)[1]!.swatchUrl).toBe('/i/ridgeline/RM1001-464-swatch?w=48');
    expect(tileImages(model, '464')).toEqual([
      // The tile's own alt for it ("{name}, {colour}") is the same, so none is stored.
      { url: '/i/ridgeline/RM1001-464?w=496' },
      { url: '/i/ridgeline/RM1001-464-back?w=496', alt: "Men's Stormbreak II Rain Jacket, Collegiate Navy, back view" },
    ]);
    // Swatch chips never reach the tile's image list.
    expect(tileImages(model, '464').every((i) => !i.url.includes('swatch'))).toBe(true);
  });

  it('swatch switching: every colour keeps its own images and swatch, as complete URLs in the product data', () => {
    for (const product of products) {
      const model = map(structuredClone(product));
      const colourValues = product.variationAttributes!.find((a) => a.id === 'color')!.values!;
      expect(model.colours.map((c) => c.id)).toEqual(colourValues.map((v) => v.value));
      for (const value of colourValues) {
        const group = product.imageGroups!.find(
          (g) => g.viewType === 'medium' && g.variationAttributes?.[0]?.values?.[0]?.value === value.value,
        )!;
        expect(tileImages(model, value.value).map((i) => i.url)).toEqual(group.images.map((i) => i.link));
        expect(tileSwatches(model).find((c) => c.id === value.value)!.swatchUrl).toBe(value.imageSwatch!.link);
      }
      // Different colours, different first images: choosing a swatch changes the picture.
      const firsts = model.colours.map((c) => tileImages(model, c.id)[0]!.url);
      expect(new Set(firsts).size).toBe(firsts.length);
    }
  });

  it('keeps what the tile shows, drops what it never would (the model travels in the page)', () => {
    const model = map(byId('RM1001'));
    // Every colour has images: the model-level fallback images would never show.
    expect(model.images).toBeUndefined();
    // c_colorID '010|464|370|820' names the first orderable colour, which the tile picks anyway.
    expect(model.initialColorId).toBeUndefined();
    expect(initialColour(model)!.id).toBe('010');
    // 615 in stock shows no message.
    expect(model.stock).toBeUndefined();
    expect(Object.keys(model).sort()).toEqual([
      'badges',
      'colours',
      'href',
      'id',
      'imageBaseUrl',
      'name',
      'price',
      'promotions',
      'technologyBadge',
    ]);
    for (const colour of model.colours) {
      expect(Object.keys(colour).sort()).toEqual(['id', 'images', 'name', 'orderable', 'swatchUrl']);
      // Only the back view's alt differs from the tile's default.
      expect(colour.images.map((i) => i.alt)).toEqual([undefined, `${model.name}, ${colour.name}, back view`]);
    }
    // What the tile draws from it is unchanged.
    expect(tileBadges(model).map((b) => b.label)).toEqual(['Best Seller', 'Sale']);
    expect(model.promotions).toHaveLength(1);
  });

  it('images: unusable ones dropped, repeats once, at most 4 per colour', () => {
    const product = byId('RM1002');
    const black = product.imageGroups!.find(
      (g) => g.viewType === 'medium' && g.variationAttributes?.[0]?.values?.[0]?.value === '010',
    )!;
    const shot = (name: string) => ({ link: `/i/ridgeline/${name}?w=496`, alt: name });
    black.images = [
      shot('a'),
      shot('noimage'),
      shot('a'),
      shot('b-swatch'),
      shot('b'),
      shot('c'),
      shot('d'),
      shot('e'),
    ];
    const model = map(product);
    expect(tileImages(model, '010').map((i) => i.url)).toEqual(
      ['a', 'b', 'c', 'd'].map((n) => `/i/ridgeline/${n}?w=496`),
    );
    expect(model.colours[0]!.images).toHaveLength(4);
  });

  it('a colour without images of its own keeps the model-level fallback images', () => {
    const product = byId('RM1002');
    product.imageGroups = product.imageGroups!.filter((g) => g.variationAttributes?.[0]?.values?.[0]?.value !== '432');
    delete product.variationAttributes!.find((a) => a.id === 'color')!.values!.find((v) => v.value === '432')!.image;
    const model = map(product);
    expect(model.colours.find((c) => c.id === '432')!.images).toEqual([]);
    expect(tileImages(model, '432').map((i) => i.url)).toEqual([
      '/i/ridgeline/RM1002-010?w=496',
      '/i/ridgeline/RM1002-010-back?w=496',
    ]);
  });

  it('keeps an initial colour the tile would not pick by itself, resolved to one id', () => {
    const product = byId('RM1001');
    product.c_colorID = 'nope|370|820';
    expect(map(product).initialColorId).toBe('370');
    product.c_colorID = 'nope';
    expect(map(product).initialColorId).toBeUndefined();
  });

  it('sharedUrlBase: the common folder, never just a scheme or the root', () => {
    expect(sharedUrlBase(['https://cdn.x/i/shop/a?w=1', 'https://cdn.x/i/shop/ab', 'https://cdn.x/i/shop/b/c'])).toBe(
      'https://cdn.x/i/shop/',
    );
    expect(sharedUrlBase(['https://a.x/1', 'https://b.x/1'])).toBeUndefined();
    expect(sharedUrlBase(['/a/1', '/b/1'])).toBeUndefined();
    expect(sharedUrlBase(['https://cdn.x/i/a'])).toBeUndefined();
    // Without a shared base the URLs stay complete.
    const model = map({
      id: 'Y',
      price: 1,
      variationAttributes: [
        {
          id: 'color',
          values: [
            { value: '1', imageSwatch: { link: 'https://a.x/s1' }, image: { link: 'https://a.x/1' } },
            { value: '2', imageSwatch: { link: 'https://b.x/s2' }, image: { link: 'https://b.x/2' } },
          ],
        },
      ],
    });
    expect(model.imageBaseUrl).toBeUndefined();
    expect(tileImages(model, '2')[0]!.url).toBe('https://b.x/2');
    expect(tileImageUrl(model, model.colours[0]!.swatchUrl!)).toBe('https://a.x/s1');
  });

  it('a colour is orderable when any of its variants is', () => {
    const product = byId('RM1001');
    product.variants = product.variants!.map((v) =>
      v.variationValues?.color === '370' ? { ...v, orderable: false } : v,
    );
    product.variants.push({
      productId: 'RM1001-820-XXL',
      orderable: false,
      variationValues: { color: '820', size: 'XXL' },
    });
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
    product.variants = product.variants!.map((v) =>
      v.variationValues?.color === '010' ? { ...v, orderable: false } : v,
    );
    expect(initialColour(map(product))!.id).toBe('464');
  });

  it('falls back to the hit image without image groups', () => {
    const model = map({
      productId: 'H1',
      productName: 'Hit',
      price: 10,
      image: { link: '/i/ridgeline/H1-010', alt: 'Hit' },
    });
    expect(model).toMatchObject({
      id: 'H1',
      name: 'Hit',
      href: '/p/noslug-H1.html',
      images: [{ url: '/i/ridgeline/H1-010', alt: 'Hit' }],
      colours: [],
    });
    // One URL: nothing to share.
    expect(model.imageBaseUrl).toBeUndefined();
  });

  it("links a product by its catalogue slug when it has one (the page's canonical address), never by a bad one", () => {
    const href = (hit: Record<string, unknown>) =>
      toTileModel({ productId: 'H1', productName: 'Hit', price: 10, ...hit } as CommerceProduct, {
        ...options,
        productHref: (id, slug) => (slug ? `/p/${slug}` : `/product/${id}`),
      })!.href;
    expect(href({ c_slugUrl: 'trail-hit' })).toBe('/p/trail-hit');
    expect(href({})).toBe('/product/H1');
    expect(href({ c_slugUrl: '//evil.example' })).toBe('/product/H1');
  });
});

describe('toTileModel: member-exclusive products by customer group', () => {
  it('shows them to Loyalty Members only; without groups (a caller that knows none) to everyone', () => {
    const exclusive = byId('RM1005');
    const sanitize = sanitizeRichText;
    expect(toTileModel(exclusive, { sanitize, customerGroups: ['Unregistered', 'Everyone'] })).toBeUndefined();
    expect(toTileModel(exclusive, { sanitize, customerGroups: ['Registered', 'Everyone'] })).toBeUndefined();
    expect(
      toTileModel(exclusive, { sanitize, customerGroups: ['Registered', 'Everyone', 'Loyalty Members'] })?.badges,
    ).toEqual({ memberExclusive: true });
    expect(toTileModel(exclusive, { sanitize })).toBeDefined();
    // other products are everyone's
    expect(toTileModel(byId('RM1001'), { sanitize, customerGroups: ['Unregistered', 'Everyone'] })).toBeDefined();
    const ids = toTileModels([exclusive, byId('RM1001')], { sanitize, customerGroups: ['Everyone'] }).map(
      (tile) => tile.id,
    );
    expect(ids).toEqual(['RM1001']);
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
    const model = map({
      productId: 'H2',
      productName: 'Hit',
      price: 5,
      representedProduct: {
        id: 'H2-1',
        c_isNew: true,
        c_technologyGridBadge: '01',
        c_gridBadge: { displayValue: 'Special Drop' },
      },
    });
    expect(model.badges).toEqual({ isNew: true, gridBadge: 'Special Drop' });
    expect(model.technologyBadge).toBe('01');
  });

  it('reads the badges object when the custom attributes are absent; the attributes win when both are set', () => {
    const model = map({
      id: 'B1',
      name: 'Badged',
      price: 5,
      badges: { gridBadge: 'Online Only', gridTechBadge: 72 },
    });
    expect(model.badges).toEqual({ gridBadge: 'Online Only' });
    expect(model.technologyBadge).toBe(72);
    const both = map({
      id: 'B2',
      name: 'Both',
      price: 5,
      c_gridBadge: { displayValue: 'Best Seller' },
      c_technologyGridBadge: '200',
      badges: { gridBadge: { displayValue: 'Online Only' }, gridTechBadge: '72' },
    });
    expect(both.badges).toEqual({ gridBadge: 'Best Seller' });
    expect(both.technologyBadge).toBe('200');
  });

  it('a product with no images at all shows its base product image (http and https only)', () => {
    const based = map({ id: 'I1', name: 'Base', price: 5, c_baseProductImageURL: ' https://img.example/I1.jpg ' });
    expect(tileImages(based, undefined).map((image) => tileImageUrl(based, image.url))).toEqual([
      'https://img.example/I1.jpg',
    ]);
    const scripted = map({ id: 'I2', name: 'Base', price: 5, c_baseProductImageURL: 'javascript:alert(1)' });
    expect(tileImages(scripted, undefined)).toEqual([]);
  });

  it('sanitizes callouts, keeps tile callouts only, flags the account drawer', () => {
    const product = byId('RM1001');
    product.productPromotions = [
      {
        promotionId: 'a',
        calloutMsg: 'Free shipping <a href="javascript:alert(1)" onclick="x()">now</a><script>alert(1)</script>',
        c_calloutOpenAccount: true,
        c_callOutMessageDisplayPages: ['tile'],
      },
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

  it('stock: out of stock when no variant is orderable; the stock level otherwise; in the model only when it shows a message', () => {
    expect(map(byId('RM1006')).stock).toEqual({ orderable: false, stockLevel: 0 });
    expect(tileStock(byId('RM1001'))).toEqual({ orderable: true, stockLevel: 615 });
    expect(map(byId('RM1001')).stock).toBeUndefined();
    const low = byId('RM1001');
    low.inventory = { orderable: true, stockLevel: 4 };
    expect(map(low).stock).toEqual({ orderable: true, stockLevel: 4 });
    expect(tileStock({ id: 'L', inventory: { orderable: true, stockLevel: 3 } })).toEqual({
      orderable: true,
      stockLevel: 3,
    });
    expect(tileStock({ id: 'N' })).toBeUndefined();
  });

  it('toTileModels drops products without an id and stops at the limit', () => {
    expect(toTileModels([{ name: 'no id' }, ...products], options, 3).map((m) => m.id)).toEqual([
      'RM1001',
      'RM1002',
      'RM1003',
    ]);
  });
});
