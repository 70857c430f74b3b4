// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { COMPARE_LIMIT_WARNING, COMPARE_STORAGE_KEY, type CompareEntry } from './compareList';
import { createCompareStore, nextState } from './compareStore';

const entry = (id: string): CompareEntry => ({ productId: id, productName: `Product ${id}` });

describe('the compare tray state', () => {
  it('an emptied list collapses the tray and drops the warning', () => {
    expect(nextState({ list: [entry('1')], expanded: true, warning: COMPARE_LIMIT_WARNING }, { list: [] })).toEqual({
      list: [],
      expanded: false,
      warning: null,
    });
    expect(nextState({ list: [entry('1')], expanded: false, warning: null }, { expanded: true }).expanded).toBe(true);
  });
});

describe('the compare store', () => {
  it('keeps the list in storage, warns at the limit and clears', () => {
    const log = vi.fn();
    localStorage.clear();
    const compare = createCompareStore(log);
    for (const id of ['1', '2', '3', '4']) compare.remove(id);
    expect(compare.state().list).toEqual([]);
    compare.setExpanded(true);
    expect(compare.state().expanded).toBe(false);
    vi.useFakeTimers();
    for (const id of ['1', '2', '3', '4']) expect(compare.toggleFromTile(entry(id))).toBe('added');
    expect(() => compare.toggleFromTile(entry('5'))).toThrow('Maximum products reached');
    expect(compare.state().warning).toEqual(COMPARE_LIMIT_WARNING);
    vi.runAllTimers();
    vi.useRealTimers();
    expect(JSON.parse(localStorage.getItem(COMPARE_STORAGE_KEY)!)).toHaveLength(4);
    compare.clear();
    expect(localStorage.getItem(COMPARE_STORAGE_KEY)).toBeNull();
    expect(log).not.toHaveBeenCalled();
  });
});

describe('a Compare box changed before its tile hydrated', () => {
  it('is applied once when it differs from what was rendered and listed; reset at the limit', () => {
    localStorage.clear();
    vi.useFakeTimers();
    const compare = createCompareStore(vi.fn());
    const box = document.createElement('input');
    box.type = 'checkbox';
    box.checked = true;
    compare.applyEarlyToggle(box, entry('1'), false);
    vi.runAllTimers();
    expect(compare.state().list.map((item) => item.productId)).toEqual(['1']);
    // Already listed: nothing to do.
    compare.applyEarlyToggle(box, entry('1'), false);
    for (const id of ['2', '3', '4']) compare.toggleFromTile(entry(id));
    vi.runAllTimers();
    const fifth = document.createElement('input');
    fifth.type = 'checkbox';
    fifth.checked = true;
    compare.applyEarlyToggle(fifth, entry('5'), false);
    expect(fifth.checked).toBe(false);
    expect(compare.state().list).toHaveLength(4);
    vi.useRealTimers();
  });
});
