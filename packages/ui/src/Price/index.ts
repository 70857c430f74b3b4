export { Price, priceVariants, type PriceProps, type PriceVariant } from './Price';
export {
  describePrice,
  discountPercent,
  formatMoney,
  priceBounds,
  priceNotFoundMessage,
  type PriceDisplay,
  type PriceModel,
  type RangePrice,
  type SinglePrice,
} from './priceModel';
