export { CartAlert, type CartAlertProps, type CartAlertStatus } from './CartAlert';
