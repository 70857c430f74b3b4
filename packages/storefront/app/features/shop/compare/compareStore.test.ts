import { describe, expect, it } from 'vitest';
import { COMPARE_LIMIT_WARNING, type CompareEntry } from '@ridgeline/commerce';
import { nextState } from './compareStore';

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
