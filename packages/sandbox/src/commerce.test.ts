import { helpers, ShopperLogin, ShopperProducts, ShopperSearch } from 'commerce-sdk-isomorphic';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMMERCE_CONFIG as CFG } from './commerce/config.js';
import type { Sandbox } from './server.js';
import { startTestSandbox } from './test-helpers.js';

/**
 * The Commerce API stand-in, exercised through the real commerce-sdk-isomorphic clients. The only
 * sandbox-specific setting is `proxy`: the SDK keeps the real path
 * (`/shopper/auth/v1/organizations/{org}/...`) and swaps `https://{shortCode}.api.commercecloud.salesforce.com`
 * for the proxy origin.
 */

let sandbox: Sandbox;
let token: string;
let products: ShopperProducts<typeof parameters>;
let search: ShopperSearch<typeof parameters>;
const parameters = {
  clientId: CFG.clientId,
  organizationId: CFG.organizationId,
  shortCode: CFG.shortCode,
  siteId: CFG.siteId,
};
const config = () => ({ proxy: sandbox.url, parameters, throwOnBadResponse: true });

beforeAll(async () => {
  sandbox = await startTestSandbox();
  const login = new ShopperLogin(config());
  const guest = await helpers.loginGuestUser({
    slasClient: login,
    parameters: { redirectURI: 'http://localhost:3000/callback' },
  });
  token = guest.access_token;
  const authed = { ...config(), headers: { authorization: `Bearer ${token}` } };
  products = new ShopperProducts(authed);
  search = new ShopperSearch(authed);
});
afterAll(() => sandbox?.close());

