import type { WishlistOutcome } from '@ridgeline/commerce/server';
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

/** The wish-list page's words (`/account/wishlist`), formatted on the server in the request's locale. */
export const wishlistPageMessages = defineMessages({
  account: { id: 'wishlist.page.account', defaultMessage: 'My Account' },
  title: { id: 'wishlist.page.title', defaultMessage: 'Wishlist' },
  failed: { id: 'wishlist.page.failed', defaultMessage: 'An error occurred: {message}' },
  empty: { id: 'wishlist.page.empty', defaultMessage: 'No Wishlist Items' },
  continueShopping: { id: 'wishlist.page.continueShopping', defaultMessage: 'Continue Shopping' },
  count: { id: 'wishlist.page.count', defaultMessage: '{count, plural, one {# item} other {# items}}' },
  addToBag: { id: 'wishlist.page.addToBag', defaultMessage: 'Add to Bag' },
  addToBagLabel: { id: 'wishlist.page.addToBagLabel', defaultMessage: 'Add to Bag: {name}' },
  chooseOptions: { id: 'wishlist.page.chooseOptions', defaultMessage: 'Choose Options' },
  chooseOptionsLabel: { id: 'wishlist.page.chooseOptionsLabel', defaultMessage: 'Choose options for {name}' },
  remove: { id: 'wishlist.page.remove', defaultMessage: 'Remove' },
  removeLabel: { id: 'wishlist.page.removeLabel', defaultMessage: 'Remove {name} from wishlist' },
  missing: {
    id: 'wishlist.page.missing',
    defaultMessage:
      '{count, plural, one {One product in your wishlist is no longer available.} other {# products in your wishlist are no longer available.}}',
  },
  removeId: { id: 'wishlist.page.removeId', defaultMessage: 'Remove {id}' },
});

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
export type { WishlistOutcome };

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
