import { describe, expect, it, vi } from 'vitest';
import { countingBody } from '../testing/countingBody';
import { formatSizeRange, sizeGuideFromWire, SIZE_GUIDE_MAX_ROWS } from '../sizeGuide/model';
import {
  brandSlug,
  createSizeGuideClient,
  loadSizeGuide,
  SIZE_GUIDE_MAX_BODY_BYTES,
  SizeGuideServiceError,
  type SizeGuideConfig,
} from './sizeGuide.server';

const config: SizeGuideConfig = { enableSizeGuides: true, baseUrl: 'https://guides.test/', timeoutMs: 1_000 };
const cell = (min: number, max: number) => ({ cm: { min, max }, in: { min: min / 2.54, max: max / 2.54 } });
const wire = {
  guideId: 'ridgeline-mens-jackets',
  brand: 'Ridgeline',
  categoryId: 'mens-jackets',
  title: "Men's jackets",
  measurements: [
    { key: 'chest', label: 'Chest' },
    { key: 'waist', label: 'Waist' },
    { key: 'bad', label: '' },
  ],
  sizes: [
    { size: 'S', body: { chest: cell(86, 91), waist: cell(71, 76) } },
    { size: 'M', body: { chest: cell(96, 101), waist: { cm: { min: 5, max: 1 } }, __proto__: cell(1, 2) } },
    { body: { chest: cell(1, 2) } },
  ],
  howToMeasure: [
    { measurement: 'chest', text: 'Around the fullest part of the chest.' },
    { measurement: 'hips', text: 'Not a column of this guide.' },
  ],
  unknown: '<script>',
};

function answering(response: () => Response) {
  const calls: string[] = [];
  const fetch = async (url: string) => {
    calls.push(url);
    return response();
  };
  return { calls, client: createSizeGuideClient(config, { fetch: fetch as never }) };
}

describe('size guide wire format', () => {
  it('reads the table, drops what is not one, and keeps how-to-measure lines of its own columns', () => {
    const guide = sizeGuideFromWire(wire)!;
    expect(guide.measurements).toEqual([
      { key: 'chest', label: 'Chest' },
      { key: 'waist', label: 'Waist' },
    ]);
    expect(guide.sizes.map((row) => row.size)).toEqual(['S', 'M']);
    expect(guide.sizes[1]!.body).toEqual({ chest: cell(96, 101) });
    expect(guide.howToMeasure).toEqual([{ label: 'Chest', text: 'Around the fullest part of the chest.' }]);
    expect(formatSizeRange({ min: 86, max: 91 })).toBe('86–91');
    expect(formatSizeRange({ min: 30, max: 30 })).toBe('30');
  });

  it('refuses answers that are not a guide: no rows, no columns, too many rows', () => {
    expect(sizeGuideFromWire(null)).toBeUndefined();
    expect(sizeGuideFromWire({ ...wire, sizes: [] })).toBeUndefined();
    expect(sizeGuideFromWire({ ...wire, measurements: [] })).toBeUndefined();
    const many = Array.from({ length: SIZE_GUIDE_MAX_ROWS + 1 }, (_, i) => ({ size: `S${i}`, body: {} }));
    expect(sizeGuideFromWire({ ...wire, sizes: many })).toBeUndefined();
  });
});

describe('size-guide client', () => {
  it('asks for the brand and category and reads the guide', async () => {
    const { calls, client } = answering(() => Response.json(wire));
    expect((await client.guide('Ridgeline', 'mens-jackets'))?.title).toBe("Men's jackets");
    expect(calls).toEqual(['https://guides.test/v1/guides/ridgeline/mens-jackets']);
    expect(brandSlug('Basecamp Supply Co.')).toBe('basecamp-supply-co');
  });

  it('keeps the request to its two path segments whatever the product says (no traversal, no query)', async () => {
    const { calls, client } = answering(() => Response.json(wire));
    expect(await client.guide('../../admin', 'mens-jackets')).toBeDefined();
    expect(calls).toEqual(['https://guides.test/v1/guides/admin/mens-jackets']);
    expect(await client.guide('Ridgeline', '../secrets')).toBeUndefined();
    expect(await client.guide('Ridgeline', 'a?x=1')).toBeUndefined();
    expect(await client.guide('???', 'mens-jackets')).toBeUndefined();
    expect(calls).toHaveLength(1);
  });

  it('asks nothing with the flag off; a 404 is no guide; other failures throw', async () => {
    const off = createSizeGuideClient({ ...config, enableSizeGuides: false }, { fetch: (() => undefined) as never });
    expect(await off.guide('Ridgeline', 'mens-jackets')).toBeUndefined();
    expect(await answering(() => new Response('', { status: 404 })).client.guide('r', 'c')).toBeUndefined();
    await expect(answering(() => new Response('', { status: 503 })).client.guide('r', 'c')).rejects.toThrow(
      SizeGuideServiceError,
    );
    await expect(answering(() => new Response('<html>')).client.guide('r', 'c')).rejects.toThrow('not JSON');
    await expect(answering(() => Response.json({ rows: [] })).client.guide('r', 'c')).rejects.toThrow('not a size');
  });

  it('stops reading an oversized answer', async () => {
    const body = countingBody(SIZE_GUIDE_MAX_BODY_BYTES * 8, 8 * 1024);
    const { client } = answering(() => new Response(body.stream));
    await expect(client.guide('r', 'c')).rejects.toThrow(SizeGuideServiceError);
    expect(body.pulled()).toBeLessThan(SIZE_GUIDE_MAX_BODY_BYTES * 2);
  });

  it('ends a call that does not answer within its deadline', async () => {
    vi.useFakeTimers();
    try {
      const hanging = createSizeGuideClient(config, {
        fetch: ((_: string, init: { signal: AbortSignal }) =>
          new Promise((_resolve, reject) =>
            init.signal.addEventListener('abort', () => reject(init.signal.reason)),
          )) as never,
      });
      const settled = expect(hanging.guide('r', 'c')).rejects.toBeTruthy();
      await vi.advanceTimersByTimeAsync(config.timeoutMs + 1);
      await settled;
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('loadSizeGuide', () => {
  it('gives the guide, or undefined with one failure reported when there is none or the service fails', async () => {
    const product = { brand: 'Ridgeline', primaryCategoryId: 'mens-jackets' };
    const found = vi.fn();
    expect(await loadSizeGuide(answering(() => Response.json(wire)).client, product, 1_000, found)).toBeDefined();
    expect(found).not.toHaveBeenCalled();
    const missing = vi.fn();
    const none = answering(() => new Response('', { status: 404 })).client;
    expect(await loadSizeGuide(none, product, 1_000, missing)).toBeUndefined();
    expect(missing).toHaveBeenCalledTimes(1);
    const failed = vi.fn();
    const down = answering(() => new Response('', { status: 500 })).client;
    expect(await loadSizeGuide(down, product, 1_000, failed)).toBeUndefined();
    expect(failed).toHaveBeenCalledWith(expect.any(SizeGuideServiceError));
    expect(await loadSizeGuide(undefined, product, 1_000, failed)).toBeUndefined();
    expect(failed).toHaveBeenCalledTimes(1);
  });
});