describe('SLAS guest login', () => {
  it('logs a guest in with the PKCE helper and returns a JWT-shaped token, refresh token, usid and customer id', async () => {
    const login = new ShopperLogin(config());
    const res = await helpers.loginGuestUser({
      slasClient: login,
      parameters: { redirectURI: 'http://localhost:3000/callback' },
    });
    expect(res.access_token.split('.')).toHaveLength(3);
    const claims = JSON.parse(Buffer.from(res.access_token.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims.sub).toContain(`usid:${res.usid}`);
    expect(claims.isb).toContain(`gcid:${res.customer_id}`);
    expect(res).toMatchObject({ token_type: 'BEARER', expires_in: 1800 });
    expect(res.refresh_token).toBeTruthy();
    expect(res.usid).toMatch(/^[0-9a-f-]{36}$/);

    const refreshed = await helpers.refreshAccessToken({
      slasClient: login,
      parameters: { refreshToken: res.refresh_token },
    });
    expect(refreshed.usid).toBe(res.usid);
    expect(refreshed.customer_id).toBe(res.customer_id);
  });

  it('logs a guest in as a private client (client_credentials)', async () => {
    const res = await helpers.loginGuestUserPrivate({
      slasClient: new ShopperLogin(config()),
      parameters: {},
      credentials: { clientSecret: CFG.clientSecret },
    });
    expect(res.access_token.split('.')).toHaveLength(3);
  });

  it('rejects an unknown client id and a wrong PKCE verifier', async () => {
    const bad = new ShopperLogin({ ...config(), parameters: { ...parameters, clientId: 'not-a-client' } });
    await expect(
      helpers.loginGuestUser({ slasClient: bad, parameters: { redirectURI: 'http://localhost:3000/callback' } }),
    ).rejects.toThrow();
    const { code } = await helpers.authorize({
      slasClient: new ShopperLogin(config()),
      codeVerifier: helpers.createCodeVerifier(),
      parameters: { redirectURI: 'http://localhost:3000/callback', hint: 'guest' },
    });
    const res = await new ShopperLogin(config()).getAccessToken(
      {
        body: {
          grant_type: 'authorization_code_pkce',
          code,
          code_verifier: helpers.createCodeVerifier(),
          client_id: CFG.clientId,
          redirect_uri: 'http://localhost:3000/callback',
        },
      },
      true,
    );
    expect(res.status).toBe(400);
  });

  it('answers 401 in the SCAPI error shape without a token or with a forged one', async () => {
    const anon = new ShopperProducts({ proxy: sandbox.url, parameters });
    const res = await anon.getProduct({ parameters: { id: 'RM1001' } }, true);
    expect(res.status).toBe(401);
    const body = (await res.json()) as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual(['detail', 'title', 'type']);
    expect(body.title).toBe('Unauthorized');

    const forged = token.slice(0, -4) + (token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    const res2 = await new ShopperSearch({
      proxy: sandbox.url,
      parameters,
      headers: { authorization: `Bearer ${forged}` },
    }).productSearch({ parameters: { q: 'fleece' } }, true);
    expect(res2.status).toBe(401);
  });
});

describe('Shopper Products', () => {
  it('getProducts with ids, allImages and perPricebook returns masters with prices per pricebook, colour images and variants', async () => {
    const res = await products.getProducts({
      parameters: { ids: ['RM1001', 'RW2101', 'NOPE'], allImages: true, perPricebook: true },
    });
    expect(res.total).toBe(2);
    const [jacket, fleece] = res.data;
    expect(jacket!.id).toBe('RM1001');
    expect(jacket!.type).toEqual({ master: true });
    // one colour on sale: a range from the sale price to the list price
    expect(jacket!.price).toBe(89.9);
    expect(jacket!.priceMax).toBe(120);
    expect(jacket!.prices).toEqual({ regularPrices_RidgelineUS: 120, salePrices_RidgelineUS: 89.9 });
    expect(jacket!.priceRanges).toEqual([
      { pricebook: 'regularPrices_RidgelineUS', minPrice: 120, maxPrice: 120 },
      { pricebook: 'salePrices_RidgelineUS', minPrice: 89.9, maxPrice: 89.9 },
    ]);
    expect(fleece!.priceRanges).toHaveLength(1);
    expect(fleece!.priceMax).toBeUndefined();

    const color = jacket!.variationAttributes!.find((a) => a.id === 'color')!;
    expect(color.values!.map((v) => v.value)).toEqual(['010', '464', '370', '820']);
    expect(color.values![0]!.imageSwatch!.link).toContain('/i/ridgeline/RM1001-010-swatch');
    const swatches = jacket!.imageGroups!.filter((g) => g.viewType === 'swatch');
    expect(swatches).toHaveLength(4);
    for (const t of ['large', 'medium', 'small']) {
      expect(jacket!.imageGroups!.filter((g) => g.viewType === t && g.variationAttributes)).toHaveLength(4);
    }
    const large820 = jacket!.imageGroups!.find(
      (g) => g.viewType === 'large' && g.variationAttributes?.[0]?.values?.[0]?.value === '820',
    )!;
    expect(large820.images[0]!.link).toBe(`${sandbox.url}/i/ridgeline/RM1001-820`);
    // a garment's colours have an on-model shot each (view type onmodel)
    const onModel = jacket!.imageGroups!.filter((g) => g.viewType === 'onmodel');
    expect(onModel.map((g) => g.variationAttributes?.[0]?.values?.[0]?.value)).toEqual(['010', '464', '370', '820']);
    expect(onModel[3]!.images).toEqual([
      expect.objectContaining({
        link: `${sandbox.url}/i/ridgeline/RM1001-820-onmodel`,
        alt: expect.stringMatching(/, on model$/),
      }),
    ]);
    expect(jacket!.variants).toHaveLength(4 * 5);
    expect(jacket!.variants!.find((v) => v.productId === 'RM1001-820-M')).toMatchObject({
      price: 89.9,
      variationValues: { color: '820', size: 'M' },
    });
    expect(jacket!.productPromotions![0]).toMatchObject({
      promotionId: 'rewards-free-shipping',
      c_calloutOpenAccount: true,
    });
    expect(jacket!.productPromotions![0]!.calloutMsg).toContain('<a href=');
    expect(jacket!).toMatchObject({
      c_technologyGridBadge: '72',
      c_gridBadge: { displayValue: 'Best Seller' },
      c_isSale: true,
      c_isNew: false,
      c_bvReviewCount: 318,
    });
    expect(jacket!.inventory).toMatchObject({ orderable: true });
    // The product page's copy, as custom attributes (c_ prefix), on products only.
    expect(jacket!).toMatchObject({
      c_fit: expect.any(String),
      c_fabric: expect.any(String),
      c_gearUpForAdventure: expect.any(String),
    });
    expect((jacket as Record<string, unknown>).c_features).toEqual(expect.arrayContaining([expect.any(String)]));
  });

  it('without allImages returns only the generic image groups; without perPricebook no prices map', async () => {
    const res = await products.getProducts({ parameters: { ids: ['RM1001'] } });
    const p = res.data[0]!;
    expect(p.imageGroups!.every((g) => !g.variationAttributes)).toBe(true);
    expect(p.prices).toBeUndefined();
    expect(p.price).toBe(89.9);
  });

  it('prices in CAD when asked (the Canadian locales), converted and rounded to .99, currency CAD', async () => {
    const usd = await products.getProduct({ parameters: { id: 'RM1001', perPricebook: true } });
    const cad = await products.getProduct({
      parameters: { id: 'RM1001', perPricebook: true, currency: 'CAD', locale: 'fr-CA' },
    });
    expect(usd.currency).toBe('USD');
    expect(cad.currency).toBe('CAD');
    expect(usd.price).toBe(89.9);
    expect(cad.price).toBe(121.99);
    for (const price of Object.values(cad.prices ?? {})) expect(Math.round(price * 100) % 100).toBe(99);
    const hits = await search.productSearch({ parameters: { q: 'fleece', currency: 'CAD' } });
    expect(hits.hits!.every((hit) => hit.currency === 'CAD')).toBe(true);
    const usdHits = await search.productSearch({ parameters: { q: 'fleece' } });
    expect(hits.hits![0]!.price).toBeGreaterThan(usdHits.hits![0]!.price!);
  });

  it('checks organization, site, currency and locale, and answers unknown categories with 404', async () => {
    const status = async (path: string) =>
      (await fetch(`${sandbox.url}${path}`, { headers: { authorization: `Bearer ${token}` } })).status;
    const base = `/product/shopper-products/v1/organizations/${CFG.organizationId}`;
    expect(
      await status(`/product/shopper-products/v1/organizations/f_ecom_other_prd/products/RM1001?siteId=RidgelineUS`),
    ).toBe(404);
    expect(await status(`${base}/products/RM1001`)).toBe(400);
    expect(await status(`${base}/products/RM1001?siteId=OtherSite`)).toBe(400);
    expect(await status(`${base}/products/RM1001?siteId=RidgelineUS&currency=EUR`)).toBe(400);
    expect(await status(`${base}/products/RM1001?siteId=RidgelineUS&locale=de-DE`)).toBe(400);
    expect(await status(`${base}/products/RM1001?siteId=RidgelineUS&currency=USD&locale=fr-CA`)).toBe(200);
    const res = await products.getCategory({ parameters: { id: 'nope' } }, true);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
  });

  it('refuses more than 24 ids', async () => {
    const ids = Array.from({ length: 25 }, (_, i) => `X${i}`);
    const res = await products.getProducts({ parameters: { ids } }, true);
    expect(res.status).toBe(400);
  });

  it('respects expand: only the sections asked for', async () => {
    const onlyPrices = await products.getProduct({ parameters: { id: 'RW2101', expand: ['prices'] } });
    expect(onlyPrices.price).toBe(60);
    expect(onlyPrices.imageGroups).toBeUndefined();
    expect(onlyPrices.variants).toBeUndefined();
    expect(onlyPrices.inventory).toBeUndefined();
    expect(onlyPrices.productPromotions).toBeUndefined();

    const none = await products.getProduct({ parameters: { id: 'RW2101', expand: ['none'] } });
    expect(none.price).toBeUndefined();
    expect(none.name).toBe("Women's Benton Springs Full-Zip Fleece");

    const full = await products.getProduct({
      parameters: {
        id: 'RM1005',
        expand: ['availability', 'promotions', 'images', 'prices', 'variations'],
        allImages: true,
        perPricebook: true,
      },
    });
    expect(full.inventory).toBeDefined();
    expect(full.imageGroups!.length).toBeGreaterThan(0);
    expect(full.variationAttributes).toHaveLength(2);
    expect(full.c_memberExclusive).toBe(true);
    expect(full.productPromotions![0]).toMatchObject({
      promotionId: 'member-early-access',
      c_isExclusive: true,
      c_calloutOpenAccount: true,
    });
  });

  it('returns variants by id with their master, and 404 for unknown products', async () => {
    const v = await products.getProduct({ parameters: { id: 'RF4001-213-13', perPricebook: true } });
    expect(v.type).toEqual({ variant: true });
    expect(v.master!.masterId).toBe('RF4001');
    expect(v.variationValues).toEqual({ color: '213', size: '13' });
    expect(v.price).toBe(150); // size 13 carries a $10 upcharge
    const res = await products.getProduct({ parameters: { id: 'NOPE' } }, true);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { title: string }).title).toBe('Product Not Found');
  });

  it('reports stock: out-of-stock masters, sold-out colours and low inventory', async () => {
    const res = await products.getProducts({
      parameters: { ids: ['RM1006', 'RM1204', 'RM1004'], expand: ['availability', 'variations'] },
    });
    const [out, soldOutColour, low] = res.data;
    expect(out!.inventory).toMatchObject({ ats: 0, orderable: false });
    expect(out!.variants!.every((v) => v.orderable === false)).toBe(true);
    const navy = soldOutColour!.variationAttributes![0]!.values!.find((v) => v.value === '464')!;
    expect(navy.orderable).toBe(false);
    expect(soldOutColour!.inventory!.orderable).toBe(true);
    const v = await products.getProduct({ parameters: { id: low!.variants![0]!.productId, expand: ['availability'] } });
    expect(v.inventory!.stockLevel).toBeGreaterThan(0);
    expect(v.inventory!.stockLevel).toBeLessThanOrEqual(5);
  });

  it('getCategory honours levels and carries the menu flags', async () => {
    const root = await products.getCategory({ parameters: { id: 'root', levels: 2 } });
    const ids = root.categories!.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining(['mens', 'womens', 'kids', 'footwear', 'gear']));
    const mens = root.categories!.find((c) => c.id === 'mens')!;
    expect(mens.categories!.map((c) => c.id)).toContain('mens-jackets');
    expect(mens.categories!.find((c) => c.id === 'mens-sale')).toMatchObject({
      c_menuDisplayAlternateStyles: 'text-sale',
      c_columnPlacement: 4,
    });
    expect(root.categories!.find((c) => c.id === 'member-exclusives')).toMatchObject({
      c_menuDisplayOptions: 'hidden',
    });
    expect(root.categories!.find((c) => c.id === 'new-arrivals')).toMatchObject({
      c_menuDisplayOptions: 'showDesktopOnly',
    });
    expect(root.categories!.find((c) => c.id === 'gift-guide')).toMatchObject({
      c_menuDisplayOptions: 'showMobileOnly',
    });
    expect(root.categories!.find((c) => c.id === 'trail-days')).toMatchObject({ c_showInMenu: false });

    const one = await products.getCategory({ parameters: { id: 'root', levels: 1 } });
    expect(one.categories![0]!.categories).toBeUndefined();
    const zero = await products.getCategory({ parameters: { id: 'mens', levels: 0 } });
    expect(zero.categories).toBeUndefined();
    expect(zero.parentCategoryTree).toEqual([
      { id: 'root', name: 'Ridgeline' },
      { id: 'mens', name: "Men's" },
    ]);

    const fr = await products.getCategory({ parameters: { id: 'gear', locale: 'fr-CA' } });
    expect(fr.name).toBe('Équipement');
  });

  it('getCategories returns several categories with levels', async () => {
    const res = await products.getCategories({ parameters: { ids: ['mens', 'gear', 'nope'], levels: 0 } });
    expect(res.total).toBe(2);
    expect(res.data.map((c) => c.id)).toEqual(['mens', 'gear']);
    expect(res.data[0]!.categories).toBeUndefined();
  });

  it('has a third level where the departments have one, shown in the menu and with products of their own', async () => {
    const res = await products.getCategories({ parameters: { ids: ['mens', 'womens', 'gear'], levels: 2 } });
    const third = (top: string, second: string) =>
      res.data
        .find((c) => c.id === top)!
        .categories!.find((c) => c.id === second)!
        .categories?.map((c) => [c.id, c.c_showInMenu]);
    expect(third('mens', 'mens-jackets')).toEqual([
      ['mens-jackets-rain', true],
      ['mens-jackets-insulated', true],
      ['mens-jackets-vests', true],
    ]);
    expect(third('womens', 'womens-pants')).toHaveLength(3);
    expect(third('gear', 'gear-packs')).toHaveLength(3);
    const rain = await products.getCategory({ parameters: { id: 'mens-jackets-rain', levels: 0 } });
    expect(rain.parentCategoryTree!.map((c) => c.id)).toEqual(['root', 'mens', 'mens-jackets', 'mens-jackets-rain']);
    // The level below keeps every product of its parent reachable: each jacket sits in exactly one of them.
    const catalog = sandbox.commerce!.catalog;
    const jackets = catalog.products.filter((p) => p.inCategories.has('mens-jackets'));
    for (const p of jackets) {
      expect(
        ['mens-jackets-rain', 'mens-jackets-insulated', 'mens-jackets-vests'].filter((id) => p.inCategories.has(id)),
      ).toHaveLength(1);
    }
  });
});

