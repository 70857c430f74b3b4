export { StockMessage, type StockMessageProps } from './StockMessage';
export { lowStockThreshold, stockState, type StockInput, type StockState, type StockStatus } from './stockState';
