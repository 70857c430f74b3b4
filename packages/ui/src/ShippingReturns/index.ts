export {
  ShippingReturnsLink,
  SHIPPING_RETURNS_SECTION_ID,
  defaultShippingReturns,
  type ShippingReturnsContent,
} from './ShippingReturns';
