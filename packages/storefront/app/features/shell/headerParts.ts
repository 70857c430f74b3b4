// The header's small always-on islands, one chunk: the cart count, the checkout's Back to cart and the scroll watcher.
export { CartButton } from './CartButton';
export { StickyHeaderWatcher } from './StickyHeaderWatcher';
export { BackToCartLink } from './checkout/BackToCartLink';
