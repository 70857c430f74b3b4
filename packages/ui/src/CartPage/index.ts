export {
  CartPage,
  CartPageLayout,
  CartPageShell,
  type CartPageLine,
  type CartPageProps,
  type CartPageText,
} from './CartPage';
export { cartTargets } from './cartTargets';
