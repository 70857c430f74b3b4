import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { clampQuantity, QuantityStepper } from './QuantityStepper';

describe('clampQuantity', () => {
  it('keeps quantities within the limits and on the step grid', () => {
    expect(clampQuantity(5, 1, 3)).toBe(3);
    expect(clampQuantity(0, 1, 3)).toBe(1);
    expect(clampQuantity(Number.NaN, 1, 3)).toBe(1);
    expect(clampQuantity(2.7, 1, 10)).toBe(2);
    expect(clampQuantity(5, 2, 10, 2)).toBe(6);
  });
});

describe('QuantityStepper', () => {
  it('is a labelled number input the form posts, with its limits for the browser to check', () => {
    render(<QuantityStepper min={1} max={4} />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(input).toHaveAttribute('name', 'quantity');
    expect(input).toHaveAttribute('min', '1');
    expect(input).toHaveAttribute('max', '4');
    expect(input).toHaveValue(1);
  });

  it('steps within its limits; at an end the button says so but keeps focus, and each new value is announced', async () => {
    const onValueChange = vi.fn();
    render(<QuantityStepper min={1} max={2} onValueChange={onValueChange} />);
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' });
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    expect(decrease).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
    increase.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('spinbutton')).toHaveValue(2);
    expect(onValueChange).toHaveBeenLastCalledWith(2);
    expect(screen.getByRole('status')).toHaveTextContent('Quantity: 2');
    // At the limit: never `disabled` (focus would drop to <body>), and a press changes nothing.
    expect(increase).toBeEnabled();
    expect(increase).toHaveAttribute('aria-disabled', 'true');
    expect(increase).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('spinbutton')).toHaveValue(2);
    expect(onValueChange).toHaveBeenCalledTimes(1);
    await userEvent.click(decrease);
    expect(screen.getByRole('spinbutton')).toHaveValue(1);
    expect(screen.getByRole('status')).toHaveTextContent('Quantity: 1');
  });

  it('is disabled as a whole when told', () => {
    render(<QuantityStepper disabled />);
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(screen.getByRole('spinbutton')).toBeDisabled();
  });

  it('clamps a typed quantity when the field is left', async () => {
    const onValueChange = vi.fn();
    render(<QuantityStepper min={1} max={5} onValueChange={onValueChange} />);
    const input = screen.getByRole('spinbutton');
    await userEvent.clear(input);
    await userEvent.type(input, '40');
    await userEvent.tab();
    expect(input).toHaveValue(5);
    expect(onValueChange).toHaveBeenLastCalledWith(5);
  });
});
