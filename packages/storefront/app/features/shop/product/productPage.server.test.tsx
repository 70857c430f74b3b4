import { startSandbox } from '@ridgeline/sandbox';
import { renderToString } from 'react-dom/server';
import { ShopIntlProvider } from '../../../platform/i18n/intl';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getConfig } from '../../../platform/config.server';
import { NO_STORE, NOT_FOUND_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../../../platform/content.server';
import { BAG_COUNT_COOKIE } from '../../../platform/bagCount';
import { ProductPage } from './ProductPage';
import { stockFor } from '@ridgeline/commerce';
import { loadProductPage, type ProductPageData } from './productPage.server';
import { createRequestContext } from '../../../platform/request/context.server';
import { createAppContext } from '../../../appFeatures.server';

const ORIGIN = 'http://shop.test';
/** Absolute URLs in a page name the configured public origin, never the host the request was sent to. */
const PUBLIC = getConfig().publicOrigin;

/** The test's app context, made once the sandbox is up (its clients over it). */
let app: ReturnType<typeof createAppContext> | undefined;
const contextOf = (request: Request) => createRequestContext(request, { app: (app ??= createAppContext()) });

async function page(id: string, query = '', headers: Record<string, string> = {}) {
  const request = new Request(`${ORIGIN}/p/noslug-${id}.html${query}`, { headers });
  const result = (await loadProductPage(id, request, contextOf(request))) as unknown as {
    data: ProductPageData;
    init: { headers: Record<string, string> };
  };
  return { data: result.data, headers: result.init.headers };
}

describe('the product page against the sandbox (Shopper Products through the SDK)', () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, onProblem: () => {} });
    vi.stubEnv('SANDBOX_PORT', new URL(sandbox.url).port);
  });
  afterAll(() => sandbox?.close());

  it('a master: colours and sizes, every variant with its stock and price books, images per colour, the head', async () => {
    const { data, headers } = await page('RM1001', '?color=820&size=M');
    const { model, selection } = data.detail;
    expect(headers['Cache-Control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(model.attributes.map((a) => [a.id, a.values.length])).toEqual([
      ['color', 4],
      ['size', 5],
    ]);
    expect(model.variants).toHaveLength(20);
    expect(model.variants.every((v) => typeof v.stockLevel === 'number' && v.list === 120)).toBe(true);
    expect(model.variants.find((v) => v.id === 'RM1001-820-M')).toMatchObject({ price: 89.9, list: 120 });
    expect(selection).toEqual({ color: '820', size: 'M' });
    expect(model.images['820']![0]!.base).toBe(`${sandbox.url}/i/ridgeline/RM1001-820`);
    expect(model.technologyBadge).toBe('72');
    expect(model.promotions[0]).toContain('Free shipping');
    expect(data.head).toMatchObject({
      title: "Men's Stormbreak II Rain Jacket | Ridgeline",
      canonical: `${PUBLIC}/p/noslug-RM1001.html`,
    });
    expect(JSON.stringify(data.head)).not.toContain('shop.test');
    expect(data.copy.features.length).toBeGreaterThan(0);
    expect(data.copy).toMatchObject({
      fit: expect.any(String),
      fabric: expect.any(String),
      gearUpForAdventure: expect.any(String),
      reviewCount: 318,
    });
  });

  it('the server HTML: gallery at 1280 and 148 with 1x/2x, variation links, the form, the default-open accordions', async () => {
    const { data } = await page('RM1001', '?color=464');
    const html = renderToString(
      <ShopIntlProvider locale="en-US" messages={{}}>
        <ProductPage detail={data.detail} copy={data.copy} />
      </ShopIntlProvider>,
    );
    expect(html).toContain(
      `${sandbox.url}/i/ridgeline/RM1001-464?w=1280&amp;q=60 1x, ${sandbox.url}/i/ridgeline/RM1001-464?w=2560&amp;q=60 2x`,
    );
    expect(html).toContain(`${sandbox.url}/i/ridgeline/RM1001-464?w=148&amp;q=60 1x`);
    expect(html).toContain('href="/p/noslug-RM1001.html?color=464&amp;size=M"');
    expect(html).toContain('href="/p/noslug-RM1001.html?color=820"');
    expect(html).toMatch(/<form[^>]*action="\/cart\/items" method="post"/);
    // The sandbox's size-guide stand-in has Ridgeline's men's jackets: the link under the sizes goes to its section.
    expect(html).toMatch(/<a[^>]*href="#size_guide"[^>]*>Size guide<\/a>/);
    expect(html).toContain('<caption>Men&#x27;s jackets: body measurements</caption>');
    const open = [...html.matchAll(/<details([^>]*)>/g)].map((m) => [
      /data-accordion="([a-z_]+)"/.exec(m[1]!)?.[1],
      / open=""/.test(m[1]!),
    ]);
    expect(open).toEqual([
      ['features', true],
      ['product_details', true],
      ['fabric', false],
      ['gear_up_for_adventure', true],
      ['size_guide', false],
      ['shipping_and_returns', false],
      ['reviews', false],
      ['questions', false],
    ]);
  });

  it('the switches, on by default, each off through its variable: drawer, badge, outfit, on-model, open sections', async () => {
    const html = async () => {
      const { data } = await page('RM1001');
      return renderToString(
        <ShopIntlProvider locale="en-US" messages={{}}>
          <ProductPage detail={data.detail} copy={data.copy} />
        </ShopIntlProvider>,
      );
    };
    const opened = (markup: string) =>
      [...markup.matchAll(/<details([^>]*)>/g)]
        .filter((m) => / open=""/.test(m[1]!))
        .map((m) => /data-accordion="([a-z_]+)"/.exec(m[1]!)?.[1]);
    const on = await html();
    const link = /<a [^>]*data-shipping-returns-link=""[^>]*>Shipping &amp; Returns</.exec(on)?.[0];
    expect(link).toContain('href="#shipping_and_returns"');
    expect(on).toContain('data-technology-code');
    const rails = (markup: string) => markup.match(/data-product-recommendations=/g)?.length ?? 0;
    expect(rails(on)).toBe(2); // the outfit tool and products like this one
    expect(on).toMatch(/-onmodel\?w=1280&amp;q=60 1x/); // the chosen colour's on-model shot in the gallery
    vi.stubEnv('ENABLE_SHIPPING_RETURNS_DRAWER', 'off');
    vi.stubEnv('ENABLE_PDP_TECHBADGE', '0');
    vi.stubEnv('PDP_OPEN_ACCORDIONS', 'shipping_and_returns, reviews');
    vi.stubEnv('ENABLE_OUTFIT_TOOL', 'false');
    vi.stubEnv('ENABLE_ON_MODEL', 'off');
    try {
      const off = await html();
      expect(off).not.toContain('data-shipping-returns-link');
      expect(off).not.toContain('data-technology-code');
      expect(opened(off)).toEqual(['shipping_and_returns', 'reviews']);
      expect(rails(off)).toBe(1);
      expect(off).not.toContain('-onmodel');
    } finally {
      vi.stubEnv('ENABLE_SHIPPING_RETURNS_DRAWER', undefined);
      vi.stubEnv('ENABLE_PDP_TECHBADGE', undefined);
      vi.stubEnv('PDP_OPEN_ACCORDIONS', undefined);
      vi.stubEnv('ENABLE_OUTFIT_TOOL', undefined);
      vi.stubEnv('ENABLE_ON_MODEL', undefined);
    }
  });

  it('stock: a sold-out product is out of stock; a low-stock variant says how many are left', async () => {
    const parka = await page('RM1006');
    expect(parka.data.detail.model.orderable).toBe(false);
    expect(stockFor(parka.data.detail.model, parka.data.detail.selection).message).toBe('Out of stock');
    const vest = await page('RM1004', '?color=010&size=M');
    expect(stockFor(vest.data.detail.model, vest.data.detail.selection).message).toMatch(/^Only [1-5] left!$/);
  });

  it('a variant id shows the master with that variant chosen', async () => {
    const { data } = await page('RM1001-464-L');
    expect(data.detail.model.id).toBe('RM1001');
    expect(data.detail.selection).toEqual({ color: '464', size: 'L' });
    expect(data.head.canonical).toBe(`${PUBLIC}/p/noslug-RM1001.html`);
  });

  it('a product lives at /p/{slug} or /p/noslug-{id}.html: its other addresses answer 301 there, query kept', async () => {
    const load = (path: string) => {
      const request = new Request(`${ORIGIN}${path}`);
      return loadProductPage('RW2001', request, contextOf(request)).catch((error: unknown) => error);
    };
    const moved = async (path: string) => {
      const answer = (await load(path)) as Response;
      return [answer.status, answer.headers.get('location')];
    };
    const slug = '/p/womens-stormbreak-ii-rain-jacket';
    expect(await moved('/product/RW2001?color=010')).toEqual([301, `${slug}?color=010`]);
    expect(await moved('/p/noslug-RW2001.html')).toEqual([301, slug]);
    expect(await moved('/fr-ca/product/RW2001')).toEqual([301, `/fr-ca${slug}`]);
    const { data } = (await load(`${slug}?color=010`)) as { data: ProductPageData };
    expect(data.head.canonical).toBe(`${PUBLIC}${slug}`);
    // a product without a slug lives at its no-slug address, and its id address moves there
    const request = new Request(`${ORIGIN}/product/RM1001?color=010`);
    const answer = (await loadProductPage('RM1001', request, contextOf(request)).catch((e: unknown) => e)) as Response;
    expect([answer.status, answer.headers.get('location')]).toEqual([301, '/p/noslug-RM1001.html?color=010']);
  });

  it('an unknown product is the not-found page (404)', async () => {
    const missing = new Request(`${ORIGIN}/product/NOPE-1`);
    const error = await loadProductPage('NOPE-1', missing, contextOf(missing)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Response);
    expect((error as Response).status).toBe(404);
    expect((error as Response).headers.get('cache-control')).toBe(NOT_FOUND_CACHE_CONTROL);
  });

  it('after a form post: the notice with the bag count from its cookie, never cached', async () => {
    const { data, headers } = await page('RM1001', '?color=010&size=M&added=RM1001-010-M&qty=2', {
      cookie: `${BAG_COUNT_COOKIE}=4`,
    });
    expect(headers['Cache-Control']).toBe(NO_STORE);
    expect(data.detail.notice).toEqual({ kind: 'added', productId: 'RM1001-010-M', quantity: 2, bagCount: 4 });
    const html = renderToString(
      <ShopIntlProvider locale="en-US" messages={{}}>
        <ProductPage detail={data.detail} copy={data.copy} />
      </ShopIntlProvider>,
    );
    expect(html).toContain('Added to bag');
    expect(html).toContain('Bag (4)');
    const refused = await page('RM1001', '?color=010&size=M&bagError=stock');
    expect(refused.headers['Cache-Control']).toBe(NO_STORE);
    expect(
      renderToString(
        <ShopIntlProvider locale="en-US" messages={{}}>
          <ProductPage detail={refused.data.detail} copy={refused.data.copy} />
        </ShopIntlProvider>,
      ),
    ).toContain('We don&#x27;t have that many in stock');
  });
});
