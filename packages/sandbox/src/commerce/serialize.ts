import type {
  CommerceImage,
  CommerceImageGroup,
  CommercePromotion,
  CommerceVariant,
  CommerceVariationAttribute,
} from '@ridgeline/commerce';
import type { Catalog, CatalogCategory, CatalogProduct, CatalogVariant } from './catalog.js';
import { effectivePrice, ON_MODEL_ARTS, productPagePath } from './catalog.js';
import { pricebookIds, type CommerceConfig } from './config.js';

/** How a product is rendered: what the request asked for (SCAPI `expand`, `allImages`, `perPricebook`, ...). */
export interface ProductView {
  expand: Set<string>;
  allImages: boolean;
  perPricebook: boolean;
  /** `imgTypes` (`large:2,swatch`): view type → max count (Infinity = all) */
  imgTypes?: Map<string, number>;
  locale: string;
  /** origin that image links point at (the sandbox's own) */
  origin: string;
}

export const PRODUCT_EXPANDS = [
  'availability',
  'bundled_products',
  'links',
  'promotions',
  'options',
  'images',
  'prices',
  'variations',
  'set_products',
  'recommendations',
  'shipping_methods',
  'page_meta_tags',
  'primary_category',
] as const;

/** `expand` as SCAPI reads it: absent → everything, `none` → nothing, else the listed sections. */
export function parseExpand(raw: string | undefined, all: readonly string[]): Set<string> {
  if (raw === undefined || raw === '') return new Set(all);
  const list = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.includes('none')) return new Set();
  return new Set(list);
}

export function parseImgTypes(raw: string | undefined): Map<string, number> | undefined {
  if (!raw) return undefined;
  const out = new Map<string, number>();
  for (const part of raw.split(',')) {
    const [type, count] = part.split(':');
    if (type) out.set(type.trim(), count ? Number(count) : Infinity);
  }
  return out;
}

const isFrench = (locale: string) => locale.toLowerCase().startsWith('fr');

export function colorName(catalog: Catalog, code: string, locale: string): string {
  const c = catalog.colors[code];
  if (!c) return code;
  return isFrench(locale) && c.fr ? c.fr : c.name;
}

export function categoryName(cat: CatalogCategory, locale: string): string {
  return isFrench(locale) && cat.seed.fr ? cat.seed.fr : cat.seed.name;
}

/** Image names served by the media endpoint for one colour of a master. */
export const imageNames = (masterId: string, color: string) => ({
  front: `${masterId}-${color}`,
  back: `${masterId}-${color}-back`,
  swatch: `${masterId}-${color}-swatch`,
  onmodel: `${masterId}-${color}-onmodel`,
});

const VIEW_WIDTH: Record<string, number | undefined> = {
  large: undefined,
  onmodel: undefined,
  medium: 496,
  small: 148,
  swatch: 48,
};

export function imageLink(view: ProductView, config: CommerceConfig, name: string, viewType = 'large') {
  const base = `${view.origin}/i/${config.mediaEndpoint}/${name}`;
  const w = VIEW_WIDTH[viewType];
  return { base, link: w ? `${base}?w=${w}` : base };
}

export function image(
  catalog: Catalog,
  config: CommerceConfig,
  view: ProductView,
  p: CatalogProduct,
  color: string,
  which: 'front' | 'back' | 'swatch' | 'onmodel',
  viewType: string,
): CommerceImage {
  const name = imageNames(p.id, color)[which];
  const { base, link } = imageLink(view, config, name, viewType);
  const colour = colorName(catalog, color, view.locale);
  const title = which === 'swatch' ? colour : `${p.name}, ${colour}`;
  const alt = which === 'back' ? `${title}, back view` : which === 'onmodel' ? `${title}, on model` : title;
  return { alt, disBaseLink: base, link, title };
}

/** Colours in display order, the first orderable one first (what a tile shows initially). */
export function colorsOf(p: CatalogProduct): string[] {
  const orderable = p.seed.colors.filter((c) => p.variants.some((v) => v.color === c && v.ats > 0));
  return [...orderable, ...p.seed.colors.filter((c) => !orderable.includes(c))];
}

/** The images of a view type other than the front-and-back ones. */
const IMAGES_OF_VIEW: Partial<Record<string, readonly ('swatch' | 'onmodel')[]>> = {
  swatch: ['swatch'],
  onmodel: ['onmodel'],
};

