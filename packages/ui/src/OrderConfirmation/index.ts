export { OrderConfirmation, type OrderConfirmationProps, type OrderConfirmationText } from './OrderConfirmation';
