export { ProductGrid, eagerGridTiles, type ProductGridProps } from './ProductGrid';
