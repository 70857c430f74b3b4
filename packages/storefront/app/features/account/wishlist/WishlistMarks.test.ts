// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { markFavouriteHearts } from './WishlistMarks';

const tile = (id: string, state?: string) =>
  `<div data-island="list-tile"${state ? ` data-island-state="${state}"` : ''}><article data-product-id="${id}"><button data-favourite-toggle aria-pressed="false"></button></article></div>`;

describe('markFavouriteHearts', () => {
  it('presses the hearts of listed products that have not hydrated, and leaves hydrated ones to React', () => {
    document.body.innerHTML = tile('A', 'pending') + tile('B', 'pending') + tile('A', 'hydrated') + tile('C');
    expect(markFavouriteHearts(document, new Set(['A', 'C']))).toBe(2);
    const pressed = [...document.querySelectorAll('[data-favourite-toggle]')].map((heart) =>
      heart.getAttribute('aria-pressed'),
    );
    expect(pressed).toEqual(['true', 'false', 'false', 'true']);
  });

  it('unpresses a heart whose product left the list', () => {
    document.body.innerHTML = tile('A', 'pending');
    document.querySelector('[data-favourite-toggle]')!.setAttribute('aria-pressed', 'true');
    markFavouriteHearts(document, new Set());
    expect(document.querySelector('[data-favourite-toggle]')!.getAttribute('aria-pressed')).toBe('false');
  });
});
