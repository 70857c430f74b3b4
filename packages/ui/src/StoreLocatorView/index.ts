export {
  StoreCard,
  StoreLocatorView,
  type StoreCardModel,
  type StoreCardProps,
  type StoreLocatorField,
  type StoreLocatorViewProps,
  type StoreLocatorViewText,
} from './StoreLocatorView';
