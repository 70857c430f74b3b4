import { describe, expect, it } from 'vitest';
import { parseProfilingAnswer, PROFILING_STEPS, profilingSteps } from './profiling';

describe('the profiling steps', () => {
  it('are start, birthday, category, activity, then each further preference type once', () => {
    expect(PROFILING_STEPS).toEqual(['start', 'birthday', 'category', 'activity']);
    expect(profilingSteps([])).toEqual(['start', 'birthday', 'category', 'activity']);
    expect(
      profilingSteps([{ Key: 'category' }, { Key: 'activity' }, { Key: 'fit' }, { Key: 'brand' }, { Key: 'fit' }]),
    ).toEqual(['start', 'birthday', 'category', 'activity', 'fit', 'brand']);
  });
});

describe('a profiling answer', () => {
  it('is read in one shape only', () => {
    expect(parseProfilingAnswer({ birthday: { month: 12, day: 31 } })).toEqual({ birthday: { month: 12, day: 31 } });
    expect(parseProfilingAnswer({ birthday: { month: 0, day: 1 } })).toBeUndefined();
    expect(parseProfilingAnswer({ birthday: { month: 1, day: 32 } })).toBeUndefined();
    expect(parseProfilingAnswer({ birthday: { month: 1.5, day: 2 } })).toBeUndefined();
    expect(parseProfilingAnswer({ preferences: { category: ['gear'] } })).toEqual({
      preferences: { category: ['gear'] },
    });
    expect(parseProfilingAnswer({ preferences: { category: [1] } })).toBeUndefined();
    expect(parseProfilingAnswer({ preferences: {} })).toBeUndefined();
    expect(parseProfilingAnswer({ preferences: { ['k'.repeat(65)]: [] } })).toBeUndefined();
    expect(parseProfilingAnswer([])).toBeUndefined();
    expect(parseProfilingAnswer(null)).toBeUndefined();
  });
});
