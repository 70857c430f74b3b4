// The product list's island parts (registered in app/islands/parts.ts). Each is its own module so that the browser
// loads only the part that wakes: the tile's code when a shopper touches a tile, the select's when they use it.
export { ShopTile as ProductTile } from './ShopTile';
