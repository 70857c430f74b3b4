export {
  CheckoutPage,
  type CheckoutAddressField,
  type CheckoutPageProps,
  type CheckoutPageResult,
  type CheckoutPageText,
  type CheckoutPageView,
  type CheckoutStepName,
} from './CheckoutPage';
