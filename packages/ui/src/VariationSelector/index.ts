export {
  VariationSelector,
  variationSwatchWidth,
  type VariationOption,
  type VariationSelectorProps,
} from './VariationSelector';
