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
    expect(screen.getByRole('status')).toHaveTextContent('Reserved for $& 2:05');
    rerender(<ReservationAlert view={{ kind: 'warning', clock: '0:42' }} messages={messages} onClose={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveAttribute('data-status', 'warning');
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
});
