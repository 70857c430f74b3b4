import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from './server.js';
import { startTestSandbox } from './test-helpers.js';

/** The size-guide service's stand-in (`/size-guides/v1/guides/{brand}/{category}`): its wire format and its 404. */

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox?.close());

type Range = { min: number; max: number };
type Guide = {
  guideId: string;
  title: string;
  measurements: { key: string; label: string }[];
  sizes: { size: string; body: Record<string, { cm: Range; in: Range }> }[];
  howToMeasure: { measurement: string; text: string }[];
};

const get = (brand: string, category: string) => fetch(`${sandbox.url}/size-guides/v1/guides/${brand}/${category}`);

describe('size-guide stand-in', () => {
  it('answers a brand’s guide for a category in centimetres and inches, with how to measure each column', async () => {
    const response = await get('ridgeline', 'mens-jackets');
    expect(response.status).toBe(200);
    const guide = (await response.json()) as Guide;
    expect(guide.guideId).toBe('ridgeline-mens-jackets');
    expect(guide.sizes.map((row) => row.size)).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
    const chest = guide.sizes[1]!.body.chest!;
    expect(chest.cm).toEqual({ min: 96, max: 101 });
    expect(chest.in).toEqual({ min: 38, max: 40 });
    expect(guide.howToMeasure.map((line) => line.measurement)).toEqual(guide.measurements.map((m) => m.key));
  });

  it('has guides per brand: another brand’s category differs, and one without a guide is 404', async () => {
    const bags = (await (await get('basecamp-supply-co', 'gear-camping')).json()) as Guide;
    expect(bags.sizes.map((row) => row.size)).toEqual(['REG', 'LONG']);
    expect((await get('ridgeline', 'gear-camping')).status).toBe(404);
    expect((await get('ridgeline', 'gear-packs')).status).toBe(404);
    expect((await get('__proto__', 'constructor')).status).toBe(404);
  });
});
