// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { ISLAND_FAILED_EVENT, watchConnection, watchIslandFailures, watchLocation } from './browserSignals';

describe('offline signals', () => {
  it('reports an island failing now, and one that failed before anyone listened', () => {
    const onFailure = vi.fn();
    const stop = watchIslandFailures(onFailure);
    window.dispatchEvent(new CustomEvent(ISLAND_FAILED_EVENT, { detail: { event: 'island-failed' } }));
    expect(onFailure).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(new CustomEvent(ISLAND_FAILED_EVENT));
    expect(onFailure).toHaveBeenCalledTimes(1);

    document.body.innerHTML = '<div data-island="block" data-island-state="failed"></div>';
    const early = vi.fn();
    watchIslandFailures(early)();
    expect(early).toHaveBeenCalledTimes(1);
    document.body.innerHTML = '';
  });

  it('reports the connection going and coming back, and location changes', () => {
    const onChange = vi.fn();
    const stop = watchConnection(onChange);
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    stop();
    window.dispatchEvent(new Event('offline'));
    expect(onChange.mock.calls).toEqual([[false], [true]]);
    const moved = vi.fn();
    const stopLocation = watchLocation(moved);
    window.dispatchEvent(new PopStateEvent('popstate'));
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    stopLocation();
    expect(moved).toHaveBeenCalledTimes(2);
  });
});
