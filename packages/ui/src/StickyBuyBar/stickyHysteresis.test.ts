import { describe, expect, it } from 'vitest';
import { nextSticky, STICKY_ENTER_PX, STICKY_EXIT_PX, stickyStates } from './stickyHysteresis';

describe('sticky hysteresis', () => {
  it('enters only once the edge is more than 5 px past the line', () => {
    expect(STICKY_ENTER_PX).toBe(5);
    expect(stickyStates([-200, -1, 0, 5])).toEqual([false, false, false, false]);
    expect(stickyStates([0, 6])).toEqual([false, true]);
  });

  it('leaves only once the edge is back more than 30 px below the line', () => {
    expect(STICKY_EXIT_PX).toBe(30);
    expect(stickyStates([40, 0, -10, -30])).toEqual([true, true, true, true]);
    expect(stickyStates([40, -31])).toEqual([true, false]);
  });

  it('never flickers on a scroll that wobbles inside the band, in either state', () => {
    const wobble = [4, -29, 5, -30, 0, 3, -12, 5, -30];
    expect(stickyStates(wobble)).toEqual(wobble.map(() => false));
    expect(stickyStates([6, ...wobble])).toEqual([true, ...wobble.map(() => true)]);
  });

  it('follows a scroll down past the button, back up and down again', () => {
    const scroll = [-300, -100, 0, 5, 6, 200, 800, 20, -20, -30, -31, -5, 5, 6];
    expect(stickyStates(scroll)).toEqual([
      false,
      false,
      false,
      false,
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      true,
    ]);
  });

  it('takes other thresholds', () => {
    expect(nextSticky(false, 11, { enter: 10, exit: 0 })).toBe(true);
    expect(nextSticky(true, -1, { enter: 10, exit: 0 })).toBe(false);
  });
});
