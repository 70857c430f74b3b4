import { PRODUCT_TILE_LABELS } from '@ridgeline/ui';
import { describe, expect, it } from 'vitest';
import { intlFor } from './catalogs.server';
import { tileLabelsOf } from './tileLabels';

describe('tile labels', () => {
  it('are none on English pages (the tile’s own defaults), and French on fr-CA pages', () => {
    expect(tileLabelsOf(intlFor('en-US'))).toBeUndefined();
    expect(tileLabelsOf(intlFor('en-CA'))).toBeUndefined();
    const french = tileLabelsOf(intlFor('fr-CA'))!;
    expect(french).toMatchObject({
      compare: 'Comparer',
      compareProduct: 'Comparer {name}',
      outOfStock: 'Rupture de stock',
      lowStock: 'Plus que {stockLevel} en stock!',
    });
    expect(Object.keys(french).sort()).toEqual(Object.keys(PRODUCT_TILE_LABELS).sort());
  });
});
