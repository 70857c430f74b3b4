import type { WishlistViewProps, WishlistViewText } from './WishlistView';
import { ridgeway, stormbreak } from '../ProductTile/fixtures';

/** The stories' and tests' English words. */
export const WISHLIST_TEXT: WishlistViewText = {
  account: 'My Account',
  title: 'Wishlist',
  empty: 'No Wishlist Items',
  continueShopping: 'Continue Shopping',
  addToBag: 'Add to Bag',
  chooseOptions: 'Choose Options',
  remove: 'Remove',
  count: (count) => (count === 1 ? '1 item' : `${count} items`),
  addToBagLabel: (name) => `Add to Bag: ${name}`,
  chooseOptionsLabel: (name) => `Choose options for ${name}`,
  removeLabel: (name) => `Remove ${name} from wishlist`,
  missing: (count) =>
    count === 1
      ? 'One product in your wishlist is no longer available.'
      : `${count} products in your wishlist are no longer available.`,
  removeId: (id) => `Remove ${id}`,
};

export const WISHLIST_PROPS: WishlistViewProps = {
  items: [
    { tile: { ...stormbreak, isFavourite: true }, bagProductId: `${stormbreak.id}-m` },
    { tile: { ...ridgeway, isFavourite: true } },
  ],
  missing: [],
  locale: 'en-US',
  currency: 'USD',
  hrefs: { account: '/account', home: '/', addToBag: '/cart/add', wishlist: '/__ridgeline/wishlist' },
  returnTo: '/account/wishlist',
  removedReturnTo: '/account/wishlist?removed=1',
  text: WISHLIST_TEXT,
};
