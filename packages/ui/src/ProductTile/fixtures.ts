// Demo view models for tests and stories (not exported from the package). Images are
// self-contained SVG data URLs: no network in the story tests.
import { colors } from '../theme/tokens';
import type { ProductTileColour, ProductTileModel } from './model';

/** A 496×521 product "shot" in a colour, labelled with the colour and view. */
export function productArt(fill: string, label: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="496" height="521" viewBox="0 0 496 521">
<rect width="100%" height="100%" fill="${colors.gray[100]}"/>
<path d="M168 90 L248 130 L328 90 L420 150 L380 230 L350 215 L350 460 L146 460 L146 215 L116 230 L76 150 Z" fill="${fill}"/>
<text x="248" y="500" font-family="sans-serif" font-size="22" fill="${colors.gray[700]}" text-anchor="middle">${label}</text>
</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function swatchArt(fill: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><rect width="48" height="48" fill="${fill}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const palette: Record<string, [string, string]> = {
  '010': ['Black', '#1F2937'],
  '464': ['Collegiate Navy', '#1E3A8A'],
  '820': ['Red Spark', '#B91C1C'],
  '370': ['Canteen', '#4D5B2E'],
  '160': ['Ancient Fossil', '#B9A68A'],
  '432': ['Mountain Blue', '#3B6EA5'],
  '257': ['Elk', '#7C5A3C'],
  '039': ['City Grey', '#6B7280'],
  '347': ['Dark Stone', '#57534E'],
};

export function demoColour(
  id: string,
  orderable = true,
  views = ['front', 'back', 'side', 'detail'],
): ProductTileColour {
  const [name, fill] = palette[id] ?? [id, colors.gray[500]];
  return {
    id,
    name,
    orderable,
    swatchUrl: swatchArt(fill),
    images: views.map((view) => ({ url: productArt(fill, `${name} · ${view}`) })),
  };
}

export const stormbreak: ProductTileModel = {
  id: 'RM1001',
  name: "Men's Stormbreak II Rain Jacket",
  href: '/product/RM1001',
  colours: [demoColour('010'), demoColour('464'), demoColour('370', false), demoColour('820')],
  initialColorId: '464',
  price: { type: 'range', minSale: 89.9, maxSale: 120, minList: 120, maxList: 120 },
  badges: { gridBadge: 'Best Seller', isSale: true },
  technologyBadge: '72',
  promotions: [{ calloutHtml: '<b>Free shipping</b> for Ridgeline Rewards members' }],
  stock: { orderable: true, stockLevel: 240 },
  isFavourite: false,
  inCompare: false,
};

export const ridgeway: ProductTileModel = {
  id: 'RM1002',
  name: "Men's Ridgeway Down Hooded Jacket",
  href: '/product/RM1002',
  colours: [
    demoColour('010', false),
    demoColour('432'),
    demoColour('257'),
    demoColour('039'),
    demoColour('160'),
    demoColour('820'),
    demoColour('370'),
  ],
  price: { type: 'single', sales: 240 },
  badges: { isNew: true, exclusiveColors: true },
  technologyBadge: '01',
  stock: { orderable: true, stockLevel: 3 },
  isFavourite: true,
};

export const glacierCrest: ProductTileModel = {
  id: 'RM1005',
  name: "Men's Glacier Crest 3-in-1 Interchange Jacket",
  href: '/product/RM1005',
  colours: [demoColour('010'), demoColour('432')],
  price: { type: 'single', sales: 208, list: 260 },
  badges: { memberExclusive: true, specialDrop: true },
  technologyBadge: 200,
  promotions: [{ calloutHtml: 'Members get early access. <u>Sign in</u>', opensAccountDrawer: true }],
  stock: { orderable: true, stockLevel: 12 },
};

export const coldfront: ProductTileModel = {
  id: 'RM1006',
  name: "Men's Coldfront Parka",
  href: '/product/RM1006',
  colours: [demoColour('010', false, ['front']), demoColour('347', false, ['front'])],
  price: null,
  technologyBadge: '01',
  stock: { orderable: false, stockLevel: 0 },
};
