export {
  OrderHistory,
  type OrderHistoryEntry,
  type OrderHistoryPages,
  type OrderHistoryProps,
  type OrderHistoryText,
} from './OrderHistory';
