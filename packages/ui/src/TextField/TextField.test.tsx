import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('labels the input with its visible label', () => {
    render(<TextField label="Email address" name="email" type="email" />);
    const input = screen.getByLabelText('Email address');
    expect(input.tagName).toBe('INPUT');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBe(input);
  });

  it('is type=text by default and keeps a given id for the label', () => {
    render(<TextField label="Source code" id="source" />);
    const input = screen.getByLabelText('Source code');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('id', 'source');
    expect(screen.getByText('Source code')).toHaveAttribute('for', 'source');
  });

  it('has no aria-invalid or aria-describedby when there is nothing to describe', () => {
    render(<TextField label="Name" />);
    const input = screen.getByLabelText('Name');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('links the description with aria-describedby', () => {
    render(<TextField label="Source code" description="Ignored when blank." />);
    const input = screen.getByLabelText('Source code');
    const description = screen.getByText('Ignored when blank.');
    expect(description.id).not.toBe('');
    expect(input).toHaveAttribute('aria-describedby', description.id);
    expect(input).toHaveAccessibleDescription('Ignored when blank.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('renders the error as an alert, marks the input invalid and links the message', () => {
    render(<TextField label="Zip code" name="postalCode" error="This field is required." />);
    const input = screen.getByLabelText('Zip code');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This field is required.');
    expect(alert).toHaveAttribute('data-field-error', 'postalCode');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // Exactly the error id: nothing else is described.
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
  });

  it('keeps a caller aria-describedby and appends description then error', () => {
    render(
      <>
        <p id="outside">Sign up for offers</p>
        <TextField
          label="Email address"
          aria-describedby="outside"
          description="We never share it."
          error="Please enter a valid email address."
        />
      </>,
    );
    const input = screen.getByLabelText('Email address');
    const ids = input.getAttribute('aria-describedby')!.split(' ');
    expect(ids).toEqual(['outside', screen.getByText('We never share it.').id, screen.getByRole('alert').id]);
    expect(new Set(ids).size).toBe(3);
  });

  it('gives two fields distinct message ids', () => {
    render(
      <>
        <TextField label="One" error="Bad one" />
        <TextField label="Two" error="Bad two" />
      </>,
    );
    const [one, two] = screen.getAllByRole('alert');
    expect(one!.id).not.toBe(two!.id);
    expect(screen.getByLabelText('Two')).toHaveAttribute('aria-describedby', two!.id);
  });

  it('drops aria-invalid and the alert when the error is cleared', () => {
    const { rerender } = render(<TextField label="Date" error="Enter a date" />);
    expect(screen.getByLabelText('Date')).toHaveAttribute('aria-invalid', 'true');
    rerender(<TextField label="Date" error={undefined} />);
    expect(screen.getByLabelText('Date')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Date')).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('forwards the ref to the <input>', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="Email address" ref={ref} />);
    expect(ref.current).toBeInstanceOf(HTMLInputElement);
    expect(ref.current).toBe(screen.getByLabelText('Email address'));
    ref.current!.focus();
    expect(screen.getByLabelText('Email address')).toHaveFocus();
  });

  it('forwards input props and events', async () => {
    const onChange = vi.fn();
    render(
      <TextField
        label="Search"
        type="search"
        autoComplete="off"
        inputMode="search"
        placeholder="Find"
        onChange={onChange}
      />,
    );
    const input = screen.getByRole('searchbox', { name: 'Search' });
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveAttribute('inputmode', 'search');
    expect(input).toHaveAttribute('placeholder', 'Find');
    await userEvent.type(input, 'loyal');
    expect(onChange).toHaveBeenCalledTimes(5);
    expect(input).toHaveValue('loyal');
  });

  it('does not type when disabled', async () => {
    render(<TextField label="Locked" disabled defaultValue="x" />);
    const input = screen.getByLabelText('Locked');
    expect(input).toBeDisabled();
    await userEvent.type(input, 'y');
    expect(input).toHaveValue('x');
  });

  it('renders an end addon beside the input, and does not leak style props to the DOM', () => {
    render(<TextField label="Email" size="lg" endAddon={<button type="submit">Sign Up</button>} />);
    const input = screen.getByLabelText('Email');
    expect(input).not.toHaveAttribute('size');
    expect(input.parentElement).toContainElement(screen.getByRole('button', { name: 'Sign Up' }));
  });
});
