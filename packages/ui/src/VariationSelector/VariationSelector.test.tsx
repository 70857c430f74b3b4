import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VariationSelector, type VariationOption } from './VariationSelector';

const sizes: VariationOption[] = [
  { value: 'S', name: 'S', href: '/product/P1?color=010&size=S' },
  { value: 'M', name: 'M', href: '/product/P1?color=010&size=M', orderable: false },
  { value: 'L', name: 'L', href: '/product/P1?color=010&size=L' },
];

describe('VariationSelector', () => {
  it('is a labelled group of links, one per value, each the address of its choice', () => {
    render(<VariationSelector label="Size" options={sizes} selected="L" />);
    const group = screen.getByRole('group', { name: 'Size: L' });
    const links = within(group).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(sizes.map((option) => option.href));
    expect(within(group).getByRole('link', { name: 'L' })).toHaveAttribute('aria-current', 'true');
    expect(within(group).getByRole('link', { name: 'S' })).not.toHaveAttribute('aria-current');
  });

  it('announces unavailable values and marks them', () => {
    render(<VariationSelector label="Size" options={sizes} />);
    const unavailable = screen.getByRole('link', { name: 'M, unavailable' });
    expect(unavailable).toHaveAttribute('data-unavailable');
    expect(screen.getByRole('group', { name: 'Size' })).toBeInTheDocument();
  });

  it('says why a value is unavailable when told, in its name', () => {
    const options = sizes.map((option) =>
      option.value === 'M' ? { ...option, unavailableReason: 'not available in Black' } : option,
    );
    render(<VariationSelector label="Size" options={options} />);
    expect(screen.getByRole('link', { name: 'M, not available in Black' })).toHaveAttribute('data-unavailable');
    expect(screen.getByRole('link', { name: 'S' })).not.toHaveAttribute('data-unavailable');
  });

  it('calls onSelect instead of navigating on a plain click, and leaves modified clicks to the browser', async () => {
    const onSelect = vi.fn();
    render(<VariationSelector label="Size" options={sizes} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('link', { name: 'S' }));
    expect(onSelect).toHaveBeenCalledWith('S');
    const notPrevented = fireEvent.click(screen.getByRole('link', { name: 'L' }), { ctrlKey: true });
    expect(notPrevented).toBe(true);
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('renders colour chips with the value name as the accessible name', () => {
    render(
      <VariationSelector
        label="Color"
        variant="swatch"
        selected="010"
        options={[
          { value: '010', name: 'Black', href: '?color=010', swatchUrl: 'data:image/svg+xml,b' },
          { value: '464', name: 'Navy', href: '?color=464' },
        ]}
      />,
    );
    expect(screen.getByRole('group', { name: 'Color: Black' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Navy' })).toHaveAttribute('href', '?color=464');
  });

  it('renders nothing without options', () => {
    const { container } = render(<VariationSelector label="Size" options={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
