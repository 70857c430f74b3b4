// @vitest-environment jsdom
import { ProductTile, type ProductTileModel } from '@ridgeline/ui';
import { act, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { favouritesStore } from '../features/account/wishlist/favouritesStore';
import { createEmotionCache } from '../platform/emotion';
import { documentIslandFeatures, islandProviders } from './providers';

/** A tile as a CMS carousel builds it: no wish-list callback, no `isFavourite`. */
const carouselTile: ProductTileModel = {
  id: 'RM1001',
  name: 'Stormbreak II Rain Jacket',
  href: '/p/stormbreak',
  colours: [],
  images: [],
  price: { current: 120 },
} as unknown as ProductTileModel;

afterEach(async () => {
  // The providers load the shopper-facts module on demand (the footer's e-mail): let that import land before the
  // environment is torn down, or it fails after the test as an unhandled rejection.
  await vi.dynamicImportSettled();
  favouritesStore.set(undefined);
  document.documentElement.removeAttribute('data-wishlist');
});

describe('island providers: the wish list of every tile in an island', () => {
  it('the server renders the heart on a carousel tile only with the wish list on', () => {
    const On = islandProviders(createEmotionCache(), undefined, { wishlist: { localeId: 'fr-CA' } });
    const Off = islandProviders(createEmotionCache());
    expect(
      renderToStaticMarkup(
        <On>
          <ProductTile product={carouselTile} />
        </On>,
      ),
    ).toContain('data-favourite-toggle');
    expect(
      renderToStaticMarkup(
        <Off>
          <ProductTile product={carouselTile} />
        </Off>,
      ),
    ).not.toContain('data-favourite-toggle');
  });

  it('the browser reads the same choice from <html data-wishlist>, with the document language as the locale', () => {
    expect(documentIslandFeatures()).toEqual({});
    document.documentElement.setAttribute('data-wishlist', '');
    document.documentElement.lang = 'fr-CA';
    expect(documentIslandFeatures()).toEqual({ wishlist: { localeId: 'fr-CA' } });
  });

  it('hearts press as the shared wish-list store fills', () => {
    const Providers = islandProviders(createEmotionCache(), undefined, { wishlist: {} });
    render(
      <Providers>
        <ProductTile product={carouselTile} />
      </Providers>,
    );
    const heart = screen.getByRole('button', { name: /Wish list/ });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    act(() => favouritesStore.set(new Set(['RM1001'])));
    expect(heart.getAttribute('aria-pressed')).toBe('true');
  });
});
