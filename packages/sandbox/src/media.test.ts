import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_DIMENSION, negotiateFormat, parseTransform, targetSize } from './media.js';
import { createSandboxApp } from './server.js';

const { app, media } = createSandboxApp({ onProblem: () => {} });
const AVIF = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
const WEBP = 'image/webp,*/*';

async function image(url: string, accept = '*/*') {
  const res = await app.request(url, { headers: { Accept: accept } });
  const buf = Buffer.from(await res.arrayBuffer());
  const meta = res.status === 200 ? await sharp(buf).metadata() : undefined;
  return { res, buf, meta };
}

describe('media endpoint /i/{endpoint}/{name}', () => {
  it('serves AVIF for fmt=auto when the browser accepts it', async () => {
    const { res, meta } = await image('/i/ridgeline/alpine-ridge-dawn?w=320&fmt=auto&qlt=60', AVIF);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/avif');
    expect(meta?.format).toBe('heif');
    expect(meta?.compression).toBe('av1');
    expect([meta?.width, meta?.height]).toEqual([320, 200]);
    expect(res.headers.get('vary')).toBe('Accept');
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
  });

  it('serves WebP when only WebP is accepted, JPEG otherwise, PNG for transparent art', async () => {
    const webp = await image('/i/ridgeline/forest-trail?w=200&fmt=auto', WEBP);
    expect(webp.res.headers.get('content-type')).toBe('image/webp');
    expect(webp.meta?.format).toBe('webp');
    const jpeg = await image('/i/ridgeline/forest-trail?w=200&fmt=auto', 'image/jpeg,*/*');
    expect(jpeg.meta?.format).toBe('jpeg');
    const logo = await image('/i/ridgeline/ridgeline-logo?w=200', '*/*');
    expect(logo.meta?.format).toBe('png');
    expect(logo.meta?.hasAlpha).toBe(true);
  });

  it('honours an explicit fmt whatever the Accept header says', async () => {
    for (const [fmt, format] of [
      ['jpg', 'jpeg'],
      ['png', 'png'],
      ['webp', 'webp'],
      ['avif', 'heif'],
    ] as const) {
      const { meta } = await image(`/i/ridgeline/river-valley?w=120&fmt=${fmt}`, AVIF);
      expect(meta?.format, fmt).toBe(format);
    }
  });

  it("sizes by the commerce image service's sw/sh (fit inside, never a crop), sm=fit and sfrm", async () => {
    const size = async (q: string) => {
      const { res, meta } = await image(`/i/ridgeline/summit-hiker?${q}`);
      expect(res.status, q).toBe(200);
      return [meta?.width, meta?.height, meta?.format];
    };
    // summit-hiker is 1600x1000
    expect(await size('sw=400&sfrm=webp')).toEqual([400, 250, 'webp']);
    expect(await size('sh=100&sfrm=png')).toEqual([160, 100, 'png']);
    expect(await size('sw=300&sh=300&sfrm=jpg')).toEqual([300, 188, 'jpeg']);
    expect(await size('w=300&h=300&sm=fit&fmt=webp')).toEqual([300, 188, 'webp']);
    // a product image URL as a commerce client sizes it
    expect(await size('sw=148&q=60&sfrm=webp')).toEqual([148, 93, 'webp']);
    // sw appended to a link that already carries a width: the client's size wins
    expect(await size('w=496&sw=148&sfrm=webp')).toEqual([148, 93, 'webp']);
    const bad = await image('/i/ridgeline/summit-hiker?sw=0');
    expect(bad.res.status).toBe(400);
    expect(bad.buf.toString()).toContain('sw must be between 1');
  });

  it('resizes: w keeps the ratio, w+h crops to cover, sm=aspect derives the other side', async () => {
    const size = async (q: string) => {
      const { meta } = await image(`/i/ridgeline/summit-hiker?${q}&fmt=webp`);
      return [meta?.width, meta?.height];
    };
    expect(await size('w=400')).toEqual([400, 250]);
    expect(await size('h=100')).toEqual([160, 100]);
    expect(await size('w=300&h=300')).toEqual([300, 300]);
    expect(await size('w=400&sm=aspect&aspect=4:5')).toEqual([400, 500]);
    expect(await size('h=270&sm=aspect&aspect=16:9')).toEqual([480, 270]);
    expect(await size('w=640&h=100&sm=s')).toEqual([640, 100]);
    expect(await size('sm=aspect&aspect=1:1')).toEqual([1000, 1000]);
  });

  it('renders vector art sharply at large sizes (up to the 4000 px clamp)', async () => {
    const { meta } = await image(`/i/ridgeline/ridgeline-logo?w=${MAX_DIMENSION}&h=100&sm=s&fmt=webp`);
    expect(meta?.width).toBe(MAX_DIMENSION);
  });

  it('ignores $named$ transforms and accepts an SEO extension on the name', async () => {
    expect((await image('/i/ridgeline/tent-under-stars?$poi$&w=100&$quality-high$')).res.status).toBe(200);
    expect((await image('/i/ridgeline/tent-under-stars.jpg?w=100')).res.status).toBe(200);
  });

  it('answers 404 for unknown images and endpoints', async () => {
    const missing = await image('/i/ridgeline/no-such-image?w=100');
    expect(missing.res.status).toBe(404);
    expect(missing.buf.toString()).toMatch(/no image named "no-such-image"/);
    expect((await image('/i/someone-else/forest-trail')).res.status).toBe(404);
  });

  it.each([
    ['w=0', /w must be between 1 and 4000/],
    ['w=abc', /w must be a whole number/],
    ['h=4001', /h must be between 1 and 4000/],
    ['w=4000&sm=aspect&aspect=1:2', /exceeds the 4000 px limit/],
    ['fmt=gif', /fmt must be one of/],
    ['qlt=101', /qlt \(or q\) must be/],
    ['q=0', /qlt \(or q\) must be/],
    ['sm=aspect', /sm=aspect needs aspect=W:H/],
    ['sm=aspect&aspect=16x9', /sm=aspect needs aspect=W:H/],
    ['sm=zoom', /sm must be one of/],
  ])('rejects %s with 400 and a clear message', async (query, message) => {
    const { res, buf } = await image(`/i/ridgeline/forest-trail?${query}`);
    expect(res.status).toBe(400);
    expect(buf.toString()).toMatch(message);
  });

  it('keeps encoded outputs in an LRU so a repeat costs no re-encode', async () => {
    const url = '/i/ridgeline/lake-reflection?w=777&fmt=webp&qlt=61';
    const hitsBefore = media.cache.hits;
    const first = await image(url);
    const second = await image(url);
    // the hit counter, not a stopwatch, proves no re-encode (timings flake on a shared machine)
    expect(media.cache.hits).toBe(hitsBefore + 1);
    expect(second.buf.equals(first.buf)).toBe(true);
    const etag = second.res.headers.get('etag')!;
    const revalidated = await app.request(url, { headers: { 'If-None-Match': etag } });
    expect(revalidated.status).toBe(304);
  });

  it('quality changes the encoded size', async () => {
    const low = await image('/i/ridgeline/alpine-ridge-dawn?w=600&fmt=jpg&q=20');
    const high = await image('/i/ridgeline/alpine-ridge-dawn?w=600&fmt=jpg&q=95');
    expect(low.buf.length).toBeLessThan(high.buf.length);
  });
});

describe('media helpers', () => {
  it('negotiateFormat prefers avif, then webp, then jpeg/png', () => {
    expect(negotiateFormat('image/avif,image/webp', false)).toBe('avif');
    expect(negotiateFormat('image/webp,*/*', true)).toBe('webp');
    expect(negotiateFormat(undefined, false)).toBe('jpeg');
    expect(negotiateFormat('*/*', true)).toBe('png');
  });

  it('targetSize', () => {
    const t = parseTransform(new URLSearchParams('w=1280&sm=aspect&aspect=16:9'));
    expect(targetSize(t, 1600, 1000)).toEqual({ width: 1280, height: 720, crop: true });
  });
});

describe('names', () => {
  it('accepts percent-encoded names as the renderer builds them', async () => {
    const res = await app.request('/i/ridgeline/forest%2Dtrail?fmt=auto&q=60&w=100', {
      headers: { Accept: 'image/webp' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
  });
});
