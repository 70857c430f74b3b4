import { describe, expect, it } from 'vitest';
import {
  initialColour,
  isDroppedImageUrl,
  maxTileImages,
  tileBadges,
  tileImages,
  tileImageUrl,
  tileSwatches,
  type ProductTileColour,
} from './model';

const colour = (id: string, orderable: boolean, images: string[] = []): ProductTileColour => ({
  id,
  name: `Colour ${id}`,
  orderable,
  images: images.map((url) => ({ url })),
});

describe('initialColour', () => {
  const colours = [colour('010', false), colour('464', true), colour('820', true)];

  it('takes initialColorId when it names a colour', () => {
    expect(initialColour({ colours, initialColorId: '820' })?.id).toBe('820');
    // even an unorderable one: it is the represented product's colour
    expect(initialColour({ colours, initialColorId: '010' })?.id).toBe('010');
  });

  it('accepts a pipe-separated list (c_colorID): the first id that matches', () => {
    expect(initialColour({ colours, initialColorId: '999|820|464' })?.id).toBe('820');
  });

  it('else the first orderable colour', () => {
    expect(initialColour({ colours })?.id).toBe('464');
    expect(initialColour({ colours, initialColorId: '999' })?.id).toBe('464');
    expect(initialColour({ colours, initialColorId: null })?.id).toBe('464');
  });

  it('else the first colour; undefined without colours', () => {
    expect(initialColour({ colours: [colour('a', false), colour('b', false)] })?.id).toBe('a');
    expect(initialColour({ colours: [] })).toBeUndefined();
  });
});

describe('isDroppedImageUrl', () => {
  it('drops placeholder markers anywhere, any case', () => {
    expect(isDroppedImageUrl('https://cdn.example/images/noimage.jpg')).toBe(true);
    expect(isDroppedImageUrl('https://cdn.example/NoImage/large.png')).toBe(true);
    expect(isDroppedImageUrl('https://cdn.example/i/ridgeline/placeholder-large?w=496')).toBe(true);
    expect(isDroppedImageUrl('https://cdn.example/no-image.png')).toBe(true);
  });

  it('drops a variant-style (swatch view) suffix on the file name', () => {
    expect(isDroppedImageUrl('http://localhost:4010/i/ridgeline/RM1001-820-swatch?w=48')).toBe(true);
    expect(isDroppedImageUrl('https://s7.example/is/image/Brand/1533891_464_sw.jpg?wid=48')).toBe(true);
    expect(isDroppedImageUrl('https://s7.example/is/image/Brand/1533891_464_SWATCH')).toBe(true);
  });

  it('keeps product shots, including back views and colour codes', () => {
    expect(isDroppedImageUrl('http://localhost:4010/i/ridgeline/RM1001-820?w=496&h=521')).toBe(false);
    expect(isDroppedImageUrl('http://localhost:4010/i/ridgeline/RM1001-820-back')).toBe(false);
    expect(isDroppedImageUrl('https://s7.example/is/image/Brand/1533891_464_f.jpg')).toBe(false);
    // the suffix rule looks at the file name only, not at folders or the query
    expect(isDroppedImageUrl('https://cdn.example/swatch_sw/jacket.jpg?view=x_sw')).toBe(false);
    expect(isDroppedImageUrl('data:image/svg+xml,%3Csvg%3E')).toBe(false);
  });

  it('drops empty URLs', () => {
    expect(isDroppedImageUrl('')).toBe(true);
    expect(isDroppedImageUrl(undefined)).toBe(true);
  });
});

