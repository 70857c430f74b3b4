import { PRODUCT_TILE_LABELS, type ProductTileLabels } from '@ridgeline/ui';
import { defineMessages, type IntlShape } from 'react-intl';
import { formatMessages, unlessEnglish } from './formatMessages';

const messages = defineMessages({
  favourite: { id: 'tile.favourite', defaultMessage: 'Wish list: {name}' },
  colours: { id: 'tile.colours', defaultMessage: 'Colour: {name}' },
  badges: { id: 'tile.badges', defaultMessage: 'Badges' },
  compare: { id: 'tile.compare', defaultMessage: 'Compare' },
  compareProduct: { id: 'tile.compareProduct', defaultMessage: 'Compare {name}' },
  outOfStock: { id: 'tile.outOfStock', defaultMessage: 'Out of stock' },
  lowStock: { id: 'tile.lowStock', defaultMessage: 'Only {stockLevel} left!' },
});

/**
 * A product tile's own words in `intl`'s locale, for the tiles of the shop's pages (the server formats them; the tile
 * islands get them as props). Undefined when they are the tile's English defaults, so English pages carry none.
 */
export function tileLabelsOf(intl: IntlShape): ProductTileLabels | undefined {
  return unlessEnglish<ProductTileLabels>(formatMessages(intl, messages, ['name', 'stockLevel']), PRODUCT_TILE_LABELS);
}
