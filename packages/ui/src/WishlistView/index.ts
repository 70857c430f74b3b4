export { WishlistView, type WishlistViewItem, type WishlistViewProps, type WishlistViewText } from './WishlistView';