export function imageGroups(
  catalog: Catalog,
  config: CommerceConfig,
  view: ProductView,
  p: CatalogProduct,
  colors: string[],
  generic: boolean,
): CommerceImageGroup[] {
  const groups: CommerceImageGroup[] = [];
  const limit = (type: string) => (view.imgTypes ? view.imgTypes.get(type) : Infinity);
  const add = (viewType: string, color: string, perColor: boolean) => {
    const max = limit(viewType);
    if (max === undefined || max <= 0) return;
    const images = (IMAGES_OF_VIEW[viewType] ?? (['front', 'back'] as const))
      .map((w) => image(catalog, config, view, p, color, w, viewType))
      .slice(0, max);
    groups.push({
      images,
      viewType,
      ...(perColor ? { variationAttributes: [{ id: 'color', values: [{ value: color }] }] } : {}),
    });
  };
  const main = colors[0]!;
  if (generic) for (const t of ['large', 'medium', 'small']) add(t, main, false);
  if (view.allImages) {
    for (const t of ['large', 'medium', 'small', 'swatch']) for (const color of colors) add(t, color, true);
    if (ON_MODEL_ARTS.has(p.seed.art)) for (const color of colors) add('onmodel', color, true);
  }
  return groups;
}

export function priceSummary(config: CommerceConfig, variants: CatalogVariant[]) {
  const books = pricebookIds(config.siteId);
  const eff = variants.map(effectivePrice);
  const lists = variants.map((v) => v.listPrice);
  const sales = variants.flatMap((v) => (v.salePrice !== undefined ? [v.salePrice] : []));
  const price = Math.min(...eff);
  const priceMax = Math.max(...eff);
  const prices: Record<string, number> = { [books.list]: Math.min(...lists) };
  if (sales.length) prices[books.sale] = Math.min(...sales);
  const priceRanges = [{ pricebook: books.list, minPrice: Math.min(...lists), maxPrice: Math.max(...lists) }];
  if (sales.length)
    priceRanges.push({ pricebook: books.sale, minPrice: Math.min(...sales), maxPrice: Math.max(...sales) });
  return { price, priceMax, prices, priceRanges };
}

export function variationAttributes(
  catalog: Catalog,
  config: CommerceConfig,
  view: ProductView,
  p: CatalogProduct,
  colors: string[],
  withImages: boolean,
): CommerceVariationAttribute[] {
  const sizes = catalog.sizeSets[p.seed.sizes] ?? [];
  return [
    {
      id: 'color',
      name: view.locale.startsWith('fr') ? 'Couleur' : 'Color',
      values: colors.map((color) => ({
        name: colorName(catalog, color, view.locale),
        orderable: p.variants.some((v) => v.color === color && v.ats > 0),
        value: color,
        ...(withImages
          ? {
              image: image(catalog, config, view, p, color, 'front', 'large'),
              imageSwatch: image(catalog, config, view, p, color, 'swatch', 'swatch'),
            }
          : {}),
      })),
    },
    {
      id: 'size',
      name: view.locale.startsWith('fr') ? 'Taille' : 'Size',
      values: sizes.map((size) => ({
        name: size,
        orderable: p.variants.some((v) => v.size === size && v.ats > 0),
        value: size,
      })),
    },
  ];
}

export const variantEntry = (v: CatalogVariant): CommerceVariant => ({
  orderable: v.ats > 0,
  price: effectivePrice(v),
  productId: v.id,
  variationValues: { color: v.color, size: v.size },
});

export function promotions(catalog: Catalog, p: CatalogProduct, price: number): CommercePromotion[] {
  return (p.seed.promos ?? []).flatMap((id) => {
    const promo = catalog.promotions[id];
    if (!promo) return [];
    const { percentOff, calloutMsg, couponCode, ...custom } = promo;
    return [
      {
        calloutMsg,
        promotionId: id,
        // a price every shopper pays: a promotion behind a code has none until the code is in a basket
        ...(couponCode ? {} : { promotionalPrice: percentOff ? Math.round(price * (100 - percentOff)) / 100 : price }),
        ...custom,
      },
    ];
  });
}

