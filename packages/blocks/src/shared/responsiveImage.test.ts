import type { ImageLink } from '@ridgeline/renderer';
import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTH_LADDER, fixedSizeImage, fluidImage, ladderWidths, slotRange, slotWidths } from './responsiveImage';
import { chosenWidth, deviceFitProblems, srcSetCandidates } from '../test/srcset';

const image: ImageLink = {
  _meta: { schema: 'http://bigcontent.io/cms/schema/v1/core#/definitions/image-link' },
  id: '1',
  name: 'ridge',
  endpoint: 'ridgeline',
  defaultHost: 'cdn.media.amplience.net',
};
const ctx = { mediaHost: 'http://localhost:4010' };

describe('ladderWidths', () => {
  it('takes the rungs from the one at or below the narrowest to the one at or above the widest', () => {
    expect(ladderWidths(256, 1227)).toEqual([240, 320, 400, 480, 640, 800, 960, 1200, 1440]);
    expect(ladderWidths(320, 320)).toEqual([320]);
  });
  it('clamps to the ladder', () => {
    expect(ladderWidths(100, 9000)).toEqual([...IMAGE_WIDTH_LADDER]);
  });
  it('rejects a range that is empty or not positive', () => {
    expect(() => ladderWidths(0, 100)).toThrow(RangeError);
    expect(() => ladderWidths(500, 400)).toThrow('need 0 < narrowest <= widest');
  });
  it('never steps more than 1.34× from one rung to the next', () => {
    for (let i = 1; i < IMAGE_WIDTH_LADDER.length; i++)
      expect(IMAGE_WIDTH_LADDER[i]! / IMAGE_WIDTH_LADDER[i - 1]!).toBeLessThanOrEqual(1.34);
  });
});

describe('slotRange / slotWidths', () => {
  it('spans each breakpoint from its min-width to the next one, over 320 to 1920 px viewports', () => {
    // 50vw up to 991 px (160 to 495.5), 25vw from 992, 290 px from 1280.
    expect(slotRange({ base: '50vw', lg: '25vw', xl: '290px' })).toEqual({ narrowest: 160, widest: 495.5 });
    // 50vw up to 767 px (160 to 383.5), then a third, a quarter, 290 px.
    expect(slotRange({ base: '50vw', md: '33.4vw', lg: '25vw', xl: '290px' })).toEqual({
      narrowest: 160,
      widest: 383.5,
    });
    expect(slotRange({ base: '100vw' })).toEqual({ narrowest: 320, widest: 1920 });
  });
  it('offers the slot from its narrowest at 1x to its widest at 2x', () => {
    expect(slotWidths({ base: '50vw', md: '33.4vw', lg: '25vw', xl: '290px' })).toEqual([240, 320, 400, 480, 640, 800]);
  });
  it('rejects a length it cannot measure', () => {
    expect(() => slotRange({ base: 'calc(100vw - 32px)' })).toThrow('is not in vw or px');
  });
});

describe('fluidImage', () => {
  const attributes = fluidImage(image, { aspect: '4:5' }, { base: '80vw', md: '50vw', lg: '33.4vw', xl: '406px' }, ctx);

  it('gives width descriptors only, cropped to the aspect, and the sizes of the slot', () => {
    const candidates = srcSetCandidates(attributes.srcSet);
    expect(candidates.every((candidate) => candidate.width !== undefined && candidate.density === undefined)).toBe(
      true,
    );
    expect(candidates.map((candidate) => candidate.width)).toEqual([240, 320, 400, 480, 640, 800, 960, 1200, 1440]);
    expect(candidates[1]!.url).toBe(
      'http://localhost:4010/i/ridgeline/ridge?fmt=auto&q=60&w=320&h=400&sm=aspect&aspect=4:5',
    );
    expect(attributes.sizes).toBe(
      '(min-width: 1280px) 406px, (min-width: 992px) 33.4vw, (min-width: 768px) 50vw, 80vw',
    );
    expect(attributes.src).toBe(
      'http://localhost:4010/i/ridgeline/ridge?fmt=auto&q=60&w=800&h=1000&sm=aspect&aspect=4:5',
    );
  });

  it('lets a 412 px phone at 2.625x fetch about its slot, not a desktop file', () => {
    // 80vw of 412 = 330 px; × 2.625 = 865 px → the 960 px candidate.
    expect(chosenWidth(attributes.srcSet, attributes.sizes, 412, 2.625)).toEqual({
      chosen: 960,
      needed: 412 * 0.8 * 2.625,
    });
  });
});

describe('fixedSizeImage', () => {
  it('offers 1x, 2x and 3x as width descriptors, sized to its CSS width', () => {
    const icon = fixedSizeImage(image, { width: 24, height: 24 }, ctx);
    expect(srcSetCandidates(icon.srcSet).map((candidate) => candidate.width)).toEqual([24, 48, 72]);
    expect(icon.srcSet).toContain('w=48&h=48&sm=aspect&aspect=24:24 48w');
    expect(icon).toMatchObject({
      sizes: '24px',
      width: 24,
      height: 24,
      src: 'http://localhost:4010/i/ridgeline/ridge?fmt=auto&q=60&w=24&h=24&sm=aspect&aspect=24:24',
    });
    expect(chosenWidth(icon.srcSet, icon.sizes, 412, 2.625).chosen).toBe(72);
  });
});

describe('deviceFitProblems (the test helper the block tests use)', () => {
  const img = (srcset: string, sizes: string) => Object.assign(document.createElement('img'), { srcset, sizes });

  it('flags desktop-only candidates: a phone would fetch far more than its slot', () => {
    const problems = deviceFitProblems(img('a.jpg?w=1440 1440w, a.jpg?w=2880 2880w', '100vw'));
    expect(problems).toContain('375 px at 2x needs 750 px, gets 1440 px: too wide');
  });

  it('flags candidates that stop short of a wide slot', () => {
    expect(deviceFitProblems(img('a.jpg?w=320 320w, a.jpg?w=640 640w', '100vw'))).toContain(
      '1920 px at 1x needs 1920 px, gets 640 px: too narrow',
    );
  });

  it('passes a ladder that follows the slot', () => {
    expect(deviceFitProblems(img(fluidImage(image, { aspect: '16:9' }, { base: '100vw' }).srcSet, '100vw'))).toEqual(
      [],
    );
  });

  it('refuses density descriptors, which ignore the slot', () => {
    expect(() => deviceFitProblems(img('a.jpg?w=1440 1x, a.jpg?w=2880 2x', '100vw'))).toThrow('density descriptors');
  });
});
