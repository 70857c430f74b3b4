export {
  PaymentCardIcon,
  paymentCardNames,
  paymentCardLabels,
  type PaymentCardName,
  type PaymentCardIconProps,
} from './PaymentCardIcon';
