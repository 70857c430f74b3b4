import type { ShopToast } from '../../../platform/toasts/showToast';
import { urls } from '../../../platform/urls';
import { defineMessages } from '../../../platform/i18n/defineMessages';

/**
 * "Item removed from wishlist": the heart's toast (English) and the wish-list page's notice after a Remove, which the
 * page formats in its locale.
 */
const removedMessages = defineMessages({
  removed: { id: 'wishlist.page.removed', defaultMessage: 'Item removed from wishlist' },
});
export const removedFromWishlistMessage = removedMessages.removed;

/** What the wish list says, word for word (docs/behaviour/wishlist-and-compare.md). */
export const WISHLIST_MESSAGES = {
  alreadyInList: 'Item is already in wishlist',
  removed: removedFromWishlistMessage.defaultMessage,
  failed: 'An error occurred',
  signInToContinue: 'Please sign in to continue!',
  view: 'View',
} as const;

/**
 * "N item(s) added to wishlist", written as English counts it: "1 item added to wishlist", "3 items added to
 * wishlist" (the specification's "item(s)" is a placeholder for the plural, not text to show).
 */
export function addedToWishlistTitle(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'} added to wishlist`;
}

/** What a wish-list change answers (the JSON route's `outcome`). */
export type WishlistOutcome = 'added' | 'already' | 'removed';

/** The toast for an outcome; "added" carries the "View" link to the wish-list page of the shopper's locale. */
export function wishlistToast(outcome: WishlistOutcome, localeId?: string): ShopToast {
  switch (outcome) {
    case 'added':
      return {
        title: addedToWishlistTitle(1),
        status: 'success',
        link: { href: urls.account(localeId, 'wishlist'), label: WISHLIST_MESSAGES.view },
      };
    case 'already':
      return {
        title: WISHLIST_MESSAGES.alreadyInList,
        status: 'info',
        link: { href: urls.account(localeId, 'wishlist'), label: WISHLIST_MESSAGES.view },
      };
    case 'removed':
      return { title: WISHLIST_MESSAGES.removed, status: 'success' };
  }
}

/** A failure: the title of the catalogue and the error's own message as its description. */
export function wishlistFailureToast(error: unknown): ShopToast {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return { title: WISHLIST_MESSAGES.failed, status: 'error', ...(message ? { description: message } : {}) };
}

/** A guest on the sign-in page itself: an info toast instead of the dialog. */
export const signInToContinueToast: ShopToast = { title: WISHLIST_MESSAGES.signInToContinue, status: 'info' };
