import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OPEN_PRODUCT_ACCORDIONS,
  DEFAULT_PRODUCT_PAGE_FLAGS,
  parseOpenAccordions,
  productPageFlags,
} from './flags';
import { productPageParts } from './page';

const product = {
  id: 'P1',
  name: 'Trail Jacket',
  c_technologyGridBadge: '72',
  c_fitTip: 'Runs small',
  c_features: ['Waterproof'],
  imageGroups: [
    { viewType: 'large', images: [{ disBaseLink: 'https://img.test/i/p/P1', alt: 'Trail Jacket' }] },
    { viewType: 'onmodel', images: [{ disBaseLink: 'https://img.test/i/p/P1-onmodel' }] },
    { viewType: 'onmodel', images: [{ disBaseLink: 'https://img.test/i/p/P1-onmodel' }] },
  ],
};
const parts = (flags?: Parameters<typeof productPageParts>[2]['flags']) =>
  productPageParts({ product, variants: [] }, 'P1', {
    sanitize: (html) => html,
    productPath: (id) => `/p/noslug-${id}.html`,
    origin: 'https://shop.test',
    locale: 'en-US',
    currency: 'USD',
    maxOrderQuantity: 10,
    query: new URLSearchParams(),
    ogImage: { width: 1200, height: 630 },
    ...(flags ? { flags } : {}),
  });

describe('product page flags', () => {
  it('are all on by default, with features, product details and gear up for adventure open', () => {
    expect(productPageFlags({})).toEqual(DEFAULT_PRODUCT_PAGE_FLAGS);
    expect(DEFAULT_PRODUCT_PAGE_FLAGS).toMatchObject({
      fitTip: true,
      shippingReturnsDrawer: true,
      techBadge: true,
      outfitTool: true,
      onModel: true,
    });
    expect(DEFAULT_OPEN_PRODUCT_ACCORDIONS).toEqual(['features', 'product_details', 'gear_up_for_adventure']);
    const { model, copy } = parts();
    expect(model).toMatchObject({
      technologyBadge: '72',
      fitTip: 'Runs small',
      shippingReturnsDrawer: true,
      outfitTool: true,
    });
    // on-model shots follow the product shots, once each, named as such
    expect(model.images['']).toEqual([
      { base: 'https://img.test/i/p/P1', alt: 'Trail Jacket' },
      { base: 'https://img.test/i/p/P1-onmodel', alt: 'Trail Jacket, on model' },
    ]);
    expect(copy.defaultOpen).toEqual(DEFAULT_OPEN_PRODUCT_ACCORDIONS);
  });

  it('each switch turns its part off: no badge, fit tip, drawer, outfit tool or on-model shots; the open sections', () => {
    const flags = productPageFlags({
      ENABLE_FIT_TIP: false,
      ENABLE_SHIPPING_RETURNS_DRAWER: false,
      ENABLE_PDP_TECHBADGE: false,
      PDP_OPEN_ACCORDIONS: ['reviews'],
      ENABLE_OUTFIT_TOOL: false,
      ENABLE_ON_MODEL: false,
    });
    const { model, copy } = parts(flags);
    expect(model.technologyBadge).toBeUndefined();
    expect(model.fitTip).toBeUndefined();
    expect(model.shippingReturnsDrawer).toBeUndefined();
    expect(model.outfitTool).toBeUndefined();
    expect(model.images['']!.map((image) => image.base)).toEqual(['https://img.test/i/p/P1']);
    expect(copy.defaultOpen).toEqual(['reviews']);
    // one off leaves the others on
    expect(parts({ ...DEFAULT_PRODUCT_PAGE_FLAGS, techBadge: false }).model).toMatchObject({
      fitTip: 'Runs small',
      shippingReturnsDrawer: true,
    });
  });

  it('reads PDP_OPEN_ACCORDIONS as ids by comma or space, none as all closed, and refuses an unknown id', () => {
    expect(parseOpenAccordions('features, Reviews questions,features')).toEqual(['features', 'reviews', 'questions']);
    expect(parseOpenAccordions('none')).toEqual([]);
    expect(() => parseOpenAccordions('features,<script>')).toThrow(/^PDP_OPEN_ACCORDIONS: unknown section "<script>"/);
    expect(() => parseOpenAccordions('size_guide')).toThrow(/unknown section/);
  });
});
