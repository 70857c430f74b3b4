import { describe, expect, it, vi } from 'vitest';
import { createUrlMappingLookup, URL_MAPPING_CACHE_TIMES } from './urlMapping.server';
import { testCommerceConfig } from '../testing/commerceConfig';

const config = testCommerceConfig();
const tokens = { get: async () => 'guest', invalidate: () => undefined };
const MINUTE = 60_000;

describe('the URL mapping lookup', () => {
  it('keeps a mapping 15 minutes fresh and serves it 15 more while it reloads (30 in all)', async () => {
    expect(URL_MAPPING_CACHE_TIMES).toMatchObject({ freshMs: 15 * MINUTE, staleMs: 15 * MINUTE });
    let clock = 0;
    let answer = 'RM1001';
    const fetchImpl = vi.fn(async () => Response.json({ resourceType: 'PRODUCT', resourceId: answer }));
    const lookup = createUrlMappingLookup(config, { tokens, fetch: fetchImpl as never, now: () => clock });

    expect(await lookup('trail-jacket')).toEqual({ resourceType: 'PRODUCT', resourceId: 'RM1001' });
    const url = new URL(String((fetchImpl.mock.calls[0] as unknown as [string])[0]));
    expect(url.pathname).toBe('/site/shopper-seo/v1/organizations/f_ecom_x/url-mapping');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ urlSegment: 'trail-jacket', locale: 'en-US' });

    answer = 'RM2002';
    clock = 14 * MINUTE;
    expect((await lookup('TRAIL-JACKET'))?.resourceId).toBe('RM1001'); // fresh, and the key ignores case
    expect(fetchImpl).toHaveBeenCalledTimes(1);

    clock = 29 * MINUTE; // stale: served at once, reloaded behind it
    expect((await lookup('trail-jacket'))?.resourceId).toBe('RM1001');
    await vi.waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(2));
    expect((await lookup('trail-jacket'))?.resourceId).toBe('RM2002');

    clock = 29 * MINUTE + 31 * MINUTE; // past fresh and stale of the reload: asked again, and waited for
    answer = 'RM3003';
    expect((await lookup('trail-jacket'))?.resourceId).toBe('RM3003');
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('keeps "no mapping" (a 404) as null, so a made-up address asks once', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ title: 'Not Found' }, { status: 404 }));
    const lookup = createUrlMappingLookup(config, { tokens, fetch: fetchImpl as never, now: () => 0 });
    expect(await lookup('made-up')).toBeNull();
    expect(await lookup('made-up')).toBeNull();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
