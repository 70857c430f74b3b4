import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from '@ridgeline/ui';
import { bagCountFromCookies } from '../../platform/bagCount';
import { cartLabel } from './cartLabel';
import { CART_BADGE_DISPLAY_LIMIT } from './constants';
import { isCheckoutPath } from './checkoutPath';
import { isStickyAt } from './StickyHeaderWatcher';
import { intlFor } from '../../platform/i18n/catalogs.server';
import { cartButtonMessagesOf, ENGLISH_CART_BUTTON_MESSAGES } from './messages';

describe('bag count', () => {
  it('reads a whole number from the ridgeline-bag-count cookie; anything else is 0', () => {
    expect(bagCountFromCookies('a=1; ridgeline-bag-count=3')).toBe(3);
    expect(bagCountFromCookies('ridgeline-bag-count=12')).toBe(12);
    for (const bad of [
      'ridgeline-bag-count=-2',
      'ridgeline-bag-count=2.5',
      'ridgeline-bag-count=abc',
      'ridgeline-bag-count=',
      'other=4',
      '',
      null,
      undefined,
    ]) {
      expect(bagCountFromCookies(bad)).toBe(0);
    }
  });

  it('names the cart with its count; the badge reads 9+ above the display limit', () => {
    expect(cartLabel(null)).toBe('Cart');
    expect(cartLabel(0)).toBe('Cart');
    expect(cartLabel(1)).toBe('Cart, 1 item');
    expect(cartLabel(12)).toBe('Cart, 12 items');
    expect(CART_BADGE_DISPLAY_LIMIT).toBe(9);
    expect(formatBadgeCount(9, CART_BADGE_DISPLAY_LIMIT)).toBe('9');
    expect(formatBadgeCount(10, CART_BADGE_DISPLAY_LIMIT)).toBe('9+');
  });

  it('en-US: the button’s own English is the catalogue’s', () => {
    expect(cartButtonMessagesOf(intlFor('en-US'))).toEqual(ENGLISH_CART_BUTTON_MESSAGES);
  });

  it('fr-CA: the island’s name comes from the catalogue, the count and plural of the locale', () => {
    const messages = cartButtonMessagesOf(intlFor('fr-CA'));
    expect(cartLabel(null, messages, 'fr-CA')).toBe('Panier');
    expect(cartLabel(1, messages, 'fr-CA')).toBe('Panier, 1 article');
    expect(cartLabel(12, messages, 'fr-CA')).toBe('Panier, 12 articles');
  });
});

describe('shell rules', () => {
  it('uses the checkout chrome for paths ending in /checkout', () => {
    expect(isCheckoutPath('/checkout')).toBe(true);
    expect(isCheckoutPath('/fr-ca/checkout/')).toBe(true);
    expect(isCheckoutPath('/checkout/confirmation/123')).toBe(false);
    expect(isCheckoutPath('/t/checkout-help')).toBe(false);
    expect(isCheckoutPath('/')).toBe(false);
  });

  it('is sticky once scrolled more than 56 px', () => {
    expect(isStickyAt(56)).toBe(false);
    expect(isStickyAt(57)).toBe(true);
    expect(isStickyAt(0)).toBe(false);
  });
});