describe('Shopper Search', () => {
  it('searches by phrase with hits, refinements and sorting options', async () => {
    const res = await search.productSearch({ parameters: { q: 'rain jacket' } });
    expect(res.total).toBeGreaterThan(0);
    expect(res.hits.map((h) => h.productId)).toEqual(expect.arrayContaining(['RM1001', 'RW2001', 'RK3001']));
    const h = res.hits[0]!;
    expect(h).toMatchObject({ hitType: 'master', productType: { master: true }, currency: 'USD' });
    expect(h.image!.link).toMatch(/\/i\/ridgeline\//);
    expect(h.representedProduct!.id).toMatch(/^[A-Z]{2}\d{4}-\d{3}-/);
    expect(res.sortingOptions.map((o) => o.id)).toEqual([
      'best-matches',
      'featured-new',
      'newest',
      'price-high-to-low',
      'price-low-to-high',
      'top-rated',
    ]);
    const facets = res.refinements.map((r) => r.attributeId);
    expect(facets.filter((id) => ['cgid', 'c_gender', 'c_color', 'c_size', 'price'].includes(id))).toEqual([
      'cgid',
      'c_gender',
      'c_color',
      'c_size',
      'price',
    ]);
    for (const refinement of res.refinements) expect(refinement.values!.length).toBeGreaterThan(0);
  });

  it('refines by gender (OR within the facet) and offers the c_isNew flag as a refinement', async () => {
    const all = await search.productSearch({ parameters: { refine: ['cgid=root'], limit: 200 } });
    const gender = all.refinements.find((r) => r.attributeId === 'c_gender')!;
    const count = (value: string) => gender.values!.find((v) => v.value === value)!.hitCount;
    const both = await search.productSearch({
      parameters: { refine: ['cgid=root', 'c_gender=mens|womens'], limit: 200 },
    });
    expect(both.total).toBe(count('mens') + count('womens'));
    expect(both.selectedRefinements).toEqual({ cgid: 'root', c_gender: 'mens|womens' });
    const isNew = all.refinements.find((r) => r.attributeId === 'c_isNew')!;
    const fresh = await search.productSearch({
      parameters: { refine: ['cgid=root', 'c_isNew=true'], limit: 200, expand: ['custom_properties'] },
    });
    expect(fresh.total).toBe(isNew.values![0]!.hitCount);
    for (const hit of fresh.hits) expect((hit as Record<string, unknown>).c_isNew).toBe(true);
  });

  it('c_memberExclusive=false leaves member-exclusive products out, with totals, facets and pages counted after', async () => {
    const all = await search.productSearch({
      parameters: { refine: ['cgid=root'], limit: 200, expand: ['custom_properties'] },
    });
    const members = all.hits.filter((hit) => (hit as Record<string, unknown>).c_memberExclusive === true);
    expect(members.length).toBeGreaterThan(0);
    const open = await search.productSearch({
      parameters: { refine: ['cgid=root', 'c_memberExclusive=false'], limit: 200, expand: ['custom_properties'] },
    });
    expect(open.total).toBe(all.total - members.length);
    expect(open.hits.map((hit) => hit.productId)).toEqual(
      all.hits.filter((hit) => !members.includes(hit)).map((hit) => hit.productId),
    );
    // Every facet counts without them: the genders' counts add up to the new total.
    const genders = open.refinements.find((r) => r.attributeId === 'c_gender')!.values!;
    expect(genders.reduce((sum, value) => sum + value.hitCount, 0)).toBe(open.total);
    // Pages are cut after the exclusion: the last page holds what is left of the smaller total.
    const last = await search.productSearch({
      parameters: { refine: ['cgid=root', 'c_memberExclusive=false'], limit: 10, offset: open.total - 2 },
    });
    expect(last.hits.map((hit) => hit.productId)).toEqual(open.hits.slice(-2).map((hit) => hit.productId));
    // A hidden category of member items only is empty for non-members.
    const exclusives = await search.productSearch({
      parameters: { refine: ['cgid=member-exclusives', 'c_memberExclusive=false'] },
    });
    expect(exclusives.total).toBe(0);
    const bad = await search.productSearch({ parameters: { refine: ['cgid=root', 'c_memberExclusive=no'] } }, true);
    expect(bad.status).toBe(400);
  });

  it('leaves hits out of an answer without results, as SCAPI does', async () => {
    const none = await search.productSearch({ parameters: { q: 'zzzzqqq' } });
    expect(none.total).toBe(0);
    expect('hits' in none).toBe(false);
    const pastTheEnd = await search.productSearch({ parameters: { refine: ['cgid=mens-jackets'], offset: 100 } });
    expect(pastTheEnd.total).toBe(6);
    expect('hits' in pastTheEnd).toBe(false);
  });

  it('refines by category (cgid), colour and price, with hit counts and selected refinements', async () => {
    const res = await search.productSearch({ parameters: { refine: ['cgid=mens-jackets'], limit: 200 } });
    expect(res.total).toBe(6);
    expect(res.selectedRefinements).toEqual({ cgid: 'mens-jackets' });
    const cg = res.refinements.find((r) => r.attributeId === 'cgid')!;
    expect(cg.values![0]).toMatchObject({ value: 'mens-jackets', hitCount: 6 });

    const blue = await search.productSearch({
      parameters: { refine: ['cgid=mens-jackets', 'c_color=Blue'], expand: ['custom_properties', 'images', 'prices'] },
    });
    expect(blue.total).toBeGreaterThan(0);
    expect(blue.total).toBeLessThan(6);
    for (const hit of blue.hits) {
      const rep = hit.representedProduct as Record<string, unknown>;
      expect(['410', '432', '464', '481']).toContain(String(rep.c_colorID).split('|')[0]);
    }
    const colorFacet = blue.refinements.find((r) => r.attributeId === 'c_color')!;
    // multi-select: the colour facet still counts the other colours
    expect(colorFacet.values!.length).toBeGreaterThan(1);
    expect(colorFacet.values!.every((v) => v.presentationId)).toBe(true);

    const cheap = await search.productSearch({ parameters: { refine: ['cgid=mens', 'price=(0..50)'], limit: 200 } });
    expect(cheap.total).toBeGreaterThan(0);
    for (const hit of cheap.hits) expect(hit.price).toBeLessThan(50);
    const priceFacet = cheap.refinements.find((r) => r.attributeId === 'price')!;
    expect(priceFacet.values!.map((v) => v.value)).toContain('(0..50)');
  });

  it('shows price ranges and sale ranges on hits', async () => {
    const res = await search.productSearch({ parameters: { refine: ['cgid=sale'], perPricebook: true, limit: 200 } });
    expect(res.total).toBeGreaterThan(5);
    const ranged = res.hits.filter((h) => h.priceMax !== undefined && h.priceMax > h.price!);
    expect(ranged.length).toBeGreaterThan(0);
    for (const h of res.hits) expect(h.priceRanges!.map((r) => r.pricebook)).toContain('salePrices_RidgelineUS');
    const tent = await search.productSearch({ parameters: { q: 'tent', perPricebook: true } });
    expect(tent.hits[0]).toMatchObject({ productId: 'RG5004', price: 329, priceMax: 399 });
  });

  it('sorts by price, rating and newness', async () => {
    const get = async (sort: string) =>
      (await search.productSearch({ parameters: { refine: ['cgid=root'], sort, limit: 200 } })).hits;
    const low = await get('price-low-to-high');
    const prices = low.map((h) => h.price!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const high = await get('price-high-to-low');
    expect(high.map((h) => h.price!)).toEqual([...prices].sort((a, b) => b - a));
    const rated = await get('top-rated');
    const ratings = rated.map((h) => (h as Record<string, number>).c_bvAverageRating!);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const featured = await get('featured-new');
    const firstOld = featured.findIndex((h) => !(h as Record<string, boolean>).c_isNew);
    expect(featured.slice(firstOld).some((h) => (h as Record<string, boolean>).c_isNew)).toBe(false);
    const newest = await get('newest');
    expect(newest[0]!.productId).toMatch(/RM1202|RW2202/);
    expect((await search.productSearch({ parameters: { sort: 'top-rated' } })).selectedSortingOption).toBe('top-rated');
  });

  it('pages with offset and limit (max 200)', async () => {
    const all = await search.productSearch({ parameters: { refine: ['cgid=root'], limit: 200 } });
    expect(all.total).toBeGreaterThanOrEqual(60);
    const page1 = await search.productSearch({ parameters: { refine: ['cgid=root'], limit: 10 } });
    const page3 = await search.productSearch({ parameters: { refine: ['cgid=root'], limit: 10, offset: 20 } });
    expect(page1).toMatchObject({ limit: 10, offset: 0, total: all.total });
    expect(page3.offset).toBe(20);
    expect(page3.hits.map((h) => h.productId)).toEqual(all.hits.slice(20, 30).map((h) => h.productId));
    const last = await search.productSearch({
      parameters: { refine: ['cgid=root'], limit: 25, offset: all.total - 3 },
    });
    expect(last.hits).toHaveLength(3);
    expect(last.limit).toBe(3);
    const tooMany = await search.productSearch({ parameters: { limit: 201 } }, true);
    expect(tooMany.status).toBe(400);
  });

  it('suggests a correction when nothing matches', async () => {
    const res = await search.productSearch({ parameters: { q: 'fleese' } });
    expect(res.total).toBe(0);
    expect(res.searchPhraseSuggestions.suggestedTerms![0]!.terms![0]).toMatchObject({
      value: 'fleece',
      corrected: true,
    });
  });

  it('getSearchSuggestions returns product, category and brand suggestions', async () => {
    const res = await search.getSearchSuggestions({ parameters: { q: 'flee', limit: 4 } });
    expect(res.searchPhrase).toBe('flee');
    expect(res.productSuggestions!.products!.length).toBeGreaterThan(0);
    expect(res.productSuggestions!.products!.length).toBeLessThanOrEqual(4);
    expect(res.productSuggestions!.products![0]).toMatchObject({ currency: 'USD' });
    expect(res.categorySuggestions!.categories!.map((c) => c.id)).toEqual(
      expect.arrayContaining(['mens-fleece', 'womens-fleece']),
    );
    expect(res.productSuggestions!.suggestedTerms[0]!.terms![0]).toMatchObject({ value: 'fleece', completed: true });
    const brand = await search.getSearchSuggestions({ parameters: { q: 'basecamp' } });
    expect(brand.brandSuggestions!.suggestedPhrases!.map((p) => p.phrase)).toContain('Basecamp Supply Co.');
  });
});

describe('recommendations and activities (Einstein API)', () => {
  const post = (path: string, body: unknown, clientId: string | null = CFG.einsteinClientId) =>
    fetch(`${sandbox.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(clientId ? { 'x-cq-client-id': clientId } : {}) },
      body: JSON.stringify(body),
    });
  const envelope = { realm: 'rdgl', instanceType: 'sbx', cookieId: 'cookie-1' };
  type Recs = {
    recoUUID: string;
    recommenderName: string;
    displayMessage?: string;
    recs: { id: string; product_name: string; image_url: string; product_url: string }[];
  };

  it('lists recommenders and requires the client id header', async () => {
    const res = await fetch(`${sandbox.url}/v3/personalization/recommenders/${CFG.einsteinSiteId}`, {
      headers: { 'x-cq-client-id': CFG.einsteinClientId },
    });
    const body = (await res.json()) as { recommenders: { name: string; recommenderType: string }[] };
    expect(body.recommenders.map((r) => r.name)).toContain('pdp-similar-items');
    expect((await fetch(`${sandbox.url}/v3/personalization/recommenders/${CFG.einsteinSiteId}`)).status).toBe(401);
    expect(
      (await post(`/v3/personalization/recs/${CFG.einsteinSiteId}/home-top-rated`, envelope, 'wrong')).status,
    ).toBe(401);
  });

  it('recommends deterministically by recommender, given products or categories', async () => {
    const a = (await (
      await post(`/v3/personalization/recs/${CFG.einsteinSiteId}/pdp-similar-items`, {
        ...envelope,
        products: [{ id: 'RM1001' }],
      })
    ).json()) as Recs;
    const b = (await (
      await post(`/v3/personalization/recs/${CFG.einsteinSiteId}/pdp-similar-items`, {
        ...envelope,
        products: [{ id: 'RM1001-820-M' }],
      })
    ).json()) as Recs;
    expect(a.recoUUID).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.recs.map((r) => r.id)).toEqual(b.recs.map((r) => r.id));
    expect(a.recs.map((r) => r.id)).not.toContain('RM1001');
    expect(a.recs[0]).toMatchObject({
      product_url: expect.stringMatching(/^\/p\/[a-z0-9-]+$|^\/p\/noslug-[A-Z0-9]+\.html$/),
      image_url: expect.stringContaining('/i/ridgeline/'),
    });
    expect(Object.keys(a.recs[0]!).sort()).toEqual(['id', 'image_url', 'product_name', 'product_url']);
    // same category first
    expect(a.recs.slice(0, 3).every((r) => r.id.startsWith('RM10'))).toBe(true);

    const cats = (await (
      await post(`/v3/personalization/recs/${CFG.einsteinSiteId}/new-arrivals`, {
        ...envelope,
        categories: ['footwear'],
      })
    ).json()) as Recs;
    expect(cats.recs.length).toBeGreaterThan(0);
    expect(cats.recs.every((r) => r.id.startsWith('RF'))).toBe(true);

    expect((await post(`/v3/personalization/recs/${CFG.einsteinSiteId}/nope`, envelope)).status).toBe(404);
  });

  it('recommends by zone and records activities (recently viewed follows viewProduct)', async () => {
    const zone = (await (
      await post(`/v3/personalization/${CFG.einsteinSiteId}/zones/home-top-picks/recs`, envelope)
    ).json()) as Recs;
    expect(zone.recommenderName).toBe('home-top-rated');
    expect(zone.displayMessage).toBeTruthy();
    expect(zone.recs.length).toBeGreaterThanOrEqual(10);

    for (const id of ['RG5001', 'RF4003']) {
      const res = await post(`/v3/activities/${CFG.einsteinSiteId}/viewProduct`, {
        ...envelope,
        cookieId: 'cookie-rv',
        product: { id, sku: '', altId: '', altIdType: '' },
      });
      expect(res.status).toBe(200);
    }
    expect(sandbox.commerce!.activities.filter((a) => a.activity === 'viewProduct').length).toBeGreaterThanOrEqual(2);
    const rv = (await (
      await post(`/v3/personalization/${CFG.einsteinSiteId}/zones/cart-recently-viewed/recs`, {
        ...envelope,
        cookieId: 'cookie-rv',
      })
    ).json()) as Recs;
    expect(rv.recs.map((r) => r.id)).toEqual(['RF4003', 'RG5001']);
    expect((await post(`/v3/activities/${CFG.einsteinSiteId}/notAnActivity`, envelope)).status).toBe(404);
  });

  it('reads back the activities received at /__sandbox/activities, narrowed by activity and cookieId', async () => {
    const product = { id: 'RM1001', sku: '', altId: '', altIdType: '' };
    expect(
      (
        await post(`/v3/activities/${CFG.einsteinSiteId}/clickSearch`, {
          ...envelope,
          cookieId: 'cookie-click',
          searchText: 'rain jacket',
          product,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await post(`/v3/activities/${CFG.einsteinSiteId}/clickCategory`, {
          ...envelope,
          cookieId: 'cookie-click',
          category: { id: 'mens-jackets-rain' },
          product,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await post(`/v3/activities/${CFG.einsteinSiteId}/clickSearch`, {
          ...envelope,
          cookieId: 'someone-else',
          searchText: 'fleece',
          product,
        })
      ).status,
    ).toBe(200);
    const read = async (query: string) => {
      const res = await fetch(`${sandbox.url}/__sandbox/activities?${query}`);
      return {
        status: res.status,
        body: (await res.json()) as {
          activities: { activity: string; siteId: string; body: Record<string, unknown>; receivedAt: string }[];
        },
      };
    };
    const mine = await read('cookieId=cookie-click');
    expect(mine.body.activities.map((a) => [a.activity, a.body.searchText ?? a.body.category])).toEqual([
      ['clickSearch', 'rain jacket'],
      ['clickCategory', { id: 'mens-jackets-rain' }],
    ]);
    expect(mine.body.activities[0]).toMatchObject({ siteId: CFG.einsteinSiteId, body: { product, realm: 'rdgl' } });
    expect(Number.isNaN(Date.parse(mine.body.activities[0]!.receivedAt))).toBe(false);
    const searches = await read('activity=clickSearch&limit=1');
    expect(searches.body.activities.map((a) => a.body.cookieId)).toEqual(['someone-else']);
    expect((await read('activity=notAnActivity')).status).toBe(400);
    expect((await read('limit=0')).status).toBe(400);
  });
});

describe('demo catalogue invariants', () => {
  it('has at least 60 masters across the five departments, and no empty category', async () => {
    const catalog = sandbox.commerce!.catalog;
    expect(catalog.products.length).toBeGreaterThanOrEqual(60);
    for (const dept of ['mens', 'womens', 'kids', 'footwear', 'gear']) {
      expect(catalog.products.filter((p) => p.inCategories.has(dept)).length).toBeGreaterThan(3);
    }
    for (const id of catalog.categories.keys()) {
      const res = await search.productSearch({ parameters: { refine: [`cgid=${id}`], limit: 1 } });
      expect(res.total, `category ${id} is empty`).toBeGreaterThan(0);
    }
  });

  it('covers the tile states: ranges, sales, new, member-exclusive, technology badges, low and out of stock', () => {
    const ps = sandbox.commerce!.catalog.products;
    expect(ps.filter((p) => p.isSale).length).toBeGreaterThanOrEqual(8);
    expect(ps.filter((p) => p.isNew).length).toBeGreaterThanOrEqual(8);
    expect(ps.filter((p) => p.memberExclusive).length).toBeGreaterThanOrEqual(3);
    for (const code of ['01', '72', '200']) expect(ps.some((p) => p.seed.tech === code)).toBe(true);
    expect(ps.some((p) => p.variants.every((v) => v.ats === 0))).toBe(true);
    expect(ps.some((p) => p.variants.every((v) => v.ats > 0 && v.ats <= 5))).toBe(true);
    expect(ps.some((p) => new Set(p.variants.map((v) => v.listPrice)).size > 1)).toBe(true);
    expect(ps.every((p) => p.seed.blurb.length > 40 && !/lorem/i.test(p.seed.blurb))).toBe(true);
  });

  it('every image URL the API hands out resolves to an image on the media endpoint, and colours differ', async () => {
    const catalog = sandbox.commerce!.catalog;
    const links = new Set<string>();
    for (let i = 0; i < catalog.products.length; i += 24) {
      const ids = catalog.products.slice(i, i + 24).map((p) => p.id);
      const res = await products.getProducts({ parameters: { ids, allImages: true } });
      for (const p of res.data) {
        for (const g of p.imageGroups ?? []) for (const img of g.images) links.add(img.link);
        for (const a of p.variationAttributes ?? [])
          for (const v of a.values ?? []) if (v.imageSwatch) links.add(v.imageSwatch.link);
      }
    }
    const cats = await products.getCategory({ parameters: { id: 'root', levels: 2 } });
    for (const c of cats.categories ?? []) if (c.image) links.add(c.image);
    expect(links.size).toBeGreaterThan(500);
    const list = [...links];
    const failures: string[] = [];
    const worker = async () => {
      for (let url = list.pop(); url; url = list.pop()) {
        // small renditions keep the run short; the name resolution is what is under test
        const u = new URL(url);
        u.searchParams.set('w', '24');
        const res = await fetch(u, { headers: { accept: 'image/webp' } });
        if (res.status !== 200 || !res.headers.get('content-type')?.startsWith('image/'))
          failures.push(`${res.status} ${url}`);
        await res.arrayBuffer();
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    expect(failures).toEqual([]);

    const stats = async (name: string) =>
      (
        await sharp(
          Buffer.from(await (await fetch(`${sandbox.url}/i/ridgeline/${name}?w=64&fmt=png`)).arrayBuffer()),
        ).stats()
      ).channels.map((c) => Math.round(c.mean));
    expect(await stats('RM1001-010')).not.toEqual(await stats('RM1001-820'));
  }, 120_000);
});
