import { afterEach, describe, expect, it, vi } from 'vitest';
import { addedToWishlistTitle, wishlistFailureToast, wishlistToast, WISHLIST_MESSAGES } from './messages';
import {
  favouritesStore,
  isSignInPage,
  loadFavourites,
  resetFavourites,
  SignInRequired,
  toggleFavourite,
  type WishlistEnvironment,
} from './favourites';
import { captureLog } from '../../../testing/logCapture';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function environment(overrides: Partial<WishlistEnvironment> = {}) {
  const later: (() => void)[] = [];
  const env = {
    fetch: vi.fn(async () => json(200, { ok: true, outcome: 'added' })),
    cookie: () => 'ridgeline-signed-in=Ada',
    pathname: () => '/c/mens/',
    showToast: vi.fn(),
    requestSignIn: vi.fn(),
    later: (work: () => void) => later.push(work),
    ...overrides,
  } satisfies WishlistEnvironment;
  return { env, flush: () => later.splice(0).forEach((work) => work()) };
}

afterEach(() => resetFavourites());

describe('wish-list messages', () => {
  it('counts the added items in words', () => {
    expect(addedToWishlistTitle(1)).toBe('1 item added to wishlist');
    expect(addedToWishlistTitle(3)).toBe('3 items added to wishlist');
  });

  it('gives each outcome its toast, with the View link where something is in the list', () => {
    expect(wishlistToast('added')).toEqual({
      title: '1 item added to wishlist',
      status: 'success',
      link: { href: '/account/wishlist', label: 'View' },
    });
    expect(wishlistToast('already', 'fr-CA')).toEqual({
      title: 'Item is already in wishlist',
      status: 'info',
      link: { href: '/fr-ca/account/wishlist', label: 'View' },
    });
    expect(wishlistToast('removed')).toEqual({ title: 'Item removed from wishlist', status: 'success' });
  });

  it('a failure is "An error occurred" with the error message as description', () => {
    expect(wishlistFailureToast(new Error('Product List Not Found'))).toEqual({
      title: 'An error occurred',
      status: 'error',
      description: 'Product List Not Found',
    });
    expect(wishlistFailureToast(undefined)).toEqual({ title: 'An error occurred', status: 'error' });
  });
});

