import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../test/render';
import { CartAlert } from './CartAlert';

describe('CartAlert', () => {
  it('an error is an alert, info and warning are a status; the close button only with onClose', () => {
    const onClose = vi.fn();
    const { rerender } = renderWithProvider(<CartAlert status="error" title="Failed" onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveAttribute('data-status', 'error');
    rerender(<CartAlert status="info" title="Reserved" />);
    expect(screen.getByRole('status')).toHaveTextContent('Reserved');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