describe('tileImages', () => {
  const model = {
    images: [{ url: 'https://x/fallback.jpg' }],
    colours: [
      colour('010', true, [
        'https://x/a.jpg',
        'https://x/noimage.jpg',
        'https://x/b.jpg',
        'https://x/a.jpg',
        'https://x/c-swatch.jpg',
        'https://x/c.jpg',
        'https://x/d.jpg',
        'https://x/e.jpg',
      ]),
      colour('464', true, ['https://x/placeholder.jpg']),
    ],
  };

  it('drops unusable images and duplicates, keeps order, caps at 4', () => {
    expect(maxTileImages).toBe(4);
    expect(tileImages(model, '010').map((image) => image.url)).toEqual([
      'https://x/a.jpg',
      'https://x/b.jpg',
      'https://x/c.jpg',
      'https://x/d.jpg',
    ]);
  });

  it("falls back to the model's images when a colour has none usable", () => {
    expect(tileImages(model, '464').map((image) => image.url)).toEqual(['https://x/fallback.jpg']);
    expect(tileImages(model, undefined).map((image) => image.url)).toEqual(['https://x/fallback.jpg']);
  });
});

describe('imageBaseUrl', () => {
  const model = {
    imageBaseUrl: 'https://media.example.com/i/shop/',
    images: [{ url: 'fallback.jpg' }],
    colours: [
      { ...colour('010', true, ['a.jpg', 'a.jpg', 'b-swatch.jpg', 'b.jpg?w=496']), swatchUrl: 'a-swatch.jpg?w=48' },
      colour('464', true, ['noimage.jpg']),
    ],
  };

  it('tileImages returns complete URLs, after the same drop and duplicate rules', () => {
    expect(tileImages(model, '010')).toEqual([
      { url: 'https://media.example.com/i/shop/a.jpg' },
      { url: 'https://media.example.com/i/shop/b.jpg?w=496' },
    ]);
    expect(tileImages(model, '464')).toEqual([{ url: 'https://media.example.com/i/shop/fallback.jpg' }]);
  });

  it('the dropped-image rule sees the complete URL (a placeholder folder in the base drops every image)', () => {
    expect(tileImages({ ...model, imageBaseUrl: 'https://x/placeholder/' }, '010')).toEqual([]);
  });

  it('tileSwatches prepends it to swatch URLs; without a base the colours are returned as they are', () => {
    const [black, navy] = tileSwatches(model);
    expect(black!.swatchUrl).toBe('https://media.example.com/i/shop/a-swatch.jpg?w=48');
    expect(navy!.swatchUrl).toBeUndefined();
    expect(tileSwatches({ colours: model.colours })).toBe(model.colours);
    expect(tileImageUrl({}, 'https://x/a.jpg')).toBe('https://x/a.jpg');
    expect(tileImageUrl(model, 'a.jpg')).toBe('https://media.example.com/i/shop/a.jpg');
  });
});

describe('tileBadges', () => {
  const single = { type: 'single', sales: 50 } as const;
  const range = { type: 'range', minSale: 40, maxSale: 60 } as const;
  const labels = (...args: Parameters<typeof tileBadges>) =>
    tileBadges(...args).map((badge) => `${badge.label}:${badge.tone}`);

  it("'Sale' when the minimum price is below the maximum, unless hidden", () => {
    expect(labels({ price: range })).toEqual(['Sale:sale']);
    expect(labels({ price: range, badges: { hideSaleBadge: true } })).toEqual([]);
    expect(labels({ price: single })).toEqual([]);
  });

  it('member exclusive (with the lock icon) outranks the grid badge, which outranks the range Sale', () => {
    expect(tileBadges({ price: range, badges: { memberExclusive: true, gridBadge: 'Best Seller' } })[0]).toMatchObject({
      label: 'Member Exclusive',
      icon: 'lock',
    });
    expect(labels({ price: range, badges: { gridBadge: 'Best Seller' } })).toEqual(['Best Seller:neutral']);
  });

  it("flags: 'New' green, 'Sale' yellow, Special Drop, Exclusive Colors", () => {
    expect(
      labels({ price: single, badges: { isNew: true, isSale: true, specialDrop: true, exclusiveColors: true } }),
    ).toEqual(['New:new', 'Sale:highlight', 'Special Drop:info', 'Exclusive Colors:neutral']);
  });

  it("never shows 'Sale' twice", () => {
    expect(labels({ price: range, badges: { isSale: true } })).toEqual(['Sale:sale']);
    expect(labels({ price: range, badges: { isSale: true, hideSaleBadge: true } })).toEqual(['Sale:highlight']);
  });
});
