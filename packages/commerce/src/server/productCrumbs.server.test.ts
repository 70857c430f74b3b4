import { describe, expect, it, vi } from 'vitest';
import { productCrumbs, type ProductCrumbsSource } from './productCrumbs.server';

const home = { name: 'Home', url: 'https://shop.test/' };
const source = (category: ProductCrumbsSource['category'], onFailure = vi.fn()): ProductCrumbsSource => ({
  home,
  categoryUrl: (id) => `https://shop.test/c/${id}`,
  category,
  timeoutMs: 1_000,
  onFailure,
});

describe('productCrumbs', () => {
  it('is home, then the primary category’s chain, absolute', async () => {
    const path = [
      { id: 'mens', name: 'Men' },
      { id: 'mens-jackets', name: 'Jackets' },
    ];
    expect(
      await productCrumbs(
        { primaryCategoryId: 'mens-jackets' },
        source(async () => ({ path })),
      ),
    ).toEqual([
      home,
      { name: 'Men', url: 'https://shop.test/c/mens' },
      { name: 'Jackets', url: 'https://shop.test/c/mens-jackets' },
    ]);
  });

  it('is home alone without a category, and when the category fails or is too slow (reported once)', async () => {
    const unused = vi.fn();
    expect(await productCrumbs({}, source(unused))).toEqual([home]);
    expect(unused).not.toHaveBeenCalled();
    const failed = vi.fn();
    const down = source(() => Promise.reject(new Error('down')), failed);
    expect(await productCrumbs({ primaryCategoryId: 'x' }, down)).toEqual([home]);
    expect(failed).toHaveBeenCalledWith('x', expect.any(Error));
    vi.useFakeTimers();
    try {
      const slow = vi.fn();
      const pending = productCrumbs(
        { primaryCategoryId: 'x' },
        source(() => new Promise(() => {}), slow),
      );
      await vi.advanceTimersByTimeAsync(1_001);
      expect(await pending).toEqual([home]);
      expect(slow).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
