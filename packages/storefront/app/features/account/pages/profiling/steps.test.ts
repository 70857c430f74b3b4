import { describe, expect, it, vi } from 'vitest';
import {
  BANNER_DISMISSED_KEY,
  dismissBanner,
  fetchProfilingData,
  isBannerDismissed,
  saveProfilingAnswer,
} from './steps';
import { captureLog } from '../../../../testing/logCapture';

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
    const logs = captureLog();
    const broken = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(isBannerDismissed(broken)).toBe(false);
    expect(() => dismissBanner(broken)).not.toThrow();
    expect(logs.lines()).toHaveLength(2);
    expect(logs.lines()[0]).toMatchObject({ level: 'warn', event: 'session-storage-failed' });
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
    const logs = captureLog();
    expect(
      await fetchProfilingData((async () => new Response('', { status: 502, statusText: 'Bad Gateway' })) as never),
    ).toBeUndefined();
    expect(logs.text()).toContain('Request failed with status 502 Bad Gateway');
    expect(
      await saveProfilingAnswer({ birthday: { month: 1, day: 2 } }, (async () =>
        Promise.reject(new TypeError('offline'))) as never),
    ).toBe(false);
    expect(logs.lines().map((line) => line.level)).toEqual(['warn', 'warn']);
  });
  it('ask once: a failed read or an outage is not retried', async () => {
    captureLog();
    for (const failing of [
      vi.fn(async () => new Response('', { status: 503 })),
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    ]) {
      expect(await fetchProfilingData(failing as never)).toBeUndefined();
      expect(failing).toHaveBeenCalledTimes(1);
    }
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
