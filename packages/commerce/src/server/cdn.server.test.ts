import { describe, expect, it } from 'vitest';
import { collectCacheTags, isSharedCacheable, reportCacheTags } from '@ridgeline/renderer/server';
import {
  applyCacheTags,
  cdnPurgeAdapter,
  onPurge,
  purgeEverywhere,
  sharePurges,
  tagAnswer,
  taggedResponse,
  tagResponse,
} from './cdn.server';

const PUBLIC = 'public, max-age=0, s-maxage=900, stale-while-revalidate=900';

describe('cache tag headers', () => {
  it('go on a response a shared cache may keep, capped, with the whole set for the render cache', () => {
    const headers = new Headers({ 'Cache-Control': PUBLIC });
    const many = Array.from({ length: 200 }, (_, index) => `rl-p-${index}`);
    applyCacheTags(headers, many, {});
    expect(headers.get('surrogate-key')!.split(' ')).toHaveLength(128);
    expect(headers.get('surrogate-key')!.split(' ').at(-1)).toBe('rl-overflow');
    expect(headers.get('cache-tag')!.split(',')).toHaveLength(128);
    expect(headers.get('x-ridgeline-cache-tags')!.split(' ')).toHaveLength(201);
    expect(headers.get('edge-cache-tag')).toBeNull();
  });

  it.each([
    ['no-store', { 'Cache-Control': 'no-store' }],
    ['private', { 'Cache-Control': 'private, max-age=60' }],
    ['a cookie', { 'Cache-Control': PUBLIC, 'Set-Cookie': 'a=1' }],
    ['no shared lifetime', { 'Cache-Control': 'public, max-age=0' }],
  ])('never go on a response with %s (and any given before are removed)', (_label, init) => {
    const headers = new Headers({ ...init, 'Surrogate-Key': 'stale', 'x-ridgeline-cache-tags': 'x' });
    expect(isSharedCacheable(headers)).toBe(false);
    applyCacheTags(headers, ['rl-c-1'], {});
    expect([headers.get('surrogate-key'), headers.get('cache-tag'), headers.get('x-ridgeline-cache-tags')]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('on a response no render cache keeps, name what its answer reported, without the internal list', async () => {
    const response = await taggedResponse(async () => {
      await Promise.resolve();
      reportCacheTags(['rl-c-item', 'rl-p-1']);
      return Response.json({}, { headers: { 'Cache-Control': PUBLIC } });
    }, {});
    expect(response.headers.get('surrogate-key')).toBe('rl-all rl-c-item rl-p-1');
    expect(response.headers.get('x-ridgeline-cache-tags')).toBeNull();
    const personal = tagResponse(
      Response.json({}, { headers: { 'Cache-Control': 'private, no-store' } }),
      ['rl-p-1'],
      {},
    );
    expect([personal.headers.get('surrogate-key'), personal.headers.get('x-ridgeline-cache-tags')]).toEqual([
      null,
      null,
    ]);
  });

  it('add Edge-Cache-Tag when Akamai is the CDN', () => {
    const settings = {
      CDN_PURGE: 'akamai' as const,
      AKAMAI_HOST: 'akab.example',
      AKAMAI_CLIENT_TOKEN: 'c',
      AKAMAI_CLIENT_SECRET: 's',
      AKAMAI_ACCESS_TOKEN: 'a',
    };
    const headers = new Headers({ 'Cache-Control': PUBLIC });
    applyCacheTags(headers, ['rl-c-1'], settings);
    expect(headers.get('edge-cache-tag')).toBe('rl-all,rl-c-1');
  });
});

describe('tagAnswer (every answer, in the root middleware)', () => {
  const json = (headers: Record<string, string>) => Response.json({}, { headers });

  it('names what the answer read, and hands it on to the render that encloses it', async () => {
    const { value: response, tags } = await collectCacheTags(() =>
      tagAnswer(async () => {
        reportCacheTags(['rl-p-RM1004']);
        return json({ 'Cache-Control': PUBLIC });
      }, {}),
    );
    expect(response.headers.get('surrogate-key')).toBe('rl-all rl-p-RM1004');
    expect(response.headers.get('cache-tag')).toBe('rl-all,rl-p-RM1004');
    expect(response.headers.get('x-ridgeline-cache-tags')).toBeNull();
    // the render cache around a page gets the same tags
    expect([...tags]).toEqual(['rl-p-RM1004']);
  });

  it('gives an answer built from nothing tagged at least rl-all (a purge of everything reaches it)', async () => {
    const response = await tagAnswer(async () => json({ 'Cache-Control': 'public, max-age=600, s-maxage=86400' }), {});
    expect(response.headers.get('surrogate-key')).toBe('rl-all');
  });

  it("keeps a route's own tags, and removes any from an answer a shared cache may not keep", async () => {
    const own = await tagAnswer(async () => {
      reportCacheTags(['rl-p-1']);
      return tagResponse(json({ 'Cache-Control': PUBLIC }), ['rl-m-promo'], {});
    }, {});
    expect(own.headers.get('surrogate-key')).toBe('rl-all rl-m-promo');
    const personal = await tagAnswer(async () => {
      const response = tagResponse(json({ 'Cache-Control': PUBLIC }), ['rl-m-promo'], {});
      response.headers.append('Set-Cookie', 'groups=1');
      return response;
    }, {});
    expect(personal.headers.get('surrogate-key')).toBeNull();
    expect(personal.headers.get('cache-tag')).toBeNull();
    const unshared = await tagAnswer(async () => {
      reportCacheTags(['rl-p-1']);
      return json({ 'Cache-Control': 'no-store' });
    }, {});
    expect(unshared.headers.get('surrogate-key')).toBeNull();
  });

  it('passes an immutable response on as it is', async () => {
    const immutable = Response.redirect('https://shop.test/elsewhere', 301);
    const response = await tagAnswer(async () => immutable, {});
    expect(response).toBe(immutable);
  });
});

describe('CDN_PURGE', () => {
  it('selects the adapter, off by default', () => {
    expect(cdnPurgeAdapter({})).toBeUndefined();
    expect(cdnPurgeAdapter({ CDN_PURGE: 'fastly', FASTLY_SERVICE_ID: 's', FASTLY_API_TOKEN: 't' })?.cdn).toBe('fastly');
    expect(cdnPurgeAdapter({ CDN_PURGE: 'cloudflare', CLOUDFLARE_ZONE_ID: 'z', CLOUDFLARE_API_TOKEN: 't' })?.cdn).toBe(
      'cloudflare',
    );
  });
});

describe('purges shared by many instances (REDIS_URL)', () => {
  it("publishes this instance's purges, and runs the other instances' purges here without the CDN", async () => {
    const published: string[][] = [];
    let deliver: (tags: string[]) => void = () => undefined;
    const dropped: string[][] = [];
    const cdnPurged: string[][] = [];
    const removeTarget = onPurge((tags) => (dropped.push([...tags]), 1));
    const removeBus = sharePurges({
      publish: async (tags) => void published.push([...tags]),
      subscribe: (listener) => ((deliver = listener), () => (deliver = () => undefined)),
    });
    try {
      const adapter = {
        cdn: 'fastly' as const,
        purge: async (tags: readonly string[]) => cdnPurged.push([...tags]),
      };
      await purgeEverywhere(['content:a'], adapter);
      expect(published).toEqual([['content:a']]);
      deliver(['content:b']);
      expect(dropped).toEqual([['content:a'], ['content:b']]);
      // the instance that received the webhook purged the CDN; the others do not purge it again
      expect(cdnPurged).toEqual([['content:a']]);
    } finally {
      removeBus();
      removeTarget();
    }
    await purgeEverywhere(['content:c'], undefined);
    expect(published).toHaveLength(1);
  });
});