/** Custom attributes (SCAPI `c_` properties) of a master. */
export function customAttributes(p: CatalogProduct, colors: string[]) {
  const s = p.seed;
  return {
    c_isNew: p.isNew,
    c_isSale: p.isSale,
    c_memberExclusive: p.memberExclusive,
    ...(s.badge ? { c_gridBadge: { displayValue: s.badge, value: s.badge.toLowerCase().replace(/\s+/g, '-') } } : {}),
    ...(s.tech ? { c_technologyGridBadge: s.tech } : {}),
    c_colorID: colors.join('|'),
    c_bvAverageRating: s.rating,
    c_bvReviewCount: s.reviews,
    c_styleNumber: p.id,
    c_releaseDate: s.released,
    c_gender: { m: 'mens', w: 'womens', k: 'kids', u: 'unisex' }[s.g],
    ...(s.slug ? { c_slugUrl: s.slug } : {}),
  };
}

export function inventory(variants: CatalogVariant[]) {
  const ats = variants.reduce((sum, v) => sum + v.ats, 0);
  return { ats, backorderable: false, id: 'inventory_m', orderable: ats > 0, preorderable: false, stockLevel: ats };
}

function longDescription(catalog: Catalog, p: CatalogProduct): string {
  const tech: Record<string, string> = {
    '01': 'OMNI-TECH waterproof-breathable protection',
    '72': 'Waterproof, seam-sealed construction',
    '200': 'Waterproof with 200 g insulation',
  };
  const items = [
    p.seed.tech ? tech[p.seed.tech] : undefined,
    `Available in ${p.seed.colors.length} colour${p.seed.colors.length > 1 ? 's' : ''}: ${p.seed.colors.map((c) => catalog.colors[c]?.name).join(', ')}`,
    `Sizes ${(catalog.sizeSets[p.seed.sizes] ?? []).join(', ')}`,
  ].filter(Boolean);
  return `<p>${p.seed.blurb}</p><ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
}

/**
 * SCAPI's quantity and unit pricing of a product: `tieredPrices` (the list price book's tiers, quantity 1 first) when
 * it has tiers, and `unitMeasure`, `unitQuantity`, `pricePerUnit` (the price divided by the quantity one item holds)
 * when it sells by measure.
 */
function quantityPricing(config: CommerceConfig, p: CatalogProduct, v: CatalogVariant | undefined, price: number) {
  const out: Record<string, unknown> = {};
  const list = pricebookIds(config.siteId).list;
  if (v?.tiers?.length)
    out.tieredPrices = [
      { price: v.listPrice, pricebook: list, quantity: 1 },
      ...v.tiers.map((t) => ({ price: t.price, pricebook: list, quantity: t.quantity })),
    ];
  const unit = p.seed.unit;
  if (unit && unit.quantity > 0) {
    out.unitMeasure = unit.measure;
    out.unitQuantity = unit.quantity;
    out.pricePerUnit = Math.round((price / unit.quantity) * 10_000) / 10_000;
  }
  return out;
}

/** A master product as Shopper Products returns it. */
export function serializeMaster(catalog: Catalog, config: CommerceConfig, view: ProductView, p: CatalogProduct) {
  const x = view.expand;
  const colors = colorsOf(p);
  const primary = catalog.categories.get(p.seed.cat)!;
  const out: Record<string, unknown> = {
    brand: p.brand,
    currency: config.currency,
    id: p.id,
    longDescription: longDescription(catalog, p),
    manufacturerName: p.brand,
    manufacturerSku: `RDG-${p.id}`,
    minOrderQuantity: 1,
    name: p.name,
    pageDescription: p.seed.blurb,
    pageTitle: `${p.name} | Ridgeline`,
    primaryCategoryId: primary.id,
    shortDescription: p.seed.blurb,
    slugUrl: productPagePath(p),
    stepQuantity: 1,
    type: { master: true },
    ...customAttributes(p, colors),
    // The product page's copy: on products only (Shopper Products), never on search hits.
    ...(p.seed.custom ?? {}),
  };
  if (x.has('prices')) {
    const s = priceSummary(config, p.variants);
    out.price = s.price;
    if (s.priceMax > s.price) out.priceMax = s.priceMax;
    if (view.perPricebook) {
      out.prices = s.prices;
      out.priceRanges = s.priceRanges;
    }
    Object.assign(out, quantityPricing(config, p, p.variants[0], s.price));
  }
  if (x.has('availability')) out.inventory = inventory(p.variants);
  if (x.has('images')) out.imageGroups = imageGroups(catalog, config, view, p, colors, true);
  if (x.has('variations')) {
    out.variationAttributes = variationAttributes(catalog, config, view, p, colors, x.has('images'));
    out.variants = p.variants.map(variantEntry);
  }
  if (x.has('promotions')) {
    const promos = promotions(catalog, p, priceSummary(config, p.variants).price);
    if (promos.length) out.productPromotions = promos;
  }
  if (x.has('primary_category')) {
    const tree: { id: string; name: string }[] = [];
    for (let c: CatalogCategory | undefined = primary; c && c.parent; c = c.parent) {
      tree.unshift({ id: c.id, name: categoryName(c, view.locale) });
    }
    out.primaryCategory = { id: primary.id, name: categoryName(primary, view.locale), parentCategoryTree: tree };
  }
  return out;
}

/** A variant product (getProduct/getProducts with a variant id). */
export function serializeVariant(
  catalog: Catalog,
  config: CommerceConfig,
  view: ProductView,
  p: CatalogProduct,
  v: CatalogVariant,
) {
  const master = serializeMaster(catalog, config, { ...view, expand: new Set() }, p);
  const x = view.expand;
  const books = pricebookIds(config.siteId);
  const out: Record<string, unknown> = {
    ...master,
    id: v.id,
    name: p.name,
    type: { variant: true },
    master: {
      masterId: p.id,
      orderable: p.variants.some((w) => w.ats > 0),
      price: priceSummary(config, p.variants).price,
    },
    variationValues: { color: v.color, size: v.size },
    c_colorID: v.color,
    upc: String(100000000000 + (Number.parseInt(p.id.slice(2), 10) * 1000 + p.variants.indexOf(v))),
  };
  if (x.has('prices')) {
    out.price = effectivePrice(v);
    if (view.perPricebook) {
      out.prices = { [books.list]: v.listPrice, ...(v.salePrice !== undefined ? { [books.sale]: v.salePrice } : {}) };
    }
    Object.assign(out, quantityPricing(config, p, v, effectivePrice(v)));
  }
  if (x.has('availability')) {
    out.inventory = {
      ats: v.ats,
      backorderable: false,
      id: 'inventory_m',
      orderable: v.ats > 0,
      preorderable: false,
      stockLevel: v.ats,
    };
  }
  if (x.has('images')) out.imageGroups = imageGroups(catalog, config, view, p, [v.color], true);
  if (x.has('variations')) {
    out.variationAttributes = variationAttributes(catalog, config, view, p, colorsOf(p), x.has('images'));
    out.variants = p.variants.map(variantEntry);
  }
  if (x.has('promotions')) {
    const promos = promotions(catalog, p, effectivePrice(v));
    if (promos.length) out.productPromotions = promos;
  }
  return out;
}

/** A category as Shopper Products returns it, with `levels` of subcategories. */
export function serializeCategory(
  cat: CatalogCategory,
  levels: number,
  view: Pick<ProductView, 'locale' | 'origin'>,
  mediaEndpoint: string,
): Record<string, unknown> {
  const s = cat.seed;
  const tree: { id: string; name: string }[] = [];
  for (let c: CatalogCategory | undefined = cat; c; c = c.parent)
    tree.unshift({ id: c.id, name: categoryName(c, view.locale) });
  const out: Record<string, unknown> = {
    id: cat.id,
    name: categoryName(cat, view.locale),
    ...(s.description ? { description: s.description, pageDescription: s.description } : {}),
    pageTitle: `${categoryName(cat, view.locale)} | Ridgeline`,
    ...(cat.parent ? { parentCategoryId: cat.parent.id } : {}),
    parentCategoryTree: tree,
    onlineSubCategoriesCount: cat.children.length,
    ...(s.image
      ? {
          image: `${view.origin}/i/${mediaEndpoint}/${s.image}`,
          thumbnail: `${view.origin}/i/${mediaEndpoint}/${s.image}?w=320`,
        }
      : {}),
    c_showInMenu: s.showInMenu ?? true,
    ...(s.menu ? { c_menuDisplayOptions: s.menu } : {}),
    ...(s.style ? { c_menuDisplayAlternateStyles: s.style } : {}),
    ...(s.col ? { c_columnPlacement: s.col } : {}),
    ...(s.c_cmsMainSlot ? { c_cmsMainSlot: s.c_cmsMainSlot } : {}),
    ...(s.c_cmsBottomSlot ? { c_cmsBottomSlot: s.c_cmsBottomSlot } : {}),
  };
  if (levels > 0 && cat.children.length) {
    out.categories = cat.children.map((c) => serializeCategory(c, levels - 1, view, mediaEndpoint));
  }
  return out;
}
