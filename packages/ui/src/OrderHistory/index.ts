export { OrderHistory, type OrderHistoryEntry, type OrderHistoryProps, type OrderHistoryText } from './OrderHistory';