describe('toggleFavourite', () => {
  it('asks a guest to sign in (the dialog) and rejects, so the heart keeps its state', async () => {
    const { env } = environment({ cookie: () => '' });
    await expect(toggleFavourite({ productId: 'P1', favourite: false, localeId: 'fr-CA' }, env)).rejects.toBeInstanceOf(
      SignInRequired,
    );
    expect(env.requestSignIn).toHaveBeenCalledWith({ reason: 'wishlist', localeId: 'fr-CA' });
    expect(env.fetch).not.toHaveBeenCalled();
    expect(env.showToast).not.toHaveBeenCalled();
  });

  it('on the sign-in page a guest gets the info toast instead of the dialog', async () => {
    const { env } = environment({ cookie: () => '', pathname: () => '/fr-ca/login' });
    await expect(toggleFavourite({ productId: 'P1', favourite: false }, env)).rejects.toBeInstanceOf(SignInRequired);
    expect(env.showToast).toHaveBeenCalledWith({ title: WISHLIST_MESSAGES.signInToContinue, status: 'info' });
    expect(env.requestSignIn).not.toHaveBeenCalled();
    expect(isSignInPage('/login')).toBe(true);
    expect(isSignInPage('/login/social/apple')).toBe(false);
  });

  it('adds a product that is not a favourite, toasts, then updates the shared store after the control flipped', async () => {
    const { env, flush } = environment();
    favouritesStore.set(new Set(['P0']));
    await expect(toggleFavourite({ productId: 'P1', favourite: false }, env)).resolves.toBe('added');
    const [url, init] = vi.mocked(env.fetch).mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/__ridgeline/wishlist');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ productId: 'P1', action: 'add' });
    expect(env.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '1 item added to wishlist' }));
    expect(favouritesStore.get()?.has('P1')).toBe(false);
    flush();
    expect([...favouritesStore.get()!]).toEqual(['P0', 'P1']);
  });

  it('removes a favourite and says so', async () => {
    const { env, flush } = environment({ fetch: vi.fn(async () => json(200, { ok: true, outcome: 'removed' })) });
    favouritesStore.set(new Set(['P1']));
    await toggleFavourite({ productId: 'P1', favourite: true }, env);
    expect(
      JSON.parse(String((vi.mocked(env.fetch).mock.calls[0] as unknown as [string, RequestInit])[1].body)),
    ).toEqual({ productId: 'P1', action: 'remove' });
    expect(env.showToast).toHaveBeenCalledWith({ title: 'Item removed from wishlist', status: 'success' });
    flush();
    expect(favouritesStore.get()?.has('P1')).toBe(false);
  });

  it('says when the product was already in the list', async () => {
    const { env } = environment({ fetch: vi.fn(async () => json(200, { ok: true, outcome: 'already' })) });
    await toggleFavourite({ productId: 'P1', favourite: false }, env);
    expect(env.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Item is already in wishlist' }));
  });

  it('a refusal toasts "An error occurred" with the message and rejects; the store is unchanged', async () => {
    const { env, flush } = environment({
      fetch: vi.fn(async () => json(502, { ok: false, code: 'failed', message: 'Commerce is unreachable' })),
    });
    await expect(toggleFavourite({ productId: 'P1', favourite: false }, env)).rejects.toThrow(
      'Commerce is unreachable',
    );
    expect(env.showToast).toHaveBeenCalledWith({
      title: 'An error occurred',
      status: 'error',
      description: 'Commerce is unreachable',
    });
    flush();
    expect(favouritesStore.get()).toBeUndefined();
  });

  it('a network failure is reported the same way', async () => {
    const { env } = environment({ fetch: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) });
    await expect(toggleFavourite({ productId: 'P1', favourite: false }, env)).rejects.toThrow('Failed to fetch');
    expect(env.showToast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'An error occurred', description: 'Failed to fetch' }),
    );
  });

  it('a session that ended since the page loaded asks to sign in, without an error toast', async () => {
    const { env } = environment({
      fetch: vi.fn(async () => json(401, { ok: false, code: 'sign-in', message: 'Please sign in to continue!' })),
    });
    await expect(toggleFavourite({ productId: 'P1', favourite: false }, env)).rejects.toBeInstanceOf(SignInRequired);
    expect(env.requestSignIn).toHaveBeenCalledWith({ reason: 'wishlist' });
    expect(env.showToast).not.toHaveBeenCalled();
  });
});

describe('loadFavourites', () => {
  it('asks nothing for a guest', async () => {
    const { env } = environment({ cookie: () => '' });
    expect((await loadFavourites(env)).size).toBe(0);
    expect(env.fetch).not.toHaveBeenCalled();
  });

  it('reads the ids once per page and fills the store', async () => {
    const { env } = environment({ fetch: vi.fn(async () => json(200, { signedIn: true, productIds: ['A', 'B', 7] })) });
    const [first, second] = await Promise.all([loadFavourites(env), loadFavourites(env)]);
    expect([...first]).toEqual(['A', 'B']);
    expect(second).toBe(first);
    expect(env.fetch).toHaveBeenCalledTimes(1);
    expect(favouritesStore.get()).toBe(first);
  });

  it('a failed read is logged, gives none and may be tried again', async () => {
    const logs = captureLog();
    const { env } = environment({ fetch: vi.fn(async () => json(502, { ok: false })) });
    expect((await loadFavourites(env)).size).toBe(0);
    expect(logs.lines()).toEqual([expect.objectContaining({ level: 'error', event: 'wishlist-read-failed' })]);
    await loadFavourites(env);
    expect(env.fetch).toHaveBeenCalledTimes(2);
  });
});
