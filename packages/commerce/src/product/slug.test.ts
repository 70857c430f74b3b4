import { describe, expect, it } from 'vitest';
import { productIdFromSlug } from './slug';

describe('productIdFromSlug', () => {
  it('resolves the no-slug form to the product id', () => {
    expect(productIdFromSlug('noslug-RM1001.html')).toBe('RM1001');
    expect(productIdFromSlug('noslug-RM1001-010-M.html')).toBe('RM1001-010-M');
    expect(productIdFromSlug('NOSLUG-RM1001.HTML')).toBe('RM1001');
  });

  it('reads any other slug as the id, with or without .html', () => {
    expect(productIdFromSlug('RM1001')).toBe('RM1001');
    expect(productIdFromSlug('RM1001.html')).toBe('RM1001');
  });

  it('refuses what cannot be an id', () => {
    expect(productIdFromSlug(undefined)).toBeUndefined();
    expect(productIdFromSlug('noslug-.html')).toBeUndefined();
    expect(productIdFromSlug('a%2Fb')).toBeUndefined();
    expect(productIdFromSlug('%E0%A4%A')).toBeUndefined();
    expect(productIdFromSlug('x'.repeat(101))).toBeUndefined();
  });
});
