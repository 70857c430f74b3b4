import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../test/render';
import { ReservationAlert } from './ReservationAlert';

const messages = {
  running: 'Reserved for {clock}',
  runningHint: 'Hurry',
  expiredTitle: 'Expired',
  expiredBody: 'No longer reserved',
  close: 'Fermer',
};

describe('ReservationAlert', () => {
  it('fills the clock into a polite status; a warning at a minute or less', () => {
    const { rerender } = renderWithProvider(
      <ReservationAlert view={{ kind: 'info', clock: '$& 2:05' }} messages={messages} onClose={vi.fn()} />,
    );
    expect(screen.getByTestId('reservation-running')).toHaveTextContent('Reserved for $& 2:05');
    rerender(<ReservationAlert view={{ kind: 'warning', clock: '0:42' }} messages={messages} onClose={vi.fn()} />);
    expect(screen.getByTestId('reservation-running')).toHaveAttribute('data-status', 'warning');
  });

  it('announces the time left only at 5 minutes and 1 minute, while the visible clock ticks every second', () => {
    const running = (remainingMs: number, clock: string) => (
      <ReservationAlert
        view={{ kind: remainingMs > 60_000 ? 'info' : 'warning', clock, remainingMs }}
        messages={messages}
        onClose={vi.fn()}
      />
    );
    const { rerender } = renderWithProvider(running(600_000, '10:00'));
    // The ticking box is no live region: only the status below is.
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
    rerender(running(599_000, '9:59'));
    expect(screen.getByTestId('reservation-running')).toHaveTextContent('Reserved for 9:59');
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
    rerender(running(300_000, '5:00'));
    expect(screen.getByRole('status')).toHaveTextContent('Reserved for 5:00');
    rerender(running(299_000, '4:59'));
    expect(screen.getByTestId('reservation-running')).toHaveTextContent('Reserved for 4:59');
    expect(screen.getByRole('status')).toHaveTextContent('Reserved for 5:00');
    rerender(running(60_000, '1:00'));
    expect(screen.getByRole('status')).toHaveTextContent('Reserved for 1:00');
    rerender(running(59_000, '0:59'));
    expect(screen.getByRole('status')).toHaveTextContent('Reserved for 1:00');
  });

  it('the expired alert is announced and closes with its named button; hidden renders no alert', () => {
    const onClose = vi.fn();
    const { rerender } = renderWithProvider(
      <ReservationAlert view={{ kind: 'expired' }} messages={messages} onClose={onClose} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('No longer reserved');
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<ReservationAlert view={{ kind: 'hidden' }} messages={messages} onClose={onClose} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
  it('floating: pinned in a region of its own with its hint a link to the bag; nothing at all while hidden', () => {
    const { rerender, container } = renderWithProvider(
      <ReservationAlert view={{ kind: 'hidden' }} messages={messages} onClose={vi.fn()} floating hintHref="/cart" />,
    );
    expect(container.querySelector('[data-reservation-floating]')).toBeNull();
    rerender(
      <ReservationAlert
        view={{ kind: 'warning', clock: '0:42' }}
        messages={messages}
        onClose={vi.fn()}
        floating
        hintHref="/fr-ca/cart"
      />,
    );
    const region = container.querySelector('[data-reservation-floating]')!;
    expect(getComputedStyle(region).position).toBe('fixed');
    // A landmark of its own: it sits outside the page's main content.
    expect(screen.getByRole('region', { name: 'Cart reservation' })).toBe(region);
    expect(region).toContainElement(screen.getByTestId('reservation-running'));
    expect(screen.getByRole('link', { name: 'Hurry' })).toHaveAttribute('href', '/fr-ca/cart');
  });

  it('in the page flow the hint is plain text', () => {
    const { container } = renderWithProvider(
      <ReservationAlert view={{ kind: 'info', clock: '4:00' }} messages={messages} onClose={vi.fn()} />,
    );
    expect(container.querySelector('[data-reservation-floating]')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
