import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Icon } from '../Icon/Icon';
import { Button } from './Button';

describe('Button', () => {
  it('is a type=button <button> by default, so it never submits a form by accident', () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button>Add to bag</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Add to bag' });
    expect(button).toHaveAttribute('type', 'button');
    button.click();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('can submit when asked', () => {
    render(<Button type="submit">Send</Button>);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  });

  it('calls onClick, and not when disabled', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Go</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Button onClick={onClick} disabled>
        Go
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Go' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not leak style props to the DOM', () => {
    render(
      <Button variant="outline" color="sale" size="lg" fullWidth>
        Sale
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Sale' });
    for (const attribute of ['variant', 'color', 'size', 'fullwidth']) expect(button).not.toHaveAttribute(attribute);
  });

  it('renders a safe link when given href, with rel for new tabs', () => {
    render(
      <Button href="https://ridgeline.example/sale" target="_blank">
        Shop sale
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Shop sale' });
    expect(link).toHaveAttribute('href', 'https://ridgeline.example/sale');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('refuses a javascript: href', () => {
    render(<Button href="javascript:alert(1)">Bad</Button>);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Bad')).toBeInTheDocument();
  });

  it('keeps decorative icons out of the accessible name', () => {
    render(<Button endIcon={<Icon name="arrow-forward" />}>Explore</Button>);
    expect(screen.getByRole('button', { name: 'Explore' })).toBeInTheDocument();
  });
});
