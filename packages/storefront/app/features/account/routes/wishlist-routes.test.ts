import { afterEach, describe, expect, it, vi } from 'vitest';
import { loader as wishlistPageLoader } from './account-wishlist';
import { action as wishlistAction, loader as wishlistIdsLoader } from './wishlist-api';

// The wish list is a storefront flag, off by default: with it off nothing of it answers.
afterEach(() => vi.unstubAllEnvs());

const args = (request: Request) => ({ request, params: {}, context: {} }) as never;

describe('the wish-list routes with WISHLIST_ENABLED unset', () => {
  it('answer 404, never cached', async () => {
    vi.stubEnv('WISHLIST_ENABLED', '');
    const ids = await wishlistIdsLoader(args(new Request('http://shop.test/__ridgeline/wishlist')));
    expect(ids.status).toBe(404);
    expect(ids.headers.get('cache-control')).toBe('no-store');
    const change = await wishlistAction(
      args(new Request('http://shop.test/__ridgeline/wishlist', { method: 'POST', body: '{}' })),
    );
    expect(change.status).toBe(404);
    await expect(wishlistPageLoader(args(new Request('http://shop.test/account/wishlist')))).rejects.toMatchObject({
      status: 404,
    });
  });
});
