import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from '../paths.js';

/** The demo catalogue seed shipped with the package (`packages/sandbox/catalog`). */
export const defaultCatalogDir = path.join(packageRoot, 'catalog');

export interface ColorSeed {
  name: string;
  fr?: string;
  hex: string;
  family: string;
}

export type Gender = 'm' | 'w' | 'k' | 'u';

export interface CategoryRule {
  /** product assigned (directly) somewhere under this category */
  under?: string;
  gender?: Gender;
  flag?: 'new' | 'sale' | 'member';
  promo?: string;
}

export interface CategorySeed {
  id: string;
  name: string;
  fr?: string;
  description?: string;
  image?: string;
  /** desktop menu column (1-based) */
  col?: number;
  /** c_menuDisplayAlternateStyles */
  style?: string;
  /** c_menuDisplayOptions: hidden | showDesktopOnly | showMobileOnly */
  menu?: 'hidden' | 'showDesktopOnly' | 'showMobileOnly';
  /** c_showInMenu (default true) */
  showInMenu?: boolean;
  rule?: CategoryRule;
  c_cmsMainSlot?: string;
  c_cmsBottomSlot?: string;
  categories?: CategorySeed[];
}

/** A product's page on the storefront: `/p/{slug}`, or `/p/noslug-{id}.html` for one without a slug. */
export function productPagePath(product: { id: string; seed: { slug?: string } }): string {
  return product.seed.slug ? `/p/${product.seed.slug}` : `/p/noslug-${encodeURIComponent(product.id)}.html`;
}

export interface ProductSeed {
  id: string;
  name: string;
  /** the product's SEO slug (`c_slugUrl`, its page `/p/{slug}`); a product without one is addressed by its id */
  slug?: string;
  g: Gender;
  cat: string;
  also?: string[];
  art: string;
  brand?: string;
  colors: string[];
  sizes: string;
  price: number;
  /** size upcharges, e.g. { "XXL": 15 } */
  up?: Record<string, number>;
  /** sale pricebook entries: a percentage or a fixed price, for all colours or the listed ones */
  sale?: { pct?: number; price?: number; colors?: string[] };
  /** quantity prices of the list price book: from `quantity` items on, each costs `price` (SCAPI `tieredPrices`) */
  tiers?: { quantity: number; price: number }[];
  /** what one item holds, for the price per unit (SCAPI `unitQuantity`, `unitMeasure`, `pricePerUnit`) */
  unit?: { quantity: number; measure: string };
  tech?: string;
  badge?: string;
  new?: boolean;
  member?: boolean;
  promos?: string[];
  /** 'low' (every variant 1-5), 'out' (nothing left), or colours sold out / low */
  stock?: 'low' | 'out' | { out?: string[]; low?: string[] };
  rating: number;
  reviews: number;
  released: string;
  blurb: string;
  /**
   * Custom attributes served as they are (SCAPI `c_` properties): the product page's copy, e.g. `c_features`
   * (bullet list), `c_fit`, `c_fabric`, `c_gearUpForAdventure`, `c_questions` ([{ question, answer }]).
   */
  custom?: Record<string, unknown>;
}

export interface PromotionSeed {
  calloutMsg: string;
  /** a share off the price of the products that carry the promotion, taken in the basket */
  percentOff?: number;
  /** the code a shopper enters for it; without one it applies to every basket line of its products */
  couponCode?: string;
  [custom: string]: unknown;
}

export interface CatalogCategory {
  id: string;
  seed: CategorySeed;
  parent?: CatalogCategory;
  children: CatalogCategory[];
  depth: number;
}

export interface CatalogVariant {
  id: string;
  masterId: string;
  color: string;
  size: string;
  listPrice: number;
  salePrice?: number;
  /** the list price book's quantity prices, lowest quantity first (quantity 1 is the list price itself) */
  tiers?: { quantity: number; price: number }[];
  ats: number;
}

