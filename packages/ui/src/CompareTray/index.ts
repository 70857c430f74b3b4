export {
  CompareTray,
  defaultCompareTrayLabels,
  variationColumns,
  type CompareTrayLabels,
  type CompareTrayProduct,
  type CompareTrayProps,
} from './CompareTray';
