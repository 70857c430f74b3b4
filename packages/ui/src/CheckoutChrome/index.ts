export { CheckoutFooter, CheckoutHeader, type CheckoutFooterProps, type CheckoutHeaderProps } from './CheckoutChrome';
