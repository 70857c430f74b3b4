import { act, render, screen } from '@testing-library/react';
import { ContentRenderer } from '@ridgeline/renderer';
import { RidgelineProvider } from '@ridgeline/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import countdown from './fixtures/auto-refresh-spring-launch.json';
import missing from './fixtures/auto-refresh-missing-date.json';
import invalid from './fixtures/auto-refresh-invalid-date.json';
import past from './fixtures/auto-refresh-past-date.json';
import { AutoRefreshNavigationProvider } from './AutoRefresh';
import { contextFor, prepareFixture, testRegistry } from '../test/harness';
import type { RenderMode } from '@ridgeline/renderer';

const SCHEMA = 'https://schema.ridgeline.dev/auto-refresh';
const TARGET = Date.parse(countdown.refreshDateTime); // 2030-03-01T09:00:00Z

async function renderBlock(fixture: unknown, mode: RenderMode = 'preview', navigate = vi.fn()) {
  const prepared = await prepareFixture(fixture, { mode });
  expect(prepared.__ridgeline.status).toBe('ok');
  const result = render(
    <RidgelineProvider>
      <AutoRefreshNavigationProvider navigate={navigate}>
        <ContentRenderer content={prepared} registry={testRegistry} context={contextFor({ mode })} />
      </AutoRefreshNavigationProvider>
    </RidgelineProvider>,
  );
  return { ...result, navigate };
}

describe('AutoRefresh (through the renderer)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(TARGET - (1 * 3600 + 2 * 60 + 3) * 1000); // 01:02:03 before
  });
  afterEach(() => vi.useRealTimers());

  it('shows a countdown that ticks every second, as an accessible timer that is not announced', async () => {
    const { container } = await renderBlock(countdown);
    const root = container.querySelector(`[data-schema="${SCHEMA}"]`)!;
    expect(root).toHaveAttribute('data-content-id', countdown._meta.deliveryId);
    const timer = screen.getByRole('timer', { name: 'Time until the page reloads' });
    expect(timer).toHaveTextContent('01:02:03');
    expect(timer).toHaveAttribute('aria-live', 'off');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('01:02:02');
    act(() => vi.advanceTimersByTime(62_000));
    expect(timer).toHaveTextContent('01:01:00');
    // Summary for assistive technology, with the editor's time zone (Berlin: 10:00 on 1 March).
    expect(root).toHaveTextContent('The page reloads automatically at Mar 1, 2030, 10:00:00 AM (Europe/Berlin).');
  });

  it('reloads once at zero with vse-timestamp = the refresh instant in epoch ms, added to the current URL', async () => {
    window.history.replaceState(null, '', '/t/gift-guide?vse=ridgeline-staging.example');
    const { navigate } = await renderBlock(countdown);
    act(() => vi.advanceTimersByTime(3722_000));
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:01');
    act(() => vi.advanceTimersByTime(1000));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(
      `${window.location.origin}/t/gift-guide?vse=ridgeline-staging.example&vse-timestamp=${TARGET}`,
    );
    expect(TARGET).toBe(1898586000000); // 2030-03-01T09:00:00Z
    act(() => vi.advanceTimersByTime(5000));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Refresh date must be in the future')).toBeNull();
    window.history.replaceState(null, '', '/');
  });

  it.each<RenderMode>(['production', 'development'])(
    'renders nothing in %s mode (and never navigates)',
    async (mode) => {
      const { container, navigate } = await renderBlock(countdown, mode);
      expect(container.querySelector(`[data-schema="${SCHEMA}"]`)).toBeNull();
      expect(container).toHaveTextContent('');
      act(() => vi.advanceTimersByTime(4 * 3600_000));
      expect(navigate).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['No refresh date provided', missing],
    ['Invalid date format', invalid],
    ['Refresh date must be in the future', past],
  ])('shows "%s" in the preview card and does not reload', async (message, fixture) => {
    const { container, navigate } = await renderBlock(fixture);
    expect(container.querySelector(`[data-schema="${SCHEMA}"]`)).toHaveTextContent(message);
    expect(screen.queryByRole('timer')).toBeNull();
    act(() => vi.advanceTimersByTime(10_000));
    expect(navigate).not.toHaveBeenCalled();
  });
});
