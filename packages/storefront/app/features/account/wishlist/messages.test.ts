import { describe, expect, it } from 'vitest';
import { intlFor } from '../../../platform/i18n/catalogs.server';
import { removedFromWishlistMessage, WISHLIST_MESSAGES, wishlistToast } from './messages';

describe('"Item removed from wishlist"', () => {
  it('is one message: the toast’s English, the page’s notice in its locale', () => {
    expect(wishlistToast('removed').title).toBe(intlFor('en-US').formatMessage(removedFromWishlistMessage));
    expect(intlFor('en-US').formatMessage(removedFromWishlistMessage)).toBe(WISHLIST_MESSAGES.removed);
    expect(intlFor('fr-CA').formatMessage(removedFromWishlistMessage)).not.toBe(WISHLIST_MESSAGES.removed);
  });
});
