import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ownDeclarations } from '../test/ownRules';
import { renderWithProvider } from '../test/render';
import { preloadToasts } from './ToastProvider';
import { defaultToastDuration, type ToastOptions } from './types';
import { useToast } from './useToast';

function Trigger(options: ToastOptions) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast(options)}>
      Notify
    </button>
  );
}

// A toast closes itself 5 s after it opens. On real time a loaded machine can spend that long between the click and
// the query for it, which then finds nothing: every test runs on a fake clock (the toast UI fetched beforehand, so
// nothing waits for real work), where the toast stays until a test moves the clock.
beforeEach(async () => {
  await preloadToasts();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => vi.useRealTimers());
const user = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });

describe('Toast', () => {
  it('shows a toast with title and description', async () => {
    renderWithProvider(
      <Trigger title="Thank You" description="Watch your inbox for the latest news and offers" status="success" />,
    );
    await user().click(screen.getByRole('button', { name: 'Notify' }));
    const toast = (await screen.findByText('Thank You')).closest('li')!;
    expect(screen.getByRole('region', { name: /Notifications/ })).toContainElement(toast);
    expect(toast).toHaveTextContent('Watch your inbox for the latest news and offers');
    expect(toast).toHaveAttribute('data-status', 'success');
  });

  it('is not closable by default: no close button', async () => {
    renderWithProvider(<Trigger title="Saved" />);
    await user().click(screen.getByRole('button', { name: 'Notify' }));
    await screen.findByText('Saved');
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });

  it('shows a close button when isClosable, which dismisses it', async () => {
    renderWithProvider(<Trigger title="Saved" isClosable />);
    await user().click(screen.getByRole('button', { name: 'Notify' }));
    await user().click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('renders nothing until the first toast, then a labelled notifications region', async () => {
    renderWithProvider(<Trigger title="x" />);
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();
    await user().click(screen.getByRole('button', { name: 'Notify' }));
    expect(await screen.findByRole('region', { name: /Notifications/ })).toContainElement(await screen.findByText('x'));
  });

  it('stacks top-center below the desktop breakpoint and top-right from 992 px', async () => {
    renderWithProvider(<Trigger title="Placed" />);
    await user().click(screen.getByRole('button', { name: 'Notify' }));
    const list = (await screen.findByText('Placed')).closest('ol')!;
    // jsdom matches no media query: the rules the viewport emitted say where it sits at each width
    expect(ownDeclarations(list)).toMatchObject({
      position: 'fixed',
      top: '0px',
      left: '50%',
      transform: 'translateX(-50%)',
    });
    expect(ownDeclarations(list, '(min-width: 992px)')).toMatchObject({
      left: 'auto',
      right: '0px',
      transform: 'none',
    });
  });

  it('replaces a toast that reuses an id instead of stacking', async () => {
    renderWithProvider(<Trigger id="wishlist" title="Item added to wishlist" />);
    await user().click(screen.getByRole('button', { name: 'Notify' }));
    await screen.findByText('Item added to wishlist');
    await user().click(screen.getByRole('button', { name: 'Notify' }));
    expect(screen.getAllByText('Item added to wishlist')).toHaveLength(1);
  });

  it('throws a helpful error outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger title="x" />)).toThrow(/RidgelineProvider/);
  });

  describe('timing', () => {
    // The toast UI is a lazily loaded chunk: fetch it first, so the clock below only drives the toasts.
    beforeEach(async () => {
      await preloadToasts();
      vi.useFakeTimers();
    });
    afterEach(() => vi.useRealTimers());

    it(`closes itself after the default ${defaultToastDuration} ms`, async () => {
      renderWithProvider(<Trigger title="Password Reset Success" />);
      await act(async () => {}); // pending lazy chunks settle
      act(() => screen.getByRole('button', { name: 'Notify' }).click());
      expect(screen.getByText('Password Reset Success')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(defaultToastDuration - 100));
      expect(screen.getByText('Password Reset Success')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(200));
      expect(screen.queryByText('Password Reset Success')).toBeNull();
    });

    it('honours a custom duration', async () => {
      renderWithProvider(<Trigger title="Successfully updated" duration={1000} />);
      await act(async () => {}); // pending lazy chunks settle
      act(() => screen.getByRole('button', { name: 'Notify' }).click());
      act(() => vi.advanceTimersByTime(1100));
      expect(screen.queryByText('Successfully updated')).toBeNull();
    });
  });
});
