// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRegistry, defineBlock } from '../registry';
import type { ContentItem, LoaderContext } from '../types';
import { withLoaderBudget } from './loaderBudget';

const SLOW = 'https://x.test/slow';
const PLAIN = 'https://x.test/plain';
const item = (schema: string, deliveryId = 'd1'): ContentItem => ({ _meta: { schema, deliveryId } });
const ctx = {} as LoaderContext;
const Component = () => null;

afterEach(() => vi.useRealTimers());

function registryWith(load: () => Promise<unknown>) {
  return createRegistry([
    defineBlock({ schema: SLOW, component: Component, load }),
    defineBlock({ schema: PLAIN, component: Component }),
  ]);
}

describe('withLoaderBudget', () => {
  it('a loader within the budget gives its data; a block without a loader is the same definition', async () => {
    const registry = registryWith(async () => 'data');
    const watch = { onOverBudget: vi.fn(), onFailure: vi.fn() };
    const budgeted = withLoaderBudget(registry, 1_000, watch);
    await expect(budgeted.get(SLOW)!.load!(item(SLOW), ctx)).resolves.toBe('data');
    expect(budgeted.get(PLAIN)).toBe(registry.get(PLAIN));
    expect(budgeted.schemas).toEqual(registry.schemas);
    expect(budgeted.has(SLOW)).toBe(true);
    expect(watch.onOverBudget).not.toHaveBeenCalled();
  });

  it('a loader past the budget resolves to no data, told once; its late end is dropped', async () => {
    vi.useFakeTimers();
    let finish!: (value: unknown) => void;
    const registry = registryWith(() => new Promise((resolve) => (finish = resolve)));
    const watch = { onOverBudget: vi.fn(), onFailure: vi.fn() };
    const budgeted = withLoaderBudget(registry, 500, watch);
    let settled: unknown = 'pending';
    void budgeted.get(SLOW)!.load!(item(SLOW, 'late'), ctx).then((data) => (settled = data));
    await vi.advanceTimersByTimeAsync(499);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBeUndefined();
    expect(watch.onOverBudget).toHaveBeenCalledExactlyOnceWith({ schema: SLOW, deliveryId: 'late' });
    finish('too late');
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBeUndefined();
  });

  it('a failing loader within the budget is reported and rethrown', async () => {
    const registry = registryWith(async () => Promise.reject(new Error('upstream down')));
    const watch = { onOverBudget: vi.fn(), onFailure: vi.fn() };
    const budgeted = withLoaderBudget(registry, 1_000, watch);
    await expect(budgeted.get(SLOW)!.load!(item(SLOW), ctx)).rejects.toThrow('upstream down');
    expect(watch.onFailure).toHaveBeenCalledWith({ schema: SLOW, deliveryId: 'd1' });
    expect(watch.onOverBudget).not.toHaveBeenCalled();
  });
});
