import { describe, expect, it, vi } from 'vitest';
import {
  BANNER_DISMISSED_KEY,
  BIRTHDAY_DAYS,
  BIRTHDAY_MONTHS,
  dismissBanner,
  fetchProfilingData,
  isBannerDismissed,
  isLastStep,
  nextStep,
  optionLabel,
  PROFILING_STEPS,
  profilingSteps,
  saveProfilingAnswer,
} from './steps';

const memoryStorage = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  } as unknown as Storage;
};

describe('the profiling steps', () => {
  it('are start, birthday, category, activity, then each further preference type once', () => {
    expect(PROFILING_STEPS).toEqual(['start', 'birthday', 'category', 'activity']);
    expect(profilingSteps([])).toEqual(['start', 'birthday', 'category', 'activity']);
    expect(
      profilingSteps([{ Key: 'category' }, { Key: 'activity' }, { Key: 'fit' }, { Key: 'brand' }, { Key: 'fit' }]),
    ).toEqual(['start', 'birthday', 'category', 'activity', 'fit', 'brand']);
  });
  it('advance one at a time; the last has no next step', () => {
    const steps = profilingSteps([{ Key: 'fit' }]);
    expect(nextStep(steps, 'start')).toBe('birthday');
    expect(nextStep(steps, 'activity')).toBe('fit');
    expect(nextStep(steps, 'fit')).toBeUndefined();
    expect(isLastStep(steps, 'fit')).toBe(true);
    expect(isLastStep(steps, 'activity')).toBe(false);
    expect(isLastStep(profilingSteps([]), 'activity')).toBe(true);
  });
  it('name options by Name, else Label, else key', () => {
    expect(optionLabel({ Key: 'a', Name: 'Hiking' })).toBe('Hiking');
    expect(optionLabel({ Key: 'b', Label: 'Slim' })).toBe('Slim');
    expect(optionLabel({ Key: 'c' })).toBe('c');
  });
  it('offer birthday months 1–12 and days 1–31', () => {
    expect([BIRTHDAY_MONTHS[0], BIRTHDAY_MONTHS.at(-1), BIRTHDAY_MONTHS.length]).toEqual([1, 12, 12]);
    expect([BIRTHDAY_DAYS[0], BIRTHDAY_DAYS.at(-1), BIRTHDAY_DAYS.length]).toEqual([1, 31, 31]);
  });
});

describe('the banner dismissal', () => {
  it('is remembered in session storage', () => {
    const storage = memoryStorage();
    expect(isBannerDismissed(() => storage)).toBe(false);
    dismissBanner(() => storage);
    expect(storage.getItem(BANNER_DISMISSED_KEY)).toBe('1');
    expect(isBannerDismissed(() => storage)).toBe(true);
  });
  it('logs and ignores a storage that fails', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(isBannerDismissed(broken)).toBe(false);
    expect(() => dismissBanner(broken)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]![0]).toContain('session-storage-failed');
    warn.mockRestore();
  });
});

describe('the drawer’s calls', () => {
  it('read the step data; a failure is logged only', async () => {
    const ok = vi.fn(async () =>
      Response.json({ preferenceTypes: [{ Key: 'fit', Name: 'Fit', Options: [] }], answers: { fit: [] } }),
    );
    expect(await fetchProfilingData(ok as never)).toEqual({
      preferenceTypes: [{ Key: 'fit', Name: 'Fit', Options: [] }],
      answers: { fit: [] },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(
      await fetchProfilingData((async () => new Response('', { status: 502, statusText: 'Bad Gateway' })) as never),
    ).toBeUndefined();
    expect(warn.mock.calls[0]![0]).toContain('Request failed with status 502 Bad Gateway');
    expect(
      await saveProfilingAnswer({ birthday: { month: 1, day: 2 } }, (async () =>
        Promise.reject(new TypeError('offline'))) as never),
    ).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
  it('post one answer as JSON to the same-origin endpoint', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ progressDecimal: 0.25 }));
    expect(await saveProfilingAnswer({ preferences: { category: ['gear'] } }, fetchImpl as never)).toBe(true);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/account/profiling');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ preferences: { category: ['gear'] } });
  });
});
