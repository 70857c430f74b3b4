export {
  ReservationAlert,
  type ReservationAlertMessages,
  type ReservationAlertProps,
  type ReservationAlertView,
} from './ReservationAlert';
