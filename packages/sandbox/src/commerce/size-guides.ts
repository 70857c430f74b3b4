import { Hono } from 'hono';

/**
 * A stand-in for the size-guide service: `GET /size-guides/v1/guides/{brand}/{category}` answers one brand's guide
 * for one category as JSON (body measurements in centimetres and inches, and how to measure), or 404 when there is
 * none. The demo guides are made here, the same on every start: Ridgeline's apparel and footwear categories, and
 * Basecamp Supply Co.'s sleeping bags (gear-camping). Categories without one (packs, accessories, hydration) are 404.
 */

type Cm = readonly [number, number];
interface Measurement {
  key: string;
  label: string;
  howTo: string;
}

const CHEST: Measurement = {
  key: 'chest',
  label: 'Chest',
  howTo: 'Around the fullest part of the chest, under the arms, tape level.',
};
const BUST: Measurement = { key: 'bust', label: 'Bust', howTo: 'Around the fullest part of the bust, tape level.' };
const WAIST: Measurement = {
  key: 'waist',
  label: 'Waist',
  howTo: 'Around the natural waistline, above the hip bones.',
};
const HIPS: Measurement = { key: 'hips', label: 'Hips', howTo: 'Around the fullest part of the hips, feet together.' };
const SLEEVE: Measurement = {
  key: 'sleeve',
  label: 'Sleeve',
  howTo: 'From the centre back of the neck, over the shoulder and down to the wrist, arm slightly bent.',
};
const INSEAM: Measurement = { key: 'inseam', label: 'Inseam', howTo: 'From the crotch down to the ankle bone.' };
const HEIGHT: Measurement = { key: 'height', label: 'Height', howTo: 'Standing straight against a wall, no shoes.' };
const FOOT: Measurement = {
  key: 'foot',
  label: 'Foot length',
  howTo: 'Heel against a wall, from the wall to the tip of the longest toe; measure both feet and use the longer.',
};

interface DemoGuide {
  title: string;
  measurements: Measurement[];
  sizes: [string, ...Cm[]][];
}

const MENS_TOPS: DemoGuide['sizes'] = [
  ['S', [86, 91], [71, 76], [81, 84]],
  ['M', [96, 101], [81, 86], [84, 86]],
  ['L', [106, 111], [91, 96], [86, 89]],
  ['XL', [116, 121], [101, 106], [89, 91]],
  ['XXL', [126, 131], [111, 116], [91, 94]],
];
const WOMENS: DemoGuide['sizes'] = [
  ['XS', [79, 83], [61, 65], [86, 90]],
  ['S', [84, 88], [66, 70], [91, 95]],
  ['M', [89, 94], [71, 76], [96, 101]],
  ['L', [97, 103], [79, 85], [104, 110]],
  ['XL', [106, 112], [88, 94], [113, 119]],
];
const KIDS: DemoGuide['sizes'] = [
  ['XS', [107, 117], [56, 58]],
  ['S', [118, 132], [59, 63]],
  ['M', [133, 147], [64, 70]],
  ['L', [148, 157], [71, 76]],
  ['XL', [158, 165], [77, 81]],
];
const MENS_FEET: DemoGuide['sizes'] = [8, 9, 10, 11, 12, 13].map((size, i) => [
  String(size),
  [26 + i * 0.8, 26 + i * 0.8],
]);
const WOMENS_FEET: DemoGuide['sizes'] = [6, 7, 8, 9, 10, 11].map((size, i) => [
  String(size),
  [22.5 + i * 0.8, 22.5 + i * 0.8],
]);

const mensTops = (title: string): DemoGuide => ({ title, measurements: [CHEST, WAIST, SLEEVE], sizes: MENS_TOPS });
const womens = (title: string): DemoGuide => ({ title, measurements: [BUST, WAIST, HIPS], sizes: WOMENS });
const kids = (title: string): DemoGuide => ({ title, measurements: [HEIGHT, CHEST], sizes: KIDS });
const footwear = (title: string): DemoGuide => ({
  title,
  measurements: [FOOT],
  sizes: [
    ...WOMENS_FEET.map(([size, cm]): DemoGuide['sizes'][number] => [`W ${size}`, cm!]),
    ...MENS_FEET.map(([size, cm]): DemoGuide['sizes'][number] => [`M ${size}`, cm!]),
  ],
});

/** The demo guides by brand path segment, then category id. */
export const DEMO_SIZE_GUIDES: Readonly<Record<string, Readonly<Record<string, DemoGuide>>>> = {
  ridgeline: {
    'mens-jackets': mensTops("Men's jackets"),
    'mens-shirts': mensTops("Men's shirts"),
    'mens-fleece': mensTops("Men's fleece"),
    'mens-pants': {
      title: "Men's pants",
      measurements: [WAIST, INSEAM],
      sizes: [30, 32, 34, 36, 38].map((waist) => [String(waist), [waist * 2.54, waist * 2.54 + 2], [81, 81]]),
    },
    'womens-jackets': womens("Women's jackets"),
    'womens-tops': womens("Women's tops"),
    'womens-fleece': womens("Women's fleece"),
    'womens-pants': womens("Women's pants"),
    'womens-dresses': womens("Women's dresses"),
    'kids-jackets': kids("Kids' jackets"),
    'kids-clothing': kids("Kids' clothing"),
    'footwear-hiking': footwear('Hiking footwear'),
    'footwear-trail': footwear('Trail footwear'),
    'footwear-winter': footwear('Winter footwear'),
    'footwear-sandals': footwear('Sandals'),
  },
  'basecamp-supply-co': {
    'gear-camping': {
      title: 'Sleeping bags',
      measurements: [HEIGHT],
      sizes: [
        ['REG', [0, 183]],
        ['LONG', [184, 198]],
      ],
    },
  },
};

const round = (value: number, step: number) => Math.round(value / step) * step;
const inches = (cm: number) => round(cm / 2.54, 0.5);

/** A demo guide in the service's wire format. */
export function sizeGuideAnswer(brand: string, categoryId: string, guide: DemoGuide) {
  return {
    guideId: `${brand}-${categoryId}`,
    brand,
    categoryId,
    title: guide.title,
    measurements: guide.measurements.map(({ key, label }) => ({ key, label })),
    sizes: guide.sizes.map(([size, ...cells]) => ({
      size,
      body: Object.fromEntries(
        guide.measurements.flatMap((measurement, i) => {
          const cell = cells[i];
          if (!cell) return [];
          const [min, max] = cell.map((value) => round(value, 0.5)) as [number, number];
          return [[measurement.key, { cm: { min, max }, in: { min: inches(min), max: inches(max) } }]];
        }),
      ),
    })),
    howToMeasure: guide.measurements.map(({ key, howTo }) => ({ measurement: key, text: howTo })),
  };
}

export function createSizeGuideApi() {
  const app = new Hono();
  app.get('/size-guides/v1/guides/:brand/:category', (c) => {
    const brand = c.req.param('brand');
    const category = c.req.param('category');
    const guides = Object.hasOwn(DEMO_SIZE_GUIDES, brand) ? DEMO_SIZE_GUIDES[brand]! : {};
    const guide = Object.hasOwn(guides, category) ? guides[category] : undefined;
    if (!guide) return c.json({ error: { status: 404, message: 'No size guide for this brand and category.' } }, 404);
    return c.json(sizeGuideAnswer(brand, category, guide));
  });
  return app;
}
