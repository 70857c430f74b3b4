export {
  ProductListLayout,
  type ProductListLayoutProps,
  type ProductListText,
  type ProductListView,
} from './ProductListLayout';
