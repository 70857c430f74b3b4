// @vitest-environment node
import { StaleWhileRevalidateCache } from './staleWhileRevalidateCache';

type Value = { found: boolean; text: string };
const found = (text: string): Value => ({ found: true, text });
const miss = (text: string): Value => ({ found: false, text });

function cache(options: ConstructorParameters<typeof StaleWhileRevalidateCache<Value>>[0] = {}) {
  let now = 0;
  const instance = new StaleWhileRevalidateCache<Value>({
    freshMs: 100,
    staleMs: 100,
    staleIfErrorMs: 1_000,
    isMiss: (value) => !value.found,
    now: () => now,
    ...options,
  });
  return { instance, at: (ms: number) => (now = ms) };
}

describe('StaleWhileRevalidateCache', () => {
  it('evicts the least recently used value, not the oldest stored', () => {
    const { instance } = cache({ maxEntries: 3 });
    for (const key of ['a', 'b', 'c']) instance.set(key, found(key));
    instance.lookup('a'); // used: b is now the least recently used
    instance.set('d', found('d'));
    expect(instance.lookup('a').state).toBe('fresh');
    expect(instance.lookup('b').state).toBe('missing');
  });

  it('bounds values by size too: one too large is not kept', () => {
    const { instance } = cache({ maxEntries: 100, maxSize: 100, sizeOf: (value) => (value as Value).text.length });
    instance.set('small', found('x'.repeat(40)));
    instance.set('huge', found('x'.repeat(500)));
    instance.set('other', found('x'.repeat(40)));
    expect(instance.lookup('huge').state).toBe('missing');
    expect(instance.lookup('small').state).toBe('fresh');
    instance.set('third', found('x'.repeat(40)));
    expect(instance.size.values).toBe(2);
  });

  it('keeps misses apart, in a smaller LRU that forgets them sooner', () => {
    const { instance, at } = cache({ maxEntries: 2, missMaxEntries: 2, missTtlMs: 50 });
    instance.set('page', found('page'));
    for (let index = 0; index < 100; index += 1) instance.set(`nope-${index}`, miss('nope'));
    expect(instance.size).toEqual({ values: 1, misses: 2 });
    expect(instance.lookup('page').state).toBe('fresh');
    expect(instance.lookup('nope-99').state).toBe('fresh');
    at(60);
    expect(instance.lookup('nope-99').state).toBe('missing');
    // A miss for a key that had a value replaces it (deleted upstream): the old value is not served on an error later.
    instance.set('page', miss('gone'));
    expect(instance.size.values).toBe(0);
  });

  it('fresh, stale (refreshed behind), expired (stale-if-error), then gone', async () => {
    const { instance, at } = cache();
    const load = vi.fn(async () => found('v2'));
    instance.set('k', found('v1'));
    expect(await instance.get('k', load)).toEqual(found('v1'));
    expect(load).not.toHaveBeenCalled();
    at(150);
    expect(await instance.get('k', load)).toEqual(found('v1'));
    await vi.waitFor(() => expect(instance.lookup('k')).toMatchObject({ value: found('v2') }));
    at(150 + 500); // expired: the caller waits; the load fails; the old value is served and the error reported
    const errors: unknown[] = [];
    expect(
      await instance.get(
        'k',
        () => Promise.reject(new Error('down')),
        (error) => errors.push(error),
      ),
    ).toEqual(found('v2'));
    expect(errors).toHaveLength(1);
    at(150 + 2_000); // past stale-if-error: nothing left to serve
    await expect(instance.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
  });

  it('shares a pending load, but not one pending longer than maxPendingMs (a hung load is dropped)', async () => {
    const { instance, at } = cache({ maxPendingMs: 1_000 });
    const hung = instance.loadOnce('k', () => new Promise<Value>(() => {}));
    const joined = vi.fn(async () => found('never called'));
    expect(instance.loadOnce('k', joined)).toBe(hung);
    expect(joined).not.toHaveBeenCalled();
    expect(instance.isLoading('k')).toBe(true);
    at(1_001);
    expect(instance.isLoading('k')).toBe(false);
    expect(await instance.loadOnce('k', async () => found('recovered'))).toEqual(found('recovered'));
    expect(instance.lookup('k')).toMatchObject({ state: 'fresh', value: found('recovered') });
  });

  it('never caches an error', async () => {
    const { instance } = cache();
    await expect(instance.loadOnce('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(instance.lookup('k').state).toBe('missing');
    expect(instance.isLoading('k')).toBe(false);
  });

  it('stale-if-slow: an expired value is served once its reload has taken staleIfSlowMs; the reload still lands', async () => {
    const { instance, at } = cache({ staleIfSlowMs: 20 });
    instance.set('k', found('old'));
    at(500); // expired
    let finish: (value: Value) => void = () => {};
    const reload = new Promise<Value>((resolve) => (finish = resolve));
    expect(await instance.get('k', () => reload)).toEqual(found('old'));
    finish(found('new'));
    await vi.waitFor(() => expect(instance.lookup('k')).toMatchObject({ state: 'fresh', value: found('new') }));
  });
});
