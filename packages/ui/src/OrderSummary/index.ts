export { OrderSummaryTotals, type OrderSummaryRow, type OrderSummaryTotalsProps } from './OrderSummary';
