export {
  ProductAccordions,
  DEFAULT_OPEN_ACCORDIONS,
  defaultProductAccordionsText,
  type ProductAccordionId,
  type ProductAccordionsCopy,
  type ProductAccordionsText,
} from './ProductAccordions';