export interface CatalogProduct {
  seed: ProductSeed;
  id: string;
  name: string;
  brand: string;
  position: number;
  /** categories the product is assigned to (directly, and by the virtual categories' rules) */
  assigned: string[];
  /** assigned categories plus all their ancestors: what `refine=cgid=` matches */
  inCategories: Set<string>;
  variants: CatalogVariant[];
  isNew: boolean;
  isSale: boolean;
  memberExclusive: boolean;
}

export interface Catalog {
  dir: string;
  root: CatalogCategory;
  categories: Map<string, CatalogCategory>;
  products: CatalogProduct[];
  productById: Map<string, CatalogProduct>;
  variantById: Map<string, { product: CatalogProduct; variant: CatalogVariant }>;
  colors: Record<string, ColorSeed>;
  sizeSets: Record<string, string[]>;
  promotions: Record<string, PromotionSeed>;
  arts: Map<string, string>;
  /** SVG source of a product image name (`{masterId}-{colorId}`, `…-back`, `…-swatch`), or undefined */
  renderArt(name: string): string | undefined;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** A stable number from a string (for deterministic inventory). */
export function stableHash(s: string): number {
  return createHash('sha1').update(s).digest().readUInt32BE(0);
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

const converted = new WeakMap<Catalog, Map<number, Catalog>>();

/** A price converted at `rate`: rounded up to the next whole unit, less 0.01 (89.90 USD at 1.35 → 121.99). */
export const convertPrice = (price: number, rate: number): number => round2(Math.ceil(price * rate - 1e-9) - 0.01);

/**
 * The catalogue with every price converted at `rate` (another currency's price books); the same categories, images and
 * stock. Built once per catalogue and rate.
 */
export function catalogAtRate(catalog: Catalog, rate: number): Catalog {
  if (rate === 1) return catalog;
  let byRate = converted.get(catalog);
  if (!byRate) converted.set(catalog, (byRate = new Map()));
  const known = byRate.get(rate);
  if (known) return known;
  const products: CatalogProduct[] = [];
  const productById = new Map<string, CatalogProduct>();
  const variantById = new Map<string, { product: CatalogProduct; variant: CatalogVariant }>();
  for (const original of catalog.products) {
    const variants = original.variants.map((v) => ({
      ...v,
      listPrice: convertPrice(v.listPrice, rate),
      ...(v.salePrice !== undefined ? { salePrice: convertPrice(v.salePrice, rate) } : {}),
      ...(v.tiers ? { tiers: v.tiers.map((t) => ({ ...t, price: convertPrice(t.price, rate) })) } : {}),
    }));
    const product: CatalogProduct = { ...original, variants };
    products.push(product);
    productById.set(product.id, product);
    for (const variant of variants) variantById.set(variant.id, { product, variant });
  }
  const priced: Catalog = { ...catalog, products, productById, variantById };
  byRate.set(rate, priced);
  return priced;
}

export const effectivePrice = (v: CatalogVariant): number =>
  v.salePrice !== undefined && v.salePrice < v.listPrice ? v.salePrice : v.listPrice;

/** The price of one item when `quantity` are bought: the lowest of the effective price and the tier reached. */
export function priceForQuantity(v: CatalogVariant, quantity: number): number {
  const tier = (v.tiers ?? []).filter((t) => quantity >= t.quantity).at(-1);
  return tier ? Math.min(tier.price, effectivePrice(v)) : effectivePrice(v);
}

function inventoryFor(seed: ProductSeed, color: string, size: string, id: string): number {
  const h = stableHash(id);
  const stock = seed.stock;
  if (stock === 'out') return 0;
  if (stock === 'low') return 1 + (h % 5);
  if (stock && typeof stock === 'object') {
    if (stock.out?.includes(color)) return 0;
    if (stock.low?.includes(color)) return 1 + (h % 5);
  }
  // a few single sizes sold out or nearly gone, like a real assortment
  if (h % 19 === 0) return 0;
  if (h % 11 === 0) return 2 + (h % 3);
  return 8 + (h % 60);
}

export function loadCatalog(dir: string = defaultCatalogDir): Catalog {
  const colors = readJson<Record<string, ColorSeed>>(path.join(dir, 'colors.json'));
  const sizeSets = readJson<Record<string, string[]>>(path.join(dir, 'sizes.json'));
  const promotions = readJson<Record<string, PromotionSeed>>(path.join(dir, 'promotions.json'));
  const rootSeed = readJson<CategorySeed>(path.join(dir, 'categories.json'));
  const productSeeds = readJson<ProductSeed[]>(path.join(dir, 'products.json'));
  const arts = new Map<string, string>();
  for (const f of readdirSync(path.join(dir, 'art'))) {
    if (f.endsWith('.svg')) arts.set(f.slice(0, -4), readFileSync(path.join(dir, 'art', f), 'utf8'));
  }

  const categories = new Map<string, CatalogCategory>();
  const build = (seed: CategorySeed, parent: CatalogCategory | undefined, depth: number): CatalogCategory => {
    if (categories.has(seed.id)) throw new Error(`catalog: duplicate category id ${seed.id}`);
    const node: CatalogCategory = { id: seed.id, seed, children: [], depth, ...(parent ? { parent } : {}) };
    categories.set(seed.id, node);
    node.children = (seed.categories ?? []).map((c) => build(c, node, depth + 1));
    return node;
  };
  const root = build(rootSeed, undefined, 0);
  const ancestorsOf = (id: string): string[] => {
    const out: string[] = [];
    for (let c = categories.get(id); c; c = c.parent) out.push(c.id);
    return out;
  };

  const products: CatalogProduct[] = [];
  const productById = new Map<string, CatalogProduct>();
  const variantById = new Map<string, { product: CatalogProduct; variant: CatalogVariant }>();
  productSeeds.forEach((seed, position) => {
    if (productById.has(seed.id)) throw new Error(`catalog: duplicate product id ${seed.id}`);
    const sizes = sizeSets[seed.sizes];
    if (!sizes) throw new Error(`catalog: ${seed.id} uses unknown size set ${seed.sizes}`);
    if (!arts.has(seed.art)) throw new Error(`catalog: ${seed.id} uses unknown art ${seed.art}`);
    const notCustom = Object.keys(seed.custom ?? {}).filter((key) => !/^c_\w+$/.test(key));
    if (notCustom.length > 0)
      throw new Error(`catalog: ${seed.id} has custom attributes without the c_ prefix: ${notCustom.join(', ')}`);
    for (const c of [seed.cat, ...(seed.also ?? [])]) {
      if (!categories.has(c)) throw new Error(`catalog: ${seed.id} is assigned to unknown category ${c}`);
    }
    const variants: CatalogVariant[] = [];
    for (const color of seed.colors) {
      if (!colors[color]) throw new Error(`catalog: ${seed.id} uses unknown colour ${color}`);
      for (const size of sizes) {
        const id = `${seed.id}-${color}-${size}`;
        const up = seed.up?.[size] ?? 0;
        const listPrice = round2(seed.price + up);
        let salePrice: number | undefined;
        if (seed.sale && (!seed.sale.colors || seed.sale.colors.includes(color))) {
          salePrice =
            seed.sale.price !== undefined
              ? round2(seed.sale.price + up)
              : round2(listPrice * (1 - (seed.sale.pct ?? 0) / 100));
        }
        variants.push({
          id,
          masterId: seed.id,
          color,
          size,
          listPrice,
          ...(salePrice !== undefined ? { salePrice } : {}),
          ...(seed.tiers?.length
            ? {
                tiers: [...seed.tiers]
                  .sort((a, b) => a.quantity - b.quantity)
                  .map((t) => ({ ...t, price: round2(t.price + up) })),
              }
            : {}),
          ats: inventoryFor(seed, color, size, id),
        });
      }
    }
    const product: CatalogProduct = {
      seed,
      id: seed.id,
      name: seed.name,
      brand: seed.brand ?? 'Ridgeline',
      position,
      assigned: [seed.cat, ...(seed.also ?? [])],
      inCategories: new Set(),
      variants,
      isNew: Boolean(seed.new),
      isSale: variants.some((v) => v.salePrice !== undefined && v.salePrice < v.listPrice),
      memberExclusive: Boolean(seed.member),
    };
    products.push(product);
    productById.set(product.id, product);
    for (const variant of variants) variantById.set(variant.id, { product, variant });
  });

  // virtual categories: assigned by rule, evaluated against the direct assignments
  const direct = new Map(products.map((p) => [p.id, new Set(p.assigned.flatMap(ancestorsOf))]));
  for (const cat of categories.values()) {
    const rule = cat.seed.rule;
    if (!rule) continue;
    for (const p of products) {
      if (rule.under && !direct.get(p.id)!.has(rule.under)) continue;
      if (rule.gender && p.seed.g !== rule.gender) continue;
      if (rule.flag === 'new' && !p.isNew) continue;
      if (rule.flag === 'sale' && !p.isSale) continue;
      if (rule.flag === 'member' && !p.memberExclusive) continue;
      if (rule.promo && !(p.seed.promos ?? []).includes(rule.promo)) continue;
      if (!p.assigned.includes(cat.id)) p.assigned.push(cat.id);
    }
  }
  for (const p of products) p.inCategories = new Set(p.assigned.flatMap(ancestorsOf));

  const renderArt = (name: string): string | undefined => {
    const m = /^([A-Z]{2}\d{4})-(\d{3})(?:-(back|swatch|onmodel))?$/.exec(name);
    if (!m) return undefined;
    const product = productById.get(m[1]!);
    const color = colors[m[2]!];
    if (!product || !color || !product.seed.colors.includes(m[2]!)) return undefined;
    const view = (m[3] as 'back' | 'swatch' | 'onmodel' | undefined) ?? 'front';
    if (view === 'onmodel' && !ON_MODEL_ARTS.has(product.seed.art)) return undefined;
    return productArt(arts.get(product.seed.art)!, color.hex, view);
  };

  return { dir, root, categories, products, productById, variantById, colors, sizeSets, promotions, arts, renderArt };
}

function shadeHex(hex: string, factor: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) =>
    Math.max(0, Math.min(255, Math.round(factor < 0 ? c * (1 + factor) : c + (255 - c) * factor))),
  );
  return `#${ch.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

function luminance(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  return (0.2126 * ((n >> 16) & 255) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255)) / 255;
}

/** Tints an art template (`{{base}}`, `{{shade}}`, `{{trim}}`, `{{bg}}`, `{{floor}}`) for one colour. */
/** Garments photographed on a model too: their colours have an `onmodel` image group (the demo's on-model shots). */
export const ON_MODEL_ARTS: ReadonlySet<string> = new Set([
  'jacket',
  'fleece',
  'vest',
  'shirt',
  'tee',
  'dress',
  'pants',
  'shorts',
]);

export function productArt(template: string, hex: string, view: 'front' | 'back' | 'swatch' | 'onmodel'): string {
  const light = luminance(hex) > 0.6;
  const shade = light ? shadeHex(hex, -0.3) : luminance(hex) < 0.15 ? shadeHex(hex, 0.25) : shadeHex(hex, -0.35);
  if (view === 'swatch') {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
      `<rect width="96" height="96" fill="${hex}"/>` +
      `<path d="M0 24 L24 0 M0 56 L56 0 M0 88 L88 0 M24 96 L96 24 M56 96 L96 56" stroke="${shade}" stroke-width="3" opacity=".45"/>` +
      `</svg>`
    );
  }
  const values: Record<string, string> = {
    base: hex,
    shade,
    trim: light ? '#2e2e2c' : '#f3efe4',
    // on model: the garment outdoors (a green ground), as a model wears it on the trail
    bg: view === 'back' ? '#e9ebe6' : view === 'onmodel' ? '#d5e0cc' : '#f3f3f0',
    floor: view === 'onmodel' ? '#a9b99a' : '#dcdcd5',
  };
  let svg = template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '#000000');
  if (view === 'back') {
    // the back view: the same garment mirrored, on a slightly darker ground
    svg = svg
      .replace(/(<ellipse[^>]*\/>)/, '$1<g transform="translate(1000 0) scale(-1 1)">')
      .replace(/<\/svg>\s*$/, '</g></svg>');
  }
  return svg;
}
