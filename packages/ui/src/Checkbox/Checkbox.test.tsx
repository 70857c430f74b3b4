import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('is a native checkbox named by its visible label', () => {
    render(<Checkbox label="Loyalty Members" name="customerGroupIds" value="Loyalty Members" />);
    const box = screen.getByRole('checkbox', { name: 'Loyalty Members' });
    expect(box.tagName).toBe('INPUT');
    expect(box).toHaveAttribute('type', 'checkbox');
    expect(box).toHaveAttribute('name', 'customerGroupIds');
    expect(box).toHaveAttribute('value', 'Loyalty Members');
    expect(screen.getByLabelText('Loyalty Members')).toBe(box);
  });

  it('toggles when the label text is clicked', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Big Spenders" onChange={onChange} />);
    await userEvent.click(screen.getByText('Big Spenders'));
    expect(screen.getByRole('checkbox', { name: 'Big Spenders' })).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('is controlled by checked', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<Checkbox label="VIP" checked={false} onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'VIP' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('checkbox', { name: 'VIP' })).not.toBeChecked();
    rerender(<Checkbox label="VIP" checked onChange={onChange} />);
    expect(screen.getByRole('checkbox', { name: 'VIP' })).toBeChecked();
  });

  it('cannot be toggled when disabled', async () => {
    render(<Checkbox label="Staff" disabled />);
    const box = screen.getByRole('checkbox', { name: 'Staff' });
    expect(box).toBeDisabled();
    await userEvent.click(box);
    expect(box).not.toBeChecked();
  });

  it('links description and error, and marks the box invalid only with an error', () => {
    const { rerender } = render(<Checkbox label="Terms" description="You can unsubscribe at any time." />);
    const box = screen.getByRole('checkbox', { name: 'Terms' });
    const description = screen.getByText('You can unsubscribe at any time.');
    expect(box).toHaveAttribute('aria-describedby', description.id);
    expect(box).not.toHaveAttribute('aria-invalid');

    rerender(
      <Checkbox label="Terms" description="You can unsubscribe at any time." error="Accept the terms to continue." />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Accept the terms to continue.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box.getAttribute('aria-describedby')!.split(' ')).toEqual([
      screen.getByText('You can unsubscribe at any time.').id,
      alert.id,
    ]);
  });

  it('has no aria-describedby when there is nothing to describe', () => {
    render(<Checkbox label="Plain" />);
    expect(screen.getByRole('checkbox', { name: 'Plain' })).not.toHaveAttribute('aria-describedby');
  });

  it('forwards the ref to the <input>', () => {
    const ref = createRef<HTMLInputElement>();
    render(<Checkbox label="Ref" ref={ref} />);
    expect(ref.current).toBeInstanceOf(HTMLInputElement);
    expect(ref.current).toBe(screen.getByRole('checkbox', { name: 'Ref' }));
  });

  it('keeps type=checkbox even if a type sneaks in, and no size attribute', () => {
    const props = { type: 'text', size: 'sm' } as unknown as Record<string, never>;
    render(<Checkbox label="Typed" {...props} />);
    const box = screen.getByRole('checkbox', { name: 'Typed' });
    expect(box).toHaveAttribute('type', 'checkbox');
    expect(box).not.toHaveAttribute('size');
  });
});
