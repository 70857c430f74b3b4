import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_LOCALE } from '../../../platform/urls';
import {
  createScapiSearch,
  excludesMemberExclusive,
  type ListServices,
  MEMBER_EXCLUSIVE_EXCLUDED,
  type ProductSearchRequest,
} from '@ridgeline/commerce/server';
import { readCommerceConfig } from '../../../platform/commerce/config.server';
import type { RequestContext } from '../../../platform/request/context.server';
import { loadProductList } from './list.server';

/**
 * Member-exclusive products in the product list (issue 20): the search leaves them out for a segment without Loyalty
 * Members, so the total, facets and pages agree with the tiles, and a member's list is never a guest's cached one.
 */

const GUEST = ['Everyone', 'Unregistered'];
const MEMBER = ['Everyone', 'Registered', 'Loyalty Members'];

/** The list's services with a search that records what it was asked. */
function recordingServices() {
  const asked: ProductSearchRequest[] = [];
  const services: ListServices = {
    search: {
      name: 'scapi',
      search: vi.fn(async (request: ProductSearchRequest) => {
        asked.push(request);
        return { total: 0, offset: 0, hits: [], refinements: [] };
      }),
    },
    categories: { category: vi.fn(async () => null) },
  };
  return { asked, services };
}

/** A request context whose page is rendered for `customerGroups` (as the render context decides: toolkit, preview, shopper). */
const contextFor = (request: Request, customerGroups: string[]) =>
  ({
    request,
    locale: DEFAULT_LOCALE,
    preview: undefined,
    renderContext: async () => ({ context: { mode: 'live', customerGroups }, noStore: false }),
    cacheHeaders: async () => ({ 'Cache-Control': 'public, max-age=60' }),
  }) as unknown as RequestContext;

async function searchedFor(customerGroups: string[], address = 'http://shop.test/search?q=jacket') {
  const request = new Request(address);
  const { asked, services } = recordingServices();
  await loadProductList({ mode: 'search' }, request, contextFor(request, customerGroups), services);
  return asked;
}

describe('which segments leave member-exclusive products out', () => {
  it('every segment without Loyalty Members, none with it', () => {
    expect(excludesMemberExclusive(GUEST)).toBe(true);
    expect(excludesMemberExclusive(['Everyone', 'Registered', 'Newsletter Subscribers'])).toBe(true);
    expect(excludesMemberExclusive(undefined)).toBe(true);
    expect(excludesMemberExclusive(MEMBER)).toBe(false);
  });
});

describe('the product list', () => {
  it('asks the search to leave them out for a page rendered without Loyalty Members', async () => {
    const asked = await searchedFor(GUEST);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ q: 'jacket', excludeMemberExclusive: true });
  });

  it('does not for a page rendered for Loyalty Members', async () => {
    const asked = await searchedFor(MEMBER);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.excludeMemberExclusive).toBeUndefined();
  });

  it('an address cannot ask for them: the attribute is never a chosen refinement', async () => {
    const asked = await searchedFor(
      GUEST,
      'http://shop.test/search?q=jacket&refine=c_memberExclusive%3Dtrue&refine=memberExclusive%3Dtrue',
    );
    expect(asked[0]!.refine).toEqual({});
    expect(asked[0]!.excludeMemberExclusive).toBe(true);
  });
});

describe('Shopper Search', () => {
  /** The provider with a cache that records its keys (and answers without calling upstream). */
  function recordingScapi() {
    const keys: string[] = [];
    const cache = {
      get: async (key: string) => (keys.push(key), { total: 0, offset: 0, hits: [], refinements: [] }),
      clear() {},
      size: 0,
    } as never;
    const tokens = { get: vi.fn(), invalidate: vi.fn() } as never;
    return { keys, provider: createScapiSearch(readCommerceConfig({ SANDBOX_PORT: '4999' }), { cache, tokens }) };
  }
  const base: ProductSearchRequest = {
    category: { id: 'mens-jackets', path: ['mens', 'mens-jackets'] },
    refine: {},
    sort: 'best-matches',
    limit: 47,
    offset: 0,
  };

  it('refines with c_memberExclusive=false for a segment without members, and keys that list apart from a member’s', async () => {
    const { keys, provider } = recordingScapi();
    await provider.search(base);
    await provider.search({ ...base, excludeMemberExclusive: true });
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[0]).not.toContain(MEMBER_EXCLUSIVE_EXCLUDED);
    expect(keys[1]).toContain(MEMBER_EXCLUSIVE_EXCLUDED);
  });

  it('drops a chosen c_memberExclusive value when the segment excludes them', async () => {
    const { keys, provider } = recordingScapi();
    await provider.search({ ...base, refine: { c_memberExclusive: ['true'] }, excludeMemberExclusive: true });
    expect(keys[0]).not.toContain('c_memberExclusive=true');
    expect(keys[0]).toContain(MEMBER_EXCLUSIVE_EXCLUDED);
  });
});
