/**
 * The words a product tile says itself, in the page's language; `{name}` stands for the product's name and
 * `{stockLevel}` for the number left. English by default.
 */
export interface ProductTileLabels {
  /** The heart's accessible name. */
  favourite: string;
  /** The swatch strip's accessible name. */
  colours: string;
  /** The badge list's accessible name. */
  badges: string;
  /** The Compare box: its visible text and its accessible name. */
  compare: string;
  compareProduct: string;
  outOfStock: string;
  lowStock: string;
}

export const PRODUCT_TILE_LABELS: ProductTileLabels = {
  favourite: 'Wish list: {name}',
  colours: 'Colour: {name}',
  badges: 'Badges',
  compare: 'Compare',
  compareProduct: 'Compare {name}',
  outOfStock: 'Out of stock',
  lowStock: 'Only {stockLevel} left!',
};

/** `template` with `{name}` replaced by the product's name. */
export const withName = (template: string, name: string) => template.replaceAll('{name}', name);
