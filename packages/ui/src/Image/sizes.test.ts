import { describe, expect, it } from 'vitest';
import { imageSizes } from './sizes';

describe('imageSizes', () => {
  it('lists the breakpoints widest first, then the base width', () => {
    expect(imageSizes({ base: '50vw', md: '33.4vw', lg: '25vw', xl: '290px' })).toBe(
      '(min-width: 1280px) 290px, (min-width: 992px) 25vw, (min-width: 768px) 33.4vw, 50vw',
    );
  });

  it('is the base width alone when no breakpoint is given', () => {
    expect(imageSizes({ base: '24px' })).toBe('24px');
    expect(imageSizes({ base: 'calc(100vw - 32px)' })).toBe('calc(100vw - 32px)');
  });

  it('takes two breakpoints at the same width once when they agree, and rejects them when they differ', () => {
    expect(imageSizes({ base: '100vw', heroLg: '50vw', xl: '50vw' })).toBe('(min-width: 1280px) 50vw, 100vw');
    expect(() => imageSizes({ base: '100vw', heroLg: '50vw', xl: '40vw' })).toThrow('heroLg and xl are both 1280 px');
  });

  it('rejects what is not a length (a sizes list, a percentage, nothing)', () => {
    expect(() => imageSizes({ base: '' })).toThrow('base "" is not a length');
    expect(() => imageSizes({ base: '100vw', md: '50%' })).toThrow('md "50%" is not a length');
    expect(() => imageSizes({ base: '(min-width: 1px) 10px, 100vw' })).toThrow('is not a length');
  });
});
