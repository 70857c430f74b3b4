import { afterEach, describe, expect, it, vi } from 'vitest';
import { compareEntryOf } from './compareEntry';
import {
  COMPARE_LIMIT_WARNING,
  COMPARE_STORAGE_KEY,
  MAX_COMPARE,
  readCompareList,
  toggleCompare,
  trayProduct,
  writeCompareList,
  type CompareEntry,
} from './compareList';

const entry = (id: string): CompareEntry => ({ productId: id, productName: `Product ${id}` });

class MemoryStorage {
  values = new Map<string, string>();
  getItem = (key: string) => this.values.get(key) ?? null;
  setItem = (key: string, value: string) => void this.values.set(key, value);
  removeItem = (key: string) => void this.values.delete(key);
}

afterEach(() => vi.useRealTimers());

describe('compare rules', () => {
  it('adds while fewer than 4 are listed, then warns and changes nothing', () => {
    let list: CompareEntry[] = [];
    for (const id of ['1', '2', '3', '4']) {
      const step = toggleCompare(list, entry(id));
      expect(step.result).toBe('added');
      list = step.list;
    }
    expect(list).toHaveLength(MAX_COMPARE);
    const fifth = toggleCompare(list, entry('5'));
    expect(fifth.result).toBe('limit');
    expect(fifth.list.map((e) => e.productId)).toEqual(['1', '2', '3', '4']);
    expect(COMPARE_LIMIT_WARNING).toEqual({
      title: 'Maximum products reached',
      description: 'You can only compare up to 4 products at once.',
    });
  });

  it('removes a listed product instead of adding it again (no duplicates), even at the limit', () => {
    const list = ['1', '2', '3', '4'].map(entry);
    const step = toggleCompare(list, entry('3'));
    expect(step.result).toBe('removed');
    expect(step.list.map((e) => e.productId)).toEqual(['1', '2', '4']);
  });
});

describe('compare storage', () => {
  it('round-trips the list; an empty list removes the key', () => {
    const storage = new MemoryStorage();
    expect(writeCompareList(storage, [entry('1'), entry('2')], vi.fn())).toBe(true);
    expect(readCompareList(storage, vi.fn()).map((e) => e.productId)).toEqual(['1', '2']);
    writeCompareList(storage, [], vi.fn());
    expect(storage.values.has(COMPARE_STORAGE_KEY)).toBe(false);
  });

  it.each([
    ['bad JSON', '{not json'],
    ['not a list', '{"productId":"1"}'],
    ['entries without an id', '[{"productName":"x"}]'],
    ['more than the maximum', JSON.stringify(['1', '2', '3', '4', '5'].map(entry))],
  ])('removes a corrupted stored list (%s) and logs it', (_, raw) => {
    const storage = new MemoryStorage();
    storage.values.set(COMPARE_STORAGE_KEY, raw);
    const log = vi.fn();
    expect(readCompareList(storage, log)).toEqual([]);
    expect(storage.values.has(COMPARE_STORAGE_KEY)).toBe(false);
    expect(log).toHaveBeenCalledWith('compare-storage-corrupted', expect.any(Object));
  });

  it('drops duplicates of a stored list', () => {
    const storage = new MemoryStorage();
    storage.values.set(COMPARE_STORAGE_KEY, JSON.stringify([entry('1'), entry('1'), entry('2')]));
    expect(readCompareList(storage, vi.fn()).map((e) => e.productId)).toEqual(['1', '2']);
  });

  it('logs a storage that cannot be read or written, and goes on', () => {
    const log = vi.fn();
    const broken = {
      getItem: () => {
        throw new Error('SecurityError: access denied');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(readCompareList(broken, log)).toEqual([]);
    expect(log).toHaveBeenCalledWith('compare-storage-read-failed', { message: 'SecurityError: access denied' });
    expect(writeCompareList(broken, [entry('1')], log)).toBe(false);
    expect(log).toHaveBeenCalledWith('compare-storage-write-failed', { message: 'QuotaExceededError' });
  });
});

describe('compare entries', () => {
  const tile = {
    id: 'RM1',
    name: 'Summit Jacket',
    href: '/product/RM1',
    colours: [
      { id: 'pine', name: 'Pine', orderable: true, images: [{ url: 'https://media/pine.jpg' }] },
      { id: 'black', name: 'Black', orderable: false, images: [] },
    ],
    price: { type: 'single' as const, sales: 189 },
  };

  it('takes a tile model to the compare entry fields', () => {
    expect(compareEntryOf(tile, 'USD')).toEqual({
      productId: 'RM1',
      productName: 'Summit Jacket',
      href: '/product/RM1',
      image: { url: 'https://media/pine.jpg', alt: 'Summit Jacket' },
      price: { type: 'single', sales: 189 },
      currency: 'USD',
      type: { master: true },
      variationAttributes: [
        {
          id: 'color',
          name: 'Colour',
          values: [
            { value: 'pine', name: 'Pine', orderable: true },
            { value: 'black', name: 'Black', orderable: false },
          ],
        },
      ],
    });
  });

  it('shows image, name, price and variation values in the tray', () => {
    expect(trayProduct(compareEntryOf(tile, 'USD'))).toEqual({
      id: 'RM1',
      name: 'Summit Jacket',
      href: '/product/RM1',
      image: { url: 'https://media/pine.jpg', alt: 'Summit Jacket' },
      price: { type: 'single', sales: 189 },
      variations: [{ name: 'Colour', values: ['Pine', 'Black'] }],
    });
  });
});
