export {
  ProductBuyBox,
  type ProductBuyBoxAttribute,
  type ProductBuyBoxProps,
  type ProductBuyBoxText,
} from './ProductBuyBox';
