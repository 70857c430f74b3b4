import type { ImageLink } from '../types';
import { imageWidthSrcSet } from './imageWidthSrcSet';

const image: ImageLink = {
  _meta: { schema: 'http://bigcontent.io/cms/schema/v1/core#/definitions/image-link' },
  id: '0f1e',
  name: 'ridge',
  endpoint: 'ridgeline',
  defaultHost: 'cdn.media.amplience.net',
};
const host = { mediaHost: 'http://localhost:4010' };

/** [url, descriptor] of each candidate. */
const candidates = (srcSet: string) => srcSet.split(', ').map((candidate) => candidate.split(' '));

describe('imageWidthSrcSet', () => {
  it('gives one candidate per width, narrowest first, each with a w descriptor equal to its width', () => {
    const srcSet = imageWidthSrcSet(image, { widths: [960, 480, 480, 240] }, host);
    expect(candidates(srcSet)).toEqual([
      ['http://localhost:4010/i/ridgeline/ridge?fmt=auto&q=60&w=240', '240w'],
      ['http://localhost:4010/i/ridgeline/ridge?fmt=auto&q=60&w=480', '480w'],
      ['http://localhost:4010/i/ridgeline/ridge?fmt=auto&q=60&w=960', '960w'],
    ]);
    expect(srcSet).not.toMatch(/\d+x(,|$)/);
  });

  it('crops every candidate to the aspect, its height following its width', () => {
    const srcSet = imageWidthSrcSet(image, { widths: [480, 1440], aspect: '16:9', quality: 70 }, host);
    expect(candidates(srcSet)).toEqual([
      ['http://localhost:4010/i/ridgeline/ridge?fmt=auto&q=70&w=480&h=270&sm=aspect&aspect=16:9', '480w'],
      ['http://localhost:4010/i/ridgeline/ridge?fmt=auto&q=70&w=1440&h=810&sm=aspect&aspect=16:9', '1440w'],
    ]);
  });

  it('rejects no widths, a width that is not a positive whole number, and a malformed aspect', () => {
    expect(() => imageWidthSrcSet(image, { widths: [] })).toThrow('at least one width');
    expect(() => imageWidthSrcSet(image, { widths: [320, 0] })).toThrow('width 0 is not a positive whole number');
    expect(() => imageWidthSrcSet(image, { widths: [320.5] })).toThrow('width 320.5');
    expect(() => imageWidthSrcSet(image, { widths: [320], aspect: 'wide' as never })).toThrow('is not of the form');
  });
});
