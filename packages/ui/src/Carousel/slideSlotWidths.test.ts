import { describe, expect, it } from 'vitest';
import { imageSizes } from '../Image/sizes';
import { slideSlotWidths } from './slideSlotWidths';

describe('slideSlotWidths', () => {
  it('is each slide share of the whole viewport by default', () => {
    expect(slideSlotWidths({ base: '80%', md: '50%', lg: '33.333%' })).toEqual({
      base: '80vw',
      md: '50vw',
      lg: '33.4vw',
    });
  });

  it('scales the carousel width in force at each breakpoint, rounding up', () => {
    // A carousel two thirds of the row from lg, capped by a 1216 px content box from xl.
    expect(
      slideSlotWidths({ base: '80%', md: '50%', xl: '40%' }, { base: '100vw', lg: '66.7vw', xl: '1216px' }),
    ).toEqual({
      base: '80vw',
      md: '50vw',
      lg: '33.4vw',
      xl: '487px',
    });
  });

  it('feeds imageSizes', () => {
    expect(imageSizes(slideSlotWidths({ base: '80%', lg: '25%' }, { base: '100vw', xl: '1216px' }))).toBe(
      '(min-width: 1280px) 304px, (min-width: 992px) 25vw, 80vw',
    );
  });

  it('rejects a carousel width it cannot scale', () => {
    expect(() => slideSlotWidths({ base: '50%' }, { base: 'calc(100vw - 32px)' })).toThrow(
      'cannot scale "calc(100vw - 32px)" by "50%"',
    );
  });
});
