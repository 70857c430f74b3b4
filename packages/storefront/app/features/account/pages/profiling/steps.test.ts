import { describe, expect, it, vi } from 'vitest';
import {
  BANNER_DISMISSED_KEY,
  dismissBanner,
  fetchProfilingData,
  isBannerDismissed,
  saveProfilingAnswer,
} from './steps';

const memoryStorage = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  } as unknown as Storage;
};

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
