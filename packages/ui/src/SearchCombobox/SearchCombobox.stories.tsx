import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { SearchCombobox, type SearchComboboxGroup, type SearchComboboxProps } from './SearchCombobox';

const swatch = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 496 521"><rect width="496" height="521" fill="${fill}"/></svg>`)}`;

const suggestions: SearchComboboxGroup[] = [
  {
    id: 'phrases',
    label: 'Suggestions',
    options: [
      { id: 'p-jacket', label: 'jacket' },
      { id: 'p-jacquard', label: 'jacquard' },
    ],
  },
  {
    id: 'categories',
    label: 'Categories',
    options: [
      { id: 'c-mens-jackets', label: 'Jackets', description: 'Men' },
      { id: 'c-womens-jackets', label: 'Jackets', description: 'Women' },
    ],
  },
  { id: 'content', label: 'Content', options: [{ id: 'k-care', label: 'Caring for your jacket' }] },
  {
    id: 'products',
    label: 'Products',
    layout: 'grid',
    options: [
      {
        id: 'x-ridge',
        label: 'Ridge Shell Jacket',
        description: '$189.00',
        image: { src: swatch('#1D4F91'), alt: '' },
      },
      {
        id: 'x-alpine',
        label: 'Alpine Down Jacket',
        description: '$249.00',
        image: { src: swatch('#1B6E3C'), alt: '' },
      },
      { id: 'x-storm', label: 'Storm Rain Jacket', description: '$129.00', image: { src: swatch('#8A5A00'), alt: '' } },
      {
        id: 'x-trail',
        label: 'Trail Softshell Jacket',
        description: '$149.00',
        image: { src: swatch('#C8102E'), alt: '' },
      },
    ],
  },
];

/** A stand-in for a search service: suggestions once 3 characters are typed. */
function groupsFor(value: string): SearchComboboxGroup[] {
  return value.trim().length >= 3 ? suggestions : [];
}

const meta = {
  title: 'Components/SearchCombobox',
  component: SearchCombobox,
  tags: ['autodocs'],
  args: {
    label: 'Search',
    placeholder: 'Search',
    value: '',
    groups: [],
    onValueChange: fn(),
    onSelect: fn(),
    onClear: fn(),
    variant: 'popover',
  },
  argTypes: { variant: { control: 'inline-radio', options: ['popover', 'inline'] } },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    const groups = args.groups.length ? args.groups : groupsFor(value);
    const count = groups.reduce((sum, group) => sum + group.options.length, 0);
    const props: SearchComboboxProps = {
      ...args,
      value,
      groups,
      status: args.status ?? (count ? `${count} suggestions` : ''),
      onValueChange: (next) => {
        setValue(next);
        args.onValueChange(next);
      },
    };
    return (
      <form
        role="search"
        action="/search"
        method="get"
        onSubmit={(event) => event.preventDefault()}
        style={{ maxWidth: 720, minHeight: 640 }}
      >
        <SearchCombobox
          {...props}
          endAddon={
            <Button type="submit" aria-label="Submit search">
              <Icon name="search" />
            </Button>
          }
        />
      </form>
    );
  },
} satisfies Meta<typeof SearchCombobox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing opens grouped suggestions; the arrows move the active option while focus stays in the input; Enter chooses. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Search' });
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(input, 'jac');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('group', { name: 'Categories' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    const mens = canvas.getByRole('option', { name: 'Jackets Men' });
    await expect(input).toHaveAttribute('aria-activedescendant', mens.id);
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSelect).toHaveBeenCalledWith(
        expect.objectContaining({ id: 'c-mens-jackets' }),
        expect.objectContaining({ id: 'categories' }),
      ),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('9 suggestions');
  },
};

/** Escape closes the popup; a second Escape clears the input. */
export const EscapeClosesThenClears: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await userEvent.type(input, 'jacket');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('jacket');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
  },
};

/** The clear button empties the input and gives focus back to it. */
export const ClearButton: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await userEvent.type(input, 'boots');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

/** A failure message in the error colour, announced in the live region; the phrases still show. */
export const ProductLoadFailure: Story = {
  args: {
    groups: [suggestions[0]!],
    message: { text: 'Unable to load products. Please try again.', tone: 'error' },
    status: 'Unable to load products. Please try again.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'jac');
    await expect(canvas.getByText('Unable to load products. Please try again.', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Unable to load products. Please try again.');
  },
};

/** In a full-screen drawer the popup takes its place in the flow under the input. */
export const Inline: Story = {
  args: { variant: 'inline' },
  parameters: { viewport: { defaultViewport: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'jac');
    const products = canvas.getByRole('group', { name: 'Products' });
    await expect(within(products).getAllByRole('option')).toHaveLength(4);
  },
};
